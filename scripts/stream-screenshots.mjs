// Takes the stream page's screenshots for docs/pages.md (issue #19): the demo event's stream page with its cards and
// the arena chat in the call-to-action column, on a 1280 px and a 1920 px screen, with the stream playing. An
// anonymous visitor of the demo event on the built server, through Debian's Chromium (playwright-core).
// Run after `npm run build`: node scripts/stream-screenshots.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium.mjs';
import { startServer } from '../tests/support/start-server.mjs';

const imagesDir = fileURLToPath(new URL('../docs/images/', import.meta.url));
const WIDTHS = [1280, 1920];

const server = await startServer();
const launch = chromiumLaunchOptions();
const browser = await chromium.launch({
  ...launch,
  args: [...launch.args, '--autoplay-policy=no-user-gesture-required'],
});

/** The stream page at `width`, once the video plays, the cards and the arena chat have loaded. */
async function shoot(width) {
  const context = await browser.newContext({
    viewport: { width, height: Math.round((width * 9) / 16) },
    locale: 'de-DE',
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.locator('event-portal [part="welcome"]').waitFor();
  await page.goto(`${server.url}/stream/main`);
  await page.waitForFunction(() => {
    const video = document
      .querySelector('event-portal')
      ?.shadowRoot?.querySelector('event-stream')
      ?.shadowRoot?.querySelector('video');
    return video instanceof HTMLVideoElement && video.currentTime > 1;
  });
  await page.locator('event-stream event-cards [part="card"]').first().waitFor();
  await page.frameLocator('event-portal [part~="arena-chat"]').getByText('Arena-Chat: demo-lounge').waitFor();
  // The page's own text, not the support chat's greeting over it.
  await page.evaluate(() => document.getElementById('foyer-support-chat')?.setAttribute('hidden', ''));
  const file = `stream-page-${width}.png`;
  await page.screenshot({ path: `${imagesDir}${file}`, fullPage: true });
  console.log(`docs/images/${file}`);
  await context.close();
}

try {
  mkdirSync(imagesDir, { recursive: true });
  for (const width of WIDTHS) await shoot(width);
} finally {
  await browser.close();
  await server.stop();
}
