// Issue 18, the console's live-results sockets on one process: they close when the operator session they were opened
// with ends (logout at once; a password or role change, a re-import, expiry at the next check), an address opens at
// most CONSOLE_MAX_SOCKETS_PER_IP, a socket holds at most CONSOLE_MAX_SUBSCRIPTIONS_PER_SOCKET subscriptions, and
// graphql-armor's rules hold for subscriptions as for HTTP queries. Spoken as raw graphql-transport-ws.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.js';
import { importEvent } from '../../event-file/import-event.js';
import { readEventFile } from '../../event-file/read-event-file.js';
import { openConsoleSocket, openRawSocket, type RawSocket } from '../../test-support/raw-sockets.js';
import { createTestApp, demoEventFile, type TestApp } from '../../test-support/test-app.js';
import { CLOSE_SESSION_ENDED, SESSION_ENDED_REASON } from './console-sockets.js';
import { saveOperator } from './operator-accounts.js';

const password = 'a long operator password';
const LOGIN = `mutation ($email: String!, $password: String!) { operatorLogin(email: $email, password: $password) {
  token } }`;
const RESULTS = 'subscription { pollResultsChanged(code: "lieblingsthema") { params { totalVotes } } }';

async function listen(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

async function addOperator(t: TestApp, role: 'owner' | 'analyst', source: 'cli' | 'event-file' = 'cli') {
  const email = `${role}-${randomUUID()}@example.org`;
  await saveOperator(t.store.db, { email, role, passwordHash: await hashPassword(password) }, source, new Date());
  const answer = await t.graphql(LOGIN, { variables: { email, password } });
  const token = (answer.body.data?.['operatorLogin'] as { token: string }).token;
  return { email, token };
}

/** A socket subscribed to the results with the operator's session, once the server holds the subscription. */
async function subscribed(address: string, token: string): Promise<RawSocket> {
  const raw = await openConsoleSocket(address, `Bearer ${token}`);
  raw.send({ id: 'results', type: 'subscribe', payload: { query: RESULTS } });
  // The server does not acknowledge a subscription; a ping's pong comes after the subscribe was handled.
  raw.send({ type: 'ping' });
  await raw.next('pong');
  return raw;
}

describe('console sockets end with their operator session', () => {
  let t: TestApp;
  let address: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { CONSOLE_SESSION_CHECK_SECONDS: '1', CONSOLE_MAX_SOCKETS_PER_IP: '50' },
    });
    address = await listen(t);
  });
  afterAll(() => t.close());

  it('closes the sockets of a session at its logout, not those of another session', async () => {
    const { token } = await addOperator(t, 'analyst');
    const other = await addOperator(t, 'analyst');
    const [first, second, others] = await Promise.all([
      subscribed(address, token),
      subscribed(address, token),
      subscribed(address, other.token),
    ]);
    expect((await t.graphql('mutation { operatorLogout }', { token })).body).toEqual({
      data: { operatorLogout: true },
    });
    const ended = { code: CLOSE_SESSION_ENDED, reason: SESSION_ENDED_REASON };
    expect(await first.closed).toEqual(ended);
    expect(await second.closed).toEqual(ended);
    others.send({ type: 'ping' });
    await others.next('pong');
    others.socket.close();
  });

  it('closes them after a password or role change, at the next check', async () => {
    const { email, token } = await addOperator(t, 'analyst');
    const raw = await subscribed(address, token);
    await saveOperator(
      t.store.db,
      { email, role: 'owner', passwordHash: await hashPassword(password) },
      'cli',
      new Date(),
    );
    expect((await raw.closed).code).toBe(CLOSE_SESSION_ENDED);
  });

  it('closes them when a re-import removes the operator', async () => {
    const { token } = await addOperator(t, 'analyst', 'event-file');
    const raw = await subscribed(address, token);
    // The demo event file does not list this operator: the import removes them and their sessions.
    await importEvent(t.store.db, await readEventFile(demoEventFile));
    expect((await raw.closed).code).toBe(CLOSE_SESSION_ENDED);
  });

  it('closes them when the session expires', async () => {
    const { token } = await addOperator(t, 'analyst');
    const raw = await subscribed(address, token);
    const now = t.clock();
    t.clock.set(new Date(now.getTime() + 12 * 3_600_000 + 1000));
    try {
      expect((await raw.closed).code).toBe(CLOSE_SESSION_ENDED);
    } finally {
      t.clock.set(now);
    }
  });

  it('keeps a socket of the operator token open (it has no session)', async () => {
    const token = 'operator-'.padEnd(40, 'y');
    const withToken = await createTestApp('sqlite', {
      env: { OPERATOR_TOKEN: token, CONSOLE_SESSION_CHECK_SECONDS: '1' },
    });
    try {
      const raw = await subscribed(await listen(withToken), token);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      raw.send({ type: 'ping' });
      await raw.next('pong');
      raw.socket.close();
    } finally {
      await withToken.close();
    }
  });
});

