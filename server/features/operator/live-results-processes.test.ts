// Issue 18, "live updates on two server processes": two apps on one PostgreSQL store, each with its own Redis bus
// and counter connections as separate processes have; the console's subscription on A sees a vote cast on B, a
// logout on B closes the sockets of that session on A, a re-import closes them on both, and the sockets one address
// may open are counted across both.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { hashPassword } from '../../auth/passwords.js';
import type { Bus } from '../../bus/bus.js';
import { createRedisBus } from '../../bus/redis-bus.js';
import type { CounterStore } from '../../limits/counter-store.js';
import { createRedisCounterStore } from '../../limits/redis-counter-store.js';
import { openConsoleSocket, openRawSocket, type RawSocket } from '../../test-support/raw-sockets.js';
import { CLOSE_SESSION_ENDED } from './console-sockets.js';
import { loadConfig } from '../../config.js';
import { importEvent } from '../../event-file/import-event.js';
import { readEventFile } from '../../event-file/read-event-file.js';
import { testRedisUrl } from '../../test-support/redis.js';
import { openTestStore, type TestStore } from '../../test-support/stores.js';
import { POLL_TOTALS_SUBSCRIPTION, subscribe } from '../../test-support/subscriptions.js';
import { demoEventFile } from '../../test-support/test-app.js';
import { saveOperator } from './operator-accounts.js';

async function graphql(app: FastifyInstance, query: string, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query },
  });
  return response.json<{ data?: Record<string, unknown>; errors?: unknown[] }>();
}

async function firstItem(app: FastifyInstance): Promise<number> {
  const poll = await graphql(
    app,
    '{ getSinglePollForFrontend(code: "lieblingsthema") { params { pollItems { pollItemId } } } }',
  );
  const items = (poll.data?.['getSinglePollForFrontend'] as { params: { pollItems: { pollItemId: number }[] } }).params
    .pollItems;
  return items[0]?.pollItemId ?? -1;
}

