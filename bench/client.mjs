// How every bench talks to the built server as many visitors would: GraphQL over keep-alive HTTP and WebSockets from
// many loopback addresses. Linux answers all of 127.0.0.0/8, so binding each simulated visitor's connections to its
// own 127.0.x.y (`localAddress`) lets the server's per-address limits (anonymous logins, live visitors, chat and console
// sockets) act as they would in the field, instead of being lifted for a bench that comes from one address.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import WebSocket from 'ws';

/**
 * Visitors that share one address: a household or a small office behind one router. Well under the defaults of
 * LIVE_LIMIT_VISITORS_PER_IP (100) and ANONYMOUS_LOGINS_PER_IP (300 an hour).
 */
export const VISITORS_PER_ADDRESS = 10;

/** 254 × 254 addresses: 127.0.1.1 to 127.0.254.254 (127.0.0.1 stays the probes' and operators' own). */
const ADDRESSES = 254 * 254;

/** The n-th loopback address bench visitors come from (n from 0). */
export function loopbackAddress(n) {
  const index = n % ADDRESSES;
  return `127.0.${1 + Math.floor(index / 254)}.${1 + (index % 254)}`;
}

/** The address of the visitor with this index, VISITORS_PER_ADDRESS (or `perAddress`) to an address. */
export function visitorAddress(visitor, perAddress = VISITORS_PER_ADDRESS) {
  return loopbackAddress(Math.floor(visitor / perAddress));
}

const agents = new Map();

/**
 * The keep-alive agent whose connections leave from `address`: at most one connection for each visitor sharing the
 * address, more requests wait for one (a burst of thousands of new connections at once overflows the server's listen
 * backlog, and the kernel resets some of them).
 */
export function agentFor(address = '127.0.0.1') {
  let agent = agents.get(address);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS_PER_ADDRESS, localAddress: address });
    agents.set(address, agent);
  }
  return agent;
}

/** Closes every kept-alive connection, so the bench process can end. */
export function closeAgents() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * A server that never sheds load (SHED_EVENT_LOOP_DELAY_MS=0). For every bench's `--smoke` mode: smoke runs share a
 * busy CI machine, where a shed request would wait out its Retry-After and make a smoke slow, not wrong. And for the
 * benches of a write path under a burst (votes, upvotes): 2,000 requests at once keep a two-core machine's event loop
 * past the shedding threshold for longer than an element's five attempts, and what they measure is how fast and how
 * exactly the writes are acknowledged; bench/event.mjs measures the server with shedding as it runs in production.
 */
export const WITHOUT_SHEDDING = { SHED_EVENT_LOOP_DELAY_MS: '0' };
export const SMOKE_ENV = WITHOUT_SHEDDING;

/** portal.md §7 as the elements follow it (src/react/core/api/api-transport.ts): five attempts, Retry-After honoured. */
const ATTEMPTS = 5;
const MAX_RETRY_AFTER_MS = 30_000;

/** Connection failures a browser meets and sends the request again for, before any answer came. */
const CONNECTION_ERRORS = new Set(['ECONNRESET', 'EPIPE', 'ECONNREFUSED']);
const CONNECTION_ATTEMPTS = 3;

/** A connection that fails sooner than this after the request went out never carried it to the server. */
const PROMPT_FAILURE_MS = 1000;

/**
 * One POST /graphql: the parsed answer, its HTTP status and Retry-After (ms). A connection that fails at once (the
 * server closed a kept-alive connection as the request went out, Node's documented race; or a burst of new
 * connections overflowed the listen backlog and the kernel reset some) is opened again, as a browser does, up to
 * three times. One that fails later may have carried the request (the server closes a connection idle for
 * IDLE_TIMEOUT_SECONDS, also while it works on the request): its answer is lost, and comes back as an error of
 * status 0, never sent twice.
 */
function postOnce(url, body, { token, address, agent }, attempt = 1) {
  return new Promise((resolve, reject) => {
    const sentAt = performance.now();
    let answered = false;
    const request = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent: agent ?? agentFor(address),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        answered = true;
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let answer;
          try {
            answer = JSON.parse(text);
          } catch {
            answer = { errors: [{ message: `HTTP ${response.statusCode}: ${text.slice(0, 200)}` }] };
          }
          const retryAfterMs = Math.min(MAX_RETRY_AFTER_MS, Number(response.headers['retry-after'] ?? 0) * 1000);
          resolve({ ...answer, status: response.statusCode, retryAfterMs });
        });
      },
    );
    request.on('error', (error) => {
      const waited = performance.now() - sentAt;
      if (!answered && CONNECTION_ERRORS.has(error.code) && waited >= PROMPT_FAILURE_MS) {
        const message = `the connection ended (${error.code}) after ${(waited / 1000).toFixed(1)} s without an answer`;
        resolve({ errors: [{ message }], status: 0, retryAfterMs: 0 });
      } else if (!answered && CONNECTION_ERRORS.has(error.code) && attempt < CONNECTION_ATTEMPTS) {
        setTimeout(
          () => postOnce(url, body, { token, address, agent }, attempt + 1).then(resolve, reject),
          100 * attempt,
        );
      } else reject(error);
    });
    request.end(body);
  });
}

