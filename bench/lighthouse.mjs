// Lighthouse's mobile performance of the portal's / and of every demo page (issue 32): score, paints, blocking time
// and cumulative layout shift, through its Node API on Debian's Chromium (chrome-launcher), against the built server.
// Run after `npm run build`: node bench/lighthouse.mjs (part of `npm run bench`, not of `npm test`); writes its
// section of docs/performance.md. LIGHTHOUSE_RUNS (default 3) runs per page, the median reported.
import { launch } from 'chrome-launcher';
import { readdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.mjs';
import { startServer } from '../tests/support/start-server.mjs';
import { writeReportSection } from './report-section.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const pages = [
  '/',
  ...(await readdir(new URL('../demo/', import.meta.url)))
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => `/demo/${name}`),
];

/** One Lighthouse run in a fresh Chromium (an empty profile: a first visit). */
async function audit(url) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    // The default config: a mobile device with simulated Slow 4G and a 4x slower CPU.
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    // An audit Lighthouse could not run has no value: NaN, shown as such rather than a made-up figure.
    const value = (audit) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: value('cumulative-layout-shift'),
      version: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
  }
}

/** The median of the runs that measured (a run Lighthouse could not finish has NaN), or NaN when none did. */
const median = (values) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length === 0 ? Number.NaN : measured[Math.floor(measured.length / 2)];
};

const server = await startServer();
const rows = [];
const loadBefore = loadavg()[0];
try {
  for (const path of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${server.url}${path}`));
    // A run Lighthouse could not finish on a busy machine (no paint traced) scores 0 with no metrics: left out.
    const finished = runs.filter((run) => Number.isFinite(run.fcpMs));
    const row = {
      path,
      version: runs[0].version,
      scores: runs.map((run) => (finished.includes(run) ? run.score : '-')),
    };
    for (const key of ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls']) row[key] = median(finished.map((run) => run[key]));
    row.worstCls = finished.length === 0 ? Number.NaN : Math.max(...finished.map((run) => run.cls));
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await server.stop();
}

await writeReportSection(
  'bench/lighthouse.mjs',
  `## Lighthouse (mobile)

Measured by \`node bench/lighthouse.mjs\` after \`npm run build\` (part of \`npm run bench\`): Lighthouse
${rows[0]?.version ?? ''} through its Node API, Debian's Chromium through chrome-launcher (\`--headless=new\` and the
flags of tests/support/chromium.mjs: \`--no-sandbox --disable-gpu --disable-background-networking\` ...), the default
mobile config (simulated Slow 4G, 4x slower CPU), the performance category, against the built server with the demo
event. Each page a first visit in a fresh Chromium; median of ${RUNS} runs, the scores of each run beside it (\`-\`: a
run Lighthouse could not finish, left out), and the worst run's cumulative layout shift (good is under 0.1). Lighthouse simulates, so a loaded machine moves the score:
the load average was ${loadBefore.toFixed(1)} when it started (2 cores).

- Date: ${new Date().toISOString()}
- Node: ${process.version}
- Command: \`node bench/lighthouse.mjs\`

| page | score | runs | first contentful paint (ms) | largest contentful paint (ms) | total blocking time (ms) | CLS | worst CLS |
| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |
${rows
  .map(
    (row) =>
      `| \`${row.path}\` | ${row.score} | ${row.scores.join(', ')} | ${row.fcpMs} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls.toFixed(3)} | ${row.worstCls.toFixed(3)} |`,
  )
  .join('\n')}`,
);
console.log('Wrote the Lighthouse section of docs/performance.md');
