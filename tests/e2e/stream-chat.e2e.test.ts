// The stream page's own chat (issue 32, docs/decisions/0038): on the demo event, whose portal.streamChat is our chat's
// lounge group, two visitors on /stream chat with each other by keyboard alone, beside the stream; the chat's mute
// toggle sits in its header; axe-core finds nothing on a desktop and a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chatUid, guestName, recordChatUid } from './support/chat.js';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';
import { focusIndicator, tabTo } from './support/keyboard.js';

const server = useServer();
const browser = useBrowser({ autoplay: true });

/** The stream page's chat: the `<chat-widget layout="group">` the portal puts beside the stream. */
const streamChat = (page: Page) => page.locator('event-portal [part~="stream-chat"]');
const inChat = (page: Page, part: string) => streamChat(page).locator(`[part~="${part}"]`);
const messages = (page: Page) => inChat(page, 'message-bubble');

/** A new anonymous visitor of the demo event on /stream/main, once the lounge's composer shows. */
async function visitor(width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await recordChatUid(page.context());
  await page.goto(`${server.url}/`);
  await page.locator('event-portal [part="welcome"]').waitFor();
  await page.goto(`${server.url}/stream/main`);
  await inChat(page, 'composer-input').waitFor({ timeout: 20_000 });
  const uid = await chatUid(page);
  return { page, uid, name: guestName(uid) };
}

/** Tab to the lounge's composer, type and press Enter: no pointer. */
async function say(page: Page, text: string): Promise<void> {
  await tabTo(page, inChat(page, 'composer-input'), { limit: 80 });
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

describe("the stream page's own chat", () => {
  it('lets two visitors chat in the lounge beside the stream, by keyboard, with no axe violations', async () => {
    const anna = await visitor(1280);
    const ben = await visitor(1280);

    // The lounge sits in the call-to-action column, beside the player, under its own name.
    const player = await stream(anna.page).locator('[part="player"]').boundingBox();
    const chatBox = await streamChat(anna.page).boundingBox();
    expect(player && chatBox && chatBox.x >= player.x + player.width - 1).toBe(true);
    expect(await inChat(anna.page, 'chat-name').textContent()).toBe('Lounge');

    await say(anna.page, 'Hallo aus der Lounge!');
    await expect
      .poll(() => messages(ben.page).allTextContents(), { timeout: 10_000 })
      .toContain('Hallo aus der Lounge!');
    expect(await inChat(ben.page, 'message-sender').allTextContents()).toContain(anna.name);

    await say(ben.page, 'Hallo Anna, schöner Stream.');
    await expect
      .poll(() => messages(anna.page).allTextContents(), { timeout: 10_000 })
      .toContain('Hallo Anna, schöner Stream.');
    // Joining is no news beside a stream: the lounge shows the visitors' messages, not who came in.
    expect(await inChat(anna.page, 'action-message').count()).toBe(0);

    // The mute toggle in the lounge's header, by keyboard: the chat's sounds off for the session.
    const mute = inChat(anna.page, 'header-action-mute');
    await tabTo(anna.page, mute, { limit: 10, back: true });
    expect(await mute.getAttribute('aria-label')).toBe('Chat-Töne stummschalten');
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await anna.page.keyboard.press('Enter');
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    expect((await focusIndicator(anna.page))?.ring).not.toBe('');
    expect(await anna.page.evaluate(() => sessionStorage.getItem('chatMuted'))).toBe('1');

    expect(await axeViolations(anna.page, { iframes: false })).toEqual([]);
  });

  it('stacks the lounge under the stream on a 375 px phone, whole and with no axe violations', async () => {
    const { page } = await visitor(375);
    await say(page, 'Vom Handy');
    await expect.poll(() => messages(page).allTextContents(), { timeout: 10_000 }).toContain('Vom Handy');
    const player = await stream(page).locator('[part="player"]').boundingBox();
    const chatBox = await streamChat(page).boundingBox();
    expect(player && chatBox && chatBox.y >= player.y + player.height - 1).toBe(true);
    expect(chatBox && chatBox.x >= 0 && chatBox.x + chatBox.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await axeViolations(page, { iframes: false })).toEqual([]);
  });
});

const stream = (page: Page) => page.locator('event-portal event-stream');
