// A big event on one node (issue #31): how many visitors of the stream page one server holds. Load-generator
// processes (bench/event-visitors.mjs, forked) simulate the visitors of the load model below over keep-alive HTTP and
// WebSockets from many loopback addresses, so every per-address limit keeps its production default; the number of
// visitors ramps up step by step, and each step measures a steady window and then the keynote (half vote, a quarter
// send a word). It reports the highest number whose reads stay within p99 250 ms, with the CPU of server and
// generators, the server's memory, its event-loop delay (GET /test/event-loop, EVENT_LOOP_STATS=on) and errors: on
// SQLite with one process, and on PostgreSQL with two processes and Redis (docs/scaling.md).
// `npm run bench:event` (builds first) writes its section of docs/performance.md; `node bench/event.mjs --smoke` runs
// 30 visitors on each for a few seconds, fails on any error and writes nothing. Options: `--store=sqlite` or
// `--store=postgres` (both by default); BENCH_EVENT_STEPS (default 250,500,1000,2500,5000,7500,10000) and
// BENCH_EVENT_GENERATORS (default 2) in the environment.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism, cpus, loadavg } from 'node:os';
import Redis from 'ioredis';
import { startServer } from '../tests/support/start-server.mjs';
import {
  closeAgents,
  commandLine,
  graphqlData,
  percentile,
  processUsage,
  SMOKE_ENV,
  webSocket,
  withPostgresDatabase,
} from './client.mjs';
import { writeReportSection } from './report-section.mjs';

const smoke = process.argv.includes('--smoke');
const storeArgument = process.argv.find((arg) => arg.startsWith('--store='))?.slice('--store='.length);
const stores = storeArgument ? [storeArgument] : ['sqlite', 'postgres'];
const steps = smoke
  ? [30]
  : (process.env['BENCH_EVENT_STEPS'] ?? '250,500,1000,2500,5000,7500,10000').split(',').map(Number);
const generators = smoke ? 1 : Number(process.env['BENCH_EVENT_GENERATORS'] ?? 2);
/** Seconds: new visitors arrive over the ramp, the load settles, then the steady window and the keynote's. */
const SECONDS = smoke
  ? { ramp: 1, settle: 1, steady: 3, keynote: 1, afterKeynote: 1 }
  : { ramp: 30, settle: 10, steady: 40, keynote: 10, afterKeynote: 5 };
const TARGET_P99_MS = 250;
/** A step whose requests fail more often than this holds no visitors, whatever its latency. */
const MAX_ERROR_SHARE = 0.01;
const READS = ['cards', 'visitorCount', 'streamAccess', 'poll', 'loginStatus', 'chatUnread'];
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const operatorToken = `bench-${randomUUID()}`;

/** The next message of `type` from a generator. */
const reply = (child, type) =>
  new Promise((resolve) => {
    const listener = (message) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });

async function startGenerators(servers, chatGroup) {
  const children = Array.from({ length: generators }, () =>
    fork(new URL('./event-visitors.mjs', import.meta.url), [], { serialization: 'advanced', stdio: 'inherit' }),
  );
  await Promise.all(
    children.map((child, generator) => {
      const ready = reply(child, 'ready');
      child.send({ type: 'options', options: { servers, chatGroup, generator, generators } });
      return ready;
    }),
  );
  const all = (message, type) =>
    Promise.all(
      children.map((child) => {
        const answer = reply(child, type);
        child.send(message);
        return answer;
      }),
    );
  return { children, all };
}

/** The event's chat group, made by a first visitor: the tenth of the visitors who chat join it. */
async function createChatGroup(url) {
  const { customerAnonymousLogin } = await graphqlData(url, '{ customerAnonymousLogin { token } }');
  const { getCometChatToken } = await graphqlData(url, '{ getCometChatToken { token } }', undefined, {
    token: customerAnonymousLogin.token,
  });
  const socket = webSocket(`${url.replace(/^http/, 'ws')}/chat`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const request = (frame) =>
    new Promise((resolve) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data))));
      socket.send(JSON.stringify({ id: 1, ...frame }));
    });
  const guid = `keynote_${Date.now()}`;
  for (const frame of [
    { type: 'login', token: getCometChatToken.token, presence: false },
    { type: 'createGroup', guid, name: 'Keynote', groupType: 'public' },
  ]) {
    const answer = await request(frame);
    if (!answer.ok) throw new Error(`The chat group could not be made (${frame.type}): ${JSON.stringify(answer)}`);
  }
  socket.close();
  return guid;
}

