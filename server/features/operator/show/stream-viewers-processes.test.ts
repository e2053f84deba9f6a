// Issue 18, the stream's viewers live on two server processes: two apps on one PostgreSQL store, each with its own
// Redis bus connection as separate processes have; the console's subscription on A counts a visitor watching on B.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { hashPassword } from '../../../auth/passwords.js';
import type { Bus } from '../../../bus/bus.js';
import { createRedisBus } from '../../../bus/redis-bus.js';
import { loadConfig } from '../../../config.js';
import { importEvent } from '../../../event-file/import-event.js';
import { readEventFile } from '../../../event-file/read-event-file.js';
import { testRedisUrl } from '../../../test-support/redis.js';
import { openTestStore, type TestStore } from '../../../test-support/stores.js';
import { subscribe } from '../../../test-support/subscriptions.js';
import { demoEventFile } from '../../../test-support/test-app.js';
import { saveOperator } from '../operator-accounts.js';

async function graphql(app: FastifyInstance, query: string, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query },
  });
  return response.json<{ data?: Record<string, unknown>; errors?: unknown[] }>();
}

describe("a stream's viewers live across two server processes (PostgreSQL and Redis)", () => {
  let store: TestStore;
  const buses: Bus[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    store = await openTestStore('postgres');
    await importEvent(store.db, await readEventFile(demoEventFile));
    await saveOperator(
      store.db,
      { email: 'analyst@example.org', role: 'analyst', passwordHash: await hashPassword('a long password here') },
      'cli',
      new Date(),
    );
    const prefix = `test-show-${randomBytes(6).toString('hex')}:`;
    const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('base64url') });
    for (const name of ['a', 'b']) {
      const bus = createRedisBus({ url: testRedisUrl, prefix, connectionName: `show-${name}` });
      buses.push(bus);
      apps.push(await buildApp({ config, db: store.db, bus }));
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(buses.map((bus) => bus.close()));
    await store.destroy();
  });

  it('sends the console on A the count as visitors start watching on B', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const login = await graphql(
      a,
      'mutation { operatorLogin(email: "analyst@example.org", password: "a long password here") { token } }',
    );
    const token = (login.data?.['operatorLogin'] as { token: string }).token;
    const address = await a.listen({ port: 0, host: '127.0.0.1' });
    const live = subscribe(
      address,
      `Bearer ${token}`,
      'subscription { streamVisitorCountChanged(code: "main") { visitorCount } }',
    );
    // Mercurius does not acknowledge a subscription: visitors start watching until the first count arrives on A.
    let viewers = 0;
    while (live.received.length === 0 && viewers < 10) {
      const visitor = await graphql(b, 'query { customerAnonymousLogin { token } }');
      const visitorToken = (visitor.data?.['customerAnonymousLogin'] as { token: string }).token;
      const ping = await graphql(b, 'mutation { pingStream(code: "main") }', visitorToken);
      expect(ping.errors).toBeUndefined();
      viewers++;
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    const counted = await graphql(b, '{ getOperatorStreams { visitorCount } }', token);
    expect(counted.data?.['getOperatorStreams']).toEqual([{ visitorCount: viewers }]);
    await expect
      .poll(() => live.received.at(-1), { timeout: 5000 })
      .toEqual({ data: { streamVisitorCountChanged: { visitorCount: viewers } } });
    await live.client.dispose();
  });
});
