import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../test-support/stores.js';
import { createAccountTestApp, codeOf, type AccountTestApp } from '../../test-support/accounts-app.js';
import type { GraphQLResponse } from '../../test-support/test-app.js';
import { createLoginLink } from './operator-commands.js';
import { ADMIN_PASSWORD, TICKET_PASSWORD, registrationEvent, testEvent } from '../../test-support/accounts-events.js';

const LOGIN =
  'query($email: String!, $password: String!) { customerLogin(email: $email, password: $password) { customerId token alias firstname lastname ticket ticketCategoryCode } }';
const REGISTER =
  'mutation($customer: RegisterCustomerInput!) { registerCustomer(customer: $customer) { success token } }';
const CHECK_INVITE = 'query($code: String!) { checkInvite(inviteCode: $code) }';
const ACTIVATE = 'mutation($token: String!) { activateCustomer(activationToken: $token) }';
const RESEND = 'mutation($email: String!) { resendCustomerActivation(email: $email) }';
const FORGOT = 'mutation($email: String!) { resetCustomerPassword(email: $email) }';
const SET_PASSWORD =
  'mutation($token: String!, $password: String!) { setCustomerPassword(resetToken: $token, password: $password) }';
const DELETE = 'mutation($password: String!) { deleteCurrentCustomer(password: $password) }';
const STATUS = '{ getCustomerLoginStatus { loggedIn } }';
const CURRENT = '{ getCurrentCustomer { email firstname customAttributes } }';
const LOGOUT = 'mutation { customerLogout }';
const START = new Date('2025-06-01T12:00:00Z');

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: 'ada@example.org',
    password: 'correct horse',
    firstname: 'Ada',
    lastname: 'Lovelace',
    inviteCode: 'TEAM',
    customAttributes: { business: 'Analytical Engines', position: 'Programmer', privacy: true },
    ...overrides,
  };
}

