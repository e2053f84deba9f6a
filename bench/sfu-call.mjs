// CPU of a four-party group call through Janus (issue 17, docs/decisions/0025-group-calls.md): four participants in
// Chromium (one browser, a context each, fake camera 320x240 at 15 fps and fake microphone), each running the real
// chat connection and SFU session (tests/e2e/fixtures/sfu-harness.ts) against the built server and a real Janus
// (tests/support/janus.mjs). Once every participant decodes the other three, the CPU time of Janus, of Chromium (all
// its processes) and of our server is read from /proc over SFU_BENCH_SECONDS (default 60) and given per
// participant-minute. Run after `npm run build`: node bench/sfu-call.mjs; writes its section of docs/performance.md.
// `--smoke` measures for 2 s and writes nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chatSocketUrl, newChatToken } from '../tests/support/chat-server.mjs';
import { chromiumLaunchOptions } from '../tests/support/chromium.mjs';
import { startJanus } from '../tests/support/janus.mjs';
import { startServer } from '../tests/support/start-server.mjs';
import { SMOKE_ENV } from './client.mjs';
import { writeReportSection } from './report-section.mjs';

const smoke = process.argv.includes('--smoke');
const SECONDS = smoke ? 2 : Number(process.env.SFU_BENCH_SECONDS ?? 60);
const PARTICIPANTS = 4;
const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

/** utime + stime of one process, in clock ticks (proc(5): fields 14 and 15 of /proc/<pid>/stat). */
function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Every process below `root`, but the subtrees of `except`. */
function descendants(root, except) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found = [];
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      if (except.includes(child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

const harness = (
  await build({
    entryPoints: [new URL('../tests/e2e/fixtures/sfu-harness.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    logLevel: 'silent',
  })
).outputFiles[0].text;

const janus = await startJanus();
const server = await startServer({ env: { ...janus.env(), ...(smoke ? SMOKE_ENV : {}) } });
const browser = await chromium.launch({
  ...chromiumLaunchOptions(),
  args: [...chromiumLaunchOptions().args, '--autoplay-policy=no-user-gesture-required'],
});
let result;
try {
  const people = [];
  for (let index = 0; index < PARTICIPANTS; index += 1) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/test/sfu-harness`);
    await page.evaluate(harness);
    const token = await newChatToken(server.url);
    const uid = await page.evaluate(
      ([url, chatToken]) => window.sfuConnect(url, chatToken),
      [chatSocketUrl(server.url), token],
    );
    people.push({ page, uid });
  }
  const guid = `group_sfu_bench_${Date.now()}`;
  await people[0].page.evaluate(
    async ([groupId, uids]) => {
      await window.chatRequest({ type: 'createGroup', guid: groupId, name: 'Bench', groupType: 'private' });
      await window.chatRequest({ type: 'addMembers', guid: groupId, uids });
    },
    [guid, people.slice(1).map((person) => person.uid)],
  );
  // The first starts the meeting, the others join it, one after another.
  const sessionId = await people[0].page.evaluate((groupId) => window.meetingJoin(groupId), guid);
  for (const person of people.slice(1)) {
    await person.page.evaluate(([groupId, id]) => window.meetingJoin(groupId, id), [guid, sessionId]);
  }
  const decodedAll = async () =>
    Promise.all(people.map((person) => person.page.evaluate(() => window.decodedPerUid())));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const all = await decodedAll();
    const ready = all.every(
      (perUid) =>
        Object.keys(perUid).length === PARTICIPANTS - 1 &&
        Object.values(perUid).every((counts) => counts.framesDecoded > 0 && counts.audioPackets > 0),
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`Not every participant decodes the others: ${JSON.stringify(all)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const except = [janus.pid, server.pid];
  const chromiumTicks = () => descendants(process.pid, except).reduce((sum, pid) => sum + ticksOf(pid), 0);
  const before = { janus: ticksOf(janus.pid), server: ticksOf(server.pid), chromium: chromiumTicks() };
  const framesBefore = await decodedAll();
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const elapsed = (Date.now() - started) / 1000;
  const after = { janus: ticksOf(janus.pid), server: ticksOf(server.pid), chromium: chromiumTicks() };
  const framesAfter = await decodedAll();

  const fps = framesAfter.flatMap((perUid, index) =>
    Object.entries(perUid).map(
      ([uid, counts]) => (counts.framesDecoded - framesBefore[index][uid].framesDecoded) / elapsed,
    ),
  );
  const seconds = (key) => (after[key] - before[key]) / TICKS_PER_SECOND;
  const participantMinutes = (PARTICIPANTS * elapsed) / 60;
  result = {
    elapsed,
    fps: fps.reduce((sum, one) => sum + one, 0) / fps.length,
    rows: ['janus', 'chromium', 'server'].map((key) => ({
      key,
      cpuSeconds: seconds(key),
      share: (100 * seconds(key)) / elapsed,
      perParticipantMinute: seconds(key) / participantMinutes,
    })),
  };
  for (const person of people) await person.page.evaluate(() => window.meetingLeave());
} finally {
  await browser.close();
  await server.stop();
  await janus.stop();
}

const names = {
  janus: 'Janus (VideoRoom)',
  chromium: 'Chromium, all four participants',
  server: 'Foyer server (signalling only)',
};
for (const row of result.rows) {
  console.log(
    `${names[row.key]}: ${row.cpuSeconds.toFixed(1)} CPU s in ${result.elapsed.toFixed(0)} s ` +
      `(${row.share.toFixed(1)} % of one core), ${row.perParticipantMinute.toFixed(2)} CPU s per participant-minute`,
  );
}
console.log(`Decoded video per remote stream: ${result.fps.toFixed(1)} fps on average`);

if (!smoke) {
  await writeReportSection(
    'bench/sfu-call.mjs',
    `## Group calls (SFU)

Measured by \`node bench/sfu-call.mjs\` after \`npm run build\` (Debian's \`janus\` installed): a four-party call
through Janus's VideoRoom on loopback. Four participants in one Chromium (a context each, fake camera 320x240 at
15 fps and fake microphone, VP8 and Opus as Chromium offers them), each with the real chat connection and SFU session
(one publisher, one subscriber PeerConnection), against the built server and a Janus that \`tests/support/janus.mjs\`
starts. Once each decodes the other three, CPU time is read from \`/proc\` over the window below. Each participant
sends one stream and receives three; Janus forwards 4 × 3 = 12 streams of each kind without transcoding. Chromium's
figure includes encoding one and decoding three streams per participant, on a machine without a GPU.

- Date: ${new Date().toISOString()}
- Node: ${process.version}; ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})
- Window: ${result.elapsed.toFixed(0)} s, ${PARTICIPANTS} participants (${((PARTICIPANTS * result.elapsed) / 60).toFixed(1)} participant-minutes)
- Decoded video per remote stream: ${result.fps.toFixed(1)} fps on average

| process | CPU s | % of one core | CPU s per participant-minute |
| --- | ---: | ---: | ---: |
${result.rows
  .map(
    (row) =>
      `| ${names[row.key]} | ${row.cpuSeconds.toFixed(1)} | ${row.share.toFixed(1)} | ${row.perParticipantMinute.toFixed(2)} |`,
  )
  .join('\n')}`,
  );
  console.log('Wrote the group calls (SFU) section of docs/performance.md');
}
