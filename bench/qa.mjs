// The audience Q&A under load (issue #30), on the built server with the demo event:
// 1. The burst: 2,000 anonymous visitors upvote at once on the Q&A "fragen" (half of them one hot question, the
//    others spread over 19 more), on the embedded SQLite store and on PostgreSQL; then 200 of them upvote again
//    (each refused with 403). The stored counts (read with the operator token) must equal the expected ones.
// 2. Polling against a subscription (decision 0029): what a visitor's poll of getQuestions costs the server (the
//    shared first page, autocannon), quiet and during a stream of upvotes that forgets it, against what a held
//    graphql-ws subscription costs (the console's qaChanged, the nearest thing we have): memory per socket and CPU per
//    delivered push.
// `npm run bench` runs it; `node bench/qa.mjs` alone after `npm run build` writes its section of docs/performance.md.
// `node bench/qa.mjs --smoke` runs a few seconds on SQLite with small numbers, checks the counts and writes nothing.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { createClient } from 'graphql-ws';
import { startServer } from '../tests/support/start-server.mjs';
import {
  anonymousVisitors,
  closeAgents,
  dataOf,
  graphqlData,
  loopbackAddress,
  percentile,
  post,
  processUsage as usage,
  WITHOUT_SHEDDING,
  webSocketFrom,
  withPostgresDatabase,
} from './client.mjs';
import { writeReportSection } from './report-section.mjs';

const smoke = process.argv.includes('--smoke');
const sizes = smoke
  ? { voters: 100, questions: 5, again: 20, pollSeconds: 1, sockets: 20, pushes: 5 }
  : { voters: 2000, questions: 20, again: 200, pollSeconds: 5, sockets: 500, pushes: 20 };
const code = 'fragen';
const operatorToken = `bench-${randomUUID()}`;
const loadAtStart = loadavg()
  .map((load) => load.toFixed(2))
  .join(', ');

// The visitors come from many loopback addresses (bench/client.mjs); only the console sockets' per-address limit is
// lifted, as the bench holds hundreds of them with the one operator token from one address. No load shedding: the
// burst measures the upvotes' write path (bench/client.mjs WITHOUT_SHEDDING).
const env = {
  LOG_LEVEL: 'warn',
  OPERATOR_TOKEN: operatorToken,
  CONSOLE_MAX_SOCKETS_PER_IP: '100000',
  ...WITHOUT_SHEDDING,
};

const UPVOTE = 'mutation ($id: Int!) { upvoteQuestion(id: $id) { upvotes } }';

/** The Q&A's questions, each asked by a visitor of its own; answers their ids. */
async function askQuestions(url) {
  const ids = [];
  // Askers' addresses come after the voters' (anonymousVisitors counts from the first address).
  const askers = await anonymousVisitors(url, sizes.questions, { first: sizes.voters });
  for (const [index, { token, address }] of askers.entries()) {
    const asked = await graphqlData(
      url,
      'mutation ($code: String!, $text: String!) { askQuestion(code: $code, text: $text) { id } }',
      { code, text: `Bench-Frage ${index + 1}` },
      { token, address },
    );
    ids.push(asked.askQuestion.id);
  }
  return ids;
}

/** The burst on one store: answers its figures, and whether every stored count is the expected one. */
async function burst(store, storeEnv) {
  const server = await startServer({ env: { ...env, ...storeEnv } });
  try {
    const ids = await askQuestions(server.url);
    const tokens = await anonymousVisitors(server.url, sizes.voters);
    // Half upvote the first question (one row every upvote locks), the others spread over the rest.
    const target = (index) => (index % 2 === 0 ? ids[0] : ids[1 + (index % (ids.length - 1))]);
    const expected = new Map(ids.map((id) => [id, 0]));
    tokens.forEach((_, index) => expected.set(target(index), expected.get(target(index)) + 1));

    const started = performance.now();
    const answers = await Promise.all(
      tokens.map(({ token, address }, index) => post(server.url, UPVOTE, { id: target(index) }, { token, address })),
    );
    const seconds = (performance.now() - started) / 1000;
    const failed = answers.filter((answer) => answer.errors).length;
    const again = await Promise.all(
      tokens
        .slice(0, sizes.again)
        .map(({ token, address }, index) => post(server.url, UPVOTE, { id: target(index) }, { token, address })),
    );
    const refused = again.filter((answer) => answer.errors?.[0]?.extensions?.code === '403').length;

    const stored = await graphqlData(
      server.url,
      `{ getOperatorQuestions(code: "${code}", status: approved, limit: 100) { questions { id upvotes } } }`,
      {},
      { token: operatorToken },
    );
    const exact =
      failed === 0 &&
      refused === sizes.again &&
      stored.getOperatorQuestions.questions.every((question) => expected.get(question.id) === question.upvotes);
    const latencies = answers.map((answer) => answer.ms);
    return {
      store,
      upvotes: tokens.length,
      perSecond: Math.round(tokens.length / seconds),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      hot: expected.get(ids[0]),
      exact,
    };
  } finally {
    await server.stop();
  }
}