describe.each(dialects)('accounts on %s', (dialect) => {
  let t: AccountTestApp;
  let ipCounter = 0;
  /** A fresh address per test, so the per-IP limits of one test do not reach the next. */
  const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  beforeAll(async () => {
    t = await createAccountTestApp(dialect, registrationEvent());
  });
  afterAll(() => t.close());

  async function login(email: string, password: string, ip = freshIp()) {
    return t.call(LOGIN, { email, password }, { ip });
  }
  async function tokenOf(email: string, password: string) {
    const response = await login(email, password);
    const token = (response.body.data?.['customerLogin'] as { token?: string } | null)?.token;
    if (!token) throw new Error(`Login failed: ${JSON.stringify(response.body)}`);
    return token;
  }

  it('logs in a ticketed customer from the event file with e-mail and password', async () => {
    const { body } = await login('Ticket@Example.org ', TICKET_PASSWORD);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['customerLogin']).toMatchObject({
      firstname: 'Tia',
      lastname: 'Ket',
      ticket: 'standard',
      ticketCategoryCode: 'vip',
      alias: null,
    });
  });

  it('answers a wrong password and an unknown e-mail alike with BAD_USER_INPUT', async () => {
    const wrong = await login('ticket@example.org', 'not the password');
    const unknown = await login('nobody@example.org', 'not the password');
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(wrong.body.errors?.[0]?.message).toBe(unknown.body.errors?.[0]?.message);
  });

  it('refuses 20 wrong passwords for one account from one address with 429 after the tenth, also the right one, until the window ends', async () => {
    const ip = freshIp();
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      codes.push(codeOf(await login('admin@example.org', `wrong ${attempt}`, ip)));
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('BAD_USER_INPUT'));
    expect(codes.slice(10)).toEqual(Array(10).fill('429'));
    expect(codeOf(await login('admin@example.org', ADMIN_PASSWORD, ip))).toBe('429');
    t.clock.set(new Date(START.getTime() + 16 * 60_000));
    try {
      expect(codeOf(await login('admin@example.org', ADMIN_PASSWORD, ip))).toBeUndefined();
    } finally {
      t.clock.set(START);
    }
  });

  it('does not let failures from one address lock the account owner out elsewhere', async () => {
    const attacker = freshIp();
    for (let attempt = 0; attempt < 15; attempt++) await login('ticket@example.org', `wrong ${attempt}`, attacker);
    expect(codeOf(await login('ticket@example.org', TICKET_PASSWORD, attacker))).toBe('429');
    expect(codeOf(await login('ticket@example.org', TICKET_PASSWORD))).toBeUndefined();
  });

  it('stops guessing one account from many addresses at 100 failures an hour, from any address', async () => {
    // Two hours on, where the failures of the tests before no longer count.
    const fresh = START.getTime() + 2 * 60 * 60_000;
    t.clock.set(new Date(fresh));
    try {
      const codes: (string | undefined)[] = [];
      for (let attempt = 0; attempt < 100; attempt++) {
        codes.push(codeOf(await login('admin@example.org', `guess ${attempt}`)));
      }
      expect(codes).toEqual(Array(100).fill('BAD_USER_INPUT'));
      expect(codeOf(await login('admin@example.org', ADMIN_PASSWORD))).toBe('429');
      t.clock.set(new Date(fresh + 61 * 60_000));
      expect(codeOf(await login('admin@example.org', ADMIN_PASSWORD))).toBeUndefined();
    } finally {
      t.clock.set(START);
    }
  });

  it('limits failed logins from one address across accounts', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 100; attempt++) {
      await t.call(LOGIN, { email: `guess${attempt}@example.org`, password: 'x' }, { ip });
    }
    expect(codeOf(await login('ticket@example.org', TICKET_PASSWORD, ip))).toBe('429');
    expect(codeOf(await login('ticket@example.org', TICKET_PASSWORD))).toBeUndefined();
  });

  it('checks invites: valid, invalid', async () => {
    expect((await t.call(CHECK_INVITE, { code: 'INVITE-ONE' })).body.data).toEqual({ checkInvite: 'valid' });
    expect((await t.call(CHECK_INVITE, { code: 'NOPE' })).body.data).toEqual({ checkInvite: 'invalid' });
  });

  it.each([
    ['a too-short password', { password: 'short' }, 'password: at least 8 characters'],
    ['no first name', { firstname: ' ' }, 'firstname: required'],
    ['no last name', { lastname: '' }, 'lastname: required'],
    ['an invalid e-mail', { email: 'ada@' }, 'email: expected a valid e-mail address'],
    ['no invite code', { inviteCode: null }, 'inviteCode: required'],
    ['an unknown invite code', { inviteCode: 'NOPE' }, 'inviteCode: invalid'],
    [
      'a one-letter Firma',
      { customAttributes: { business: 'A', position: 'Dev', privacy: true } },
      'business: at least 2 characters',
    ],
    ['no position', { customAttributes: { business: 'ACME', privacy: true } }, 'position: required'],
    [
      'an unchecked privacy box',
      { customAttributes: { business: 'ACME', position: 'Dev', privacy: false } },
      'privacy: must be checked',
    ],
    [
      'an unknown field',
      { customAttributes: { business: 'ACME', position: 'Dev', privacy: true, admin: 'yes' } },
      'customAttributes.admin: not a registration field',
    ],
  ])('refuses a registration with %s even when the client checks are bypassed', async (_name, overrides, problem) => {
    const response = await t.call(
      REGISTER,
      { customer: registration({ email: 'bypass@example.org', ...overrides }) },
      { ip: freshIp() },
    );
    expect(codeOf(response)).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toContain(problem);
    const stored = await t.store.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'bypass@example.org')
      .execute();
    expect(stored).toEqual([]);
  });

  it('registers, mails the activation link, refuses login with 412 until activated, then logs in', async () => {
    const registered = await t.call(REGISTER, { customer: registration() }, { ip: freshIp() });
    expect(registered.body).toEqual({ data: { registerCustomer: { success: true, token: null } } });

    const [mail] = await t.mails();
    expect(mail).toMatchObject({
      to: 'ada@example.org',
      subject: 'Bitte bestätige deine Anmeldung: Account Test Event',
    });
    const row = await t.store.db
      .selectFrom('customers')
      .selectAll()
      .where('email', '=', 'ada@example.org')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.parse(row.custom_attributes)).toEqual({
      business: 'Analytical Engines',
      position: 'Programmer',
      privacy: true,
    });
    const stored = await t.store.db
      .selectFrom('account_tokens')
      .select('hash')
      .where('customer_id', '=', row.id)
      .execute();
    const token = await t.mailedToken('activateAccount');
    expect(stored.map((entry) => entry.hash)).not.toContain(token);

    expect(codeOf(await login('ada@example.org', 'correct horse'))).toBe('412');
    expect(codeOf(await login('ada@example.org', 'wrong horse'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.call(REGISTER, { customer: registration() }, { ip: freshIp() }))).toBe('412');

    expect((await t.call(ACTIVATE, { token })).body).toEqual({ data: { activateCustomer: true } });
    expect(codeOf(await t.call(ACTIVATE, { token }))).toBe('BAD_USER_INPUT');
    const session = await tokenOf('ada@example.org', 'correct horse');
    const current = await t.call(CURRENT, {}, { token: session });
    expect(current.body.data?.['getCurrentCustomer']).toMatchObject({ email: 'ada@example.org', firstname: 'Ada' });

    const duplicate = await t.call(REGISTER, { customer: registration() }, { ip: freshIp() });
    expect(codeOf(duplicate)).toBe('409');
  });

  it('resends the activation mail, in the language the portal names, and refuses an expired activation link', async () => {
    await t.call(REGISTER, { customer: registration({ email: 'late@example.org' }) }, { ip: freshIp() });
    const resent = await t.call(RESEND, { email: 'late@example.org' }, { ip: freshIp(), language: 'en' });
    expect(resent.body).toEqual({ data: { resendCustomerActivation: true } });
    const [mail] = await t.mails();
    expect(mail?.subject).toBe('Please confirm your registration: Account Test Event');
    const token = await t.mailedToken('activateAccount');
    t.clock.set(new Date(START.getTime() + 73 * 3600_000));
    try {
      expect(codeOf(await t.call(ACTIVATE, { token }))).toBe('BAD_USER_INPUT');
    } finally {
      t.clock.set(START);
    }
  });

  it('counts invites: a single-use invite is used up after one registration', async () => {
    const first = await t.call(
      REGISTER,
      { customer: registration({ email: 'one@example.org', inviteCode: 'INVITE-ONE' }) },
      { ip: freshIp() },
    );
    expect(first.body.errors).toBeUndefined();
    expect((await t.call(CHECK_INVITE, { code: 'INVITE-ONE' })).body.data).toEqual({ checkInvite: 'used' });
    const second = await t.call(
      REGISTER,
      { customer: registration({ email: 'two@example.org', inviteCode: 'INVITE-ONE' }) },
      { ip: freshIp() },
    );
    expect(codeOf(second)).toBe('BAD_USER_INPUT');
    expect(second.body.errors?.[0]?.message).toBe('inviteCode: already used');
  });

  it('limits registrations from one address', async () => {
    const ip = freshIp();
    const codes = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      codes.push(codeOf(await t.call(REGISTER, { customer: registration({ password: 'short' }) }, { ip })));
    }
    expect(codes.at(-1)).toBe('429');
  });

  it('always answers forgot-password with success and mails only registered addresses', async () => {
    const before = (await t.mails()).length;
    expect((await t.call(FORGOT, { email: 'nobody@example.org' }, { ip: freshIp() })).body).toEqual({
      data: { resetCustomerPassword: true },
    });
    expect((await t.mails()).length).toBe(before);
    expect((await t.call(FORGOT, { email: 'ticket@example.org' }, { ip: freshIp() })).body).toEqual({
      data: { resetCustomerPassword: true },
    });
    expect((await t.mails())[0]).toMatchObject({
      to: 'ticket@example.org',
      subject: 'Dein neues Passwort für Account Test Event',
    });
  });

  it('sets a new password with the reset link once, ending every session', async () => {
    const before = await tokenOf('ticket@example.org', TICKET_PASSWORD);
    await t.call(FORGOT, { email: 'ticket@example.org' }, { ip: freshIp() });
    const token = await t.mailedToken('resetPassword');
    expect(codeOf(await t.call(SET_PASSWORD, { token, password: 'short' }))).toBe('BAD_USER_INPUT');
    expect((await t.call(SET_PASSWORD, { token, password: 'a brand new one' })).body).toEqual({
      data: { setCustomerPassword: true },
    });
    expect(codeOf(await t.call(SET_PASSWORD, { token, password: 'and another one' }))).toBe('BAD_USER_INPUT');

    expect(codeOf(await t.call(CURRENT, {}, { token: before }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await login('ticket@example.org', TICKET_PASSWORD))).toBe('BAD_USER_INPUT');
    expect(codeOf(await login('ticket@example.org', 'a brand new one'))).toBeUndefined();
  });

  it('refuses an expired reset link', async () => {
    await t.call(FORGOT, { email: 'admin@example.org' }, { ip: freshIp() });
    const token = await t.mailedToken('resetPassword');
    t.clock.set(new Date(START.getTime() + 61 * 60_000));
    try {
      expect(codeOf(await t.call(SET_PASSWORD, { token, password: 'a brand new one' }))).toBe('BAD_USER_INPUT');
    } finally {
      t.clock.set(START);
    }
  });

  it('refuses a token after logout, even one the server has just seen', async () => {
    const token = await tokenOf('admin@example.org', ADMIN_PASSWORD);
    expect((await t.call(STATUS, {}, { token })).body.data).toEqual({ getCustomerLoginStatus: { loggedIn: true } });
    expect(codeOf(await t.call(CURRENT, {}, { token }))).toBeUndefined();
    expect((await t.call(LOGOUT, {}, { token })).body.data).toEqual({ customerLogout: true });
    expect(codeOf(await t.call(CURRENT, {}, { token }))).toBe('UNAUTHENTICATED');
    expect((await t.call(STATUS, {}, { token })).body.data).toEqual({ getCustomerLoginStatus: { loggedIn: false } });
  });

  it('ends the earlier session of a customer who logs in again in single-session mode, but not an admin’s', async () => {
    await t.call(REGISTER, { customer: registration({ email: 'solo@example.org' }) }, { ip: freshIp() });
    await t.call(ACTIVATE, { token: await t.mailedToken('activateAccount') });
    const first = await tokenOf('solo@example.org', 'correct horse');
    const second = await tokenOf('solo@example.org', 'correct horse');
    expect((await t.call(STATUS, {}, { token: first })).body.data).toEqual({
      getCustomerLoginStatus: { loggedIn: false },
    });
    expect((await t.call(STATUS, {}, { token: second })).body.data).toEqual({
      getCustomerLoginStatus: { loggedIn: true },
    });

    const adminFirst = await tokenOf('admin@example.org', ADMIN_PASSWORD);
    await tokenOf('admin@example.org', ADMIN_PASSWORD);
    expect((await t.call(STATUS, {}, { token: adminFirst })).body.data).toEqual({
      getCustomerLoginStatus: { loggedIn: true },
    });
  });

  it('deletes an account only with its password; its token and its login stop working', async () => {
    await t.call(REGISTER, { customer: registration({ email: 'gone@example.org' }) }, { ip: freshIp() });
    await t.call(ACTIVATE, { token: await t.mailedToken('activateAccount') });
    const token = await tokenOf('gone@example.org', 'correct horse');

    const wrong = await t.call(DELETE, { password: 'wrong horse' }, { token });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.body.errors?.[0]?.message).toBe('Wrong password');
    expect(codeOf(await t.call(DELETE, { password: 'correct horse' }))).toBe('UNAUTHENTICATED');

    expect((await t.call(DELETE, { password: 'correct horse' }, { token })).body.data).toEqual({
      deleteCurrentCustomer: true,
    });
    expect(codeOf(await t.call(CURRENT, {}, { token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await login('gone@example.org', 'correct horse'))).toBe('BAD_USER_INPUT');
  });

  it('logs in once with a one-time login link from the CLI', async () => {
    const link = await createLoginLink(t.store.db, t.clock, 'https://portal.example.org', 'Admin@example.org');
    const url = new URL(link);
    expect(url.pathname).toBe('/login/admin%40example.org');
    const token = url.searchParams.get('token') ?? '';
    const query =
      'mutation($email: String!, $token: String!) { customerLoginLinkLogin(email: $email, token: $token) { token ticket } }';
    expect(codeOf(await t.call(query, { email: 'ticket@example.org', token }))).toBe('BAD_USER_INPUT');
    const link2 = await createLoginLink(t.store.db, t.clock, 'https://portal.example.org', 'admin@example.org');
    const token2 = new URL(link2).searchParams.get('token') ?? '';
    const first = await t.call(query, { email: 'admin@example.org', token: token2 });
    expect(first.body.data?.['customerLoginLinkLogin']).toMatchObject({ ticket: 'admin' });
    expect(codeOf(await t.call(query, { email: 'admin@example.org', token: token2 }))).toBe('BAD_USER_INPUT');
  });

  it('refuses the shared event password and the parent project login with 403 when the event does not use them', async () => {
    const response = await t.call('query { customerPasswordLogin(password: "whatever") { token } }');
    expect(codeOf(response)).toBe('403');
    expect(codeOf(await t.call('{ customerParentEventLogin { token } }'))).toBe('403');
  });
});

