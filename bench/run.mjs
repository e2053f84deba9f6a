// Measures the built server under load: `npm run bench` (builds first). Writes docs/performance.md.
import autocannon from 'autocannon';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';
import { startServer } from '../tests/support/start-server.mjs';

const durationSeconds = 10;
const connections = 50;

async function graphql(url, query, token) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`${query} failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

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
];

const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
const rows = [];
try {
  const { customerAnonymousLogin } = await graphql(server.url, '{ customerAnonymousLogin { token } }');
  const token = customerAnonymousLogin.token;
  for (const operation of operations) {
    // A few requests first so graphql-jit has compiled the query before measuring.
    for (let i = 0; i < 3; i++) await graphql(server.url, operation.query, token);
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
} finally {
  await server.stop();
}

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
- Command: \`npm run bench\`

${table}
`;

// Other benches keep their own sections, marked <!-- name:start --> ... <!-- name:end -->, below this one.
const reportFile = new URL('../docs/performance.md', import.meta.url);
const sections = (await readFile(reportFile, 'utf8')).match(/<!-- (\S+):start -->[\s\S]*?<!-- \1:end -->/g) ?? [];
await writeFile(reportFile, [report, ...sections].join('\n') + (sections.length > 0 ? '\n' : ''));
console.log(table);
