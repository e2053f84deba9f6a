import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importEvent } from '../../event-file/import-event.js';
import { eventFileSchema, type EventFile } from '../../event-file/schema.js';
import { createAccountTestApp, type AccountTestApp } from '../../test-support/accounts-app.js';
import { testEvent } from '../../test-support/accounts-events.js';
import { dialects } from '../../test-support/stores.js';
import { createLoginLink } from '../accounts/operator-commands.js';

const PAGE = `query ($project: ID!, $path: String!, $password: String) {
  getCustomPageForFrontend(project: $project, path: $path, password: $password) {
    revNo status title schedulingMode startDate endDate elements { code component params sequenceId status }
  }
}`;
const LINK_LOGIN =
  'mutation($email: String!, $token: String!) { customerLoginLinkLogin(email: $email, token: $token) { token } }';
// The test event's projects are open from 2024-01-01 until 2099-01-01.
const DURING = '2025-06-01T12:00:00Z';
const SECRET_JSX = '<p>Nur für Eingeweihte</p>';

const rawPages = () => [
  {
    path: '/page/open',
    title: 'Offen',
    elements: [
      { code: 'later', component: 'jsx', params: { jsx: '<p>Zweitens</p>' }, sequenceId: 2 },
      { code: 'first', component: 'form', params: { formCode: 'feedback' }, sequenceId: 1 },
      { code: 'hidden', component: 'jsx', params: { jsx: '<p>Versteckt</p>' }, sequenceId: 0, status: 'hidden' },
      {
        code: 'clip',
        component: 'video',
        params: { platform: 'youtube', videoId: 'abc123', title: 'Clip' },
        sequenceId: 3,
      },
      { code: 'live', component: 'streamWithCta', params: { streamCode: 'main' }, sequenceId: 4 },
    ],
  },
  {
    path: '/page/secret',
    title: 'Geheim',
    password: 'sesam123',
    elements: [{ code: 'secret', component: 'jsx', params: { jsx: SECRET_JSX }, sequenceId: 1 }],
  },
  {
    path: '/members',
    title: 'Mitglieder',
    requiresLogin: true,
    elements: [{ code: 'secret', component: 'jsx', params: { jsx: SECRET_JSX }, sequenceId: 1 }],
  },
  {
    path: '/page/vip',
    title: 'VIP',
    ticketCategories: ['vip'],
    elements: [{ code: 'secret', component: 'jsx', params: { jsx: SECRET_JSX }, sequenceId: 1 }],
  },
  {
    path: '/page/window',
    title: 'Zeitfenster',
    startDate: '2030-01-01T10:00:00+01:00',
    endDate: '2030-01-02T10:00:00+01:00',
    elements: [{ code: 'secret', component: 'jsx', params: { jsx: SECRET_JSX }, sequenceId: 1 }],
  },
  {
    path: '/page/event',
    title: 'Event',
    schedulingMode: 'event',
    elements: [{ code: 'secret', component: 'jsx', params: { jsx: SECRET_JSX }, sequenceId: 1 }],
  },
  { path: '/page/hidden', title: 'Versteckt', status: 'hidden' },
];

// Anonymous sessions are admitted only on anonymousLogin events (auth/access-policy.ts); the pages' own limits are
// tested with them here, the event's gate in server/security/access-policy.test.ts.
const baseEvent = () =>
  testEvent(
    { loginType: 'anonymousLogin' },
    {
      customers: [
        { email: 'admin@example.org', firstname: 'Ad', lastname: 'Min', ticket: 'admin' },
        { email: 'vip@example.org', firstname: 'Vi', lastname: 'P', ticket: 'standard', ticketCategoryCode: 'vip' },
        { email: 'plain@example.org', firstname: 'Pl', lastname: 'Ain', ticket: 'standard' },
      ],
    },
  );

function pagesEvent(customPages: unknown = rawPages()): EventFile {
  return eventFileSchema.parse({
    ...baseEvent(),
    streams: [{ code: 'main', platform: 'hls', params: { link: '/demo-stream/master.m3u8' } }],
    forms: [{ code: 'feedback', title: 'Feedback', fields: [{ id: 1, type: 'text', label: 'Name' }] }],
    customPages,
  });
}

