// Event files for the account tests: one per login type, built from plain objects.
import { eventFileSchema, type EventFile } from '../event-file/schema.js';

/** The hash of 'adminpass1' and 'ticketpass1' (argon2id), as `cli.js hash-password` prints them. */
export const ADMIN_PASSWORD = 'adminpass1';
export const TICKET_PASSWORD = 'ticketpass1';
const ADMIN_HASH = '$argon2id$v=19$m=19456,t=2,p=1$AJw6Ra1oF2X3r3X16j5tpA$ARpZPdubZCYwzDkvDPfkCnLmptBEB3XB8GGxlxBCLvw';
const TICKET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$fVrtsXNsRywlJBzHHSSQfQ$BHNx0PZo/FEdo0gg6HiP8xk1P94sJUXQq0PbNl1SMjA';

export function testEvent(portal: Record<string, unknown>, access: Record<string, unknown> = {}): EventFile {
  return eventFileSchema.parse({
    event: { name: 'Account Test Event', language: 'de-DE-DU' },
    projects: [
      { id: 4, code: 'basic', name: 'Basic', schedule: { start: '2024-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' } },
      { id: 6, code: 'event', name: 'Event', schedule: { start: '2024-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' } },
    ],
    ticketCategories: [{ code: 'vip', name: 'VIP' }],
    portal,
    access: {
      customers: [
        { email: 'admin@example.org', firstname: 'Ad', lastname: 'Min', ticket: 'admin', passwordHash: ADMIN_HASH },
        {
          email: 'ticket@example.org',
          firstname: 'Tia',
          lastname: 'Ket',
          ticket: 'standard',
          ticketCategoryCode: 'vip',
          passwordHash: TICKET_HASH,
        },
      ],
      ...access,
    },
  });
}

/** Self-registration with invites, activation, Firma and position, a required privacy checkbox, single session. */
export const registrationEvent = () =>
  testEvent(
    {
      loginType: 'eventRegistration',
      sessionMode: 'oneSessionOnly',
      registration: {
        invitations: true,
        activation: true,
        fields: [
          { code: 'business' },
          { code: 'position' },
          { code: 'privacy', type: 'checkbox', label: 'Datenschutz' },
        ],
      },
    },
    { invites: [{ code: 'INVITE-ONE' }, { code: 'TEAM', uses: 10 }] },
  );
