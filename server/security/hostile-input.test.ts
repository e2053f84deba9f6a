// Issue #25, the attack probe's requests as an attacker sends them, against the real app: deeply nested and oversized
// JSON on /graphql and on both sockets, the console socket's connection_init and its frames, one WebSocket stack,
// shedding new work while the event loop lags, and in the chat: sends per user and per address, what an anonymous
// visitor sees of the attendees, and a ban that a new anonymous login does not shed. Each asserts what the server
// answers (refused, cut off, still answering), never how fast (docs/security.md "Hostile input").
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../auth/customers.js';
import { CHAT_ERROR_CODES } from '../chat/chat-codes.js';
import { HOST_TOKENS_PATH } from '../chat/host-chat-tokens.js';
import { importChatModeration } from '../moderation/moderation-settings.js';
import { chatModerationSection } from '../event-file/sections/chat-moderation.js';
import { connectChat, connectVisitor, startChatServers, type ChatServers } from '../test-support/chat-clients.js';
import { openConsoleSocket, openRawSocket } from '../test-support/raw-sockets.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { toStoredTime } from '../store/time.js';
import { JSON_INPUT_LIMITS } from '../validation.js';

const OPERATOR_TOKEN = 'operator-token-of-the-hostile-input-tests-0123456789';
const WELCOME = '{ getWelcome { title } }';

/** `depth` arrays in one another: 2 bytes a level. */
const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;