describe.each(dialects)('password and anonymous events on %s', (dialect) => {
  let passwordEvent: AccountTestApp;
  let anonymousRegistration: AccountTestApp;
  beforeAll(async () => {
    passwordEvent = await createAccountTestApp(
      dialect,
      testEvent({ loginType: 'passwordLogin' }, { eventPassword: 'sommerfest' }),
    );
    anonymousRegistration = await createAccountTestApp(
      dialect,
      testEvent({
        loginType: 'eventRegistration',
        registration: { mode: 'anonymous', fields: [{ code: 'business' }] },
      }),
    );
  });
  afterAll(async () => {
    await passwordEvent.close();
    await anonymousRegistration.close();
  });

  it('logs in with the event password, refuses a wrong one, and answers e-mail login with 403', async () => {
    const wrong = await passwordEvent.call('query { customerPasswordLogin(password: "winterfest") { token } }');
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    const right = await passwordEvent.call(
      'query { customerPasswordLogin(password: "sommerfest") { customerId token alias } }',
    );
    const session = right.body.data?.['customerPasswordLogin'] as { token: string };
    expect(session.token).toMatch(/\./);
    expect((await passwordEvent.call(STATUS, {}, { token: session.token })).body.data).toEqual({
      getCustomerLoginStatus: { loggedIn: true },
    });
    expect(codeOf(await passwordEvent.call(LOGIN, { email: 'admin@example.org', password: ADMIN_PASSWORD }))).toBe(
      '403',
    );
    expect(codeOf(await passwordEvent.call(REGISTER, { customer: registration() }))).toBe('403');
  });

  it('stores the anonymous registration form and checks its fields', async () => {
    const query = 'mutation($input: RegisterInput!) { register(input: $input) }';
    const missing = await anonymousRegistration.call(query, {
      input: { firstName: ' ', email: 'x', customAttributes: { business: 'A' } },
    });
    expect(codeOf(missing)).toBe('BAD_USER_INPUT');
    expect(missing.body.errors?.[0]?.message).toBe(
      'firstName: required; email: expected a valid e-mail address; business: at least 2 characters',
    );
    const ok = await anonymousRegistration.call(query, {
      input: { firstName: 'Ada', email: 'ada@example.org', customAttributes: { business: 'ACME' } },
    });
    expect(ok.body).toEqual({ data: { register: true } });
    expect(codeOf(await anonymousRegistration.call(REGISTER, { customer: registration() }))).toBe('403');
  });

  it('gives the anonymous login before the registration its first name, attributes and anonymous id', async () => {
    const login = await anonymousRegistration.call('query { customerAnonymousLogin { customerId token } }');
    const { customerId, token } = login.body.data?.['customerAnonymousLogin'] as { customerId: string; token: string };
    const register = 'mutation($input: RegisterInput!) { register(input: $input) }';
    const input = {
      firstName: ' Grace ',
      email: 'grace@example.org',
      customAttributes: { business: 'Navy' },
      // A different id from the client: the session's own is the one that counts.
      anonymousCustomerId: 'made-up-before-the-login',
    };
    expect((await anonymousRegistration.call(register, { input }, { token })).body).toEqual({
      data: { register: true },
    });
    expect((await anonymousRegistration.call(CURRENT, {}, { token })).body.data).toEqual({
      getCurrentCustomer: { email: null, firstname: 'Grace', customAttributes: { business: 'Navy' } },
    });
    const { db } = anonymousRegistration.store;
    const customer = await db
      .selectFrom('customers')
      .select('anonymous_customer_id')
      .where('id', '=', Number(customerId))
      .executeTakeFirstOrThrow();
    const stored = await db
      .selectFrom('registrations')
      .select(['first_name', 'anonymous_customer_id'])
      .where('email', '=', 'grace@example.org')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ first_name: 'Grace', anonymous_customer_id: customer.anonymous_customer_id });
    expect(stored.anonymous_customer_id).not.toBe('made-up-before-the-login');
  });
});

