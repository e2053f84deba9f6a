// The event's login gate holds (issue 11, part 1), per login type on both dialects, as an attacker would try it: raw
// GraphQL and raw chat frames against the real app. Without the event password or an account no request sequence
// reaches the stream, its meeting secrets, pages, media, live interaction or the chat; with the right session it all
// works. Tokens an anonymous login once gave (or would give) are minted with the app's secret, as a token issued
// before an operator switched the login type would be.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/tokens.js';
import { CHAT_ERROR_CODES } from '../chat/chat-codes.js';
import { createChatTokenService } from '../chat/chat-token.js';
import { importEvent } from '../event-file/import-event.js';
import { insertCustomer } from '../auth/customers.js';
import { toStoredTime } from '../store/time.js';
import { connectChat } from '../test-support/chat-clients.js';
import { CUSTOMER, EVENT_PASSWORD, gatedEvent, MEETING, type LoginType } from '../test-support/gated-events.js';
import { dialects } from '../test-support/stores.js';
import { createTestApp, type GraphQLResponse, type TestApp } from '../test-support/test-app.js';

const JWT_SECRET = 'access-policy-test-secret-'.padEnd(48, 'x');
const LOGIN_TYPES = ['anonymousLogin', 'passwordLogin', 'emailLogin', 'eventRegistration'] as const;

const Q = {
  meeting: '{ getStream(code: "meeting") { params { joinParams { meetingNumber passcode apiKey } } } }',
  meetingNoSession:
    '{ getStream(code: "meeting", noSession: true) { params { joinParams { meetingNumber passcode } } } }',
  stream: '{ getStream { code params { link } } }',
  visitors: '{ getStreamVisitorCount(streamCode: "main") { count } }',
  ping: 'mutation { pingStream(code: "main", anonymousCustomerId: "attacker-device") }',
  pages: '{ getPagesForFrontend { code name } }',
  page: '{ getPageContentForFrontend(pageCode: "programm") { content } }',
  categories: '{ getAllMediaLibraryCategoriesForFrontend { code } }',
  media: '{ getAllMediaLibraryCategoryMediaForFrontend(categoryCode: "aufzeichnungen") { code } }',
  customPage: '{ getCustomPageForFrontend(project: "4", path: "/page/members") { title } }',
  poll: '{ getSinglePollForFrontend(code: "lieblingsthema") { code params { pollItems { pollItemId label } } } }',
  vote: 'mutation($id: Int!) { placePollVoteFromFrontend(code: "lieblingsthema", pollItemId: $id) { success } }',
  word: 'mutation { addWordToWordCloud(code: "stimmung", word: "offen") }',
  cards: '{ getConversionCardsForFrontend(path: "/stream") { code } }',
  emojis: '{ getAllEmojisForFrontend { code } }',
  emoji: 'mutation { emojiClick(code: "applaus") }',
  click: 'mutation { trackClick(code: "newsletter") }',
  form: '{ getFormForFrontend(code: "feedback") { code } }',
  submit:
    'mutation { addFormSubmissionForFrontend(code: "feedback", author: "Gerda", fields: [{ formFieldId: 1, content: "5" }, { formFieldId: 6, content: "true" }]) }',
  chatToken: '{ getCometChatToken { token } }',
} as const;

/** Everything an admitted session reaches; each must be refused to anyone else, with no data in the answer. */
const GATED: (keyof typeof Q)[] = [
  'meeting',
  'meetingNoSession',
  'stream',
  'visitors',
  'ping',
  'pages',
  'page',
  'categories',
  'media',
  'customPage',
  'poll',
  'vote',
  'word',
  'cards',
  'emojis',
  'emoji',
  'click',
  'form',
  'submit',
  'chatToken',
];

async function gatedApp(dialect: (typeof dialects)[number], loginType: LoginType): Promise<TestApp> {
  const t = await createTestApp(dialect, { importDemo: false, env: { JWT_SECRET } });
  await importEvent(t.store.db, await gatedEvent({ loginType }));
  return t;
}

