// The chat panel's look of issue #14 in Chromium, against the real /chat server through <chat-widget> on the demo
// pages: message blocks with avatars in a group, the message action bar by keyboard, the one attachment menu, the
// emoji picker's search, and the newest message kept in view while a video and an image load late.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  box,
  chatVisitor,
  chooseFile,
  composer,
  openUserInPanel,
  part,
  send,
  widget,
  type ChatVisitor,
} from './support/chat.js';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser();

const visitor = (path: string): Promise<ChatVisitor> => chatVisitor(browser, server, path);

const message = (page: Page, text: string) =>
  part(page, 'message').filter({ has: page.locator('[part="message-bubble"]', { hasText: new RegExp(`^${text}$`) }) });
/** The accessible name of what has the focus inside the widget. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const focused = document.querySelector('chat-widget')!.shadowRoot!.activeElement;
    return focused?.getAttribute('aria-label') ?? focused?.textContent ?? null;
  });

/** A gate a route waits at until the test releases it. */
function hold(): { held: Promise<void>; release(): void } {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

describe('a group conversation', () => {
  it("shows one sender's consecutive messages as a block: avatar and name once, the time at its end", async () => {
    const carla = await visitor('/demo/chat.html');
    const dora = await visitor('/demo/chat.html');
    const erik = await visitor('/demo/chat.html');
    const groupName = `Blockgruppe ${Date.now()}`;
    await part(carla.page, 'navigation-item').and(widget(carla.page).locator('[data-tab="groups"]')).click();
    await part(carla.page, 'create-group').click();
    const form = part(carla.page, 'create-group-form');
    await form.getByLabel('Gruppenname').fill(groupName);
    await form.getByLabel('Gruppentyp').selectOption('public');
    await form.getByRole('button', { name: 'Erstellen' }).click();
    await composer(carla.page).waitFor();
    for (const member of [dora, erik]) {
      await part(member.page, 'navigation-item').and(widget(member.page).locator('[data-tab="groups"]')).click();
      await widget(member.page).getByRole('searchbox', { name: 'Gruppen suchen' }).fill(groupName);
      await part(member.page, 'list-item').filter({ hasText: groupName }).click();
      await composer(member.page).waitFor();
    }
    await send(dora.page, 'eins');
    await send(dora.page, 'zwei');
    await message(carla.page, 'zwei').waitFor();
    await send(erik.page, 'drei');
    await send(carla.page, 'vier');
    await message(carla.page, 'drei').waitFor();

    const page = carla.page;
    expect(await part(page, 'message-sender').allTextContents()).toEqual([dora.name, erik.name]);
    const avatarOf = (text: string) => message(page, text).locator('[part="avatar"]');
    // Initials of "Gast <uid>": the first letters of its first and last words, on a colour of its own.
    for (const [text, who] of [
      ['eins', dora],
      ['drei', erik],
    ] as const) {
      expect(await avatarOf(text).isVisible()).toBe(true);
      const initials = (await avatarOf(text).textContent()) ?? '';
      expect(initials).toBe(`G${Array.from(who.uid)[0]}`);
    }
    expect(await avatarOf('zwei').count()).toBe(0);
    expect(await avatarOf('vier').count()).toBe(0);
    // Inside the block the beginning's avatar column is kept, so the two bubbles line up.
    const [first, second] = [
      await box(message(page, 'eins').locator('[part="message-bubble"]')),
      await box(message(page, 'zwei').locator('[part="message-bubble"]')),
    ];
    expect(second.x).toBe(first.x);

    // The time once per block, at its end; the inner message's shows while the pointer is on it.
    // (Screen readers get every time: the hidden ones are clipped to a pixel, not removed.)
    const timeShown = (text: string) =>
      message(page, text)
        .locator('[part="message-time"]')
        .evaluate((time) => time.parentElement!.getBoundingClientRect().width > 1);
    expect(await timeShown('zwei')).toBe(true);
    expect(await timeShown('eins')).toBe(false);
    await message(page, 'eins').hover();
    expect(await timeShown('eins')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the message action bar', () => {
  it('is reached by keyboard from the composer, shows while focused, and edits and deletes', async () => {
    const ben = await visitor('/demo/chat-bubble.html');
    const anna = await visitor('/demo/chat-bubble.html');
    await openUserInPanel(anna.page, ben);
    await send(anna.page, 'Tippfehlr');
    const own = message(anna.page, 'Tippfehlr');
    await own.locator('[part="message-status"]').waitFor();
    const bar = own.locator('[part="message-actions"]');
    expect(await bar.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');

    // Back from the composer: the attachment menu, then the newest message's delete and edit buttons.
    await composer(anna.page).focus();
    await anna.page.keyboard.press('Shift+Tab');
    expect(await focusedLabel(anna.page)).toBe('Anhängen');
    await anna.page.keyboard.press('Shift+Tab');
    expect(await focusedLabel(anna.page)).toBe('Löschen');
    await anna.page.keyboard.press('Shift+Tab');
    expect(await focusedLabel(anna.page)).toBe('Bearbeiten');
    expect(await bar.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await axeViolations(anna.page)).toEqual([]);

    await anna.page.keyboard.press('Enter');
    await part(anna.page, 'edit-bar').waitFor();
    expect(await composer(anna.page).inputValue()).toBe('Tippfehlr');
    await send(anna.page, 'Tippfehler');
    const edited = message(anna.page, 'Tippfehler');
    await edited.waitFor();

    await composer(anna.page).focus();
    await anna.page.keyboard.press('Shift+Tab');
    await anna.page.keyboard.press('Shift+Tab');
    expect(await focusedLabel(anna.page)).toBe('Löschen');
    await anna.page.keyboard.press('Enter');
    await message(anna.page, 'Du hast diese Nachricht gelöscht').waitFor();
    expect(await edited.count()).toBe(0);
  });
});

describe('the composer', () => {
  it('offers the attachment kinds in one menu, by keyboard, and sends the chosen picture', async () => {
    const ben = await visitor('/demo/chat-bubble.html');
    const anna = await visitor('/demo/chat-bubble.html');
    await openUserInPanel(anna.page, ben);
    const page = anna.page;
    // One attachment button where there were four, beside the emoji, sticker, location, poll and live-reaction
    // (issue #16) buttons.
    expect(await part(page, 'composer-tools').getByRole('button').count()).toBe(6);
    await composer(page).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const menu = widget(page).getByRole('menu', { name: 'Anhängen' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Bild senden',
      'Video senden',
      'Audio senden',
      'Datei senden',
    ]);
    expect(await focusedLabel(page)).toBe('Bild senden');
    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel(page)).toBe('Video senden');
    await page.keyboard.press('End');
    expect(await focusedLabel(page)).toBe('Datei senden');
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes the menu only; the panel stays open.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focusedLabel(page)).toBe('Anhängen');
    expect(await part(page, 'panel').isVisible()).toBe(true);

    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 80 } });
    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    expect(await focusedLabel(page)).toBe('Bild senden');
    const accept = await chooseFile(page, () => page.keyboard.press('Enter'), {
      name: 'bild.png',
      mimeType: 'image/png',
      buffer: picture,
    });
    expect(accept).toBe('image/*');
    await part(page, 'image').waitFor();
    expect(await menu.count()).toBe(0);
  });

  it('loads the emoji picker on opening, finds an emoji by its German name and inserts it', async () => {
    const ben = await visitor('/demo/chat-bubble.html');
    const anna = await visitor('/demo/chat-bubble.html');
    await openUserInPanel(anna.page, ben);
    const page = anna.page;
    const emojiChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/emoji-/.test(request.url())) emojiChunks.push(new URL(request.url()).pathname);
    });
    await send(page, 'Hallo');
    await message(page, 'Hallo').waitFor();
    expect(emojiChunks).toEqual([]);

    await widget(page).getByRole('button', { name: 'Emoji' }).click();
    const picker = part(page, 'emoji-picker');
    await picker.getByRole('button', { name: 'grinsendes Gesicht', exact: true }).waitFor();
    expect(emojiChunks).toHaveLength(1);
    expect(emojiChunks[0]).toMatch(/\/emoji-de-/);
    await picker.getByRole('tab', { name: 'Essen & Trinken' }).click();
    expect(await picker.getByRole('tab', { selected: true }).getAttribute('aria-label')).toBe('Essen & Trinken');
    expect(await axeViolations(page)).toEqual([]);

    const search = picker.getByRole('searchbox', { name: 'Emoji suchen' });
    await search.fill('Geburtstagskuchen');
    expect(await part(page, 'emoji').allTextContents()).toEqual(['🎂']);
    await search.press('Enter');
    expect(await composer(page).inputValue()).toBe('🎂');
    await search.fill('herz rot');
    expect(await part(page, 'emoji').allTextContents()).toContain('❤️');
    await picker.getByRole('button', { name: 'rotes Herz', exact: true }).click();
    expect(await composer(page).inputValue()).toBe('🎂❤️');
    await search.fill('xyzzy');
    await picker.getByText('Keine Emoji gefunden').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await composer(page).press('Enter');
    await message(page, '🎂❤️').waitFor();
  });
});

