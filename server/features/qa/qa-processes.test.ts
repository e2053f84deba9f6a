// Issue 30 on two server processes: two apps on one PostgreSQL store, each with its own Redis bus and counter
// connections as separate processes have. Upvotes split between them count exactly, a visitor on one sees at once
// what was asked on the other, a visitor's questionsPerMinute holds across both, and the presenter screen on one
// is pushed a highlight made on the other.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Bus } from '../../bus/bus.js';
import { createRedisBus } from '../../bus/redis-bus.js';
import { loadConfig } from '../../config.js';
import { importEvent } from '../../event-file/import-event.js';
import { readEventFile } from '../../event-file/read-event-file.js';
import { qaSection } from '../../event-file/sections/qa.js';
import type { CounterStore } from '../../limits/counter-store.js';
import { createRedisCounterStore } from '../../limits/redis-counter-store.js';
import { testRedisUrl } from '../../test-support/redis.js';
import { openTestStore, type TestStore } from '../../test-support/stores.js';
import { subscribe } from '../../test-support/subscriptions.js';
import { demoEventFile } from '../../test-support/test-app.js';
import { importQas } from './qa-import.js';

const operatorToken = 'operator-'.padEnd(40, 'y');

interface Answer {
  data?: Record<string, unknown>;
  errors?: { extensions?: { code?: string } }[];
}

async function graphql(app: FastifyInstance, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query, variables },
  });
  return response.json<Answer>();
}

async function visitor(app: FastifyInstance): Promise<string> {
  const login = await graphql(app, 'query { customerAnonymousLogin { token } }');
  return (login.data?.['customerAnonymousLogin'] as { token: string }).token;
}

const ask = (app: FastifyInstance, token: string, code: string, text: string) =>
  graphql(
    app,
    'mutation ($code: String!, $text: String!) { askQuestion(code: $code, text: $text) { id } }',
    { code, text },
    token,
  );
const upvote = (app: FastifyInstance, token: string, id: number) =>
  graphql(app, 'mutation ($id: Int!) { upvoteQuestion(id: $id) { upvotes } }', { id }, token);
async function questions(app: FastifyInstance, code: string) {
  const page = await graphql(
    app,
    'query ($code: String!) { getQuestions(code: $code) { questions { id text upvotes } } }',
    { code },
  );
  return (page.data?.['getQuestions'] as { questions: { id: number; text: string; upvotes: number }[] }).questions;
}

describe('the audience Q&A across two server processes (PostgreSQL and Redis)', () => {
  let store: TestStore;
  const buses: Bus[] = [];
  const counters: CounterStore[] = [];
  const apps: FastifyInstance[] = [];
  const addresses: string[] = [];

  beforeAll(async () => {
    store = await openTestStore('postgres');
    await importEvent(store.db, await readEventFile(demoEventFile));
    await importQas(
      store.db,
      qaSection.parse([
        { code: 'shared', title: 'Fragen', questionsPerMinute: 30 },
        { code: 'slow', questionsPerMinute: 2 },
      ]),
    );
    const prefix = `test-qa-${randomBytes(6).toString('hex')}:`;
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      OPERATOR_TOKEN: operatorToken,
      LIVE_LIMIT_VISITORS_PER_IP: '1000',
      ANONYMOUS_LOGINS_PER_IP: '10000',
    });
    for (const name of ['a', 'b']) {
      const bus = createRedisBus({ url: testRedisUrl, prefix, connectionName: `qa-${name}` });
      buses.push(bus);
      const counterStore = createRedisCounterStore({ url: testRedisUrl, prefix, connectionName: `qa-${name}` });
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

  it('counts 500 upvotes sent through both processes at once exactly', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const asked = await ask(a, await visitor(a), 'shared', 'Wie viele sind es?');
    const id = (asked.data?.['askQuestion'] as { id: number }).id;
    const voters = await Promise.all(Array.from({ length: 500 }, (_, index) => visitor(index % 2 ? a : b)));
    const answers = await Promise.all(voters.map((token, index) => upvote(index % 2 ? b : a, token, id)));
    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    // A second round from the same visitors through the other process: every one refused.
    const again = await Promise.all(voters.slice(0, 50).map((token, index) => upvote(index % 2 ? a : b, token, id)));
    expect(again.map((answer) => answer.errors?.[0]?.extensions?.code)).toEqual(Array<string>(50).fill('403'));
    for (const app of apps) expect((await questions(app, 'shared')).find((q) => q.id === id)?.upvotes).toBe(500);
  }, 60_000);

  it('shows a question asked on A to a visitor of B at once, though B had read the list just before', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const before = (await questions(b, 'shared')).length;
    await ask(a, await visitor(a), 'shared', 'Neu auf A');
    await expect.poll(async () => (await questions(b, 'shared')).length, { timeout: 1000 }).toBe(before + 1);
  });

  it("holds a visitor's questionsPerMinute across both processes", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const token = await visitor(a);
    expect((await ask(a, token, 'slow', 'Eins')).errors).toBeUndefined();
    expect((await ask(b, token, 'slow', 'Zwei')).errors).toBeUndefined();
    expect((await ask(a, token, 'slow', 'Drei')).errors?.[0]?.extensions?.code).toBe('429');
  });

  it('pushes the question highlighted through B to the presenter screen on A', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    await graphql(a, 'mutation { showOnPresenter(mode: question, code: "shared") { mode } }', {}, operatorToken);
    const live = subscribe(
      addresses[0] ?? '',
      `Bearer ${operatorToken}`,
      'subscription { presenterScreenChanged { mode question { text } } }',
    );
    const asked = await ask(b, await visitor(b), 'shared', 'Auf die Leinwand');
    const id = (asked.data?.['askQuestion'] as { id: number }).id;
    // Mercurius does not acknowledge a subscription: ask until the first push (the question mode's) arrives on A.
    for (let attempt = 0; attempt < 10 && live.received.length === 0; attempt++) {
      await ask(b, await visitor(b), 'shared', `Warm-up ${attempt}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await graphql(b, 'mutation ($id: Int!) { highlightQuestion(id: $id) { code } }', { id }, operatorToken);
    await expect
      .poll(() => live.received.at(-1))
      .toEqual({ data: { presenterScreenChanged: { mode: 'question', question: { text: 'Auf die Leinwand' } } } });
    await live.client.dispose();
  });
});
