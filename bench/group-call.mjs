// What a peer-to-peer (mesh) group call costs its participants (issue 17, docs/decisions/0025 "Mesh"): for 2 to
// GROUP_CALL_MAX (default 6) participants, that many visitors of the demo event in one Chromium with its fake camera
// and microphone join one meeting on loopback against the built server. Once every participant decodes every other
// one's video (getStats inbound-rtp framesDecoded on each of its n - 1 peer connections), the CPU time of the browser's
// processes (utime + stime of every Chromium process this bench started, /proc) is taken over GROUP_CALL_SECONDS
// (default 15) and reported per participant-minute, with whether every stream kept decoding in that window. Run after
// `npm run build`: node bench/group-call.mjs; writes its section of docs/performance.md. `--smoke`: two participants
// for 2 s, nothing written.
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium.mjs';
import { startServer } from '../tests/support/start-server.mjs';
import { writeReportSection } from './report-section.mjs';
import { chatVisitor } from './chat-visitor.mjs';
import { SMOKE_ENV } from './client.mjs';

const smoke = process.argv.includes('--smoke');
const MAX = smoke ? 2 : Number(process.env.GROUP_CALL_MAX ?? 6);
const SECONDS = smoke ? 2 : Number(process.env.GROUP_CALL_SECONDS ?? 15);
/** Linux's clock ticks per second (getconf CLK_TCK), the unit of /proc/<pid>/stat's times. */
const TICKS = 100;

const widget = (page) => page.locator('chat-widget');
const part = (page, name) => widget(page).locator(`[part~="${name}"]`);
const tab = (page, name) => widget(page).locator(`[part~="navigation-item"][data-tab="${name}"]`);

/** Video frames decoded on each open peer connection of the page. */
const framesPerConnection = (page) =>
  page.evaluate(async () => {
    const counts = [];
    for (const connection of window.peerConnections) {
      if (connection.connectionState === 'closed') continue;
      let frames = 0;
      (await connection.getStats()).forEach((stat) => {
        if (stat.type === 'inbound-rtp' && stat.kind === 'video') frames += stat.framesDecoded ?? 0;
      });
      counts.push(frames);
    }
    return counts;
  });

/** The Chromium processes this bench started: every descendant of this process whose command is Chromium's. */
function chromiumPids() {
  const parents = new Map();
  const commands = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      commands.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8'));
    } catch {
      // Gone meanwhile.
    }
  }
  const mine = (pid) => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at))
      if (at === process.pid) return true;
    return false;
  };
  return [...parents.keys()].filter((pid) => mine(pid) && /chrom/i.test(commands.get(pid) ?? ''));
}

/** CPU seconds (user + system) the processes used so far. */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const rest = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
      ticks += Number(rest[11]) + Number(rest[12]);
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks / TICKS;
}

