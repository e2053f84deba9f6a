import type { Customer, Db } from '../../store/database.js';
import { readPortalConfig } from '../../store/portal-config.js';
import { readSetting } from '../../store/settings.js';
import type { ReadCache } from '../../read-cache.js';
import type { PortalSection } from '../../event-file/sections/portal.js';
import { DEFAULT_REGISTRATION, type RegistrationSettings } from './registration-rules.js';

export const EVENT_PASSWORD_HASH_KEY = 'access.eventPasswordHash';
/** The JSON list of `access.previewers` (lower-case e-mails). */
export const PREVIEWERS_KEY = 'access.previewers';

export async function findCustomerByEmail(db: Db, email: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
}

export interface AccessSettings {
  loginType: PortalSection['loginType'];
  sessionMode: PortalSection['sessionMode'];
  registration: RegistrationSettings;
  parentProject: PortalSection['parentProject'];
}

/** The portal settings the account calls obey, read through the two-second cache. */
export function readAccessSettings(db: Db, cache: ReadCache): Promise<AccessSettings> {
  return cache.get('accounts.settings', async () => {
    // Written only by importEvent from a validated event file.
    const portal = (await readPortalConfig(db)) as Partial<PortalSection>;
    return {
      loginType: portal.loginType ?? 'anonymousLogin',
      sessionMode: portal.sessionMode ?? 'normal',
      registration: { ...DEFAULT_REGISTRATION, ...portal.registration },
      parentProject: portal.parentProject,
    };
  });
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
