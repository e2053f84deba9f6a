import { welcomeSection, type WelcomeSection } from '../../event-file/sections/welcome.js';
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

/** Writes the welcome texts as the event file's `welcome` section holds them; none clears them. */
export async function writeWelcome(db: Db, welcome: WelcomeSection | undefined): Promise<void> {
  if (!welcome) {
    await db.deleteFrom('welcome').execute();
    return;
  }
  const row = {
    title: welcome.title ?? null,
    subtitle: welcome.subtitle ?? null,
    lines: JSON.stringify(welcome.lines),
    modal: welcome.modal ? JSON.stringify(welcome.modal) : null,
  };
  await db
    .insertInto('welcome')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

/** The welcome texts as the event file's `welcome` section holds them, or undefined without any. */
export async function readWelcomeSection(db: Db): Promise<WelcomeSection | undefined> {
  const texts = await readWelcome(db);
  if (!texts) return undefined;
  return welcomeSection.parse({
    ...(texts.title === null ? {} : { title: texts.title }),
    ...(texts.subtitle === null ? {} : { subtitle: texts.subtitle }),
    lines: texts.lines,
    ...(texts.modal
      ? { modal: { ...(texts.modal.title === null ? {} : { title: texts.modal.title }), lines: texts.modal.lines } }
      : {}),
  });
}
