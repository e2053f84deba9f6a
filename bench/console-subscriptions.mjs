// The operator console under a vote burst (issue #18): 100 operators, each logged in with an account of their own and
// holding a graphql-ws subscription to pollResultsChanged, while 2,000 anonymous voters vote at once on the built
// server. Reports how long a vote takes to reach all 100 subscribers (p50/p95/max), that the last tally each
// subscriber saw equals the stored one, and the server's memory and CPU; writes its section of docs/performance.md.
// bench/votes.mjs runs it after its own runs; `node bench/console-subscriptions.mjs` alone after `npm run build`.
// `--smoke`: 10 operators and 100 voters, the same checks, nothing written.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { hash } from '@node-rs/argon2';
import { createClient } from 'graphql-ws';
import { startServer } from '../tests/support/start-server.mjs';
import {
  anonymousVisitors,
  closeAgents,
  graphqlData,
  loopbackAddress,
  percentile,
  post,
  processUsage as usage,
  WITHOUT_SHEDDING,
  webSocketFrom,
} from './client.mjs';
import { writeReportSection } from './report-section.mjs';

const smoke = process.argv.includes('--smoke');
const operatorCount = smoke ? 10 : 100;
const voterCount = smoke ? 100 : 2000;
const code = 'lieblingsthema';
const password = 'a long bench operator password';

const eventFile = new URL('../demo/.bench-console-event.yaml', import.meta.url).pathname;
const passwordHash = await hash(password);
const emails = Array.from({ length: operatorCount }, (_, index) => `operator-${index}@bench.example.org`);
await writeFile(
  eventFile,
  `${await readFile(new URL('../demo/event.yaml', import.meta.url), 'utf8')}\noperators:\n${emails
    .map((email) => `  - email: ${email}\n    role: analyst\n    passwordHash: '${passwordHash}'\n`)
    .join('')}`,
);

