// Issue #17, the floating panel's calls (chat-widget.md §2 "the launcher loads the call UI when a call arrives, not
// before", §4 Incoming call, §5): a visitor with only the chat bubble on the page is rung with the panel closed and
// with it open (the embedded panel has no call buttons, but rings), accepts into the in-call screen, or declines;
// before a call nothing of the call UI loads. show_call_notifications false rings nobody; a call event moves the
// conversation to the top of the recent chats without a message sound.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  box,
  chatUid,
  composer,
  guestName,
  listRow,
  part,
  portalSessionForHostPages,
  recordChatUid,
  widget,
  type ChatVisitor,
} from './support/chat.js';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser({ autoplay: true });

/** dist/ file -> the source modules in it (written by the build), to tell what a page loaded. */
const chunkModules = JSON.parse(
  readFileSync(new URL('../../dist/chunk-modules.json', import.meta.url), 'utf8'),
) as Record<string, string[]>;
/** The call UI and the panel it rides with (the bubble's own tab rules excepted). */
const CALL_UI = /^src\/(react\/chat\/(calls\/|panel\/(?!tab-rules))|chat\/foyer\/foyer-call)/;

/** The tones the page's chat played, as [frequency, seconds] (the sounds are WebAudio oscillators, sounds.ts). */
function recordTones(page: Page) {
  return page.addInitScript(() => {
    const tones: [number, number][] = [];
    (window as unknown as { tones: [number, number][] }).tones = tones;
    const { start, stop } = OscillatorNode.prototype;
    const started = new WeakMap<OscillatorNode, number>();
    OscillatorNode.prototype.start = function (when?: number) {
      started.set(this, when ?? 0);
      start.call(this, when);
    };
    OscillatorNode.prototype.stop = function (when?: number) {
      tones.push([this.frequency.value, Math.round(((when ?? 0) - (started.get(this) ?? 0)) * 100) / 100]);
      stop.call(this, when);
    };
  });
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { tones: [number, number][] }).tones);
/** sounds.ts: the incoming call's first tone, and the message sounds' tones. */
const RING: [number, number] = [880, 0.25];
const MESSAGE_SOUNDS: [number, number][] = [
  [988, 0.08],
  [1319, 0.12],
  [660, 0.12],
];

async function visitor(path: string): Promise<ChatVisitor & { loaded: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
  await recordChatUid(page.context());
  await recordTones(page);
  await portalSessionForHostPages(page, server.url);
  const loaded: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/dist/')) loaded.push(path.slice('/dist/'.length));
  });
  await page.goto(`${server.url}${path}`);
  const uid = await chatUid(page);
  return { page, uid, name: guestName(uid), loaded };
}

const callUiLoaded = (loaded: string[]) =>
  loaded.flatMap((file) => chunkModules[file] ?? []).filter((module) => CALL_UI.test(module));

/** Anna, on the unified layout, calls `to`. */
async function calls(anna: ChatVisitor, to: ChatVisitor): Promise<void> {
  await part(anna.page, 'navigation-item').and(anna.page.locator('[data-tab="users"]')).click();
  await widget(anna.page).getByRole('searchbox', { name: 'Personen suchen' }).fill(to.name);
  await listRow(anna.page, to.name).click();
  await composer(anna.page).waitFor();
  await widget(anna.page).getByRole('button', { name: 'Videoanruf', exact: true }).click();
  await part(anna.page, 'call-outgoing').waitFor();
}

/** The name on top of the page's list, once it is `name`. */
const onTop = (page: Page, name: string) =>
  expect.poll(() => part(page, 'list-item-name').first().textContent()).toMatch(new RegExp(`^${name}(,|$)`));

