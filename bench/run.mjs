// Measures the built server under load: `npm run bench` (builds first). Writes docs/performance.md; `--smoke` runs
// each operation for a second and the stream page once, and writes nothing.
import autocannon from 'autocannon';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { startServer } from '../tests/support/start-server.mjs';
import { closeAgents, graphqlData, SMOKE_ENV } from './client.mjs';
import { measureStreamPage } from './stream-page.mjs';

const smoke = process.argv.includes('--smoke');
const durationSeconds = smoke ? 1 : 10;
const connections = 50;

function run(url, body, token) {
  return autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    duration: durationSeconds,
    connections,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

const operations = [
  // No resolver, no store: what Mercurius and graphql-jit cost alone, to compare with DESIGN.md's hello-world figure.
  { name: 'baseline { __typename }', query: '{ __typename }' },
  { name: 'getWelcome', query: '{ getWelcome { title subtitle lines modal { title lines } } }' },
  { name: 'getStreamAccess(project: 4)', query: '{ getStreamAccess(project: "4") }' },
  // Every viewer polls the count every 10 s and pings every 60 s; both touch the store.
  { name: 'getStreamVisitorCount(main)', query: '{ getStreamVisitorCount(streamCode: "main") { count } }' },
  { name: 'pingStream(main)', query: 'mutation { pingStream(code: "main") }' },
];

// Other work on the machine skews every figure; the report says how busy it was when the run began.
const loadAtStart = loadavg()
  .map((load) => load.toFixed(2))
  .join(', ');
const server = await startServer({ env: { LOG_LEVEL: 'warn', ...(smoke ? SMOKE_ENV : {}) } });
const rows = [];
let streamPage;
try {
  const { customerAnonymousLogin } = await graphqlData(server.url, '{ customerAnonymousLogin { token } }');
  const token = customerAnonymousLogin.token;
  for (const operation of operations) {
    // A few requests first so graphql-jit has compiled the query before measuring.
    for (let i = 0; i < 3; i++) await graphqlData(server.url, operation.query, undefined, { token });
    const result = await run(server.url, { query: operation.query }, token);
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${operation.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    rows.push({
      operation: operation.name,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
    });
  }
  streamPage = await measureStreamPage(server.url, { runs: smoke ? 1 : 5 });
} finally {
  closeAgents();
  await server.stop();
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const bundles = JSON.parse(await readFile(new URL('../dist/bundle-size.json', import.meta.url), 'utf8')).entries;
const hlsChunkName = (await readdir(new URL('../dist/chunks/', import.meta.url))).find((file) =>
  /^hls(\.light)?-.*\.js$/.test(file),
);
const hlsChunk = await readFile(new URL(`../dist/chunks/${hlsChunkName}`, import.meta.url));
const bundleRows = [
  ...['event-stream.js', 'event-portal.js'].map((entry) => {
    const size = bundles.find((bundle) => bundle.entry === entry);
    return `| ${entry} (entry and its static imports) | ${kib(size.bytes)} | ${kib(size.gzipBytes)} |`;
  }),
  `| hls.js chunk (loaded only without native HLS) | ${kib(hlsChunk.byteLength)} | ${kib(gzipSync(hlsChunk, { level: 9 }).byteLength)} |`,
];
const streamRows = Object.entries(streamPage).map(
  ([name, result]) =>
    `| ${name} | ${result.firstFrameMedianMs} | ${result.firstFrameMinMs}-${result.firstFrameMaxMs} | ${result.loadedHlsJs ? 'yes' : 'no'} | ${kib(result.standaloneScriptBytes)} |`,
);

const table = [
  '| operation | req/s (average) | latency p50 (ms) | latency p99 (ms) |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map((row) => `| ${row.operation} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} |`),
].join('\n');

const cpuModel = cpus()[0]?.model.trim() ?? 'unknown CPU';
const report = `# Performance

Measured by \`npm run bench\` (bench/run.mjs): the built server with the demo event on the embedded SQLite store,
autocannon with ${connections} connections for ${durationSeconds} s per operation, POST /graphql with an anonymous
visitor's Bearer token. Load generator and server share the machine, so the figures are a floor, not a ceiling.

- Date: ${new Date().toISOString()}
- Node: ${process.version}
- Cores: ${availableParallelism()} (${cpuModel})
- Load average at start (1, 5, 15 min): ${loadAtStart}
- Command: \`npm run bench\`

${table}

## The stream page

Chromium (Debian's, headless, through playwright-core) on loopback against the same server, the demo event's HLS
stream (\`/stream/main\`). *First frame* is the time from the navigation's start to the first video frame presented
(\`requestVideoFrameCallback\`) with autoplay allowed, median of 5 visits, each in a fresh browser context that logged in on \`/\` first (so
the portal's scripts are cached and the figure is the stream page's own cost). *hls.js* forces the path of browsers
without native HLS. *JS loaded* is what a first-time visitor of \`demo/stream-only.html\` (\`<event-stream>\` alone, no
cache) downloads in scripts, uncompressed as served.

| player path | first frame, median (ms) | min-max (ms) | loaded hls.js | JS loaded (standalone page) |
| --- | ---: | ---: | --- | ---: |
${streamRows.join('\n')}

Bundle sizes from \`dist/bundle-size.json\` (written by the build):

| bundle | raw | gzip |
| --- | ---: | ---: |
${bundleRows.join('\n')}
`;

// Other benches keep their own sections, marked <!-- name:start --> ... <!-- name:end -->, below this one.
const reportFile = new URL('../docs/performance.md', import.meta.url);
if (!smoke) {
  const sections = (await readFile(reportFile, 'utf8')).match(/<!-- (\S+):start -->[\s\S]*?<!-- \1:end -->/g) ?? [];
  await writeFile(reportFile, [report, ...sections].join('\n') + (sections.length > 0 ? '\n' : ''));
}
console.log(table);
console.log(streamRows.join('\n'));