describe('live poll results across two server processes (PostgreSQL and Redis)', () => {
  let store: TestStore;
  const buses: Bus[] = [];
  const counters: CounterStore[] = [];
  const apps: FastifyInstance[] = [];
  const addresses: string[] = [];

  beforeAll(async () => {
    store = await openTestStore('postgres');
    await importEvent(store.db, await readEventFile(demoEventFile));
    await saveOperator(
      store.db,
      { email: 'analyst@example.org', role: 'analyst', passwordHash: await hashPassword('a long password here') },
      'cli',
      new Date(),
    );
    const prefix = `test-console-${randomBytes(6).toString('hex')}:`;
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      CONSOLE_SESSION_CHECK_SECONDS: '1',
      CONSOLE_MAX_SOCKETS_PER_IP: '4',
    });
    for (const name of ['a', 'b']) {
      const bus = createRedisBus({ url: testRedisUrl, prefix, connectionName: `console-${name}` });
      buses.push(bus);
      const counterStore = createRedisCounterStore({ url: testRedisUrl, prefix, connectionName: `console-${name}` });
      counters.push(counterStore);
      const app = await buildApp({ config, db: store.db, bus, counters: counterStore });
      apps.push(app);
      addresses.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all([...buses, ...counters].map((shared) => shared.close()));
    await store.destroy();
  });

  async function operatorSession(app: FastifyInstance, email = 'analyst@example.org'): Promise<string> {
    const login = await graphql(
      app,
      `mutation { operatorLogin(email: "${email}", password: "a long password here") { token } }`,
    );
    return (login.data?.['operatorLogin'] as { token: string }).token;
  }

  /** A socket on the app at `address` subscribed with the session, once the server holds the subscription. */
  async function subscribed(address: string, token: string): Promise<RawSocket> {
    const raw = await openConsoleSocket(address, `Bearer ${token}`);
    raw.send({ id: 'r', type: 'subscribe', payload: { query: POLL_TOTALS_SUBSCRIPTION('lieblingsthema') } });
    raw.send({ type: 'ping' });
    await raw.next('pong');
    return raw;
  }

  it('counts the sockets of one address on both processes: the fifth is refused on either', async () => {
    const [onA, onB] = addresses as [string, string];
    const open = await Promise.all([openRawSocket(onA), openRawSocket(onB), openRawSocket(onA), openRawSocket(onB)]);
    await expect(openRawSocket(onA)).rejects.toMatchObject({ statusCode: 429 });
    await expect(openRawSocket(onB)).rejects.toMatchObject({ statusCode: 429 });
    for (const raw of open) raw.socket.close();
    await Promise.all(open.map((raw) => raw.closed));
    // Closed sockets are let out of the shared count at once.
    await expect.poll(() => openRawSocket(onB).then((raw) => open.push(raw)), { timeout: 5000 }).toBe(5);
    open.at(-1)?.socket.close();
    await open.at(-1)?.closed;
  });

  it("closes the session's sockets on A when the operator logs out on B, and only those", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const [onA, onB] = addresses as [string, string];
    const token = await operatorSession(a);
    const other = await operatorSession(b);
    const [first, second, kept] = await Promise.all([
      subscribed(onA, token),
      subscribed(onB, token),
      subscribed(onA, other),
    ]);
    expect(await graphql(b, 'mutation { operatorLogout }', token)).toEqual({ data: { operatorLogout: true } });
    expect((await first.closed).code).toBe(CLOSE_SESSION_ENDED);
    expect((await second.closed).code).toBe(CLOSE_SESSION_ENDED);
    kept.send({ type: 'ping' });
    await kept.next('pong');
    kept.socket.close();
    await kept.closed;
  });

  it('closes the sockets on both processes when a re-import removes their operator', async () => {
    const [a] = apps as [FastifyInstance];
    const [onA, onB] = addresses as [string, string];
    await saveOperator(
      store.db,
      { email: 'listed@example.org', role: 'analyst', passwordHash: await hashPassword('a long password here') },
      'event-file',
      new Date(),
    );
    const token = await operatorSession(a, 'listed@example.org');
    const sockets = await Promise.all([subscribed(onA, token), subscribed(onB, token)]);
    await importEvent(store.db, await readEventFile(demoEventFile));
    for (const raw of sockets) expect((await raw.closed).code).toBe(CLOSE_SESSION_ENDED);
  });

  it('sends the console on A the poll as a visitor votes on B', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const login = await graphql(
      a,
      'mutation { operatorLogin(email: "analyst@example.org", password: "a long password here") { token } }',
    );
    const token = (login.data?.['operatorLogin'] as { token: string }).token;
    const live = subscribe(addresses[0] ?? '', `Bearer ${token}`, POLL_TOTALS_SUBSCRIPTION('lieblingsthema'));
    const item = await firstItem(b);
    // Mercurius does not acknowledge a subscription: votes go on until the first result arrives on A.
    let votes = 0;
    while (live.received.length === 0 && votes < 10) {
      const visitor = await graphql(b, 'query { customerAnonymousLogin { token } }');
      const visitorToken = (visitor.data?.['customerAnonymousLogin'] as { token: string }).token;
      const vote = await graphql(
        b,
        `mutation { placePollVoteFromFrontend(code: "lieblingsthema", pollItemId: ${item}) { success } }`,
        visitorToken,
      );
      expect(vote.errors).toBeUndefined();
      votes++;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // What A shows last is what the store holds (read on B).
    const stored = await graphql(b, '{ getPollResults(code: "lieblingsthema") { params { totalVotes } } }', token);
    const totals = stored.data?.['getPollResults'] as { params: { totalVotes: number } };
    expect(totals.params.totalVotes).toBe(votes);
    await expect.poll(() => live.received.at(-1), { timeout: 5000 }).toEqual({ data: { pollResultsChanged: totals } });
    await live.client.dispose();
  });
});
