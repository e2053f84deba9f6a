// Issue #16 end to end, media part: stickers (the tray, a sticker live on the other side), the image viewer
// (opened by keyboard, Escape closes it and the focus returns), shared media in the detail pane, and a location
// message from the browser's (fake) position, between two visitors on the real /chat server through <chat-widget>.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { box, chatVisitor, chooseFile, openUserInPanel, part, send, widget, type ChatVisitor } from './support/chat.js';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';
import type { PageOptions } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser();

/** "Live": what one visitor does shows on the other side within a few seconds (a functional bound, no benchmark). */
const LIVE_MS = 5_000;

const visitor = (options: PageOptions = {}): Promise<ChatVisitor> =>
  chatVisitor(browser, server, '/demo/chat-bubble.html', options);

/** Two visitors in a one-to-one conversation, both with it open. */
async function conversation(options: PageOptions = {}) {
  const anna = await visitor(options);
  const ben = await visitor();
  await openUserInPanel(anna.page, ben);
  await openUserInPanel(ben.page, anna);
  await send(anna.page, 'Hallo Ben');
  await part(ben.page, 'message-bubble').filter({ hasText: 'Hallo Ben' }).waitFor({ timeout: LIVE_MS });
  return { anna, ben };
}

/** The widget's focused element's accessible label or text. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('chat-widget')?.shadowRoot?.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent ?? null;
  });

async function sendPicture(page: Page) {
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 600, height: 400 } });
  await widget(page).getByRole('button', { name: 'Anhängen' }).click();
  await chooseFile(page, () => widget(page).getByRole('menuitem', { name: 'Bild senden' }).click(), {
    name: 'bild.png',
    mimeType: 'image/png',
    buffer: picture,
  });
}

describe('stickers', () => {
  it('opens the tray by keyboard, sends a sticker, and the other side sees it', async () => {
    const { anna, ben } = await conversation();
    const toggle = part(anna.page, 'sticker-toggle');
    await toggle.focus();
    await anna.page.keyboard.press('Enter');
    const tray = part(anna.page, 'sticker-tray');
    await tray.waitFor();
    // §9 sticker tray 215 px; the first set active, its stickers in stickerOrder.
    expect((await box(tray)).height).toBe(215);
    const sets = part(anna.page, 'sticker-set');
    await sets.first().waitFor();
    expect(await sets.first().getAttribute('aria-selected')).toBe('true');
    expect(await sets.first().getAttribute('aria-label')).toBe('Foyer');
    const stickers = part(anna.page, 'sticker');
    expect(await stickers.first().getAttribute('title')).toBe('smile');
    expect(await axeViolations(anna.page)).toEqual([]);
    // The emoji picker and the tray are mutually exclusive (§4).
    await part(anna.page, 'emoji-toggle').click();
    await tray.waitFor({ state: 'detached' });
    await toggle.click();
    await tray.waitFor();

    await stickers.nth(3).focus();
    await anna.page.keyboard.press('Enter');
    const annas = part(anna.page, 'sticker-message');
    await annas.waitFor();
    expect(await annas.getAttribute('alt')).toBe('Sticker: heart');
    const bens = part(ben.page, 'sticker-message');
    await bens.waitFor({ timeout: LIVE_MS });
    expect(await bens.getAttribute('alt')).toBe('Sticker: heart');
    // The drawing loads from the server.
    await expect.poll(() => bens.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(128);

    // Close returns to the composer; Escape closes the tray too.
    await part(anna.page, 'sticker-tray-close').click();
    await tray.waitFor({ state: 'detached' });
    await toggle.click();
    await tray.waitFor();
    await anna.page.keyboard.press('Escape');
    await tray.waitFor({ state: 'detached' });
  });
});

describe('images', () => {
  it('shows a server-made thumbnail and opens the image in the viewer by keyboard; Escape closes it', async () => {
    const { anna, ben } = await conversation();
    await sendPicture(anna.page);
    const thumbnail = part(ben.page, 'image');
    await thumbnail.waitFor({ timeout: LIVE_MS * 2 });
    // The medium thumbnail (§9 300x200) of the 600x400 picture, not the picture itself.
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300);

    const open = part(ben.page, 'image-open');
    await open.focus();
    await ben.page.keyboard.press('Enter');
    const viewer = part(ben.page, 'image-viewer');
    await viewer.waitFor();
    expect(await focusedLabel(ben.page)).toBe('Bildansicht schließen');
    await expect
      .poll(() => part(ben.page, 'image-viewer-image').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(600);
    expect(await axeViolations(ben.page)).toEqual([]);
    // The focus stays inside the overlay.
    await ben.page.keyboard.press('Tab');
    await ben.page.keyboard.press('Tab');
    expect(
      await viewer.evaluate((dialog) =>
        dialog.contains(
          dialog.getRootNode() instanceof ShadowRoot ? (dialog.getRootNode() as ShadowRoot).activeElement : null,
        ),
      ),
    ).toBe(true);
    await ben.page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await focusedLabel(ben.page)).toBe(`Bild von ${anna.name} vergrößern`);
  });

  it('lists shared photos in the detail pane, and No records found for the other tabs', async () => {
    const { anna, ben } = await conversation();
    await sendPicture(anna.page);
    await part(ben.page, 'image').waitFor({ timeout: LIVE_MS * 2 });
    await widget(ben.page).getByRole('button', { name: 'Details anzeigen' }).click();
    const shared = part(ben.page, 'shared-media');
    await shared.waitFor();
    const tabs = shared.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Fotos', 'Videos', 'Dokumente']);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    await part(ben.page, 'shared-media-item').first().waitFor();
    expect(await part(ben.page, 'shared-media-item').count()).toBe(1);
    await shared.locator('[part="image"]').waitFor();
    // Arrow keys move between the tabs; a switch clears the list and loads that type (§4).
    await tabs.first().focus();
    await ben.page.keyboard.press('ArrowRight');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await part(ben.page, 'shared-media-empty').waitFor();
    expect(await part(ben.page, 'shared-media-empty').textContent()).toBe('Keine Einträge gefunden');
    expect(await axeViolations(ben.page)).toEqual([]);
  });
});

describe('location', () => {
  it('sends the current position as a card linking to OpenStreetMap', async () => {
    const { anna, ben } = await conversation({
      permissions: ['geolocation'],
      geolocation: { latitude: 48.1372, longitude: 11.5755 },
    });
    await part(anna.page, 'send-location').click();
    const card = part(ben.page, 'location');
    await card.waitFor({ timeout: LIVE_MS });
    expect(await card.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=48.1372&mlon=11.5755#map=16/48.1372/11.5755',
    );
    expect(await card.getAttribute('rel')).toContain('noopener');
    expect(await card.getAttribute('target')).toBe('_blank');
    expect(await card.textContent()).toContain(`Standort von ${anna.name}`);
    await part(anna.page, 'location').waitFor();
    expect(await axeViolations(ben.page)).toEqual([]);
  });
});
