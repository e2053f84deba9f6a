// The vote load test of issue #5: 2,000 concurrent voters cast 10,000 votes (single choice with changes of vote,
// multiple choice racing past placeableVotesCount) and 5,000 word-cloud words against the built server, on the
// embedded SQLite store and on PostgreSQL. It checks that the stored tallies equal the expected ones exactly and
// that every refusal (and only those) was a rule's 403, then writes its section of docs/performance.md.
// `npm run bench` runs it after bench/run.mjs; `node bench/votes.mjs` alone after `npm run build`. It ends with
// bench/console-subscriptions.mjs (100 console subscriptions during 2,000 votes). `--smoke` runs 50 voters on each
// store, checks every tally and answer, and writes nothing.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { startServer } from '../tests/support/start-server.mjs';
import {
  anonymousVisitors,
  closeAgents,
  dataOf,
  openConnections,
  percentile,
  post,
  withPostgresDatabase,
  WITHOUT_SHEDDING,
} from './client.mjs';
import { writeReportSection } from './report-section.mjs';

const smoke = process.argv.includes('--smoke');
const voterCount = smoke ? 50 : 2000;
const wordCount = smoke ? 125 : 5000;
const operatorToken = `bench-${randomUUID()}`;
const loadAtStart = loadavg()
  .map((load) => load.toFixed(2))
  .join(', ');

const vote = `mutation ($code: String!, $pollItemId: Int!) {
  placePollVoteFromFrontend(code: $code, pollItemId: $pollItemId) { success token } }`;
const word = `mutation ($code: String!, $word: String!) { addWordToWordCloud(code: $code, word: $word) }`;
const results = `query ($code: String!) { getPollResults(code: $code) {
  params { customersVoted pollItems { pollItemId votes } words { text value } } } }`;

/** Outcome of one request: 'ok', '403', or a failure that stops the run. */
function outcome(response, name) {
  const error = response.errors?.[0];
  if (!error) return 'ok';
  if (error.extensions?.code === '403') return '403';
  throw new Error(`${name} failed unexpectedly (HTTP ${response.status}): ${JSON.stringify(response.errors)}`);
}

const vocabulary = [
  'Super',
  'Spannend',
  'Müde',
  'Neugierig',
  'Begeistert',
  'Gut',
  'Hungrig',
  'Fröhlich',
  'Okay',
  'Wach',
];
/** A word-cloud entry's key: what the server counts as one word. */
const normalise = (text) => text.trim().replace(/\s+/g, ' ').toLowerCase();
/** Visitors' spellings differ in case and spaces; the server counts them as one word. */
const spell = (base, variant) => [base, ` ${base.toLowerCase()} `, base.toUpperCase(), `${base}  `][variant % 4];