/**
 * POST /graphql as an element sends it: the answer's `data` and `errors` as the server sent them, its HTTP `status`,
 * `ms` from the first attempt to the answer, and `shed`, how many times a busy server answered 503 first. A shed
 * request is sent again after its Retry-After, up to five attempts in all, as the elements do; the last 503 is the
 * answer. An answer that is not JSON comes back as one error naming the status.
 * @param {string} url the server's base URL
 * @param {string} query
 * @param {object} [variables]
 * @param {{ token?: string, address?: string, agent?: http.Agent }} [options] `agent`: a connection pool of the
 *   caller's own (one visitor's), instead of the address's
 */
export async function post(url, query, variables, { token, address, agent } = {}) {
  const body = JSON.stringify({ query, variables });
  const started = performance.now();
  let shed = 0;
  for (;;) {
    const answer = await postOnce(url, body, { token, address, agent });
    if (answer.status !== 503 || shed + 1 >= ATTEMPTS) {
      return { ...answer, shed, ms: performance.now() - started };
    }
    shed += 1;
    await new Promise((resolve) => setTimeout(resolve, answer.retryAfterMs || 300));
  }
}

/** The answer's data, or an error that names the operation and quotes the server's GraphQL errors. */
export function dataOf(answer, operation) {
  if (answer.errors?.length || !answer.data) {
    throw new Error(`${operation} failed (HTTP ${answer.status}): ${JSON.stringify(answer.errors ?? answer)}`);
  }
  return answer.data;
}

/** POST /graphql and its data; throws with the GraphQL errors (see dataOf). */
export async function graphqlData(url, query, variables, options) {
  return dataOf(await post(url, query, variables, options), query.replace(/\s+/g, ' ').slice(0, 80));
}

/**
 * `count` new anonymous visitors, each logged in from its own loopback address (visitorAddress, `perAddress` to an
 * address, counting from `first`): their token, customerId and address. At most 250 logins at a time.
 */
export async function anonymousVisitors(url, count, { perAddress = VISITORS_PER_ADDRESS, first = 0 } = {}) {
  const visitors = [];
  for (let start = 0; start < count; start += 250) {
    const batch = Array.from({ length: Math.min(250, count - start) }, async (_, offset) => {
      const address = visitorAddress(first + start + offset, perAddress);
      const answer = await post(url, '{ customerAnonymousLogin { token customerId } }', undefined, { address });
      return { ...dataOf(answer, 'customerAnonymousLogin').customerAnonymousLogin, address };
    });
    visitors.push(...(await Promise.all(batch)));
  }
  return visitors;
}

/**
 * Opens the visitors' connections before a burst, 250 at a time (`{ __typename }` each), as the pages they have open
 * would have: a burst then measures the requests, not thousands of TCP handshakes at once. They stay open for the
 * server's IDLE_TIMEOUT_SECONDS (30 s).
 */
export async function openConnections(url, visitors) {
  for (let start = 0; start < visitors.length; start += 250) {
    await Promise.all(
      visitors
        .slice(start, start + 250)
        .map(async ({ address }) => dataOf(await post(url, '{ __typename }', undefined, { address }), '__typename')),
    );
  }
}

/** A `ws` WebSocket whose connection leaves from `address`. */
export function webSocket(url, protocols, address) {
  return new WebSocket(url, protocols, address ? { localAddress: address } : {});
}

/** A WebSocket class for graphql-ws's `webSocketImpl` whose sockets leave from `address`. */
export function webSocketFrom(address) {
  return class extends WebSocket {
    constructor(url, protocols) {
      super(url, protocols, { localAddress: address });
    }
  };
}

export const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** A process's resident memory (bytes) and CPU time so far (user + system, seconds), from /proc. */
export function processUsage(pid) {
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { rss, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100 };
}

const postgresAdminUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `work` with the URL of a new empty PostgreSQL database, dropped afterwards. */
export async function withPostgresDatabase(work) {
  const name = `foyer_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

/** The command line a bench was started with, for its section of docs/performance.md. */
export const commandLine = () =>
  ['node', ...process.argv.slice(1).map((arg) => arg.replace(/^.*\/bench\//, 'bench/'))].join(' ');