describe('media that load late', () => {
  it('keeps the newest message fully in view when it is a video whose size comes after the scroll', async () => {
    // A portrait clip, 200 x 360: taller once its metadata is in than the player's 150 px before.
    const folder = mkdtempSync(join(tmpdir(), 'chat-look-'));
    const clip = join(folder, 'hoch.webm');
    execFileSync('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=200x360:rate=10', '-t', '1'],
      ...['-c:v', 'libvpx', '-b:v', '200k', clip],
    ]);
    const ben = await visitor('/demo/chat-bubble.html');
    const anna = await visitor('/demo/chat-bubble.html');
    await openUserInPanel(ben.page, anna);
    for (const line of ['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs']) await send(ben.page, line);
    await message(ben.page, 'sechs').locator('[part="message-status"]').waitFor();
    const attach = async (kind: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
      await widget(ben.page).getByRole('button', { name: 'Anhängen' }).click();
      await chooseFile(ben.page, () => widget(ben.page).getByRole('menuitem', { name: kind }).click(), file);
    };
    const picture = await ben.page.screenshot({ clip: { x: 0, y: 0, width: 300, height: 200 } });
    await attach('Bild senden', { name: 'bild.png', mimeType: 'image/png', buffer: picture });
    await part(ben.page, 'image').waitFor();
    await attach('Video senden', { name: 'hoch.webm', mimeType: 'video/webm', buffer: readFileSync(clip) });
    await part(ben.page, 'video').waitFor();

    // Anna's browser holds the picture and the clip back until the conversation has opened and scrolled; then the
    // picture comes, and only after it the clip, so nothing but the clip's own size change can move the list.
    const holds = { png: hold(), webm: hold() };
    await anna.page.route('**/chat/media/**', async (route) => {
      const extension = new URL(route.request().url()).pathname.split('.').pop();
      if (extension === 'png' || extension === 'webm') await holds[extension].held;
      await route.continue();
    });
    await openUserInPanel(anna.page, ben);
    const video = part(anna.page, 'video');
    await video.waitFor();
    const before = await box(video);
    holds.png.release();
    const image = part(anna.page, 'image');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalHeight))
      .toBe(200);
    // HAVE_NOTHING: the clip has not started to load.
    expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(0);
    holds.webm.release();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(360);
    const list = part(anna.page, 'message-list');
    await expect
      .poll(() => list.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight))
      .toBeLessThanOrEqual(1);
    const [videoBox, listBox] = [await box(video), await box(list)];
    expect(videoBox.height).toBeGreaterThan(before.height + 100);
    expect(videoBox.y).toBeGreaterThanOrEqual(listBox.y);
    expect(videoBox.y + videoBox.height).toBeLessThanOrEqual(listBox.y + listBox.height);
  });
});
