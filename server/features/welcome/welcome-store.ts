import type { Db } from '../../store/database.js';

export interface WelcomeTexts {
  title: string | null;
  subtitle: string | null;
  lines: string[];
  modal: { title: string | null; lines: string[] } | null;
}

/** The welcome texts imported from the event file, or null when it has none. */
export async function readWelcome(db: Db): Promise<WelcomeTexts | null> {
  const row = await db.selectFrom('welcome').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return null;
  // Both JSON columns are written only by importEvent from validated event files.
  const modal = row.modal ? (JSON.parse(row.modal) as { title?: string; lines: string[] }) : null;
  return {
    title: row.title,
    subtitle: row.subtitle,
    lines: JSON.parse(row.lines) as string[],
    modal: modal ? { title: modal.title ?? null, lines: modal.lines } : null,
  };
}
