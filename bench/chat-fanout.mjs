// Chat fan-out: N WebSocket clients in one group (N = 100, 1,000, 5,000) against the built server on the embedded
// SQLite store. One member sends; every other member's socket receives. Reports p50/p99 send-to-delivery latency
// over every delivery, and the server's memory per connection: the RSS delta of the server process between
// "no chat sockets" and "N logged-in sockets", divided by N. Clients are raw `ws` sockets speaking the protocol of
// docs/chat-service.md, all in this one process (which shares the machine with the server).
// `npm run bench` runs it; `node bench/chat-fanout.mjs` alone after `npm run build`; `--smoke` runs 50 members and
// 3 messages and writes nothing. The members come ten to an address from many loopback addresses (bench/client.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { startServer } from '../tests/support/start-server.mjs';
import { anonymousVisitors, closeAgents, graphqlData, SMOKE_ENV, webSocket } from './client.mjs';
import { writeReportSection } from './report-section.mjs';

const smoke = process.argv.includes('--smoke');
const sizes = (process.env['CHAT_BENCH_SIZES'] ?? (smoke ? '50' : '100,1000,5000')).split(',').map(Number);
const messagesPerRun = smoke ? 3 : 20;
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

/**
 * `count` new anonymous visitors from many loopback addresses (bench/client.mjs), each with its uid, chat token
 * (getCometChatToken) and address.
 */
async function visitors(url, count) {
  return pool(await anonymousVisitors(url, count), 32, async ({ token, customerId, address }) => {
    const { getCometChatToken } = await graphqlData(url, 'query { getCometChatToken { token } }', undefined, {
      token,
      address,
    });
    return { uid: String(customerId), token: getCometChatToken.token, address };
  });
}

/**
 * Makes the visitors members of the group straight in the server's SQLite store (as joinGroup would, without its
 * action messages): joining thousands one by one over the protocol takes minutes and is not what is measured.
 */
function addMembers(dataDir, guid, uids) {
  const db = new Database(join(dataDir, 'foyer.sqlite'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    "insert into chat_participants (conversation_id, uid, scope, read_up_to, delivered_up_to) values (?, ?, 'participant', 0, 0)",
  );
  db.transaction(() => {
    for (const uid of uids) insert.run(`group_${guid}`, uid);
  })();
  db.close();
}

/** A logged-in protocol client of the visitor, from their address; onEvent sees every pushed event. */
function connect(url, { token, address }, onEvent = () => {}) {
  return new Promise((resolve, reject) => {
    const socket = webSocket(`${url.replace(/^http/, 'ws')}/chat`, undefined, address);
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
  const server = await startServer({
    env: { CHAT_REQUESTS_PER_SECOND: '10000', LOG_LEVEL: 'warn', ...(smoke ? SMOKE_ENV : {}) },
  });
  const began = performance.now();
  const phase = (name) => console.log(`N=${size}: ${name} after ${((performance.now() - began) / 1000).toFixed(1)} s`);
  try {
    const people = await visitors(server.url, size);
    phase('tokens');
    const guid = `group_${Date.now()}`;
    const owner = await connect(server.url, people[0]);
    const created = await owner.request({ type: 'createGroup', guid, name: 'Bench', groupType: 'public' });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    owner.socket.close();
    addMembers(
      server.dataDir,
      guid,
      people.slice(1).map((person) => person.uid),
    );
    phase('members');
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const rssBefore = rssBytes(server.pid);
    const latencies = [];
    const sentAt = new Map();
    const members = await pool(people.slice(1), 64, (person) =>
      connect(server.url, person, (frame) => {
        if (frame.event !== 'message') return;
        const started = sentAt.get(frame.data.text);
        if (started !== undefined) latencies.push(performance.now() - started);
      }),
    );
    const sender = await connect(server.url, people[0]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfter = rssBytes(server.pid);
    phase('connections');

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
    phase('sends');
    for (const client of [...members, sender]) client.socket.close();
    const sorted = latencies.sort((a, b) => a - b);
    return {
      size,
      deliveries: `${latencies.length}/${expected}`,
      allDelivered: latencies.length === expected,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      perConnectionKiB: (rssAfter - rssBefore) / (members.length + 1) / 1024,
    };
  } finally {
    closeAgents();
    await server.stop();
  }
}

const limit = openFileLimit();
const needed = Math.max(...sizes) * descriptorsPerClient + 200;
// Too few open files for the largest N: run again under a raised limit (the server child inherits it), once.
if (needed > limit && !process.env['CHAT_BENCH_RAISED']) {
  const script = fileURLToPath(import.meta.url);
  const rerun = spawnSync(
    'sh',
    ['-c', `ulimit -n ${needed} && exec "${process.execPath}" "${script}" ${process.argv.slice(2).join(' ')}`],
    {
      stdio: 'inherit',
      env: { ...process.env, CHAT_BENCH_RAISED: '1' },
    },
  );
  if (rerun.status === 0) process.exit(0);
  console.log(`Could not raise the open-file limit to ${needed} (ulimit -n); running with ${limit}.`);
}
const [loadAtStart] = loadavg();
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

const section = `## Chat fan-out

Measured by \`node bench/chat-fanout.mjs\` (part of \`npm run bench\`): the built server on the embedded SQLite store
and the in-process bus; N raw \`ws\` clients in one public group (their memberships written straight into the store
before they connect), all in the bench process on the same machine. One member sends ${messagesPerRun} texts, each
after the previous one reached every other member. Latency is from the send to each member's receipt of the pushed
message (so it includes the store write, the bus and the clients' own event loop: one process parses all N
frames); memory is the server's RSS with N logged-in sockets minus its RSS with none, divided by N.

- Date: ${new Date().toISOString()}
- Node: ${process.version}
- Load average when the run began: ${loadAtStart.toFixed(1)} on ${availableParallelism()} cores (other work on the machine)

| members (N) | deliveries | p50 (ms) | p99 (ms) | server memory per connection (KiB) |
| ---: | ---: | ---: | ---: | ---: |
${rows
  .map(
    (row) =>
      `| ${row.size} | ${row.deliveries} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.perConnectionKiB.toFixed(1)} |`,
  )
  .join('\n')}`;

if (!smoke) {
  await writeReportSection('bench/chat-fanout.mjs', section);
  console.log('Wrote the chat fan-out section of docs/performance.md');
}
const short = rows.filter((row) => !row.allDelivered);
if (short.length > 0) {
  console.error(
    `Not every member got every message: ${short.map((row) => `N=${row.size} ${row.deliveries}`).join(', ')}`,
  );
  process.exit(1);
}