async function measure(browser, url, n) {
  const people = await Promise.all(Array.from({ length: n }, () => chatVisitor(browser, url)));
  const [host, ...others] = people;
  const groupName = `Bench ${n} ${Date.now()}`;
  try {
    await tab(host.page, 'groups').click();
    await part(host.page, 'create-group').click();
    const form = widget(host.page).locator('[part="create-group-form"]');
    await form.getByLabel('Gruppenname').fill(groupName);
    await form.getByLabel('Gruppentyp').selectOption('public');
    await form.getByRole('button', { name: 'Erstellen' }).click();
    await part(host.page, 'composer-input').waitFor();
    for (const one of others) {
      await tab(one.page, 'groups').click();
      await widget(one.page).getByRole('searchbox', { name: 'Gruppen suchen' }).fill(groupName);
      await part(one.page, 'list-item').filter({ hasText: groupName }).first().click();
      await part(one.page, 'composer-input').waitFor();
    }
    await widget(host.page).getByRole('button', { name: 'Videoanruf', exact: true }).click();
    await part(host.page, 'call-meeting').waitFor();
    for (const one of others) {
      await part(one.page, 'call-meeting-join').click();
      await part(one.page, 'call-meeting').waitFor();
    }
    const connectedAt = Date.now();
    let connected = false;
    while (!connected && Date.now() - connectedAt < 30_000) {
      const counts = await Promise.all(people.map((one) => framesPerConnection(one.page)));
      connected = counts.every((list) => list.length === n - 1 && list.every((frames) => frames > 0));
      if (!connected) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const connectMs = Date.now() - connectedAt;
    const pids = chromiumPids();
    const before = await Promise.all(people.map((one) => framesPerConnection(one.page)));
    const cpuBefore = cpuSeconds(pids);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const cpu = cpuSeconds(pids) - cpuBefore;
    const after = await Promise.all(people.map((one) => framesPerConnection(one.page)));
    // Every stream decoded frames in the window: each page still has n - 1 connections, each further on.
    const fps = after.flatMap((list, page) =>
      list.map((frames, index) => (frames - (before[page][index] ?? 0)) / SECONDS),
    );
    const allDecode = connected && after.every((list) => list.length === n - 1) && fps.every((rate) => rate > 0);
    return {
      n,
      connectMs,
      cpuPerParticipantMinute: cpu / n / (SECONDS / 60),
      cores: cpu / SECONDS,
      allDecode,
      minFps: fps.length ? Math.min(...fps) : 0,
    };
  } finally {
    await Promise.all(people.map((one) => one.context.close()));
  }
}

const server = await startServer({ env: { CALL_MESH_MAX_PARTICIPANTS: '16', ...(smoke ? SMOKE_ENV : {}) } });
const browser = await chromium.launch({
  ...chromiumLaunchOptions(),
  args: [...chromiumLaunchOptions().args, '--autoplay-policy=no-user-gesture-required'],
});
const rows = [];
try {
  for (let n = 2; n <= MAX; n += 1) {
    const row = await measure(browser, server.url, n);
    rows.push(row);
    console.log(
      `${n} participants: ${row.cpuPerParticipantMinute.toFixed(1)} CPU s per participant-minute ` +
        `(${row.cores.toFixed(2)} cores in all), every stream decodes: ${row.allDecode ? 'yes' : 'no'}, ` +
        `slowest stream ${row.minFps.toFixed(1)} fps, all connected after ${row.connectMs} ms`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
// A smoke run fails when the call did not come up: the measurement of a full run reports it instead.
if (smoke && rows.some((row) => !row.allDecode)) {
  console.error('Not every participant decoded every other one');
  process.exit(1);
}

if (!smoke) {
  await writeReportSection(
    'bench/group-call.mjs',
    `## Group calls (mesh)

Measured by \`node bench/group-call.mjs\` after \`npm run build\`: 2 to ${MAX} visitors of the demo event in one
Chromium with its fake camera and microphone (640x480) join one meeting on loopback against the built server (host
candidates, no TURN). Once every participant decodes every other one's video on its own peer connection, the CPU time
of all of the browser's processes (user + system, /proc) is taken over ${SECONDS} s. In a mesh each participant
encodes its camera once per other participant and decodes each of theirs, so the cost per participant grows with the
number of participants and the whole call's with its square. All participants share one machine here: the "cores in
all" column is what the whole call needs of one computer, the per-participant figure what one visitor's computer
would spend.

- Date: ${new Date().toISOString()}
- Node: ${process.version}
- Machine: ${(await import('node:os')).cpus().length} cores, shared with other work while it ran

| participants | CPU s per participant-minute | cores in all | every stream decodes | slowest stream (fps) | all connected after (ms) |
| ---: | ---: | ---: | --- | ---: | ---: |
${rows
  .map(
    (row) =>
      `| ${row.n} | ${row.cpuPerParticipantMinute.toFixed(1)} | ${row.cores.toFixed(2)} | ${row.allDecode ? 'yes' : 'no'} | ${row.minFps.toFixed(1)} | ${row.connectMs} |`,
  )
  .join('\n')}`,
  );
  console.log('Wrote the group call section of docs/performance.md');
}
