// Chat fan-out: N WebSocket clients in one group (N = 100, 1,000, 5,000) against the built server on the embedded
// SQLite store. One member sends; every other member's socket receives. Reports p50/p99 send-to-delivery latency
// over every delivery, and the server's memory per connection: the RSS delta of the server process between
// "no chat sockets" and "N logged-in sockets", divided by N. Clients are raw `ws` sockets speaking the protocol of
// docs/chat-service.md, all in this one process (which shares the machine with the server).
// `npm run bench` runs it; `node bench/chat-fanout.mjs` alone after `npm run build`.
import { readFile, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { startServer } from '../tests/support/start-server.mjs';

const sizes = (process.env['CHAT_BENCH_SIZES'] ?? '100,1000,5000').split(',').map(Number);
const messagesPerRun = 20;
const reportFile = new URL('../docs/performance.md', import.meta.url);
const [sectionStart, sectionEnd] = ['<!-- bench/chat-fanout.mjs:start -->', '<!-- bench/chat-fanout.mjs:end -->'];
/** Each client holds one socket here and one in the server; leave room for the rest of both processes. */
const descriptorsPerClient = 2;

function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kilobytes * 1024;
}

function openFileLimit() {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  return Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? 1024);
}

async function graphql(url, query, token) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function chatToken(url) {
  const { customerAnonymousLogin } = await graphql(url, 'query { customerAnonymousLogin { token } }');
  const { getCometChatToken } = await graphql(
    url,
    'query { getCometChatToken { token } }',
    customerAnonymousLogin.token,
  );
  return getCometChatToken.token;
}

/** A logged-in protocol client; onEvent sees every pushed event. */
function connect(url, token, onEvent = () => {}) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/chat`);
    const answers = new Map();
    let nextId = 1;
    const client = {
      socket,
      request(frame) {
        const id = nextId++;
        return new Promise((done) => {
          answers.set(id, done);
          socket.send(JSON.stringify({ id, ...frame }));
        });
      },
    };
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.event) return onEvent(frame);
      answers.get(frame.id)?.(frame);
      answers.delete(frame.id);
    });
    socket.once('error', reject);
    socket.once('open', async () => {
      // presence false: these clients measure message fan-out, not everyone's online events (docs/chat-service.md).
      const login = await client.request({ type: 'login', token, presence: false });
      if (login.ok) resolve(client);
      else reject(new Error(JSON.stringify(login.error)));
    });
  });
}

/** Runs `task` over items with at most `limit` at a time. */
async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index], index);
      }
    }),
  );
  return results;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(size) {
  const server = await startServer({ env: { CHAT_REQUESTS_PER_SECOND: '10000', LOG_LEVEL: 'warn' } });
  try {
    const tokens = await pool(Array.from({ length: size }), 32, () => chatToken(server.url));
    const guid = `group_${Date.now()}`;
    // Members join one at a time with only the owner online, so set-up does not fan N joins out to N members.
    const owner = await connect(server.url, tokens[0]);
    await owner.request({ type: 'createGroup', guid, name: 'Bench', groupType: 'public' });
    await pool(tokens.slice(1), 16, async (token) => {
      const member = await connect(server.url, token);
      const joined = await member.request({ type: 'joinGroup', guid });
      if (!joined.ok) throw new Error(JSON.stringify(joined.error));
      member.socket.close();
      await new Promise((resolve) => member.socket.once('close', resolve));
    });
    owner.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const rssBefore = rssBytes(server.pid);
    const latencies = [];
    const sentAt = new Map();
    const members = await pool(tokens.slice(1), 64, (token) =>
      connect(server.url, token, (frame) => {
        if (frame.event !== 'message') return;
        const started = sentAt.get(frame.data.text);
        if (started !== undefined) latencies.push(performance.now() - started);
      }),
    );
    const sender = await connect(server.url, tokens[0]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfter = rssBytes(server.pid);

    const expected = messagesPerRun * members.length;
    for (let index = 0; index < messagesPerRun; index += 1) {
      const text = `fan-out ${index}`;
      const before = latencies.length;
      sentAt.set(text, performance.now());
      const answer = await sender.request({ type: 'send', receiverId: guid, receiverType: 'group', text });
      if (!answer.ok) throw new Error(JSON.stringify(answer.error));
      // The next message goes once this one reached everybody, so each measures one fan-out, not a queue.
      const deadline = Date.now() + 60_000;
      while (latencies.length < before + members.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    for (const client of [...members, sender]) client.socket.close();
    const sorted = latencies.sort((a, b) => a - b);
    return {
      size,
      deliveries: `${latencies.length}/${expected}`,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      perConnectionKiB: (rssAfter - rssBefore) / (members.length + 1) / 1024,
    };
  } finally {
    await server.stop();
  }
}

const limit = openFileLimit();
const rows = [];
for (const size of sizes) {
  if (size * descriptorsPerClient + 200 > limit) {
    console.log(
      `Skipping N=${size}: needs about ${size * descriptorsPerClient + 200} open files, the limit is ${limit} (ulimit -n).`,
    );
    continue;
  }
  const row = await run(size);
  console.log(row);
  rows.push(row);
}

const section = `${sectionStart}
## Chat fan-out

Measured by \`node bench/chat-fanout.mjs\` (part of \`npm run bench\`): the built server on the embedded SQLite store
and the in-process bus; N raw \`ws\` clients in one public group, all in the bench process on the same machine. One
member sends ${messagesPerRun} texts, each after the previous one reached every other member. Latency is from the
send to each member's receipt of the pushed message (so it includes the store write, the bus and the clients' own
event loop); memory is the server's RSS with N logged-in sockets minus its RSS with none, divided by N.

- Date: ${new Date().toISOString()}
- Node: ${process.version}

| members (N) | deliveries | p50 (ms) | p99 (ms) | server memory per connection (KiB) |
| ---: | ---: | ---: | ---: | ---: |
${rows
  .map(
    (row) =>
      `| ${row.size} | ${row.deliveries} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.perConnectionKiB.toFixed(1)} |`,
  )
  .join('\n')}
${sectionEnd}`;

const report = await readFile(reportFile, 'utf8');
const start = report.indexOf(sectionStart);
const end = report.indexOf(sectionEnd);
const updated =
  start >= 0 && end > start
    ? `${report.slice(0, start)}${section}${report.slice(end + sectionEnd.length)}`
    : `${report.trimEnd()}\n\n${section}\n`;
await writeFile(reportFile, updated);
console.log('Wrote the chat fan-out section of docs/performance.md');
