// Logins by type (migration 0020-audience): each login call is counted under its own type, a refused one not at all,
// and the count keeps nobody's identity (the table has the type and the time only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, testEvent } from '../../../test-support/accounts-events.js';
import { createAccountTestApp, type AccountTestApp } from '../../../test-support/accounts-app.js';
import { dialects } from '../../../test-support/stores.js';
import { createLoginLink } from '../../accounts/operator-commands.js';

const operatorToken = 'operator-'.padEnd(40, 'l');
const LOGINS = `{ getAudience(from: "2025-06-01T00:00:00Z", to: "2025-06-02T00:00:00Z", bucket: day) {
  logins { key count visitors }
} }`;

describe.each(dialects)('logins by type on %s', (dialect) => {
  let emailEvent: AccountTestApp;
  let passwordEvent: AccountTestApp;
  const env = { OPERATOR_TOKEN: operatorToken };

  beforeAll(async () => {
    emailEvent = await createAccountTestApp(dialect, testEvent({ loginType: 'emailLogin' }), { env });
    passwordEvent = await createAccountTestApp(
      dialect,
      testEvent({ loginType: 'passwordLogin' }, { eventPassword: 'sommerfest' }),
      { env },
    );
  });
  afterAll(async () => {
    await emailEvent.close();
    await passwordEvent.close();
  });

  const logins = async (t: AccountTestApp) => {
    const answer = await t.call(LOGINS, {}, { token: operatorToken });
    expect(answer.body.errors).toBeUndefined();
    return (answer.body.data?.['getAudience'] as { logins: unknown[] }).logins;
  };

  it('counts e-mail logins and login links apart, and no refused login', async () => {
    const login =
      'query($email: String!, $password: String!) { customerLogin(email: $email, password: $password) { token } }';
    for (const password of [ADMIN_PASSWORD, ADMIN_PASSWORD, 'wrong password']) {
      await emailEvent.call(login, { email: 'admin@example.org', password });
    }
    const link = await createLoginLink(
      emailEvent.store.db,
      emailEvent.clock,
      'https://portal.example.org',
      'admin@example.org',
    );
    const token = new URL(link).searchParams.get('token') ?? '';
    const byLink = await emailEvent.call(
      'mutation($email: String!, $token: String!) { customerLoginLinkLogin(email: $email, token: $token) { token } }',
      { email: 'admin@example.org', token },
    );
    expect(byLink.body.errors).toBeUndefined();
    expect(await logins(emailEvent)).toEqual([
      { key: 'email', count: 2, visitors: null },
      { key: 'loginLink', count: 1, visitors: null },
    ]);
    const columns = await emailEvent.store.db.introspection.getTables();
    expect(
      columns
        .find((table) => table.name === 'login_events')
        ?.columns.map((column) => column.name)
        .sort(),
    ).toEqual(['created_at', 'id', 'login_type']);
  });

  it('counts event password logins', async () => {
    await passwordEvent.call('query { customerPasswordLogin(password: "sommerfest") { token } }');
    await passwordEvent.call('query { customerPasswordLogin(password: "winterfest") { token } }');
    expect(await logins(passwordEvent)).toEqual([{ key: 'eventPassword', count: 1, visitors: null }]);
  });
});