// Operators and voters come from loopback addresses of their own (bench/client.mjs): every limit keeps its default.
const server = await startServer({ env: { LOG_LEVEL: 'warn', EVENT_FILE: eventFile, ...WITHOUT_SHEDDING } });
const clients = [];
let sampler;
let result;
try {
  // Each operator at a desk of their own: the voters' addresses count from 127.0.1.1, the operators' from the top.
  const desks = emails.map((_, index) => loopbackAddress(254 * 254 - 1 - index));
  const sessions = [];
  for (const [index, email] of emails.entries()) {
    const data = await graphqlData(
      server.url,
      'mutation ($email: String!, $password: String!) { operatorLogin(email: $email, password: $password) { token } }',
      { email, password },
      { address: desks[index] },
    );
    sessions.push(data.operatorLogin.token);
  }
  const voters = await anonymousVisitors(server.url, voterCount);
  const poll = await graphqlData(
    server.url,
    `{ getSinglePollForFrontend(code: "${code}") { params { pollItems { pollItemId } } } }`,
  );
  const items = poll.getSinglePollForFrontend.params.pollItems.map((item) => item.pollItemId);

  // Each subscriber: when it first saw each total (totals only grow: every voter votes once).
  const subscribers = sessions.map((token, index) => {
    const client = createClient({
      url: `${server.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: webSocketFrom(desks[index]),
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    clients.push(client);
    const seen = { last: null, firstAt: [] };
    client.subscribe(
      { query: `subscription { pollResultsChanged(code: "${code}") { params { totalVotes } } }` },
      {
        next: ({ data }) => {
          const total = data.pollResultsChanged.params.totalVotes;
          const now = performance.now();
          for (let count = (seen.last ?? 0) + 1; count <= total; count++) seen.firstAt[count] = now;
          seen.last = total;
        },
        error: (error) => {
          throw new Error(`A subscription failed: ${JSON.stringify(error)}`);
        },
        complete: () => undefined,
      },
    );
    return seen;
  });
  // Every subscription is held once a vote reached them all (Mercurius does not acknowledge a subscription): warm-up
  // votes, one every half second, until every subscriber has the latest total.
  const voteMutation =
    'mutation ($code: String!, $id: Int!) { placePollVoteFromFrontend(code: $code, pollItemId: $id) { success } }';
  let warmups = 0;
  const deadline = Date.now() + 30_000;
  while (warmups === 0 || subscribers.some((seen) => seen.last !== warmups)) {
    if (Date.now() > deadline) throw new Error('Not every subscriber got the warm-up votes within 30 s');
    const { token, address } = voters[warmups];
    await graphqlData(server.url, voteMutation, { code, id: items[0] }, { token, address });
    warmups++;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const before = usage(server.pid);
  let peakRss = before.rss;
  sampler = setInterval(() => {
    peakRss = Math.max(peakRss, usage(server.pid).rss);
  }, 100);
  const started = performance.now();
  // The burst: the other voters at once. answeredRank: the how-manieth answer each was (counting the warm-ups).
  const sentAt = [];
  const answeredRank = [];
  let answered = warmups;
  await Promise.all(
    voters.slice(warmups).map(async ({ token, address }, index) => {
      sentAt[index] = performance.now();
      const answer = await post(
        server.url,
        voteMutation,
        { code, id: items[index % items.length] },
        { token, address },
      );
      if (!answer.data) throw new Error(`A vote failed (HTTP ${answer.status}): ${JSON.stringify(answer.errors)}`);
      answeredRank[index] = ++answered;
    }),
  );
  const votesDone = performance.now();
  // Until every subscriber saw the final total (or 30 s).
  const settleBy = Date.now() + 30_000;
  while (subscribers.some((seen) => seen.last !== voterCount) && Date.now() < settleBy) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  clearInterval(sampler);
  const after = usage(server.pid);
  const wall = (performance.now() - started) / 1000;

  // A vote has arrived once every subscriber was sent a total at least as high as the number of votes answered up
  // to and including it: every one of those was stored before that answer.
  const latencies = sentAt.map((sent, index) => {
    const rank = answeredRank[index];
    const arrivals = subscribers.map((seen) => seen.firstAt[rank] ?? Number.POSITIVE_INFINITY);
    return Math.max(...arrivals) - sent;
  });
  const stored = await graphqlData(
    server.url,
    `{ getSinglePollForFrontend(code: "${code}") { params { totalVotes } } }`,
  );
  const storedTotal = stored.getSinglePollForFrontend.params.totalVotes;
  const matching = subscribers.filter((seen) => seen.last === storedTotal).length;
  result = {
    storedTotal,
    matching,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(...latencies),
    votesSeconds: (votesDone - started) / 1000,
    burst: sentAt.length,
    rssBeforeMiB: before.rss / 1048576,
    peakRssMiB: peakRss / 1048576,
    cpuSeconds: after.cpuSeconds - before.cpuSeconds,
    wall,
  };
} finally {
  clearInterval(sampler);
  await Promise.all(clients.map((client) => client.dispose()));
  closeAgents();
  await server.stop();
  await rm(eventFile, { force: true });
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : 'never');
const table = [
  '| subscribers | votes | vote → all subscribers p50 (ms) | p95 (ms) | max (ms) | last tally = stored | server RSS before → peak (MiB) | server CPU (s, % of one core) |',
  '| ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  `| ${operatorCount} | ${voterCount} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.max)} | ` +
    `${result.matching}/${operatorCount} (${result.storedTotal}) | ${result.rssBeforeMiB.toFixed(0)} → ` +
    `${result.peakRssMiB.toFixed(0)} | ${result.cpuSeconds.toFixed(1)} (${((100 * result.cpuSeconds) / result.wall).toFixed(0)} %) |`,
].join('\n');

if (!smoke) {
  await writeReportSection(
    'bench/console-subscriptions.mjs',
    `## Operator console: 100 subscriptions

Measured by \`node bench/console-subscriptions.mjs\` (bench/votes.mjs runs it; \`npm run bench\`): the built server on
the embedded SQLite store with the demo event and ${operatorCount} analyst accounts. Each operator logs in and holds
a graphql-ws subscription to \`pollResultsChanged(code: "${code}")\` on a socket of their own; then ${voterCount}
anonymous voters vote on the poll: a few warm-up votes first, half a second apart, until every subscriber has the
latest total (so every subscription is known to be held), then all the others at once.
A vote counts as arrived once every subscriber was sent a total at least as high as the number of votes answered up
to and including it (each of those was stored before that answer); latency runs from sending the vote. The server
reads a changed poll at most every 200 ms (features/operator/live-results.ts), so latency is bounded below by that
throttle. Then the last total each subscriber saw is compared with the stored one. Memory is the server's RSS with
the subscribers connected and its peak during the burst; CPU is the server's user and system time over the burst
until the last subscriber had the final total. Operators and voters come from loopback addresses of their own
(bench/client.mjs), so every per-address limit keeps its default; the server does not shed load (the burst measures the writes and
the pushes). Load generator and server share the machine.

- Date: ${new Date().toISOString()}
- Node: ${process.version}
- ${result.burst} votes of the burst answered in ${result.votesSeconds.toFixed(1)} s

${table}`,
  );
}
console.log(table);
if (result.matching !== operatorCount || result.storedTotal !== voterCount) {
  console.error(
    `Only ${result.matching} of ${operatorCount} subscribers ended on the stored total ${result.storedTotal}`,
  );
  process.exit(1);
}