async function run(dialect, env) {
  // The voters come from many loopback addresses (bench/client.mjs), so every limit keeps its production default.
  const server = await startServer({
    env: { LOG_LEVEL: 'warn', OPERATOR_TOKEN: operatorToken, ...WITHOUT_SHEDDING, ...env },
  });
  try {
    const stored = async (code) =>
      dataOf(await post(server.url, results, { code }, { token: operatorToken }), 'getPollResults').getPollResults;
    const itemsOf = async (code) => (await stored(code)).params.pollItems.map((item) => item.pollItemId);
    const singleItems = await itemsOf('lieblingsthema');
    const multiItems = await itemsOf('fragen-runde');

    const voters = await anonymousVisitors(server.url, voterCount);

    const expectedSingle = new Map(singleItems.map((id) => [id, 0]));
    const expectedMulti = new Map(multiItems.map((id) => [id, 0]));
    const expectedWords = new Map();
    const voteLatencies = [];
    const wordLatencies = [];
    const counts = { votes: 0, votesRefused: 0, expectedVotesRefused: 0, words: 0, wordsRefused: 0 };
    let expectedWordsRefused = 0;
    const violations = [];

    // Each voter, all 2,000 at once: a single-choice vote; then a change of vote (even voters) or the same item
    // again (odd voters, refused); three multiple-choice votes at once of which placeableVotesCount (2) may pass.
    async function voter(index) {
      const { token, address } = voters[index];
      const first = singleItems[index % singleItems.length];
      const second = index % 2 === 0 ? singleItems[(index + 1) % singleItems.length] : first;
      const cast = async (code, pollItemId) => {
        const response = await post(server.url, vote, { code, pollItemId }, { token, address });
        voteLatencies.push(response.ms);
        counts.votes++;
        const result = outcome(response, 'placePollVoteFromFrontend');
        if (result === '403') counts.votesRefused++;
        return result;
      };
      if ((await cast('lieblingsthema', first)) !== 'ok') violations.push(`voter ${index}: first vote refused`);
      const change = await cast('lieblingsthema', second);
      if (change !== (second === first ? '403' : 'ok')) violations.push(`voter ${index}: change answered ${change}`);
      if (second === first) counts.expectedVotesRefused++;
      expectedSingle.set(second, expectedSingle.get(second) + 1);

      const picks = [0, 1, 2].map((offset) => multiItems[(index + offset) % multiItems.length]);
      const outcomes = await Promise.all(picks.map((id) => cast('fragen-runde', id)));
      counts.expectedVotesRefused++;
      if (outcomes.filter((result) => result === 'ok').length !== 2) {
        violations.push(`voter ${index}: ${outcomes.join(',')} for three multiple-choice votes with a limit of 2`);
      }
      picks.forEach((id, position) => {
        if (outcomes[position] === 'ok') expectedMulti.set(id, expectedMulti.get(id) + 1);
      });
    }

    // 5,000 words: two or three per voter; every tenth voter repeats a word in another spelling (refused), every
    // fiftieth sends one over the poll's charLimitCount of 20 (refused).
    async function wordsOf(index) {
      const { token, address } = voters[index];
      const count = index < wordCount - 2 * voterCount ? 3 : 2;
      const seen = new Set();
      for (let k = 0; k < count; k++) {
        const base = index % 10 === 0 && k === 2 ? vocabulary[index % 10] : vocabulary[(index + 3 * k) % 10];
        const tooLong = index % 50 === 0 && k === 1;
        const text = tooLong ? 'Unglaublich-fantastisch!' : spell(base, index + k);
        const normalised = normalise(text);
        const expected = tooLong || seen.has(normalised) ? '403' : 'ok';
        if (expected === 'ok') {
          seen.add(normalised);
          expectedWords.set(normalised, (expectedWords.get(normalised) ?? 0) + 1);
        } else expectedWordsRefused++;
        const response = await post(server.url, word, { code: 'stimmung', word: text }, { token, address });
        wordLatencies.push(response.ms);
        counts.words++;
        const result = outcome(response, 'addWordToWordCloud');
        if (result === '403') counts.wordsRefused++;
        if (result !== expected)
          violations.push(`voter ${index}: word "${text}" answered ${result}, expected ${expected}`);
      }
    }

    await openConnections(server.url, voters);
    const votesStarted = performance.now();
    await Promise.all(voters.map((_, index) => voter(index)));
    const votesSeconds = (performance.now() - votesStarted) / 1000;
    const wordsStarted = performance.now();
    await Promise.all(voters.map((_, index) => wordsOf(index)));
    const wordsSeconds = (performance.now() - wordsStarted) / 1000;

    const single = await stored('lieblingsthema');
    const multi = await stored('fragen-runde');
    const cloud = await stored('stimmung');
    const mismatches = [];
    const compare = (name, actual, expected) => {
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        mismatches.push(`${name}: stored ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
      }
    };
    const byItem = (poll) => Object.fromEntries(poll.params.pollItems.map((item) => [item.pollItemId, item.votes]));
    compare('lieblingsthema', byItem(single), Object.fromEntries(expectedSingle));
    compare('fragen-runde', byItem(multi), Object.fromEntries(expectedMulti));
    // The cloud counts a word by its key (trimmed, spaces collapsed, lower case) whichever spelling it shows: compare
    // counts by that key, and a key shown twice is a word counted apart.
    const storedWords = new Map();
    for (const entry of cloud.params.words) {
      const key = normalise(entry.text);
      if (storedWords.has(key)) mismatches.push(`stimmung: "${key}" shown twice, counted apart`);
      storedWords.set(key, (storedWords.get(key) ?? 0) + entry.value);
    }
    const sortedWords = (entries) => [...entries].sort(([a], [b]) => a.localeCompare(b));
    compare('stimmung', sortedWords(storedWords.entries()), sortedWords(expectedWords.entries()));
    compare('voters', [single.params.customersVoted, multi.params.customersVoted], [voterCount, voterCount]);
    compare('refused votes', counts.votesRefused, counts.expectedVotesRefused);
    compare('refused words', counts.wordsRefused, expectedWordsRefused);

    return {
      dialect,
      votes: counts.votes,
      votesRefused: counts.votesRefused,
      votesPerSecond: Math.round(counts.votes / votesSeconds),
      voteP50: percentile(voteLatencies, 50),
      voteP99: percentile(voteLatencies, 99),
      words: counts.words,
      wordsRefused: counts.wordsRefused,
      wordsPerSecond: Math.round(counts.words / wordsSeconds),
      wordP99: percentile(wordLatencies, 99),
      problems: [...violations, ...mismatches],
    };
  } finally {
    await server.stop();
  }
}

const runs = [await run('SQLite', {})];
runs.push(
  await withPostgresDatabase((url) => run('PostgreSQL', { DATABASE_URL: url, JWT_SECRET: randomUUID().repeat(2) })),
);
closeAgents();

const ms = (value) => value.toFixed(1);
const table = [
  '| store | votes (refused by a rule) | votes/s | vote p50 (ms) | vote p99 (ms) | words (refused) | words/s | word p99 (ms) | tallies exact, no rule bypassed |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...runs.map(
    (r) =>
      `| ${r.dialect} | ${r.votes} (${r.votesRefused}) | ${r.votesPerSecond} | ${ms(r.voteP50)} | ${ms(r.voteP99)} | ` +
      `${r.words} (${r.wordsRefused}) | ${r.wordsPerSecond} | ${ms(r.wordP99)} | ${r.problems.length === 0 ? 'yes' : `NO (${r.problems.length})`} |`,
  ),
].join('\n');

if (!smoke) {
  await writeReportSection(
    'bench/votes.mjs',
    `## Votes and word clouds under load

Measured by \`node bench/votes.mjs\` (part of \`npm run bench\`): the built server with the demo event, once on the
embedded SQLite store and once on PostgreSQL (a fresh database on 127.0.0.1:5432). ${voterCount} anonymous voters
act at once: each casts a single-choice vote on \`lieblingsthema\`, then either changes it (even voters) or votes the
same item again (odd voters, refused), then sends three multiple-choice votes on \`fragen-runde\` at the same moment,
of which \`placeableVotesCount\` (2) may pass. Then ${wordCount} words for the word cloud \`stimmung\` in mixed
spellings (case, spaces), some repeated by the same voter or longer than \`charLimitCount\` (refused). Afterwards the
stored tallies (read with the operator token) are compared with the expected ones, word by word and item by item,
and every answer with the one the rules demand. The server does not shed load here (bench/client.mjs
WITHOUT_SHEDDING: what is measured is the write path; \`npm run bench:event\` measures shedding). The voters come ten to an address from many loopback addresses
(bench/client.mjs), so every per-address limit keeps its production default. Latency is per request at the client,
over keep-alive connections (one per voter, opened before the burst as open pages would have them); load generator and server share the machine. \`--smoke\` runs 50 voters and
writes nothing.

- Date: ${new Date().toISOString()}
- Node: ${process.version}
- Load average at start (1, 5, 15 min): ${loadAtStart}

${table}`,
  );
}
console.log(table);
// The console's 100 subscriptions during a burst of votes (issue #18), with its own section.
await import('./console-subscriptions.mjs');
const problems = runs.flatMap((r) => r.problems.map((problem) => `${r.dialect}: ${problem}`));
if (problems.length > 0) {
  console.error(problems.slice(0, 20).join('\n'));
  process.exit(1);
}