/** What a visitor's poll costs: req/s and server CPU per request, quiet and while upvotes keep forgetting the page. */
async function pollingCost(url, pid, token, upvoting) {
  const query = `query ($code: String!) { getQuestions(code: $code) { total questions { id text upvotes upvoted own } ownPending { id } highlighted { id } } }`;
  const before = usage(pid);
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    duration: sizes.pollSeconds,
    connections: 50,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables: { code } }),
  });
  const after = usage(pid);
  await upvoting?.stop();
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`getQuestions: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    perSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    cpuMsPerRequest: ((after.cpuSeconds - before.cpuSeconds) * 1000) / result.requests.total,
    upvotesPerSecond: upvoting ? Math.round(upvoting.count() / sizes.pollSeconds) : 0,
  };
}

/** Upvotes one after another from fresh visitors until stopped: every one forgets the shared page. */
function keepUpvoting(url, ids, tokens) {
  let running = true;
  let count = 0;
  const loop = (async () => {
    while (running && count < tokens.length) {
      dataOf(await post(url, UPVOTE, { id: ids[count % ids.length] }, tokens[count]), 'upvoteQuestion');
      count++;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  })();
  return {
    count: () => count,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** What held subscriptions cost: memory per socket, and CPU per push delivered to every socket. */
async function subscriptionCost(url, pid, ids, tokens) {
  const before = usage(pid);
  const clients = [];
  const received = new Array(sizes.sockets).fill(0);
  // The operator token is counted per address before it is compared (operator-auth.ts): sockets open a few at a time,
  // and one refused (429) tries again.
  const open = (index, attempt = 0) =>
    new Promise((resolve) => {
      const client = createClient({
        url: `${url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: webSocketFrom(loopbackAddress(254 * 254 - 1)),
        connectionParams: { authorization: `Bearer ${operatorToken}` },
        retryAttempts: 0,
        on: { connected: () => setTimeout(resolve, 20) },
      });
      clients[index] = client;
      client.subscribe(
        { query: `subscription { qaChanged(code: "${code}") { approved highlighted { id } } }` },
        {
          next: () => received[index]++,
          error: () => {
            void client.dispose();
            if (attempt < 20) setTimeout(() => void open(index, attempt + 1).then(resolve), 200);
          },
          complete: () => undefined,
        },
      );
    });
  for (let index = 0; index < sizes.sockets; index += 5) {
    await Promise.all(
      [0, 1, 2, 3, 4].filter((offset) => index + offset < sizes.sockets).map((offset) => open(index + offset)),
    );
  }
  // Mercurius does not acknowledge a subscription: upvote until every socket had a push.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  let used = 0;
  const deadline = Date.now() + 60_000;
  while (received.some((count) => count === 0)) {
    if (Date.now() > deadline) throw new Error('Not every subscription got a push within 60 s');
    dataOf(await post(url, UPVOTE, { id: ids[used % ids.length] }, tokens[used++]), 'upvoteQuestion');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const held = usage(pid);
  const start = received.reduce((sum, count) => sum + count, 0);
  // One change every 250 ms: each is its own push (the bridge reads a Q&A at most every 200 ms).
  for (let push = 0; push < sizes.pushes; push++) {
    dataOf(await post(url, UPVOTE, { id: ids[used % ids.length] }, tokens[used++]), 'upvoteQuestion');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = usage(pid);
  const delivered = received.reduce((sum, count) => sum + count, 0) - start;
  await Promise.all(clients.map((client) => client.dispose()));
  return {
    sockets: sizes.sockets,
    kibPerSocket: (held.rss - before.rss) / 1024 / sizes.sockets,
    delivered,
    cpuMsPerDelivery: ((after.cpuSeconds - held.cpuSeconds) * 1000) / Math.max(1, delivered),
  };
}

async function liveCost() {
  const server = await startServer({ env });
  try {
    const ids = await askQuestions(server.url);
    const tokens = await anonymousVisitors(server.url, sizes.voters);
    const [{ token: reader }] = tokens;
    // The subscriptions first, on a server that has done little else (memory is read from the process's RSS); the
    // first half of the visitors make their pushes, the second half upvote while visitors poll.
    const half = Math.floor(tokens.length / 2);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const subscriptions = await subscriptionCost(server.url, server.pid, ids, tokens.slice(1, half));
    // A first run compiles the query (graphql-jit) and warms the process; the figures come from the second.
    await pollingCost(server.url, server.pid, reader, null);
    const quiet = await pollingCost(server.url, server.pid, reader, null);
    const busy = await pollingCost(server.url, server.pid, reader, keepUpvoting(server.url, ids, tokens.slice(half)));
    return { quiet, busy, subscriptions };
  } finally {
    await server.stop();
  }
}

const runs = [await burst('SQLite', {})];
if (!smoke) {
  runs.push(
    await withPostgresDatabase((url) => burst('PostgreSQL', { DATABASE_URL: url, JWT_SECRET: randomUUID().repeat(2) })),
  );
}
const live = await liveCost();
closeAgents();

const ms = (value) => value.toFixed(1);
const burstTable = [
  '| store | upvotes at once (on the hot question) | upvotes/s | upvote p50 (ms) | upvote p99 (ms) | counts exact, second upvotes refused |',
  '| --- | ---: | ---: | ---: | ---: | --- |',
  ...runs.map(
    (run) =>
      `| ${run.store} | ${run.upvotes} (${run.hot}) | ${run.perSecond} | ${ms(run.p50)} | ${ms(run.p99)} | ${run.exact ? 'yes' : 'NO'} |`,
  ),
];
const { quiet, busy, subscriptions } = live;
const liveTable = [
  '| way | measured | server CPU |',
  '| --- | --- | ---: |',
  `| polling getQuestions, quiet | ${quiet.perSecond} req/s, p99 ${quiet.p99} ms | ${ms(quiet.cpuMsPerRequest * 1000)} µs per request |`,
  `| polling getQuestions, ${busy.upvotesPerSecond} upvotes/s forgetting the page | ${busy.perSecond} req/s, p99 ${busy.p99} ms | ${ms(busy.cpuMsPerRequest * 1000)} µs per request |`,
  `| ${subscriptions.sockets} held qaChanged subscriptions | ${ms(subscriptions.kibPerSocket)} KiB per socket, ${subscriptions.delivered} pushes delivered | ${ms(subscriptions.cpuMsPerDelivery * 1000)} µs per delivered push |`,
];
process.stdout.write(`${burstTable.join('\n')}\n\n${liveTable.join('\n')}\n`);
if (runs.some((run) => !run.exact)) {
  process.stderr.write('bench/qa.mjs: a stored count differs from the expected one, or a second upvote passed\n');
  process.exit(1);
}
if (!smoke) {
  await writeReportSection(
    'bench/qa.mjs',
    `## The audience Q&A: an upvote burst, and polling against a subscription

Measured by \`node bench/qa.mjs\` (part of \`npm run bench\`; \`--smoke\` runs a few seconds and writes nothing): the
built server with the demo event. **The burst:** ${sizes.voters} anonymous visitors upvote questions of the Q&A
\`fragen\` at once, half of them one hot question (every upvote of it share-locks that question's row on PostgreSQL),
the others spread over ${sizes.questions - 1} more; then ${sizes.again} of them upvote again, each refused with 403.
The stored counts are compared with the expected ones question by question. **The live updates** (decision 0029), on
SQLite: autocannon with 50 connections for ${sizes.pollSeconds} s on \`getQuestions\` (the first page every visitor
shares, read once per read-cache interval), quiet and while upvotes arrive (each forgets the shared page); then
${sizes.sockets} graphql-ws sockets each holding the console's \`qaChanged\` subscription (the nearest to a visitors'
subscription we have), their memory, and the CPU of ${sizes.pushes} pushes to all of them. Load generator and server
share the machine; the figures compare within this run.

- Date: ${new Date().toISOString()}
- Node: ${process.version}
- Load average at start (1, 5, 15 min): ${loadAtStart}

${burstTable.join('\n')}

${liveTable.join('\n')}`,
  );
}
