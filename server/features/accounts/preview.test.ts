import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../test-support/stores.js';
import { codeOf, createAccountTestApp, type AccountTestApp } from '../../test-support/accounts-app.js';
import { testEvent } from '../../test-support/accounts-events.js';
import { eventFileSchema } from '../../event-file/schema.js';
import { hasPreviewCookie } from './preview.js';
import { createLoginLink } from './operator-commands.js';

const STREAM_ACCESS = 'query ($project: ID!) { getStreamAccess(project: $project) }';
const LINK_LOGIN =
  'mutation($email: String!, $token: String!) { customerLoginLinkLogin(email: $email, token: $token) { token } }';
// The test event's projects are open from 2024-01-01 until 2099-01-01.
const EARLY = '2023-06-01T12:00:00Z';
const LATE = '2099-06-01T12:00:00Z';

const previewEvent = () =>
  testEvent(
    { loginType: 'emailLogin' },
    {
      customers: [
        { email: 'admin@example.org', firstname: 'Ad', lastname: 'Min', ticket: 'admin' },
        { email: 'preview@example.org', firstname: 'Pre', lastname: 'View', ticket: 'standard' },
        { email: 'other@example.org', firstname: 'Oth', lastname: 'Er', ticket: 'standard' },
      ],
      previewers: ['Preview@example.org'],
    },
  );

describe('hasPreviewCookie', () => {
  it.each([
    ['preview=1', true],
    ['a=b; preview=1; c=d', true],
    [' preview = 1 ', true],
    ['preview=0', false],
    ['preview=true', false],
    ['preview=11', false],
    ['notpreview=1', false],
    ['', false],
    [undefined, false],
  ])('reads %j as %s', (header, expected) => {
    expect(hasPreviewCookie(header)).toBe(expected);
  });
});

describe('access.previewers in the event file', () => {
  it('takes e-mails, lower-cased, and refuses anything else or a duplicate', () => {
    expect(previewEvent().access.previewers).toEqual(['preview@example.org']);
    const parse = (previewers: unknown) =>
      eventFileSchema.safeParse({ ...previewEvent(), access: { previewers } }).error?.issues.map((i) => i.message);
    expect(parse(['not an e-mail'])).toEqual(['expected an e-mail address']);
    expect(parse(['a@example.org', 'A@example.org'])).toEqual(['duplicate e-mail address']);
  });
});

describe.each(dialects)('preview on %s', (dialect) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await createAccountTestApp(dialect, previewEvent());
  });
  afterAll(() => t.close());

  /** A token for the customer, issued at the clock's current time through a one-time login link. */
  async function tokenOf(email: string): Promise<string> {
    const link = await createLoginLink(t.store.db, t.clock, 'https://portal.example.org', email);
    const token = new URL(link).searchParams.get('token') ?? '';
    const { body } = await t.call(LINK_LOGIN, { email, token });
    const session = body.data?.['customerLoginLinkLogin'] as { token: string } | undefined;
    if (!session) throw new Error(`Login failed: ${JSON.stringify(body)}`);
    return session.token;
  }

  async function access(token: string | undefined, cookie: string | undefined): Promise<unknown> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(cookie ? { cookie } : {}),
      },
      payload: { query: STREAM_ACCESS, variables: { project: '4' } },
    });
    return (response.json() as { data?: { getStreamAccess?: unknown } }).data?.getStreamAccess;
  }

  describe.each([
    ['early', EARLY],
    ['late', LATE],
  ])('while the schedule is %s', (expected, now) => {
    beforeAll(() => t.clock.set(now));

    it('lets an admin with the preview cookie in', async () => {
      expect(await access(await tokenOf('admin@example.org'), 'preview=1')).toBe('ok');
    });

    it('lets a customer listed in access.previewers with the preview cookie in', async () => {
      expect(await access(await tokenOf('preview@example.org'), 'theme=dark; preview=1')).toBe('ok');
    });

    it('keeps the admin and the previewer out without the cookie', async () => {
      expect(await access(await tokenOf('admin@example.org'), undefined)).toBe(expected);
      expect(await access(await tokenOf('preview@example.org'), 'theme=dark')).toBe(expected);
    });

    it('keeps a customer who is neither admin nor listed out, cookie or not', async () => {
      expect(await access(await tokenOf('other@example.org'), 'preview=1')).toBe(expected);
    });

    it('keeps an anonymous visitor out with the cookie: this e-mail event gives no anonymous session', async () => {
      const anonymous = await t.call('{ customerAnonymousLogin { token } }', {}, {});
      expect(codeOf(anonymous)).toBe('403');
      expect(await access(undefined, 'preview=1')).toBe('loggedOut');
    });

    it('grants nothing for a forged cookie value', async () => {
      const admin = await tokenOf('admin@example.org');
      expect(await access(admin, 'preview=0')).toBe(expected);
      expect(await access(admin, 'preview=true')).toBe(expected);
    });

    it('is loggedOut for a visitor without a token even with the cookie', async () => {
      expect(await access(undefined, 'preview=1')).toBe('loggedOut');
    });
  });

  it('is ok while the schedule is open, previewer or not', async () => {
    t.clock.set('2025-06-01T12:00:00Z');
    expect(await access(await tokenOf('admin@example.org'), 'preview=1')).toBe('ok');
    expect(await access(await tokenOf('other@example.org'), 'preview=1')).toBe('ok');
  });
});