const issuesOf = (customPages: unknown) =>
  eventFileSchema
    .safeParse({ ...baseEvent(), customPages })
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('customPages in the event file', () => {
  it('fills the defaults', () => {
    const [open, secret] = pagesEvent().customPages;
    expect(open).toMatchObject({
      status: 'active',
      schedulingMode: 'custom',
      requiresLogin: false,
      ticketCategories: [],
    });
    expect(open?.elements[0]).toMatchObject({ status: 'active' });
    expect(secret?.password).toBe('sesam123');
  });

  it.each([
    [[{ path: 'page/x', title: 'X' }], 'customPages.0.path: expected a path like /page/vip (letters, digits, - and _)'],
    [[{ path: '/stream/x', title: 'X' }], 'customPages.0.path: the first segment is a portal route of its own'],
    [
      [
        { path: '/a', title: 'A' },
        { path: '/a', title: 'B' },
      ],
      'customPages.1.path: duplicate path',
    ],
    [
      [{ path: '/a', title: 'A', elements: [{ code: 'x', component: 'audio', params: {}, sequenceId: 1 }] }],
      "customPages.0.elements.0.component: Invalid discriminator value. Expected 'cta' | 'stream'",
    ],
    [
      [
        {
          path: '/a',
          title: 'A',
          elements: [{ code: 'x', component: 'video', params: { platform: 'html', title: 'T' }, sequenceId: 1 }],
        },
      ],
      'customPages.0.elements.0.params: platform html needs url; vimeo and youtube need videoId',
    ],
    [
      [
        {
          path: '/a',
          title: 'A',
          elements: [{ code: 'x', component: 'form', params: { formCode: 'nope' }, sequenceId: 1 }],
        },
      ],
      'customPages.0.elements.0.params.formCode: no form with this code in forms',
    ],
    [
      [
        {
          path: '/a',
          title: 'A',
          elements: [{ code: 'x', component: 'stream', params: { streamCode: 'nope' }, sequenceId: 1 }],
        },
      ],
      'customPages.0.elements.0.params.streamCode: no stream with this code in streams',
    ],
    [
      [
        {
          path: '/a',
          title: 'A',
          elements: [{ code: 'x', component: 'jsx', params: { html: '<p/>' }, sequenceId: 1 }],
        },
      ],
      'customPages.0.elements.0.params.jsx: Invalid input: expected string, received undefined',
    ],
    [
      [{ path: '/a', title: 'A', ticketCategories: ['gold'] }],
      'customPages.0.ticketCategories.0: unknown ticket category "gold"; add it to ticketCategories',
    ],
    [
      [{ path: '/a', title: 'A', startDate: '2030-01-02T00:00:00Z', endDate: '2030-01-01T00:00:00Z' }],
      'customPages.0.endDate: endDate must be later than startDate',
    ],
    [
      [{ path: '/a', title: 'A', schedulingMode: 'event', startDate: '2030-01-01T00:00:00Z' }],
      "customPages.0.schedulingMode: startDate and endDate need 'custom'",
    ],
  ])('refuses %j', (customPages, message) => {
    expect(issuesOf(customPages)?.some((issue) => issue.startsWith(message))).toBe(true);
  });
});

