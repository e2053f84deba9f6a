// The demo event (streams, pages, media, polls, cards, forms, custom pages, chat) behind a chosen login type, for the
// security tests of the access policy (server/security/).
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { eventFileSchema, type EventFile } from '../event-file/schema.js';
import { hashPassword } from '../auth/passwords.js';
import type { LoginType } from '../../shared/portal/portal-config.js';
import { demoEventFile } from './test-app.js';

export type { LoginType };

export const EVENT_PASSWORD = 'event-pass-2025';
/** A customer with a password; `geheim@example.org` (Verena Verborgen) has none and must never be listed to outsiders. */
export const CUSTOMER = { email: 'gast@example.org', password: 'gastpass1' };
/** The zoom stream `meeting`'s secrets. */
export const MEETING = { meetingNumber: '81234567890', passcode: 'geheim-42' };

export async function gatedEvent({
  loginType,
  sessionMode = 'normal',
  customers = [CUSTOMER.email],
}: {
  loginType: LoginType;
  sessionMode?: 'normal' | 'oneSessionOnly';
  /** E-mails of customers whose password is CUSTOMER.password. */
  customers?: string[];
}): Promise<EventFile> {
  const raw = parse(await readFile(demoEventFile, 'utf8')) as Record<string, Record<string, unknown> & unknown[]>;
  const passwordHash = await hashPassword(CUSTOMER.password);
  return eventFileSchema.parse({
    ...raw,
    portal: { ...raw['portal'], loginType, sessionMode, registration: { activation: false } },
    streams: [
      ...(raw['streams'] ?? []),
      { code: 'meeting', platform: 'zoom', params: { joinParams: { ...MEETING, apiKey: 'zoom-key' } } },
    ],
    customPages: [
      ...(raw['customPages'] ?? []),
      {
        path: '/page/members',
        title: 'Mitglieder',
        requiresLogin: true,
        elements: [{ code: 'inside', component: 'jsx', sequenceId: 1, params: { jsx: '<p>Nur Mitglieder</p>' } }],
      },
    ],
    access: {
      ...(loginType === 'passwordLogin' ? { eventPassword: EVENT_PASSWORD } : {}),
      customers: [
        ...customers.map((email, index) => ({
          email,
          firstname: 'Gerda',
          lastname: `Gast ${index + 1}`,
          ticket: 'standard',
          passwordHash,
        })),
        { email: 'geheim@example.org', firstname: 'Verena', lastname: 'Verborgen', ticket: 'standard' },
      ],
    },
  });
}