/** The event-loop delay of each server process since the last call: the worst p99 and maximum among them. */
async function eventLoop(servers) {
  const stats = await Promise.all(servers.map(async (server) => (await fetch(`${server.url}/test/event-loop`)).json()));
  return { p99: Math.max(...stats.map((one) => one.p99Ms)), max: Math.max(...stats.map((one) => one.maxMs)) };
}

const cpuOf = (pids) => pids.reduce((sum, pid) => sum + processUsage(pid).cpuSeconds, 0);
const rssOf = (pids) => pids.reduce((sum, pid) => sum + processUsage(pid).rss, 0);

/** The generators' windows as one: latencies by operation, errors, shed answers, the first errors' texts. */
function merge(reports) {
  const merged = { latencies: {}, errors: {}, shed: 0, firstErrors: [] };
  for (const { window } of reports) {
    for (const [operation, values] of Object.entries(window.latencies)) {
      (merged.latencies[operation] ??= []).push(...values);
    }
    for (const [operation, count] of Object.entries(window.errors)) {
      merged.errors[operation] = (merged.errors[operation] ?? 0) + count;
    }
    merged.shed += window.shed;
    merged.firstErrors.push(...window.firstErrors);
  }
  const of = (operations) => operations.flatMap((operation) => merged.latencies[operation] ?? []);
  const requests = Object.values(merged.latencies).reduce((sum, values) => sum + values.length, 0);
  const errors = Object.values(merged.errors).reduce((sum, count) => sum + count, 0);
  const perRead = READS.map((operation) => [operation, percentile(merged.latencies[operation] ?? [], 99)]);
  const worst = perRead.sort((a, b) => b[1] - a[1])[0];
  return { ...merged, of, requests, errors, readsP99: percentile(of(READS), 99), worst };
}

/** One store's ramp: a row for each step until one misses the target. */
async function ramp(label, servers) {
  const serverPids = servers.map((server) => server.pid);
  const chatGroup = await createChatGroup(servers[0].url);
  const urls = servers.map((server) => server.url);
  const { children, all } = await startGenerators(urls, chatGroup);
  const generatorPids = children.map((child) => child.pid);
  const rows = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssEmpty = rssOf(serverPids);
    for (const visitors of steps) {
      const grown = await all({ type: 'grow', total: visitors, rampSeconds: SECONDS.ramp }, 'grown');
      const failedToStart = grown.reduce((sum, one) => sum + one.failed, 0);
      await new Promise((resolve) => setTimeout(resolve, SECONDS.settle * 1000));

      await eventLoop(servers);
      const before = { server: cpuOf(serverPids), generators: cpuOf(generatorPids), at: performance.now() };
      await all({ type: 'measure' }, 'measuring');
      await new Promise((resolve) => setTimeout(resolve, SECONDS.steady * 1000));
      const steady = merge(await all({ type: 'report' }, 'report'));
      const wall = (performance.now() - before.at) / 1000;
      const after = { server: cpuOf(serverPids), generators: cpuOf(generatorPids) };
      const loop = await eventLoop(servers);
      const rss = rssOf(serverPids);

      await all({ type: 'measure' }, 'measuring');
      // Until every vote and word was answered (a shed one waits out its Retry-After), then a few seconds more.
      const keynoteStarted = performance.now();
      await all({ type: 'keynote', seconds: SECONDS.keynote }, 'keynote-answered');
      const keynoteSeconds = (performance.now() - keynoteStarted) / 1000;
      await new Promise((resolve) => setTimeout(resolve, SECONDS.afterKeynote * 1000));
      const keynote = merge(await all({ type: 'report' }, 'report'));
      const keynoteLoop = await eventLoop(servers);

      const errorShare = (steady.errors + keynote.errors + failedToStart) / Math.max(1, steady.requests);
      const row = {
        label,
        visitors,
        failedToStart,
        requestsPerSecond: steady.requests / wall,
        readsP99: steady.readsP99,
        worst: steady.worst,
        pingP99: percentile(steady.of(['ping']), 99),
        keynoteReadsP99: keynote.readsP99,
        votes: keynote.of(['vote']).length,
        keynoteSeconds,
        voteP99: percentile(keynote.of(['vote']), 99),
        wordP99: percentile(keynote.of(['word']), 99),
        errors: steady.errors + keynote.errors,
        shed: steady.shed + keynote.shed,
        firstErrors: [...steady.firstErrors, ...keynote.firstErrors],
        serverCpu: (100 * (after.server - before.server)) / wall,
        generatorCpu: (100 * (after.generators - before.generators)) / wall,
        rssMiB: rss / 1048576,
        kibPerVisitor: (rss - rssEmpty) / 1024 / visitors,
        loop,
        keynoteLoop,
        held: steady.readsP99 <= TARGET_P99_MS && errorShare <= MAX_ERROR_SHARE,
        readsMeasured: steady.of(READS).length,
        load: loadavg()[0],
      };
      rows.push(row);
      console.log(
        `${label}, ${visitors} visitors: ${row.requestsPerSecond.toFixed(0)} req/s, reads p99 ${row.readsP99.toFixed(0)} ms ` +
          `(worst ${row.worst[0]} ${row.worst[1].toFixed(0)} ms), keynote reads p99 ${row.keynoteReadsP99.toFixed(0)} ms, ` +
          `${row.votes} votes p99 ${row.voteP99.toFixed(0)} ms, ${row.errors} errors, ${row.shed} shed, server CPU ` +
          `${row.serverCpu.toFixed(0)} %, generators ${row.generatorCpu.toFixed(0)} %, RSS ${row.rssMiB.toFixed(0)} MiB ` +
          `(${row.kibPerVisitor.toFixed(1)} KiB a visitor), event loop p99 ${loop.p99.toFixed(0)} ms (max ${loop.max.toFixed(0)})`,
      );
      for (const error of row.firstErrors.slice(0, 3)) console.log(`  error: ${error}`);
      if (!row.held) break;
    }
  } finally {
    await all({ type: 'stop' }, 'stopped').catch(() => undefined);
    for (const child of children) child.kill();
  }
  return rows;
}