async function listening(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

describe('hostile JSON and sockets', () => {
  let t: TestApp;
  let address: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { OPERATOR_TOKEN, CHAT_MAX_FRAME_BYTES: '4096' } });
    address = await listening(t);
  });
  afterAll(() => t.close());

  async function stillAnswers() {
    expect((await t.graphql(WELCOME)).statusCode).toBe(200);
  }

  it('refuses GraphQL variables nested 4,000 deep (before parsing the body), or holding 20,000 values, with 400 BAD_USER_INPUT', async () => {
    const query = 'query ($x: [String]) { getWelcome { title } }';
    const deep = await t.graphql(query, { variables: { x: nested(4000) } });
    expect(deep.statusCode).toBe(400);
    expect(deep.body.errors).toEqual([
      {
        message: `The request body is nested deeper than ${JSON_INPUT_LIMITS.maxDepth} levels`,
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
    // The bound before the parse is the one after it: the variables object and 31 lists inside it are 32 levels.
    const deepest = await t.graphql(query, { variables: { x: nested(JSON_INPUT_LIMITS.maxDepth - 1) } });
    expect(deepest.body.errors?.[0]?.message).not.toMatch(/nested deeper/);
    expect((await t.graphql(query, { variables: { x: nested(JSON_INPUT_LIMITS.maxDepth) } })).statusCode).toBe(400);
    // Brackets inside a text nest nothing: the text reaches the resolver, which wants a visitor's token first.
    const brackets = await t.graphql('query ($x: String!) { getPageContentForFrontend(pageCode: $x) { code } }', {
      variables: { x: '[{'.repeat(5000) },
    });
    expect(brackets.statusCode).toBe(200);
    expect(brackets.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const wide = await t.graphql(query, { variables: { x: Array.from({ length: 20_000 }, () => 'a') } });
    expect(wide.statusCode).toBe(400);
    expect(wide.body.errors?.[0]?.message).toBe(`variables: more than ${JSON_INPUT_LIMITS.maxValues} values`);
    await stillAnswers();
  });

  it('answers variables sent as a string, or a list, with 400 BAD_REQUEST', async () => {
    for (const variables of ['{"x":1}', [1, 2]]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: WELCOME, variables },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        data: null,
        errors: [{ message: 'The "variables" must be a JSON object', extensions: { code: 'BAD_REQUEST' } }],
      });
    }
  });

  it('answers nested /chat frames before login with INVALID_INPUT, ten at once, and still logs in after', async () => {
    const client = await connectChat(address);
    try {
      // 3 KB each, within this app's 4 KiB frames: the probe's 8 KB frames were never answered. Nested past the
      // bound, a frame is not parsed, so the answer cannot name its id.
      const frame = JSON.stringify({ id: 'deep', type: 'login', token: nested(1500) });
      for (let index = 0; index < 10; index += 1) client.send(frame);
      for (let index = 0; index < 10; index += 1) {
        expect(await client.nextUnmatched()).toEqual({
          id: null,
          ok: false,
          error: {
            code: CHAT_ERROR_CODES.invalidInput,
            message: `nested deeper than ${JSON_INPUT_LIMITS.maxDepth} levels`,
          },
        });
      }
      const login = await client.request({ type: 'login', token: 'not-a-token' });
      expect(login.error?.code).toBe(CHAT_ERROR_CODES.unauthenticated);
    } finally {
      client.close();
    }
    await stillAnswers();
  });

  it('closes a /chat socket on a frame over its limit (1009), before reading it', async () => {
    const client = await connectChat(address);
    client.send(JSON.stringify({ id: 1, type: 'login', token: 'x'.repeat(8 * 1024) }));
    expect(await client.closed).toBe(1009);
  });

  it('closes a /chat socket that keeps sending far past its rate (1008), after refusing the first ones', async () => {
    const client = await connectChat(address);
    for (let index = 0; index < 300; index += 1) client.send(JSON.stringify({ id: index, type: 'users' }));
    expect(await client.closed).toBe(1008);
    expect(client.events).toEqual([]);
  });

  it('serves /chat and /graphql through one WebSocket stack: one upgrade listener, both paths open', async () => {
    expect(t.app.server.listeners('upgrade')).toHaveLength(1);
    const chat = await connectChat(address);
    const console = await openConsoleSocket(address, `Bearer ${OPERATOR_TOKEN}`);
    chat.close();
    console.socket.close();
  });

  it('closes a console socket whose connection_init is empty or carries no operator, with 4403', async () => {
    for (const payload of [undefined, {}, { authorization: 'Bearer not-the-token-0123456789-0123456789' }]) {
      const raw = await openRawSocket(address);
      raw.send({ type: 'connection_init', ...(payload ? { payload } : {}) });
      expect(await raw.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    }
  });

  it('closes a console socket that subscribes before connection_init with 4401', async () => {
    const raw = await openRawSocket(address);
    raw.send({ id: '1', type: 'subscribe', payload: { query: 'subscription { x }' } });
    expect((await raw.closed).code).toBe(4401);
  });

  it('refuses a subscription whose query is a syntax tree, not a string (4400), and parses nothing', async () => {
    const raw = await openConsoleSocket(address, `Bearer ${OPERATOR_TOKEN}`);
    const tree = { kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'subscription' }] };
    raw.send({ id: 'tree', type: 'subscribe', payload: { query: tree } });
    expect((await raw.closed).code).toBe(4400);
  });

  it('closes a console socket on a 1 MiB frame and on one over its 16 KiB limit (1009)', async () => {
    const query = `subscription { pollResultsChanged(code: "x") { ${'code '.repeat(200_000)} } }`;
    const huge = await openConsoleSocket(address, `Bearer ${OPERATOR_TOKEN}`);
    huge.send({ id: 'huge', type: 'subscribe', payload: { query } });
    expect((await huge.closed).code).toBe(1009);
    const over = await openConsoleSocket(address, `Bearer ${OPERATOR_TOKEN}`);
    over.send({ id: 'over', type: 'subscribe', payload: { query: query.slice(0, 20 * 1024) } });
    expect((await over.closed).code).toBe(1009);
    await stillAnswers();
  });

  it('refuses nested variables and any operation but a subscription on the console socket', async () => {
    const raw = await openConsoleSocket(address, `Bearer ${OPERATOR_TOKEN}`);
    const results = 'subscription ($code: String!) { pollResultsChanged(code: $code) { code } }';
    raw.send({ id: 'deep', type: 'subscribe', payload: { query: results, variables: { code: nested(3000) } } });
    expect((await raw.next('error', 'deep')).payload).toEqual([
      expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    raw.send({ id: 'query', type: 'subscribe', payload: { query: WELCOME } });
    expect((await raw.next('error', 'query')).payload).toEqual([
      expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
    ]);
    raw.socket.close();
  });
});

describe('shedding new work while the event loop lags', () => {
  let t: TestApp;
  let address: string;

  beforeAll(async () => {
    // 400 ms: a loaded test machine's lag stays below it, a loop held for two seconds does not.
    t = await createTestApp('sqlite', { env: { SHED_EVENT_LOOP_DELAY_MS: '400', SHED_RETRY_AFTER_SECONDS: '7' } });
    address = await listening(t);
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After to requests and upgrades, says so on /health, and recovers', async () => {
    const health = async () => t.app.inject({ method: 'GET', url: '/health' });
    await expect.poll(async () => (await health()).statusCode, { timeout: 15_000, interval: 200 }).toBe(200);
    // What a request that held the one thread did (issue #25: a link preview, 53 s): two seconds, here on purpose.
    const started = Date.now();
    while (Date.now() - started < 2100) {
      // The loop is held.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shed = await t.graphql(WELCOME);
    expect(shed.statusCode).toBe(503);
    // A GraphQL answer with a code, for any GraphQL client of the API, not only our elements (which read the status).
    expect(shed.body.errors?.[0]?.extensions).toEqual({ code: '503' });
    const unavailable = await health();
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.headers['retry-after']).toBe('7');
    expect(unavailable.json()).toEqual({ status: 'unavailable', failing: ['event-loop'] });
    const upgrade = await openRawSocket(address).catch((error: unknown) => error);
    expect(upgrade).toMatchObject({ statusCode: 503 });
    // The next second without a lag lifts it.
    await expect.poll(async () => (await t.graphql(WELCOME)).statusCode, { timeout: 15_000, interval: 200 }).toBe(200);
  });
});

