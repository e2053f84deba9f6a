// Every bench in its `--smoke` mode (small N, a few seconds each, no timing asserted, nothing written to docs/), so a
// change that breaks a bench fails that change: `npm run bench:smoke`, and `npm test` after the build. Runs as many
// at once as the machine has cores (BENCH_SMOKE_PARALLEL to change it), longest first; fails if any fails, and then
// prints that bench's output.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Each bench with what its smoke took on the 2-core development machine (seconds), to start the longest first. */
const BENCHES = [
  ['votes.mjs', 40], // and console-subscriptions.mjs, which it runs
  ['event.mjs', 45],
  ['wire.mjs', 28],
  ['hostile.mjs', 26],
  ['run.mjs', 25],
  ['qa.mjs', 21],
  ['group-call.mjs', 20],
  ['sfu-call.mjs', 17],
  ['call-setup.mjs', 13],
  ['chat-fanout.mjs', 10],
  ['library-floor.mjs', 2],
  ['chat-weight.mjs', 1],
];

const parallel = Number(process.env['BENCH_SMOKE_PARALLEL'] ?? Math.max(1, availableParallelism()));
const root = fileURLToPath(new URL('..', import.meta.url));

function runBench(name) {
  return new Promise((resolve) => {
    const started = performance.now();
    const output = [];
    const child = spawn(process.execPath, [`bench/${name}`, '--smoke'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      console.log(`${ok ? 'ok  ' : 'FAIL'} bench/${name} --smoke (${seconds.toFixed(0)} s)`);
      resolve({ name, ok, code: code ?? signal, output: Buffer.concat(output).toString('utf8') });
    });
  });
}

const started = performance.now();
const queue = [...BENCHES].sort((a, b) => b[1] - a[1]).map(([name]) => name);
const results = [];
await Promise.all(
  Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (queue.length > 0) results.push(await runBench(queue.shift()));
  }),
);
const failed = results.filter((result) => !result.ok);
for (const result of failed) {
  console.error(`\n--- bench/${result.name} --smoke ended with ${result.code}:\n${result.output.trimEnd()}`);
}
console.log(
  `\n${results.length - failed.length} of ${results.length} bench smokes passed in ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s, ${parallel} at a time.`,
);
if (failed.length > 0) process.exit(1);