const serverEnv = {
  LOG_LEVEL: 'warn',
  OPERATOR_TOKEN: operatorToken,
  EVENT_LOOP_STATS: 'on',
  ...(smoke ? SMOKE_ENV : {}),
};

async function onSqlite() {
  const server = await startServer({ env: serverEnv });
  try {
    return await ramp('SQLite, one process', [server]);
  } finally {
    await server.stop();
  }
}

/** Two processes on one PostgreSQL database and one Redis, as docs/scaling.md runs them; the first alone first. */
async function onPostgres() {
  const prefix = `foyer-bench-${randomUUID()}:`;
  try {
    return await withPostgresDatabase(async (databaseUrl) => {
      const env = {
        ...serverEnv,
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        REDIS_PREFIX: prefix,
        JWT_SECRET: randomUUID().repeat(2),
      };
      const first = await startServer({ env });
      let second;
      try {
        second = await startServer({ env });
        return await ramp('PostgreSQL, two processes and Redis', [first, second]);
      } finally {
        await second?.stop();
        await first.stop();
      }
    });
  } finally {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}

const loadAtStart = loadavg();
const results = [];
for (const store of stores) {
  if (store === 'sqlite') results.push(...(await onSqlite()));
  else if (store === 'postgres') results.push(...(await onPostgres()));
  else throw new Error(`--store takes sqlite or postgres, not ${store}`);
}
const loadAtEnd = loadavg();
closeAgents();

const fixed = (value, digits = 0) => value.toFixed(digits);
const table = [
  '| store | visitors | req/s | reads p99 (ms) | slowest read, p99 (ms) | ping p99 (ms) | keynote: votes, all answered after (s); vote / word / reads p99 (ms) | errors, shed | server CPU | generators CPU | server RSS (MiB), per visitor (KiB) | event loop p99 (max), steady / keynote (ms) | machine load (1 min) | held |',
  '| --- | ---: | ---: | ---: | --- | ---: | --- | --- | ---: | ---: | --- | --- | ---: | --- |',
  ...results.map(
    (row) =>
      `| ${row.label} | ${row.visitors} | ${fixed(row.requestsPerSecond)} | ${fixed(row.readsP99)} | ` +
      `${row.worst[0]} ${fixed(row.worst[1])} | ${fixed(row.pingP99)} | ${row.votes}, ${fixed(row.keynoteSeconds, 1)}; ` +
      `${fixed(row.voteP99)} / ${fixed(row.wordP99)} / ${fixed(row.keynoteReadsP99)} | ${row.errors + row.failedToStart}, ${row.shed} | ` +
      `${fixed(row.serverCpu)} % | ${fixed(row.generatorCpu)} % | ${fixed(row.rssMiB)}, ${fixed(row.kibPerVisitor, 1)} | ` +
      `${fixed(row.loop.p99)} (${fixed(row.loop.max)}) / ${fixed(row.keynoteLoop.p99)} (${fixed(row.keynoteLoop.max)}) | ` +
      `${fixed(row.load, 1)} | ${row.held ? 'yes' : 'no'} |`,
  ),
].join('\n');
console.log(table);

const highest = (label) =>
  results.filter((row) => row.label === label && row.held).reduce((most, row) => Math.max(most, row.visitors), 0);
const summary = [...new Set(results.map((row) => row.label))]
  .map((label) => `- ${label}: **${highest(label)}** visitors held (of the steps ${steps.join(', ')})`)
  .join('\n');
console.log(summary);

if (smoke) {
  const broken = results.filter((row) => row.errors > 0 || row.failedToStart > 0 || row.readsMeasured === 0);
  if (broken.length > 0 || results.length === 0) {
    console.error(`bench/event.mjs --smoke: errors: ${JSON.stringify(broken.map((row) => row.firstErrors))}`);
    process.exit(1);
  }
} else {
  await writeReportSection(
    'bench/event.mjs',
    `## A big event on one node

Measured by \`${commandLine()}\` (\`npm run bench:event\`, issue #31) on ${new Date().toISOString().slice(0, 10)}:
${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, load average
${loadAtStart[0].toFixed(2)} at the start and ${loadAtEnd[0].toFixed(2)} at the end (other work on the machine
counts in every figure).

**The load model** (portal.md §9 and the chat spec): a visitor on the stream page polls the conversion cards every
5 s, the visitor count every 10 s and the stream access every 20 s, pings their presence every 60 s, re-fetches the
poll on its interval (10 s, the element's default) and after a vote, and asks for their login status every 10 s as
account users in single-session mode do; a tenth of them are in the event's chat group, each sending a message a
minute, with the bubble's unread poll every 5 s on their chat socket. At the keynote, half of them vote within 10 s
(and see the poll again) and a quarter send a word to the word cloud.

**How it is simulated:** ${generators} load-generator processes (bench/event-visitors.mjs) beside the server on
the same machine. Each visitor logs in anonymously (the login-status poll is sent with that token: the bench makes
no accounts) and keeps one keep-alive connection of its own to the API, from a loopback address shared with nine
others (bench/client.mjs), so every per-address limit keeps its production default; the chatting tenth hold a
\`/chat\` WebSocket each. The documents are the elements' own, read from their \`.graphql\` files under \`src/\`;
each timer starts at a random moment within its interval. A shed request (503) is sent again after its Retry-After
as the elements do; its latency counts from the first attempt. New visitors arrive over ${SECONDS.ramp} s, the load
settles for ${SECONDS.settle} s, then a steady window of ${SECONDS.steady} s (reads: cards, visitor count, stream
access, poll, login status, chat unread) and the keynote: its votes and words sent within ${SECONDS.keynote} s, measured
until every one was answered and ${SECONDS.afterKeynote} s more. A step holds when its steady reads stay within p99 ${TARGET_P99_MS} ms with at most
${MAX_ERROR_SHARE * 100} % errors; the ramp stops at the first step that does not. CPU is user + system time over
the steady window (100 % is one core); memory is the server's RSS (both processes on PostgreSQL) and, per visitor,
its growth since before the first visitor; the event-loop delay is the server's own
(perf_hooks.monitorEventLoopDelay through GET /test/event-loop, EVENT_LOOP_STATS=on), the worse process on
PostgreSQL. The machine's load average (1 min) is taken at the end of each steady window: past its
${availableParallelism()} cores, the server gets only its share of them, its CPU column stays low while its event loop
waits, and a step may fail for the machine's sake rather than the server's.

${summary}

${table}`,
  );
}
