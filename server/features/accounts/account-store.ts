import type { Customer, Db } from '../../store/database.js';
import { readSetting } from '../../store/settings.js';
import type { ReadCache } from '../../read-cache.js';

/** The JSON list of `access.previewers` (lower-case e-mails). */
export const PREVIEWERS_KEY = 'access.previewers';

export async function findCustomerByEmail(db: Db, email: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The event's name and language, for mails. */
export function readEventIdentity(db: Db, cache: ReadCache): Promise<{ name: string; language: string | undefined }> {
  return cache.get('accounts.event', async () => ({
    name: (await readSetting(db, 'event.name')) ?? 'Foyer',
    language: await readSetting(db, 'event.language'),
  }));
}

/** True for the unique-constraint error of either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
