// The event's access settings (portal.md §3, §5): how visitors log in, whether one session at a time, how they
// register. The access policy decides with them; the accounts feature obeys them.
import type { RegistrationField } from '../event-file/sections/accounts-portal.js';
import type { PortalSection } from '../event-file/sections/portal.js';
import type { ReadCache } from '../read-cache.js';
import type { Db } from '../store/database.js';
import { readPortalConfig } from '../store/portal-config.js';

/** The settings key of the event password's hash (written by the import of the event file's access section). */
export const EVENT_PASSWORD_HASH_KEY = 'access.eventPasswordHash';

export interface RegistrationSettings {
  mode: 'account' | 'anonymous';
  invitations: boolean;
  activation: boolean;
  fields: RegistrationField[];
}

export const DEFAULT_REGISTRATION: RegistrationSettings = {
  mode: 'account',
  invitations: false,
  activation: true,
  fields: [],
};

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
