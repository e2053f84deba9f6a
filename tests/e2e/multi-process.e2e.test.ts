// Two real server processes on one PostgreSQL schema and one Redis, as behind a load balancer (docs/scaling.md):
// a logout on one is refused on the other at once, attempt counters add up across both, a bus message from one
// reaches the other. A pair without REDIS_URL shows what the bus fixes; SQLite with REDIS_URL refuses to start.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flushed } from '../../server/bus/bus-contract.js';
import { createRedisBus } from '../../server/bus/redis-bus.js';
import { SESSIONS_ENDED_TOPIC } from '../../server/bus/bus.js';
import { graphqlRequest, type GraphqlAnswer } from '../support/graphql.mjs';
import { startServer, type RunningServer } from '../support/start-server.mjs';
import { fixture } from './support/fixtures.js';
import { freshSchema } from './support/postgres-schema.js';

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const eventFile = fixture('accounts-registration.yaml');
// accounts-registration.yaml: a standard ticket, so oneSessionOnly applies to it.
const [EMAIL, PASSWORD] = ['ticket@example.org', 'ticketpass1'];

const LOGIN =
  'query($email: String!, $password: String!) { customerLogin(email: $email, password: $password) { token } }';
const STATUS = '{ getCustomerLoginStatus { loggedIn } }';
const LOGOUT = 'mutation { customerLogout }';

type Answer = GraphqlAnswer;

const graphql = (server: RunningServer, query: string, variables?: object, token?: string): Promise<Answer> =>
  graphqlRequest(server.url, query, { variables, token });

async function login(server: RunningServer, password = PASSWORD): Promise<Answer> {
  return graphql(server, LOGIN, { email: EMAIL, password });
}

async function tokenFrom(server: RunningServer): Promise<string> {
  const answer = await login(server);
  const token = (answer.data?.['customerLogin'] as { token?: string } | null)?.token;
  if (!token) throw new Error(`Login failed: ${JSON.stringify(answer)}`);
  return token;
}

async function loggedIn(server: RunningServer, token: string): Promise<boolean> {
  const answer = await graphql(server, STATUS, {}, token);
  return (answer.data?.['getCustomerLoginStatus'] as { loggedIn: boolean }).loggedIn;
}

const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string }).sid;

/** Two processes on one fresh schema; the first migrates and imports the event before the second starts. */
async function startPair(env: Record<string, string>) {
  const schema = await freshSchema('mp');
  // Both processes sign with one secret, as JWT_SECRET is required with DATABASE_URL (docs/decisions/0010).
  const shared = {
    ...env,
    DATABASE_URL: schema.databaseUrl,
    EVENT_FILE: eventFile,
    JWT_SECRET: randomUUID().repeat(2),
  };
  const a = await startServer({ env: shared });
  const b = await startServer({ env: shared }).catch(async (error: unknown) => {
    await a.stop();
    throw error;
  });
  return {
    a,
    b,
    /** Ends a session in the store only, as a process whose message got lost would. */
    deleteSession: (sessionId: string) =>
      schema.query(`delete from ${schema.schema}.customer_sessions where id = $1`, [sessionId]),
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await schema.drop();
    },
  };
}

describe('two server processes with REDIS_URL on one PostgreSQL', () => {
  const prefix = `test:${randomUUID()}:`;
  let pair: Awaited<ReturnType<typeof startPair>>;
  beforeAll(async () => {
    pair = await startPair({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
  });
  afterAll(() => pair?.stop());

  it('refuses a token on B at once after its logout on A, though B had just accepted it', async () => {
    const { a, b } = pair;
    const token = await tokenFrom(a);
    // B now remembers the session as live and would not read the store again without the bus.
    expect(await loggedIn(b, token)).toBe(true);

    await graphql(a, LOGOUT, {}, token);

    expect(await loggedIn(b, token)).toBe(false);
    expect(await loggedIn(a, token)).toBe(false);
  });

  it('ends the older session on A at once when the same customer logs in on B (oneSessionOnly)', async () => {
    const { a, b } = pair;
    const first = await tokenFrom(a);
    expect(await loggedIn(a, first)).toBe(true);

    const second = await tokenFrom(b);

    expect(await loggedIn(a, first)).toBe(false);
    expect(await loggedIn(a, second)).toBe(true);
  });

  it('carries a message published on A to B, through Redis', async () => {
    const { a, b } = pair;
    const listener = createRedisBus({ url: redisUrl, prefix });
    try {
      const heard = vi.fn();
      listener.subscribe(SESSIONS_ENDED_TOPIC, heard);
      await flushed(listener);
      const onA = await tokenFrom(a);
      await graphql(a, LOGOUT, {}, onA);
      await vi.waitFor(() => expect(heard).toHaveBeenCalledWith({ sessionIds: [sessionIdOf(onA)] }));

      // And what B hears from Redis it acts on: a session it holds as live, gone from the store, is refused only
      // once the message from elsewhere arrives.
      const onB = await tokenFrom(b);
      expect(await loggedIn(b, onB)).toBe(true);
      await pair.deleteSession(sessionIdOf(onB));
      expect(await loggedIn(b, onB)).toBe(true);
      await listener.publish(SESSIONS_ENDED_TOPIC, { sessionIds: [sessionIdOf(onB)] });
      await vi.waitFor(async () => expect(await loggedIn(b, onB)).toBe(false));
    } finally {
      await listener.close();
    }
  });

  it('counts failed logins on A and B together: the 11th from one address is refused on either', async () => {
    const { a, b } = pair;
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await login(attempt % 2 ? b : a, `wrong ${attempt}`);
      codes.push(answer.errors?.[0]?.extensions?.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('BAD_USER_INPUT'));
    expect(codes[10]).toBe('429');
    expect((await login(b)).errors?.[0]?.extensions?.code).toBe('429');
  });
});

describe('two server processes without REDIS_URL', () => {
  let pair: Awaited<ReturnType<typeof startPair>>;
  beforeAll(async () => {
    pair = await startPair({});
  });
  afterAll(() => pair?.stop());

  it('keep accepting a logged-out token on the other process: what the Redis bus is for', async () => {
    const { a, b } = pair;
    const token = await tokenFrom(a);
    expect(await loggedIn(b, token)).toBe(true);
    await graphql(a, LOGOUT, {}, token);
    expect(await loggedIn(b, token)).toBe(true);
  });

  it('count failed logins each on their own: the 11th from one address still gets through', async () => {
    const { a, b } = pair;
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      codes.push((await login(attempt % 2 ? b : a, `wrong ${attempt}`)).errors?.[0]?.extensions?.code);
    }
    expect(codes).toEqual(Array(11).fill('BAD_USER_INPUT'));
  });
});

describe('the embedded SQLite store', () => {
  it('refuses to start with REDIS_URL, naming REDIS_URL and DATABASE_URL', async () => {
    await expect(startServer({ env: { REDIS_URL: redisUrl, DATABASE_URL: '' } })).rejects.toThrow(
      /Invalid setting REDIS_URL: .*DATABASE_URL/,
    );
  });
});
