// Takes the stream page's screenshots for docs/pages.md (issues #19, 32): the demo event's stream page with its cards
// and its own chat (the lounge group) in the call-to-action column, on a 375 px phone and a 1280 px and 1920 px screen,
// with the stream playing and two messages in the lounge. Anonymous visitors of the demo event on the built server,
// through Debian's Chromium (playwright-core).
// Run after `npm run build`: node scripts/stream-screenshots.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium.mjs';
import { startServer } from '../tests/support/start-server.mjs';

const imagesDir = fileURLToPath(new URL('../docs/images/', import.meta.url));
const WIDTHS = [375, 1280, 1920];

const server = await startServer();
const launch = chromiumLaunchOptions();
const browser = await chromium.launch({
  ...launch,
  args: [...launch.args, '--autoplay-policy=no-user-gesture-required'],
});

const lounge = (page) => page.locator('event-portal [part~="stream-chat"]');

/** An anonymous visitor on the stream page at `width`, once the lounge's composer shows. */
async function visitor(width) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 740 : Math.round((width * 9) / 16) },
    locale: 'de-DE',
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.locator('event-portal [part="welcome"]').waitFor();
  await page.goto(`${server.url}/stream/main`);
  await lounge(page).locator('[part~="composer-input"]').waitFor({ timeout: 30_000 });
  return { context, page };
}

async function say(page, text) {
  await lounge(page).locator('[part~="composer-input"]').fill(text);
  await lounge(page).locator('[part~="composer-input"]').press('Enter');
}

/** Two visitors who talk in the lounge before the screenshots' visitor arrives, who reads what they said. */
const guests = [await visitor(1280), await visitor(1280)];
await say(guests[0].page, 'Hallo zusammen! Wie gefällt euch der Stream?');
await say(guests[1].page, 'Sehr gut, der Ton ist klar.');

/** The stream page at `width`, once the video plays, the cards and the lounge with its messages have loaded. */
async function shoot(width) {
  const { context, page } = await visitor(width);
  await lounge(page).locator('[part~="message-bubble"]', { hasText: 'der Ton ist klar' }).waitFor();
  await page.waitForFunction(() => {
    const video = document
      .querySelector('event-portal')
      ?.shadowRoot?.querySelector('event-stream')
      ?.shadowRoot?.querySelector('video');
    return video instanceof HTMLVideoElement && video.currentTime > 1;
  });
  await page.locator('event-stream event-cards [part="card"]').first().waitFor();
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
  for (const guest of guests) await guest.context.close();
  await browser.close();
  await server.stop();
}
