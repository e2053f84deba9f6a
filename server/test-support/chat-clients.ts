// Chat servers and raw protocol clients for the chat service's integration tests: apps listening on free ports
// over one store and one bus (as several processes would share a database and a Redis bus), and a client that
// speaks docs/chat-service.md frame by frame.
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../app.js';
import type { Bus } from '../bus/bus.js';
import { createInProcessBus } from '../bus/in-process-bus.js';
import { loadConfig } from '../config.js';
import { importEvent } from '../event-file/import-event.js';
import { readEventFile } from '../event-file/read-event-file.js';
import type { CounterStore } from '../limits/counter-store.js';
import { openTestStore, type Dialect, type TestStore } from './stores.js';
import { demoEventFile } from './test-app.js';

export interface ChatServers {
  store: TestStore;
  /** http://127.0.0.1:<port> of each app. */
  urls: string[];
  dataDir: string;
  /** A new anonymous visitor's portal token and chat token, from the first app. */
  newVisitor(): Promise<{ portalToken: string; chatToken: string; uid: string }>;
  graphql(
    query: string,
    token?: string,
  ): Promise<{ data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] }>;
  /** Starts one more app on the same store and bus, as a process started later; resolves with its URL. */
  addApp(): Promise<string>;
  close(): Promise<void>;
}

export async function startChatServers(
  dialect: Dialect,
  {
    apps: count = 1,
    env = {},
    dataDir,
    bus = createInProcessBus(),
    counters,
  }: { apps?: number; env?: Record<string, string>; dataDir: string; bus?: Bus; counters?: CounterStore },
): Promise<ChatServers> {
  const store = await openTestStore(dialect);
  await importEvent(store.db, await readEventFile(demoEventFile));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    // No shedding unless a test asks for it: the tests' own work runs on the apps' event loop here.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: 'chat-test-secret-'.padEnd(40, 'x'),
    ...env,
  });
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  const addApp = async () => {
    const app = await buildApp({ config, db: store.db, bus, counters });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('The chat app is not listening');
    apps.push(app);
    const url = `http://127.0.0.1:${address.port}`;
    urls.push(url);
    return url;
  };
  for (let index = 0; index < count; index += 1) await addApp();

  const graphql: ChatServers['graphql'] = async (query, token) => {
    const response = await fetch(`${urls[0]}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as Awaited<ReturnType<ChatServers['graphql']>>;
  };

  return {
    store,
    urls,
    dataDir,
    graphql,
    addApp,
    async newVisitor() {
      const login = await graphql('query { customerAnonymousLogin { token customerId } }');
      const session = login.data?.['customerAnonymousLogin'] as { token: string; customerId: string };
      const chat = await graphql('query { getCometChatToken { token } }', session.token);
      const { token } = chat.data?.['getCometChatToken'] as { token: string };
      return { portalToken: session.token, chatToken: token, uid: session.customerId };
    },
    async close() {
      for (const app of apps) await app.close();
      await bus.close();
      await store.destroy();
    },
  };
}

export interface ChatFrame {
  id?: number | string | null;
  ok?: boolean;
  result?: unknown;
  error?: { code: string; message: string };
  event?: string;
  data?: unknown;
}

/** A raw protocol client: request() sends a frame and resolves with its answer; events are collected. */
export interface RawChatClient {
  socket: WebSocket;
  events: ChatFrame[];
  send(raw: string): void;
  request(frame: Record<string, unknown>): Promise<ChatFrame>;
  /** Resolves with the first event (already received or coming) that matches. */
  event(name: string, matches?: (data: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
  /** Resolves with the next answer whose id is null (refusals of frames without a usable id). */
  nextUnmatched(): Promise<ChatFrame>;
  closed: Promise<number>;
  close(): void;
}

export async function connectChat(
  serverUrl: string,
  token?: string,
  { headers }: { headers?: Record<string, string> } = {},
): Promise<RawChatClient> {
  const socket = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}/chat`, { headers });
  const events: ChatFrame[] = [];
  const answers = new Map<number | string, (frame: ChatFrame) => void>();
  const unmatched: ChatFrame[] = [];
  const waiters = new Set<() => void>();
  let nextId = 1;
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ChatFrame;
    if (frame.event) events.push(frame);
    else if (frame.id !== undefined && frame.id !== null && answers.has(frame.id)) {
      answers.get(frame.id)?.(frame);
      answers.delete(frame.id);
    } else unmatched.push(frame);
    for (const waiter of [...waiters]) waiter();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const waitUntil = <T>(find: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  const client: RawChatClient = {
    socket,
    events,
    send: (raw) => socket.send(raw),
    request(frame) {
      const id = nextId++;
      return new Promise((resolve) => {
        answers.set(id, resolve);
        socket.send(JSON.stringify({ id, ...frame }));
      });
    },
    event: (name, matches = () => true, timeoutMs = 3_000) =>
      waitUntil(
        () => events.find((frame) => frame.event === name && matches(frame.data))?.data,
        timeoutMs,
        `${name} event`,
      ),
    nextUnmatched: () => waitUntil(() => unmatched.shift(), 3_000, 'unmatched answer'),
    closed,
    close: () => socket.close(),
  };
  if (token) {
    const login = await client.request({ type: 'login', token });
    if (!login.ok) throw new Error(`Chat login failed: ${JSON.stringify(login.error)}`);
  }
  return client;
}

/** A new visitor logged in to the chat on the first app; the client is added to `clients`, for closing. */
export async function connectVisitor(servers: ChatServers, clients: RawChatClient[]) {
  const { chatToken, uid } = await servers.newVisitor();
  const client = await connectChat(servers.urls[0]!, chatToken);
  clients.push(client);
  return { client, uid, chatToken };
}
