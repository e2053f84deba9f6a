import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importEvent } from '../../event-file/import-event.js';
import { eventFileSchema } from '../../event-file/schema.js';
import { formatIssues } from '../../validation.js';
import { testEvent } from '../../test-support/accounts-events.js';
import { dialects, openTestStore, type TestStore } from '../../test-support/stores.js';
import { createInvite } from './operator-commands.js';

const clock = () => new Date('2025-06-01T12:00:00Z');

describe.each(dialects)('importing the access section on %s', (dialect) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await openTestStore(dialect);
  });
  afterEach(() => store.destroy());

  const invites = () =>
    store.db.selectFrom('invites').select(['code', 'max_uses', 'uses', 'source']).orderBy('code').execute();

  it('keeps invite uses and CLI invites on re-import, and drops invites the file no longer lists', async () => {
    await importEvent(store.db, testEvent({}, { invites: [{ code: 'A', uses: 2 }, { code: 'B' }] }));
    await store.db.updateTable('invites').set({ uses: 1 }).where('code', '=', 'A').execute();
    await createInvite(store.db, clock, { code: 'FROM-CLI', uses: 5 });

    await importEvent(store.db, testEvent({}, { invites: [{ code: 'A', uses: 3 }] }));
    expect(await invites()).toEqual([
      { code: 'A', max_uses: 3, uses: 1, source: 'event-file' },
      { code: 'FROM-CLI', max_uses: 5, uses: 0, source: 'cli' },
    ]);
  });

  it('keeps the event password hash when the password is unchanged, and a password a customer set', async () => {
    await importEvent(store.db, testEvent({ loginType: 'passwordLogin' }, { eventPassword: 'sommerfest' }));
    const hash = async () =>
      (
        await store.db
          .selectFrom('settings')
          .select('value')
          .where('key', '=', 'access.eventPasswordHash')
          .executeTakeFirst()
      )?.value;
    const first = await hash();
    expect(first).toMatch(/^\$argon2id\$/);
    await store.db
      .updateTable('customers')
      .set({ password_hash: 'set-by-customer' })
      .where('email', '=', 'admin@example.org')
      .execute();
    const withoutHash = testEvent({ loginType: 'passwordLogin' }, { eventPassword: 'sommerfest' });
    withoutHash.access.customers = withoutHash.access.customers.map(
      ({ passwordHash: _unused, ...customer }) => customer,
    );
    await importEvent(store.db, withoutHash);
    expect(await hash()).toBe(first);
    const admin = await store.db
      .selectFrom('customers')
      .selectAll()
      .where('email', '=', 'admin@example.org')
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ password_hash: 'set-by-customer', ticket: 'admin', source: 'event-file' });
    expect(admin.activated_at).not.toBeNull();
  });

  it('refuses a customer whose ticket category is not in ticketCategories', () => {
    const file = {
      event: { name: 'E' },
      projects: [
        { id: 4, code: 'basic', name: 'B', schedule: { start: '2024-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' } },
        { id: 6, code: 'event', name: 'E', schedule: { start: '2024-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' } },
      ],
      access: { customers: [{ email: 'a@example.org', firstname: 'A', lastname: 'B', ticketCategoryCode: 'gold' }] },
    };
    const result = eventFileSchema.safeParse(file);
    expect(result.success).toBe(false);
    expect(formatIssues(result.error?.issues ?? [])).toEqual([
      'access.customers[0].ticketCategoryCode: unknown ticket category "gold"; add it to ticketCategories',
    ]);
  });
});