describe.each(dialects)('getCustomPageForFrontend on %s', (dialect) => {
  let t: AccountTestApp;
  let anonymous: string;
  beforeAll(async () => {
    t = await createAccountTestApp(dialect, pagesEvent());
  });
  afterAll(() => t.close());
  // A session ends after SESSION_IDLE_SECONDS without use, so each test starts one at its own clock.
  beforeEach(async () => {
    t.clock.set(DURING);
    anonymous = await t.anonymousToken();
  });
  /** Moves the clock and starts a fresh anonymous session there: the one from before would be idle-expired. */
  async function at(now: string): Promise<void> {
    t.clock.set(now);
    anonymous = await t.anonymousToken();
  }

  async function tokenOf(email: string): Promise<string> {
    const link = await createLoginLink(t.store.db, t.clock, 'https://portal.example.org', email);
    const token = new URL(link).searchParams.get('token') ?? '';
    const { body } = await t.call(LINK_LOGIN, { email, token });
    const session = body.data?.['customerLoginLinkLogin'] as { token: string } | undefined;
    if (!session) throw new Error(`Login failed: ${JSON.stringify(body)}`);
    return session.token;
  }

  /** Asks as a client that skips every gate would: raw GraphQL, any token, any password. */
  async function page(path: string, options: { token?: string; password?: string; cookie?: string; ip?: string } = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: options.ip ?? '10.0.0.1',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      payload: { query: PAGE, variables: { project: '4', path, password: options.password } },
    });
    return response.json() as {
      data?: { getCustomPageForFrontend?: { title: string; elements: { code: string }[] } } | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  }

  /** A refusal: the code, the §8 text, and no page data at all. */
  function expectRefused(body: Awaited<ReturnType<typeof page>>, code: string, message: string) {
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([expect.objectContaining({ message, extensions: { code } })]);
    expect(JSON.stringify(body)).not.toContain('Eingeweihte');
  }

  it('returns an open page with its active elements ordered by sequenceId', async () => {
    const body = await page('/page/open', { token: anonymous });
    expect(body.errors).toBeUndefined();
    expect(body.data?.getCustomPageForFrontend).toEqual({
      revNo: 1,
      status: 'active',
      title: 'Offen',
      schedulingMode: 'custom',
      startDate: null,
      endDate: null,
      elements: [
        { code: 'first', component: 'form', params: { formCode: 'feedback' }, sequenceId: 1, status: 'active' },
        { code: 'later', component: 'jsx', params: { jsx: '<p>Zweitens</p>' }, sequenceId: 2, status: 'active' },
        {
          code: 'clip',
          component: 'video',
          params: { platform: 'youtube', videoId: 'abc123', title: 'Clip' },
          sequenceId: 3,
          status: 'active',
        },
        { code: 'live', component: 'streamWithCta', params: { streamCode: 'main' }, sequenceId: 4, status: 'active' },
      ],
    });
  });

  it('finds a page with a trailing slash, and an open page even without a session', async () => {
    expect((await page('/page/open/')).data?.getCustomPageForFrontend?.title).toBe('Offen');
  });

  it('answers 404 for an unknown, a hidden and an overlong path', async () => {
    expectRefused(await page('/page/nope', { token: anonymous }), '404', 'Page not found');
    expectRefused(await page('/page/hidden', { token: anonymous }), '404', 'Page not found');
    expectRefused(await page(`/${'a'.repeat(600)}`, { token: anonymous }), '404', 'Page not found');
  });

  describe('a password page', () => {
    it('answers 4032 without a password and with a wrong one', async () => {
      expectRefused(await page('/page/secret', { token: anonymous }), '4032', 'password protected, incorrect password');
      expectRefused(
        await page('/page/secret', { token: anonymous, password: 'falsch' }),
        '4032',
        'password protected, incorrect password',
      );
    });

    it('returns the page with the right password', async () => {
      const body = await page('/page/secret', { token: anonymous, password: 'sesam123' });
      expect(body.data?.getCustomPageForFrontend?.elements).toEqual([expect.objectContaining({ code: 'secret' })]);
    });

    it('stores only an argon2id hash of the password', async () => {
      const row = await t.store.db
        .selectFrom('custom_pages')
        .selectAll()
        .where('path', '=', '/page/secret')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(JSON.stringify(row)).not.toContain('sesam123');
    });

    it('answers 429 after too many wrong passwords from one address', async () => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        await page('/page/secret', { token: anonymous, password: `falsch${attempt}`, ip: '10.9.9.9' });
      }
      const body = await page('/page/secret', { token: anonymous, password: 'sesam123', ip: '10.9.9.9' });
      expect(body.errors?.[0]?.extensions?.code).toBe('429');
      expect(JSON.stringify(body)).not.toContain('Eingeweihte');
    });
  });

  describe('a login page', () => {
    it('answers 403 without a session and for an anonymous visitor', async () => {
      expectRefused(await page('/members'), '403', 'You need to be logged in');
      expectRefused(await page('/members', { token: anonymous }), '403', 'You need to be logged in');
      // A token-shaped value with no session behind it is an ended session: the portal logs out on UNAUTHENTICATED.
      expectRefused(
        await page('/members', { token: 'forged.token.value' }),
        'UNAUTHENTICATED',
        'You need to be logged in',
      );
    });

    it('returns the page to a logged-in customer', async () => {
      const body = await page('/members', { token: await tokenOf('plain@example.org') });
      expect(body.data?.getCustomPageForFrontend?.title).toBe('Mitglieder');
    });

    it('answers UNAUTHENTICATED once the customer has logged out, for the same token', async () => {
      const token = await tokenOf('plain@example.org');
      await t.call('mutation { customerLogout }', {}, { token });
      expectRefused(await page('/members', { token }), 'UNAUTHENTICATED', 'You need to be logged in');
    });
  });

  describe('a ticket-category page', () => {
    it('answers 403 for an anonymous visitor and 4033 for another category', async () => {
      expectRefused(await page('/page/vip', { token: anonymous }), '403', 'You need to be logged in');
      expectRefused(
        await page('/page/vip', { token: await tokenOf('plain@example.org') }),
        '4033',
        'wrong ticket category',
      );
    });

    it('returns the page to a customer of the category', async () => {
      const body = await page('/page/vip', { token: await tokenOf('vip@example.org') });
      expect(body.data?.getCustomPageForFrontend?.title).toBe('VIP');
    });
  });

  describe('a page with a time window', () => {
    it.each([
      ['before startDate', '2030-01-01T08:59:59Z'],
      ['from endDate on', '2030-01-02T09:00:00Z'],
    ])('answers 4031 %s', async (_name, now) => {
      await at(now);
      expectRefused(await page('/page/window', { token: anonymous }), '4031', 'not available yet or any longer');
    });

    it('returns the page from startDate on, with the window in ISO', async () => {
      await at('2030-01-01T09:00:00Z');
      expect((await page('/page/window', { token: anonymous })).data?.getCustomPageForFrontend).toMatchObject({
        startDate: '2030-01-01T09:00:00.000Z',
        endDate: '2030-01-02T09:00:00.000Z',
      });
    });

    it("follows the project's schedule with schedulingMode event", async () => {
      expect((await page('/page/event', { token: anonymous })).data?.getCustomPageForFrontend?.title).toBe('Event');
      await at('2023-06-01T12:00:00Z');
      expectRefused(await page('/page/event', { token: anonymous }), '4031', 'not available yet or any longer');
      await at('2099-06-01T12:00:00Z');
      expectRefused(await page('/page/event', { token: anonymous }), '4031', 'not available yet or any longer');
    });
  });

  it('lets an admin previewing past every limit, but not without the preview cookie', async () => {
    await at('2023-06-01T12:00:00Z');
    const admin = await tokenOf('admin@example.org');
    for (const path of ['/page/secret', '/page/vip', '/page/window', '/page/event']) {
      expect(
        (await page(path, { token: admin, cookie: 'preview=1' })).data?.getCustomPageForFrontend?.elements,
      ).toEqual([expect.objectContaining({ code: 'secret' })]);
    }
    expectRefused(await page('/page/secret', { token: admin }), '4032', 'password protected, incorrect password');
    expectRefused(await page('/page/vip', { token: admin }), '4033', 'wrong ticket category');
    expectRefused(
      await page('/page/secret', { token: anonymous, cookie: 'preview=1' }),
      '4032',
      'password protected, incorrect password',
    );
  });

  it('keeps revNo and the hash when the same file is imported again, and raises revNo on a change', async () => {
    const before = await t.store.db.selectFrom('custom_pages').selectAll().orderBy('path').execute();
    await importEvent(t.store.db, pagesEvent());
    expect(await t.store.db.selectFrom('custom_pages').selectAll().orderBy('path').execute()).toEqual(before);
    const changed = rawPages().map((p) => (p.path === '/page/window' ? { ...p, title: 'Neues Zeitfenster' } : p));
    await importEvent(t.store.db, pagesEvent(changed));
    const revisions = await t.store.db.selectFrom('custom_pages').select(['path', 'rev_no']).orderBy('path').execute();
    expect(revisions.find((row) => row.path === '/page/window')?.rev_no).toBe(2);
    expect(revisions.find((row) => row.path === '/page/open')?.rev_no).toBe(1);
    await importEvent(t.store.db, pagesEvent(rawPages().filter((p) => p.path !== '/members')));
    expect(await t.store.db.selectFrom('custom_pages').where('path', '=', '/members').selectAll().execute()).toEqual(
      [],
    );
    await importEvent(t.store.db, pagesEvent());
  });
});