describe('console socket limits', () => {
  let t: TestApp;
  let address: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { CONSOLE_MAX_SOCKETS_PER_IP: '3', CONSOLE_MAX_SUBSCRIPTIONS_PER_SOCKET: '2' },
    });
    address = await listen(t);
    token = (await addOperator(t, 'analyst')).token;
  });
  afterAll(() => t.close());

  it('refuses an address its fourth open socket with 429, and lets one in again once one closed', async () => {
    const open = await Promise.all([openRawSocket(address), openRawSocket(address), openRawSocket(address)]);
    await expect(openRawSocket(address)).rejects.toMatchObject({ statusCode: 429 });
    const [first, ...rest] = open;
    first?.socket.close();
    await first?.closed;
    await expect.poll(() => openRawSocket(address).then((raw) => rest.push(raw)), { timeout: 5000 }).toBe(3);
    for (const raw of rest) raw.socket.close();
    await Promise.all(rest.map((raw) => raw.closed));
  });

  it('refuses a socket its third subscription, and takes one again after one completed', async () => {
    const raw = await openConsoleSocket(address, `Bearer ${token}`);
    raw.send({ id: '1', type: 'subscribe', payload: { query: RESULTS } });
    raw.send({ id: '2', type: 'subscribe', payload: { query: RESULTS } });
    raw.send({ id: '3', type: 'subscribe', payload: { query: RESULTS } });
    const refused = await raw.next('error', '3');
    expect(refused.payload).toEqual([
      expect.objectContaining({
        message: 'At most 2 subscriptions per socket.',
        extensions: { code: 'GRAPHQL_LIMIT_EXCEEDED' },
      }),
    ]);
    raw.send({ id: '1', type: 'complete' });
    raw.send({ id: '4', type: 'subscribe', payload: { query: RESULTS } });
    raw.send({ type: 'ping' });
    await raw.next('pong');
    expect(raw.messages.filter((message) => message.type === 'error')).toHaveLength(1);
    // A subscription whose resolver refuses it frees its slot: a wrong poll code (an execution result with the error,
    // then complete, as graphql-transport-ws has it), then a right one.
    raw.send({ id: '2', type: 'complete' });
    raw.send({ id: '5', type: 'subscribe', payload: { query: RESULTS.replace('lieblingsthema', 'no-such-poll') } });
    expect((await raw.next('next', '5')).payload).toMatchObject({
      errors: [{ message: 'Poll not found', extensions: { code: '404' } }],
    });
    await raw.next('complete', '5');
    raw.send({ id: '6', type: 'subscribe', payload: { query: RESULTS } });
    raw.send({ type: 'ping' });
    await raw.next('pong');
    expect(raw.messages.filter((message) => message.type === 'error')).toHaveLength(1);
    raw.socket.close();
    await raw.closed;
  });

  const deep = `subscription { pollResultsChanged(code: "lieblingsthema") { params { pollItems { a { b { c { d { e
    } } } } } } } }`;
  const aliases = `subscription { pollResultsChanged(code: "lieblingsthema") { ${Array.from(
    { length: 16 },
    (_, index) => `a${index}: code`,
  ).join(' ')} } }`;
  const directives = `subscription { pollResultsChanged(code: "lieblingsthema") { code ${'@skip(if: false) '.repeat(
    51,
  )} } }`;
  const tokens = `subscription { pollResultsChanged(code: "lieblingsthema") { ${'code '.repeat(1000)} } }`;
  // Inline fragments on Poll nest the cost without nesting fields (as the HTTP test of server/security does).
  const nested = (depth: number, leaf: string): string =>
    depth === 0 ? leaf : `... on Poll { ${nested(depth - 1, leaf)} }`;
  const cost = `subscription { pollResultsChanged(code: "lieblingsthema") { ${nested(4, '__typename '.repeat(900))} } }`;

  it.each([
    ['depth', deep, /^Query depth limit of 6 exceeded/],
    ['aliases', aliases, /^Aliases limit of 15 exceeded/],
    ['directives', directives, /^Directives limit of 50 exceeded/],
    ['tokens', tokens, /^Token limit of 1000 exceeded/],
    ['cost', cost, /^Query Cost limit of 5000 exceeded/],
  ])('refuses a subscription over the %s limit as an HTTP query is', async (_name, query, message) => {
    const http = await t.graphql(query.replace(/^subscription/, 'query').replaceAll('on Poll', 'on Query'));
    const raw = await openConsoleSocket(address, `Bearer ${token}`);
    raw.send({ id: 'over', type: 'subscribe', payload: { query } });
    const refused = await raw.next('error', 'over');
    const [error] = refused.payload as { message: string; extensions?: { code?: string } }[];
    expect(error?.extensions?.code).toBe('GRAPHQL_LIMIT_EXCEEDED');
    expect(error?.message).toMatch(message);
    expect(http.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_LIMIT_EXCEEDED');
    raw.socket.close();
    await raw.closed;
  });

  it('refuses an unknown field of a subscription as a validation error', async () => {
    const raw = await openConsoleSocket(address, `Bearer ${token}`);
    raw.send({
      id: 'x',
      type: 'subscribe',
      payload: { query: 'subscription { pollResultsChanged(code: "x") { nope } }' },
    });
    const [error] = (await raw.next('error', 'x')).payload as { message: string; extensions?: { code?: string } }[];
    expect(error?.message).toMatch(/^Cannot query field "nope" on type "Poll"\./);
    expect(error?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    raw.socket.close();
    await raw.closed;
  });
});