describe('calls ring the floating panel’s visitor (chat-widget.md §2, §4)', () => {
  it('rings with the panel closed, loading the call UI only then, and Accept opens the in-call screen', async () => {
    const ben = await visitor('/demo/chat-bubble.html');
    await part(ben.page, 'bubble').waitFor();
    const anna = await visitor('/demo/chat.html');
    // Before a call: the bubble loaded nothing of the call UI.
    expect(callUiLoaded(ben.loaded)).toEqual([]);

    await calls(anna, ben);
    const alert = part(ben.page, 'call-incoming');
    await alert.waitFor();
    expect((await box(alert)).width).toBe(250);
    expect(await part(ben.page, 'call-incoming-name').textContent()).toBe(anna.name);
    // The panel stayed closed; the ringtone plays.
    await part(ben.page, 'bubble').waitFor();
    await expect.poll(() => tones(ben.page)).toContainEqual(RING);
    expect(callUiLoaded(ben.loaded).length).toBeGreaterThan(0);
    expect(await axeViolations(ben.page)).toEqual([]);

    await part(ben.page, 'call-accept').focus();
    await ben.page.keyboard.press('Enter');
    await part(ben.page, 'call-active').waitFor();
    await part(anna.page, 'call-active').waitFor();
    expect(await axeViolations(ben.page)).toEqual([]);
    // Opening and closing the panel during the call leaves the call on screen.
    await part(ben.page, 'bubble').click();
    await part(ben.page, 'panel').waitFor();
    await part(ben.page, 'panel-close').click();
    await part(ben.page, 'call-active').waitFor();
    await part(ben.page, 'call-end').click();
    await part(anna.page, 'call-active').waitFor({ state: 'detached' });
    await part(ben.page, 'call-active').waitFor({ state: 'detached' });
  });

  it('rings in the open embedded panel, which has no call buttons, and Decline closes the caller’s screen', async () => {
    const ben = await visitor('/demo/chat-bubble.html');
    const anna = await visitor('/demo/chat.html');
    await part(ben.page, 'bubble').click();
    await widget(ben.page).getByRole('tab', { name: 'Personen' }).click();
    await widget(ben.page).getByRole('searchbox', { name: 'Personen suchen' }).fill(anna.name);
    await listRow(ben.page, anna.name).click();
    await composer(ben.page).waitFor();
    // §2 "In the embedded panel, audio and video call buttons are off".
    expect(
      await widget(ben.page)
        .getByRole('button', { name: /anruf$/ })
        .count(),
    ).toBe(0);

    await calls(anna, ben);
    await part(ben.page, 'call-incoming').waitFor();
    await part(ben.page, 'call-decline').click();
    await part(anna.page, 'call-outgoing').waitFor({ state: 'detached' });
    expect(await part(ben.page, 'call-incoming').count()).toBe(0);
  });

  it('show_call_notifications false rings nobody; the call moves the conversation to the top, without a message sound', async () => {
    const ben = await visitor('/demo/chat.html');
    const anna = await visitor('/demo/chat.html');
    const carl = await visitor('/demo/chat.html');
    // Ben's recent chats: Anna's conversation, then Carl's (each wrote him once), Carl's on top.
    await part(ben.page, 'navigation-item').and(ben.page.locator('[data-tab="chats"]')).click();
    for (const [from, text] of [
      [anna, 'Hallo Ben'],
      [carl, 'Hallo auch'],
    ] as const) {
      await part(from.page, 'navigation-item').and(from.page.locator('[data-tab="users"]')).click();
      await widget(from.page).getByRole('searchbox', { name: 'Personen suchen' }).fill(ben.name);
      await listRow(from.page, ben.name).click();
      await composer(from.page).fill(text);
      await composer(from.page).press('Enter');
      await onTop(ben.page, from.name);
    }
    await ben.page.evaluate(() =>
      document.querySelector('chat-widget')?.setAttribute('settings', '{"show_call_notifications":false}'),
    );
    const soundsBefore = (await tones(ben.page)).length;

    await calls(anna, ben);
    // The call event puts Anna's conversation back on top of Ben's list …
    await onTop(ben.page, anna.name);
    // … but no alert rings, and no message sound plays for it.
    expect(await part(ben.page, 'call-incoming').count()).toBe(0);
    const played = (await tones(ben.page)).slice(soundsBefore);
    expect(played.filter((tone) => MESSAGE_SOUNDS.some(([f, s]) => tone[0] === f && tone[1] === s))).toEqual([]);
    expect(played).not.toContainEqual(RING);
    await part(anna.page, 'call-end').click();
  });
});
