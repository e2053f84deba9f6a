// Takes the chat panel's screenshots for docs/chat-widget.md (issues #14-#16): a group conversation on a 1280 px
// desktop, the same with the emoji picker open and with the sticker tray, the list of chats, the full-screen panel on a 375 px phone, the panel
// in Arabic, and on the full-page layout a reaction with the thread pane and the group's detail pane. Three anonymous visitors of the demo event chat in a new group on the built server, through Debian's
// Chromium (playwright-core). Run after `npm run build`: node scripts/chat-screenshots.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium.mjs';
import { startServer } from '../tests/support/start-server.mjs';

const imagesDir = fileURLToPath(new URL('../docs/images/', import.meta.url));
const GROUP = 'Kaffeeküche';

const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions());

/** A visitor logged in anonymously through the portal, their session handed to the demo pages' widget. */
async function visitor() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => localStorage.getItem('token'));
  await page.evaluate((namespace) => {
    for (const key of ['token', 'user']) localStorage.setItem(namespace + key, localStorage.getItem(key) ?? '');
  }, `foyer:${server.url}:`);
  await page.goto(`${server.url}/demo/chat.html`);
  return page;
}

const widget = (page) => page.locator('chat-widget');
const part = (page, name) => widget(page).locator(`[part~="${name}"]`);
const composer = (page) => part(page, 'composer-input');

async function send(page, text) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await part(page, 'message-bubble').filter({ hasText: text }).first().waitFor();
}

/** Opens the group from the groups tab of the unified layout or of the floating panel. */
async function openGroup(page) {
  await widget(page).locator('[data-tab="groups"]').first().click();
  await part(page, 'search').fill(GROUP);
  await part(page, 'list-item').filter({ hasText: GROUP }).click();
  await composer(page).waitFor();
}

/** The panel with a margin of page around it. */
async function shootPanel(page, file) {
  const box = await part(page, 'panel').boundingBox();
  const margin = 16;
  const viewport = page.viewportSize();
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  await page.screenshot({
    path: `${imagesDir}${file}`,
    clip: {
      x,
      y,
      width: Math.min(viewport.width - x, box.width + 2 * margin),
      height: Math.min(viewport.height - y, box.height + 2 * margin),
    },
  });
  console.log(`docs/images/${file}`);
}

/** Shows the action bar of the visitor's newest message, as the pointer over it does. */
async function hoverNewestOwn(page) {
  await part(page, 'message-own').last().hover();
}

try {
  mkdirSync(imagesDir, { recursive: true });
  const [anna, ben, carla] = [await visitor(), await visitor(), await visitor()];

  await widget(carla).locator('[data-tab="groups"]').first().click();
  await part(carla, 'create-group').click();
  const form = part(carla, 'create-group-form');
  await form.getByLabel('Gruppenname').fill(GROUP);
  await form.getByLabel('Gruppentyp').selectOption('public');
  await form.getByRole('button', { name: 'Erstellen' }).click();
  await composer(carla).waitFor();
  for (const member of [ben, anna]) await openGroup(member);

  await send(ben, 'Guten Morgen zusammen! ☀️');
  await send(ben, 'Ist der Vortrag um 10 Uhr im großen Saal?');
  await send(carla, 'Ja, Saal A. Ich halte euch Plätze frei.');
  await send(anna, 'Super, danke!');
  await send(anna, 'Bin in 5 Minuten da 🏃');
  await send(ben, '👍');

  // The floating panel on a plain host page.
  await anna.goto(`${server.url}/demo/chat-bubble.html`);
  await part(anna, 'bubble').click();
  await widget(anna).locator('[role="tab"][data-tab="chats"]').click();
  await part(anna, 'list-item').filter({ hasText: GROUP }).waitFor();
  await shootPanel(anna, 'chat-panel-list.png');

  await openGroup(anna);
  await part(anna, 'message-bubble').filter({ hasText: '👍' }).waitFor();
  await hoverNewestOwn(anna);
  await shootPanel(anna, 'chat-panel-desktop.png');

  await part(anna, 'emoji-toggle').click();
  await part(anna, 'emoji').first().waitFor();
  await shootPanel(anna, 'chat-panel-emoji.png');
  await composer(anna).press('Escape');

  // Issue #16: the sticker tray with Foyer's default set.
  await part(anna, 'sticker-toggle').click();
  await part(anna, 'sticker').first().waitFor();
  await widget(anna).evaluate(() => document.fonts.ready);
  await shootPanel(anna, 'chat-panel-stickers.png');
  await part(anna, 'sticker-tray-close').click();

  // Issue #16 and #15 on the full-page layout: a reaction, the thread pane with a reply, the group's detail pane.
  await ben.goto(`${server.url}/demo/chat.html`);
  await openGroup(ben);
  const question = part(ben, 'message').filter({ hasText: 'Ja, Saal A.' });
  await question.hover();
  await question.getByRole('button', { name: 'Im Thread antworten' }).click();
  await part(ben, 'thread-pane').waitFor();
  const reply = part(ben, 'thread-pane').locator('[part="composer-input"]');
  await reply.fill('Danke, ich komme direkt aus Saal B nach.');
  await reply.press('Enter');
  await part(ben, 'thread-pane').locator('[part~="message-bubble"]').filter({ hasText: 'Saal B' }).waitFor();
  const thanks = part(ben, 'message').filter({ hasText: 'Super, danke!' });
  await thanks.hover();
  await thanks.getByRole('button', { name: 'Reagieren' }).click();
  await part(ben, 'reaction-picker').waitFor();
  await ben.keyboard.type('Herz');
  await ben.keyboard.press('Enter');
  await thanks.locator('[part~="reaction"]').first().waitFor();
  await ben.screenshot({ path: `${imagesDir}chat-thread.png` });
  console.log('docs/images/chat-thread.png');
  await part(ben, 'thread-close').click();
  await widget(ben).getByRole('button', { name: 'Details anzeigen' }).click();
  await part(ben, 'detail-pane').waitFor();
  await ben.screenshot({ path: `${imagesDir}chat-group-details.png` });
  console.log('docs/images/chat-group-details.png');

  await anna.setViewportSize({ width: 375, height: 740 });
  await part(anna, 'message-list').evaluate((list) => (list.scrollTop = list.scrollHeight));
  await anna.screenshot({ path: `${imagesDir}chat-panel-mobile.png` });
  console.log('docs/images/chat-panel-mobile.png');

  // Arabic, right to left, on the same left-to-right page.
  await anna.setViewportSize({ width: 1280, height: 800 });
  await part(anna, 'panel-close').click();
  await widget(anna).evaluate((element) => element.setAttribute('language', 'ar'));
  await anna.waitForFunction(
    () =>
      document
        .querySelector('chat-widget')
        ?.shadowRoot?.querySelector('[part~="bubble"]')
        ?.getAttribute('aria-label') !== 'Chat öffnen',
  );
  await part(anna, 'bubble').click();
  await part(anna, 'root').and(widget(anna).locator('[dir="rtl"]')).waitFor({ state: 'attached' });
  await openGroup(anna);
  await hoverNewestOwn(anna);
  await shootPanel(anna, 'chat-panel-arabic.png');
} finally {
  await browser.close();
  await server.stop();
}
