// Time from Accept to the first remote video frame of a one-to-one call (issue 17): two visitors of the demo event in
// Chromium with its fake camera and microphone, against the built server on loopback; the callee clicks Accept and
// counts until its RTCPeerConnection reports a decoded inbound video frame (getStats framesDecoded > 0). Median of
// CALL_RUNS (default 10) calls. Run after `npm run build`: node bench/call-setup.mjs; writes its section of
// docs/performance.md; `--smoke` makes one call and writes nothing.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium.mjs';
import { startServer } from '../tests/support/start-server.mjs';
import { writeReportSection } from './report-section.mjs';
import { chatVisitor } from './chat-visitor.mjs';
import { SMOKE_ENV } from './client.mjs';

const smoke = process.argv.includes('--smoke');
const RUNS = smoke ? 1 : Number(process.env.CALL_RUNS ?? 10);

const part = (page, name) => page.locator('chat-widget').locator(`[part~="${name}"]`);

const server = await startServer({ env: smoke ? SMOKE_ENV : {} });
const browser = await chromium.launch({
  ...chromiumLaunchOptions(),
  args: [...chromiumLaunchOptions().args, '--autoplay-policy=no-user-gesture-required'],
});
const timings = [];
try {
  const anna = await chatVisitor(browser, server.url);
  const ben = await chatVisitor(browser, server.url);
  await part(anna.page, 'navigation-item').and(anna.page.locator('[data-tab="users"]')).click();
  await anna.page.locator('chat-widget').getByRole('searchbox', { name: 'Personen suchen' }).fill(ben.name);
  await part(anna.page, 'list-item').filter({ hasText: ben.name }).first().click();
  for (let run = 0; run < RUNS; run += 1) {
    await anna.page.locator('chat-widget').getByRole('button', { name: 'Videoanruf', exact: true }).click();
    await part(ben.page, 'call-accept').waitFor();
    const ms = await ben.page.evaluate(async () => {
      const known = window.peerConnections.length;
      const start = performance.now();
      document.querySelector('chat-widget').shadowRoot.querySelector('[part~="call-accept"]').click();
      for (;;) {
        const connection = window.peerConnections[known];
        if (connection) {
          let frames = 0;
          (await connection.getStats()).forEach((stat) => {
            if (stat.type === 'inbound-rtp' && stat.kind === 'video') frames += stat.framesDecoded ?? 0;
          });
          if (frames > 0) return performance.now() - start;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
    timings.push(ms);
    await part(ben.page, 'call-end').click();
    await part(anna.page, 'call-active').waitFor({ state: 'detached' });
  }
} finally {
  await browser.close();
  await server.stop();
}

const sorted = [...timings].sort((a, b) => a - b);
const median =
  sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
console.log(
  `Accept -> first remote frame: median ${median.toFixed(0)} ms of ${RUNS} (${sorted.map((ms) => ms.toFixed(0)).join(', ')})`,
);

if (!smoke) {
  await writeReportSection(
    'bench/call-setup.mjs',
    `## Call setup: Accept to the first remote frame

Measured by \`node bench/call-setup.mjs\` after \`npm run build\`: two visitors of the demo event in Chromium with its
fake camera and microphone, on loopback against the built server (host candidates, no TURN); the callee clicks Accept
and the clock stops when its RTCPeerConnection reports a decoded inbound video frame (\`getStats\` \`framesDecoded\`).
What it includes: the accept request, opening the camera and microphone, loading the media chunk, the offer and answer
over the chat socket, ICE and DTLS, the first key frame.

- Date: ${new Date().toISOString()}
- Node: ${process.version}
- Runs: ${RUNS}

| measure | ms |
| --- | ---: |
| median | ${median.toFixed(0)} |
| fastest | ${sorted[0].toFixed(0)} |
| slowest | ${sorted.at(-1).toFixed(0)} |`,
  );
  console.log('Wrote the call setup section of docs/performance.md');
}
