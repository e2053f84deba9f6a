import type { Db } from './database.js';

/** The `portal` section of the imported event file; empty before the first import. */
export async function readPortalConfig(db: Db): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('portal_config').select('config').where('id', '=', 1).executeTakeFirst();
  // Written only by importEvent from a validated event file.
  return row ? (JSON.parse(row.config) as Record<string, unknown>) : {};
}