describe('the chat under hostile use', () => {
  let servers: ChatServers;
  let dataDir: string;
  const clients: Awaited<ReturnType<typeof connectVisitor>>['client'][] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-hostile-chat-'));
    servers = await startChatServers('sqlite', {
      dataDir,
      env: {
        OPERATOR_TOKEN,
        CHAT_SERVER_KEY: 'chat-server-key-of-the-hostile-tests-0123456789',
        CHAT_SENDS_PER_MINUTE_PER_USER: '60',
        CHAT_SENDS_PER_MINUTE_PER_IP: '120',
        CHAT_REQUESTS_PER_SECOND: '1000',
      },
    });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const visitor = () => connectVisitor(servers, clients);

  it("limits one user's sends across their sockets, and an address's across its users", async () => {
    // 60 a minute per user and 120 per address (below): at most 10 and 20 in ten seconds.
    const alice = await visitor();
    const second = await connectChat(servers.urls[0]!, alice.chatToken);
    clients.push(second);
    const bob = await visitor();
    const send = (client: typeof second) =>
      client.request({ type: 'send', receiverId: bob.uid, receiverType: 'user', text: 'spam' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => send(index % 2 ? second : alice.client)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(10);
    expect(answers.filter((answer) => answer.error?.code === CHAT_ERROR_CODES.rateLimited)).toHaveLength(2);
    // Alice's refused sends left the address's share be: others there send until its 20 (10 of them Alice's).
    const others = await Promise.all([visitor(), visitor()]);
    const more = await Promise.all(others.flatMap((one) => Array.from({ length: 8 }, () => send(one.client))));
    expect(more.filter((answer) => answer.ok)).toHaveLength(10);
    expect(more.filter((answer) => answer.error?.code === CHAT_ERROR_CODES.rateLimited)).toHaveLength(6);
  });

  it('shows an anonymous visitor no attendee who has not used the chat, and a named one every attendee', async () => {
    const lastname = `Mustermann${randomUUID().slice(0, 8)}`;
    const attendee = await insertCustomer(servers.store.db, {
      firstname: 'Erika',
      lastname,
      email: `${lastname}@example.org`,
      custom_attributes: '{}',
      created_at: toStoredTime(new Date()),
    });
    const anonymous = await visitor();
    const search = { type: 'users', search: lastname };
    expect((await anonymous.client.request(search)).result).toEqual([]);
    expect((await anonymous.client.request({ type: 'getUser', uid: String(attendee.id) })).error?.code).toBe(
      CHAT_ERROR_CODES.uidNotFound,
    );
    const hostToken = await fetch(`${servers.urls[0]}${HOST_TOKENS_PATH}`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer chat-server-key-of-the-hostile-tests-0123456789',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ uid: `host-${randomUUID()}`, name: 'Host User' }),
    }).then(async (response) => ((await response.json()) as { token: string }).token);
    const named = await connectChat(servers.urls[0]!, hostToken);
    clients.push(named);
    expect((await named.request(search)).result).toEqual([expect.objectContaining({ name: `Erika ${lastname}` })]);
    // The event may show them to anonymous visitors too.
    await importChatModeration(servers.store.db, chatModerationSection.parse({ attendeeNames: 'everyone' }));
    await expect
      .poll(async () => (await anonymous.client.request(search)).result, { timeout: 5000, interval: 250 })
      .toEqual([expect.objectContaining({ name: `Erika ${lastname}` })]);
    await importChatModeration(servers.store.db, chatModerationSection.parse({}));
  });

  it('keeps a banned anonymous visitor out of the chat when they log in again as a new anonymous visitor', async () => {
    const banned = await visitor();
    const answer = await servers.graphql(`mutation { banChatUser(uid: "${banned.uid}") }`, OPERATOR_TOKEN);
    expect(answer.data).toEqual({ banChatUser: true });
    await banned.client.closed;
    const again = await servers.newVisitor();
    await expect(connectChat(servers.urls[0]!, again.chatToken)).rejects.toThrow(
      /Anonymous chat is closed to this address/,
    );
  });
});