/** The token of the session the event admits: how a real visitor gets in. */
async function rightSession(t: TestApp, loginType: LoginType): Promise<string> {
  const login = {
    anonymousLogin: () => t.graphql('{ session: customerAnonymousLogin { token } }'),
    passwordLogin: () =>
      t.graphql('query($p: String!) { session: customerPasswordLogin(password: $p) { token } }', {
        variables: { p: EVENT_PASSWORD },
      }),
    emailLogin: () =>
      t.graphql('query($e: String!, $p: String!) { session: customerLogin(email: $e, password: $p) { token } }', {
        variables: { e: CUSTOMER.email, p: CUSTOMER.password },
      }),
    eventRegistration: () =>
      t.graphql('mutation($c: RegisterCustomerInput!) { session: registerCustomer(customer: $c) { token } }', {
        variables: {
          c: { email: `neu-${Date.now()}@example.org`, password: 'neupass123', firstname: 'Nele', lastname: 'Neu' },
        },
      }),
  }[loginType];
  const { body } = await login();
  const token = (body.data?.['session'] as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`The ${loginType} login failed: ${JSON.stringify(body)}`);
  return token;
}

/** Refused: an error with the given code, and none of the gated data anywhere in the answer. */
function expectRefused(response: GraphQLResponse, codes: string[]) {
  expect(response.body.errors?.[0]?.extensions?.code, JSON.stringify(response.body)).toSatisfy((code: string) =>
    codes.includes(code),
  );
  const text = JSON.stringify(response.body);
  for (const secret of [MEETING.meetingNumber, MEETING.passcode, 'demo-stream', 'Verborgen', 'aufzeichnungen']) {
    expect(text).not.toContain(secret);
  }
}

describe.each(dialects)('the login gate on %s', (dialect) => {
  describe.each(LOGIN_TYPES.filter((type) => type !== 'anonymousLogin'))('a %s event', (loginType) => {
    let t: TestApp;
    let minted: Record<string, string>;
    beforeAll(async () => {
      t = await gatedApp(dialect, loginType);
      const tokens = createTokenService({ secret: JWT_SECRET, ttlSeconds: 3600, clock: t.clock });
      const forged = createTokenService({ secret: 'not-the-secret'.padEnd(48, 'y'), ttlSeconds: 3600, clock: t.clock });
      const anonymous = { customerId: '999', alias: 'anonymous', anonymousCustomerId: 'a-device' };
      minted = {
        anonymousKind: await tokens.issue({ ...anonymous, kind: 'anonymous' }),
        // Issued before tokens carried their kind.
        legacyAnonymous: await tokens.issue(anonymous),
        aliasOnly: await tokens.issue({ customerId: '999', alias: 'anonymous' }),
        forged: await forged.issue({ customerId: '1', alias: null, kind: 'account' }),
      };
    });
    afterAll(() => t.close());

    it('refuses the anonymous login with 403 and gives no token', async () => {
      const { body } = await t.graphql('{ customerAnonymousLogin { token customerId } }');
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: 'Anonymous login is not enabled for this event',
          extensions: { code: '403' },
        }),
      ]);
    });

    it.each(GATED)('refuses %s without a session', async (name) => {
      expectRefused(await t.graphql(Q[name], { variables: { id: 1 } }), ['UNAUTHENTICATED', '403']);
    });

    it.each(GATED.flatMap((name) => ['anonymousKind', 'legacyAnonymous', 'aliasOnly', 'forged'].map((k) => [name, k])))(
      'refuses %s with an %s token',
      async (name, kind) => {
        expectRefused(await t.graphql(Q[name as keyof typeof Q], { variables: { id: 1 }, token: minted[kind] }), [
          'UNAUTHENTICATED',
          '403',
        ]);
      },
    );

    it('reports loggedOut to stream access without an admitted session', async () => {
      const access = '{ getStreamAccess(project: "4") }';
      expect((await t.graphql(access)).body.data).toEqual({ getStreamAccess: 'loggedOut' });
      for (const token of Object.values(minted)) {
        expect((await t.graphql(access, { token })).body.data).toEqual({ getStreamAccess: 'loggedOut' });
      }
    });

    it('refuses the chat handshake and every frame to an anonymous chat token', async () => {
      const url = await urlOf(t);
      const now = toStoredTime(t.clock());
      const visitor = await insertCustomer(t.store.db, {
        alias: 'anonymous',
        anonymous_customer_id: 'chat-device',
        custom_attributes: '{}',
        created_at: now,
      });
      const chatTokens = createChatTokenService({ secret: JWT_SECRET, ttlSeconds: 3600, clock: t.clock });
      for (const token of [
        await chatTokens.issue({ uid: String(visitor.id), kind: 'anonymous' }),
        await chatTokens.issue({ uid: String(visitor.id) }),
      ]) {
        const client = await connectChat(url);
        const login = await client.request({ type: 'login', token });
        expect(login.error?.code).toBe(CHAT_ERROR_CODES.unauthenticated);
        const users = await client.request({ type: 'users', limit: 100 });
        expect(users.ok).toBe(false);
        expect(JSON.stringify(users)).not.toContain('Verborgen');
        client.close();
      }
    });

    it('lets the right session reach the stream, its meeting, pages, media, live interaction and the chat', async () => {
      const token = await rightSession(t, loginType);
      await expectEverythingWorks(t, token, { named: true });
    });
  });

  describe('an anonymousLogin event', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await gatedApp(dialect, 'anonymousLogin');
    });
    afterAll(() => t.close());

    it('lets an anonymous session reach everything', async () => {
      await expectEverythingWorks(t, await rightSession(t, 'anonymousLogin'), { named: false });
    });

    it('still serves the stream and live reads without a token, as an anonymous login is free there', async () => {
      for (const name of ['meeting', 'stream', 'poll', 'cards', 'emojis', 'form'] as const) {
        expect((await t.graphql(Q[name])).body.errors, name).toBeUndefined();
      }
      for (const name of ['pages', 'vote', 'chatToken'] as const) {
        expect((await t.graphql(Q[name], { variables: { id: 1 } })).body.errors?.[0]?.extensions?.code).toBe(
          'UNAUTHENTICATED',
        );
      }
      // A login page stays closed to anonymous visitors even where they are admitted.
      const members = await t.graphql(Q.customPage, { token: await rightSession(t, 'anonymousLogin') });
      expect(members.body.errors?.[0]?.extensions?.code).toBe('403');
    });
  });
});

