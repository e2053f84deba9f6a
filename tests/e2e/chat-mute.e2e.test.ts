// portal.md §3 "a session key holds the muted chat state": the chat panel's mute toggle, operated by keyboard in the
// portal's stream page, silences the chat's message sounds for the browser session: kept across a reload, gone in a
// new session (a new tab of the same visitor). The sounds are WebAudio oscillators; an init script records each tone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chatUid,
  chatVisitor,
  guestName,
  listRow,
  openUserInPanel,
  recordChatUid,
  recordTones,
  send,
  tones,
} from './support/chat.js';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';
import { focusIndicator, tabTo } from './support/keyboard.js';

const server = useServer();
const browser = useBrowser({ autoplay: true });

const bubble = (page: Page) => page.locator('chat-widget [part="bubble"]');
const mute = (page: Page) => page.locator('chat-widget [part="panel-mute"]');

/** Opens the stream page and the chat panel by keyboard: Tab to the bubble, Enter. */
async function openPanelOnStream(page: Page): Promise<void> {
  await page.goto(`${server.url}/stream/main`);
  await tabTo(page, bubble(page), { limit: 80 });
  await page.keyboard.press('Enter');
  await page.locator('chat-widget [part="panel"]').waitFor();
  // The chats tab, where a new message shows under its sender's name.
  await tabTo(page, page.locator('chat-widget [role="tab"][aria-selected="true"]'), { limit: 6 });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('chat-widget [role="tab"][aria-selected="true"]').textContent()).toBe('Chats');
}

describe('the chat mute toggle', () => {
  it('mutes the message sounds for the session: kept on reload, gone in a new session', async () => {
    const ben = await chatVisitor(browser, server, '/demo/chat-bubble.html');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await recordTones(page.context());
    await recordChatUid(page.context());
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 15_000 }).toBeTruthy();
    await openPanelOnStream(page);
    const uid = await chatUid(page);
    const anna = { page, uid, name: guestName(uid) };
    const preview = () => listRow(page, ben.name).locator('[part="list-item-preview"]');

    // Not muted: Ben's message plays the other-conversation tone.
    expect(await mute(page).getAttribute('aria-pressed')).toBe('false');
    await openUserInPanel(ben.page, anna);
    await send(ben.page, 'Eins');
    await expect.poll(() => preview().textContent(), { timeout: 5000 }).toBe('Eins');
    await expect.poll(() => tones(page)).toEqual([660]);

    // Tab from the panel's title to the toggle, Enter: muted, its focus shown, no axe violations.
    await tabTo(page, mute(page), { limit: 5, back: true });
    expect(await mute(page).getAttribute('aria-label')).toBe('Chat-Töne stummschalten');
    await page.keyboard.press('Enter');
    expect(await mute(page).getAttribute('aria-pressed')).toBe('true');
    expect((await focusIndicator(page))?.ring).not.toBe('');
    expect(await axeViolations(page, { iframes: false })).toEqual([]);
    // The standalone portal keeps the spec's key in its session storage; nothing in local storage.
    expect(await page.evaluate(() => sessionStorage.getItem('chatMuted'))).toBe('1');
    expect(await page.evaluate(() => localStorage.getItem('chatMuted'))).toBeNull();
    await send(ben.page, 'Zwei');
    await expect.poll(() => preview().textContent(), { timeout: 5000 }).toBe('Zwei');
    expect(await tones(page)).toEqual([660]);

    // A reload keeps the session: still muted, still silent.
    await page.reload();
    await openPanelOnStream(page);
    expect(await mute(page).getAttribute('aria-pressed')).toBe('true');
    await send(ben.page, 'Drei');
    await expect.poll(() => preview().textContent(), { timeout: 5000 }).toBe('Drei');
    expect(await tones(page)).toEqual([]);
    // Space turns the sounds on again, and off.
    await tabTo(page, mute(page), { limit: 5, back: true });
    await page.keyboard.press('Space');
    expect(await mute(page).getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => sessionStorage.getItem('chatMuted'))).toBeNull();
    await page.keyboard.press('Space');
    expect(await mute(page).getAttribute('aria-pressed')).toBe('true');

    // A new session (a new tab of the same visitor: the same login, a fresh session storage): the sounds are on.
    const next = await page.context().newPage();
    await openPanelOnStream(next);
    expect(await mute(next).getAttribute('aria-pressed')).toBe('false');
    await send(ben.page, 'Vier');
    await expect
      .poll(() => listRow(next, ben.name).locator('[part="list-item-preview"]').textContent(), { timeout: 5000 })
      .toBe('Vier');
    await expect.poll(() => tones(next)).toEqual([660]);
  });

  it('keeps an embedded widget’s muted state under its own key prefix, never the host page’s key', async () => {
    const visitor = await chatVisitor(browser, server, '/demo/chat-bubble.html');
    const { page } = visitor;
    await tabTo(page, bubble(page));
    await page.keyboard.press('Enter');
    await tabTo(page, mute(page), { limit: 5 });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => sessionStorage.getItem('chatMuted'))).toBeNull();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), `foyer:${server.url}:chatMuted`)).toBe('1');
    expect(await axeViolations(page)).toEqual([]);
  });
});
