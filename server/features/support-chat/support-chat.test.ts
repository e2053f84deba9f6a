// tawkToHash through the API on both dialects: customerLogin and getCurrentCustomer carry it for a customer with an
// e-mail when SUPPORT_CHAT_SECRET is set, and null otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importEvent } from '../../event-file/import-event.js';
import { testEvent, TICKET_PASSWORD } from '../../test-support/accounts-events.js';
import { dialects } from '../../test-support/stores.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { supportChatHash } from './support-chat-hash.js';

const SECRET = 'support-chat-test-secret';
const login =
  'query($email: String!, $password: String!) { customerLogin(email: $email, password: $password) { token tawkToHash } }';
const currentCustomer = '{ getCurrentCustomer { email tawkToHash } }';

async function appWith(
  dialect: (typeof dialects)[number],
  env: Record<string, string>,
  loginType = 'emailLogin',
): Promise<TestApp> {
  const t = await createTestApp(dialect, { importDemo: false, env });
  await importEvent(t.store.db, testEvent({ loginType }));
  return t;
}

describe.each(dialects)('the support chat hash on %s', (dialect) => {
  let withSecret: TestApp;
  let withoutSecret: TestApp;
  // Anonymous visitors exist only on anonymousLogin events (auth/access-policy.ts).
  let anonymousEvent: TestApp;
  beforeAll(async () => {
    [withSecret, withoutSecret, anonymousEvent] = await Promise.all([
      appWith(dialect, { SUPPORT_CHAT_SECRET: SECRET }),
      appWith(dialect, {}),
      appWith(dialect, { SUPPORT_CHAT_SECRET: SECRET }, 'anonymousLogin'),
    ]);
  });
  afterAll(() => Promise.all([withSecret.close(), withoutSecret.close(), anonymousEvent.close()]));

  it('is the HMAC of the customer e-mail at login and in getCurrentCustomer', async () => {
    const expected = supportChatHash(SECRET, 'ticket@example.org');
    const { body } = await withSecret.graphql(login, {
      variables: { email: 'ticket@example.org', password: TICKET_PASSWORD },
    });
    expect(body.errors).toBeUndefined();
    const session = body.data?.['customerLogin'] as { token: string; tawkToHash: string | null };
    expect(session.tawkToHash).toBe(expected);
    const current = await withSecret.graphql(currentCustomer, { token: session.token });
    expect(current.body.data?.['getCurrentCustomer']).toEqual({ email: 'ticket@example.org', tawkToHash: expected });
  });

  it('is null for an anonymous visitor and without the secret', async () => {
    const anonymous = await anonymousEvent.graphql(currentCustomer, { token: await anonymousEvent.anonymousToken() });
    expect(anonymous.body.data?.['getCurrentCustomer']).toEqual({ email: null, tawkToHash: null });
    const { body } = await withoutSecret.graphql(login, {
      variables: { email: 'ticket@example.org', password: TICKET_PASSWORD },
    });
    expect((body.data?.['customerLogin'] as { tawkToHash: string | null }).tawkToHash).toBeNull();
  });
});