async function expectEverythingWorks(t: TestApp, token: string, { named }: { named: boolean }) {
  const call = (name: keyof typeof Q, variables?: Record<string, unknown>) => t.graphql(Q[name], { token, variables });
  const meeting = await call('meeting');
  expect(meeting.body).toEqual({
    data: { getStream: { params: { joinParams: { ...MEETING, apiKey: 'zoom-key' } } } },
  });
  expect((await t.graphql('{ getStreamAccess(project: "4") }', { token })).body.data).toEqual({
    getStreamAccess: 'ok',
  });
  // The meeting, the poll vote and the chat are checked with their answers below.
  const checkedBelow: (keyof typeof Q)[] = ['meeting', 'meetingNoSession', 'poll', 'vote', 'chatToken', 'customPage'];
  for (const name of GATED.filter((gated) => !checkedBelow.includes(gated))) {
    const response = await call(name);
    expect(response.body.errors, name).toBeUndefined();
  }
  // The login page is for named customers only, anonymous visitors of an open event included.
  expect((await call('customPage')).body.errors?.[0]?.extensions?.code).toBe(named ? undefined : '403');
  const poll = (await call('poll')).body.data?.['getSinglePollForFrontend'] as {
    params: { pollItems: { pollItemId: number }[] };
  };
  const vote = await call('vote', { id: poll.params.pollItems[0]?.pollItemId });
  expect(vote.body).toEqual({ data: { placePollVoteFromFrontend: { success: true } } });

  const chat = (await call('chatToken')).body.data?.['getCometChatToken'] as { token: string };
  const url = await urlOf(t);
  const client = await connectChat(url, chat.token);
  const users = await client.request({ type: 'users', limit: 100 });
  expect(users.ok).toBe(true);
  expect((users.result as unknown[]).length).toBeLessThanOrEqual(100);
  // A page is bounded: asking for more than the largest page is refused, not answered with everyone.
  const tooMany = await client.request({ type: 'users', limit: 100_000 });
  expect(tooMany.error?.code).toBe(CHAT_ERROR_CODES.invalidInput);
  client.close();
}

/** The app's address, listening on a free port from the first call on (the chat needs a real socket). */
async function urlOf(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('The app is not listening');
  return `http://127.0.0.1:${address.port}`;
}