describe.each(dialects)('the parent project login on %s', (dialect) => {
  let parent: AccountTestApp;
  beforeAll(async () => {
    parent = await createAccountTestApp(
      dialect,
      testEvent({ loginType: 'emailLogin', parentProject: { id: 4, cookieName: 'parentSession' } }),
    );
  });
  afterAll(() => parent.close());

  async function withCookie(cookie: string | undefined) {
    const response = await parent.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: cookie ? { cookie } : {},
      payload: { query: '{ customerParentEventLogin { customerId projectId token firstname ticket } }' },
    });
    return { statusCode: response.statusCode, body: response.json() as GraphQLResponse['body'] };
  }

  it('logs in the customer whose live token the parent project left in its cookie', async () => {
    const login = await parent.call(LOGIN, { email: 'ticket@example.org', password: TICKET_PASSWORD });
    const parentToken = (login.body.data?.['customerLogin'] as { token: string }).token;
    const { body } = await withCookie(`other=1; parentSession=${encodeURIComponent(parentToken)}`);
    expect(body.data?.['customerParentEventLogin']).toMatchObject({
      projectId: 4,
      firstname: 'Tia',
      ticket: 'standard',
    });

    await parent.call(LOGOUT, {}, { token: parentToken });
    expect(codeOf(await withCookie(`parentSession=${parentToken}`))).toBe('UNAUTHENTICATED');
    expect(codeOf(await withCookie(undefined))).toBe('UNAUTHENTICATED');
    expect(codeOf(await withCookie('parentSession=forged.token.value'))).toBe('UNAUTHENTICATED');
  });
});
