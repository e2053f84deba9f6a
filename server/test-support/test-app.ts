// An app on a fresh store for integration tests through app.inject(), with a clock the test moves.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createInProcessBus } from '../bus/in-process-bus.js';
import { loadConfig, type Config } from '../config.js';
import { importEvent } from '../event-file/import-event.js';
import { readEventFile } from '../event-file/read-event-file.js';
import type { CounterStore } from '../limits/counter-store.js';
import { openTestStore, type Dialect, type TestStore } from './stores.js';

export const demoEventFile = new URL('../../demo/event.yaml', import.meta.url).pathname;

export interface TestClock {
  (): Date;
  set(date: Date | string): void;
}

export function createTestClock(start: Date | string = '2025-06-01T12:00:00Z'): TestClock {
  let now = new Date(start);
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (date) => {
    now = new Date(date);
  };
  return clock;
}

export interface GraphQLResponse {
  statusCode: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  store: TestStore;
  clock: TestClock;
  graphql(query: string, options?: { variables?: Record<string, unknown>; token?: string }): Promise<GraphQLResponse>;
  /** Logs in anonymously and returns the token. */
  anonymousToken(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Import the demo event (default true). */
  importDemo?: boolean;
  /** Shared counters (Redis) instead of the app's own in memory; the caller closes them. */
  counters?: CounterStore;
}

export async function createTestApp(
  dialect: Dialect,
  { env = {}, importDemo = true, counters }: TestAppOptions = {},
): Promise<TestApp> {
  const store = await openTestStore(dialect);
  if (importDemo) await importEvent(store.db, await readEventFile(demoEventFile));
  const clock = createTestClock();
  // A secret of its own, so no test app writes DATA_DIR/jwt-secret into the working folder.
  // No shedding unless a test asks for it: the tests' own work (ffmpeg, argon2) runs on the app's event loop here.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const app = await buildApp({ config, db: store.db, bus: createInProcessBus(), clock, counters });

  const graphql: TestApp['graphql'] = async (query, { variables, token } = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { query, variables },
    });
    return { statusCode: response.statusCode, body: response.json() };
  };

  const testApp: TestApp = {
    app,
    config,
    store,
    clock,
    graphql,
    async anonymousToken() {
      const { body } = await graphql('query { customerAnonymousLogin { token } }');
      const session = body.data?.['customerAnonymousLogin'] as { token: string } | undefined;
      if (!session) throw new Error(`Anonymous login failed: ${JSON.stringify(body)}`);
      return session.token;
    },
    async close() {
      await app.close();
      await store.destroy();
    },
  };
  return testApp;
}

/** The decoded payload of a JWT, without verifying it, as the portal reads it. */
export function tokenPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
