// Issue #17 end to end: one-to-one audio and video calls between visitors in separate browser contexts of Chromium
// with its fake camera and microphone (tests/support/chromium.mjs): the incoming alert, accepting (both sides decode
// the other's media, read from RTCPeerConnection.getStats, not only a video element on the page), ending, declining,
// busy, unanswered, cancelling while it rings, a second tab of the callee, an audio call, and "already in a call".
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
import { axeViolations, failOnPageError, useBrowser, useServers, type E2EServer } from './support/fixtures.js';
import { CHAT_PAGE, recordPeerConnections } from './support/group-calls.js';
import { isFocused } from './support/keyboard.js';

/** A call nobody answers ends this soon on the second server (45 s by default, as on the first). */
const UNANSWERED_SECONDS = 4;
// The ring time of 45 s on the server the calls are answered on: with 4 s there, a loaded machine took longer than the
// ring to check the alert with axe and focus Accept, and the call ended unanswered under the test (CI, 2026-11-26).
const servers = useServers({
  calls: {},
  shortRing: { env: { CALL_UNANSWERED_SECONDS: String(UNANSWERED_SECONDS) } },
});
const server = servers.calls;
// Remote media play without a gesture of their own, as for the accepting click's page.
const browser = useBrowser({ autoplay: true });

async function openChat(page: Page, on: E2EServer = server): Promise<string> {
  await recordPeerConnections(page);
  await page.goto(`${on.url}${CHAT_PAGE}`);
  return chatUid(page);
}

async function visitor(on: E2EServer = server): Promise<ChatVisitor> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
  await recordChatUid(page.context());
  await portalSessionForHostPages(page, on.url);
  const uid = await openChat(page, on);
  return { page, uid, name: guestName(uid) };
}

/** Another tab of the same visitor (same context: same session and storage). */
async function secondTab(of: ChatVisitor): Promise<Page> {
  const page = failOnPageError(await of.page.context().newPage());
  await openChat(page);
  return page;
}

const navigate = (page: Page, tab: string) => part(page, 'navigation-item').and(page.locator(`[data-tab="${tab}"]`));

async function openUser(page: Page, other: ChatVisitor): Promise<void> {
  await navigate(page, 'users').click();
  await widget(page).getByRole('searchbox', { name: 'Personen suchen' }).fill(other.name);
  await listRow(page, other.name).click();
  await composer(page).waitFor();
}

const callButton = (page: Page, type: 'audio' | 'video') =>
  widget(page).getByRole('button', { name: type === 'video' ? 'Videoanruf' : 'Sprachanruf', exact: true });

async function call(from: ChatVisitor, to: ChatVisitor, type: 'audio' | 'video' = 'video'): Promise<void> {
  await openUser(from.page, to);
  await callButton(from.page, type).click();
  await part(from.page, 'call-outgoing').waitFor();
}

/** What the page's peer connections received: video frames decoded, audio samples. */
function received(page: Page): Promise<{ framesDecoded: number; audioSamples: number }> {
  return page.evaluate(async () => {
    let framesDecoded = 0;
    let audioSamples = 0;
    for (const connection of (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections) {
      if (connection.connectionState === 'closed') continue;
      (await connection.getStats()).forEach((stat: { type: string; kind?: string } & Record<string, unknown>) => {
        if (stat.type !== 'inbound-rtp') return;
        if (stat.kind === 'video') framesDecoded += Number(stat.framesDecoded ?? 0);
        if (stat.kind === 'audio') audioSamples += Number(stat.totalSamplesReceived ?? 0);
      });
    }
    return { framesDecoded, audioSamples };
  });
}

const storedCall = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { sessionId: string } | null,
    `foyer:${server.url}:activeCall`,
  );

describe('one-to-one calls (chat-widget.md §4 Incoming call, Outgoing call)', () => {
  it('rings, connects a video call both ways with media decoded on both sides, and closes both screens on end', async () => {
    const anna = await visitor();
    const ben = await visitor();
    await call(anna, ben, 'video');
    expect(await part(anna.page, 'call-outgoing-title').textContent()).toBe('Anruf …');
    expect(await part(anna.page, 'call-outgoing-name').textContent()).toBe(ben.name);

    // Ben's alert: 250 px, the caller, the call type, Decline and Accept; the keyboard lands on Accept.
    const alert = part(ben.page, 'call-incoming');
    await alert.waitFor();
    expect((await box(alert)).width).toBe(250);
    expect(await part(ben.page, 'call-incoming-name').textContent()).toBe(anna.name);
    expect(await part(ben.page, 'call-incoming-type').textContent()).toBe('Eingehender Videoanruf');
    expect(await axeViolations(ben.page)).toEqual([]);
    expect(await axeViolations(anna.page)).toEqual([]);
    // The focus is on Accept before the key is pressed (a busy machine may still be moving it there).
    await expect.poll(() => isFocused(part(ben.page, 'call-accept'))).toBe(true);
    await ben.page.keyboard.press('Enter');

    await part(ben.page, 'call-active').waitFor();
    await part(anna.page, 'call-active').waitFor();
    // Both decode the other's camera, and hear the other's microphone.
    await expect.poll(async () => (await received(ben.page)).framesDecoded, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await received(anna.page)).framesDecoded, { timeout: 20_000 }).toBeGreaterThan(0);
    expect((await received(anna.page)).audioSamples).toBeGreaterThan(0);
    // §4 the accepted call is kept in the element's own storage, under its namespace.
    expect((await storedCall(ben.page))?.sessionId).toMatch(/^[\da-f-]{36}$/);
    const screen = await box(part(anna.page, 'call-active'));
    expect(screen.width).toBeGreaterThanOrEqual(400);
    expect(screen.height).toBeGreaterThanOrEqual(300);
    // The device pickers list the fake devices; mute and camera are toggles.
    await part(anna.page, 'call-device-videoinput').waitFor();
    await part(anna.page, 'call-mute').click();
    expect(await part(anna.page, 'call-mute').getAttribute('aria-pressed')).toBe('true');
    await part(anna.page, 'call-camera').click();
    expect(await part(anna.page, 'call-camera').getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(anna.page)).toEqual([]);

    await part(anna.page, 'call-end').focus();
    await anna.page.keyboard.press('Enter');
    await part(anna.page, 'call-active').waitFor({ state: 'detached' });
    await part(ben.page, 'call-active').waitFor({ state: 'detached' });
    await expect.poll(() => storedCall(ben.page)).toBeNull();
  });

  it('closes the caller’s screen when the callee declines', async () => {
    const anna = await visitor();
    const ben = await visitor();
    await call(anna, ben);
    await part(ben.page, 'call-decline').click();
    await part(anna.page, 'call-outgoing').waitFor({ state: 'detached' });
    expect(await part(ben.page, 'call-incoming').count()).toBe(0);
  });

  it('shows the busy banner when the callee is on another call, disables the call buttons, and refuses a second call', async () => {
    const anna = await visitor();
    const ben = await visitor();
    const carl = await visitor();
    // Ben has Carl's conversation open while Anna calls him: the in-call window leaves the chat usable.
    await openUser(ben.page, carl);
    await call(anna, ben);
    await part(ben.page, 'call-accept').click();
    await part(anna.page, 'call-active').waitFor();

    await call(carl, ben, 'audio');
    expect(await part(carl.page, 'call-busy').textContent()).toBe(`${ben.name} ist in einem anderen Anruf`);
    expect(await part(carl.page, 'call-outgoing-title').textContent()).toBe('Besetzt');
    expect(await part(ben.page, 'call-incoming').count()).toBe(0);
    expect(await axeViolations(carl.page)).toEqual([]);
    // Closing the busy screen just clears it.
    await part(carl.page, 'call-end').click();
    await part(carl.page, 'call-outgoing').waitFor({ state: 'detached' });

    // Anna's second tab: the server knows she is in a call (§4 "You are already in an ongoing call").
    const annaTab = await secondTab(anna);
    await openUser(annaTab, carl);
    await callButton(annaTab, 'video').click();
    expect(await part(annaTab, 'call-notice').textContent()).toBe('Du bist bereits in einem laufenden Anruf');
    expect(await part(annaTab, 'call-outgoing').count()).toBe(0);

    // Ben's own header, while he is in the call: both buttons disabled with the hint (§5).
    for (const type of ['audio', 'video'] as const) {
      expect(await callButton(ben.page, type).isDisabled()).toBe(true);
      expect(await callButton(ben.page, type).getAttribute('title')).toBe('Du bist bereits in einem laufenden Anruf');
    }
    await part(ben.page, 'call-end').click();
    await part(anna.page, 'call-active').waitFor({ state: 'detached' });
  });

  it('ends a call nobody answers as unanswered on both sides', async () => {
    const anna = await visitor(servers.shortRing);
    const ben = await visitor(servers.shortRing);
    await call(anna, ben);
    await part(ben.page, 'call-incoming').waitFor();
    const closed = { timeout: UNANSWERED_SECONDS * 1000 + 5000 };
    await part(anna.page, 'call-outgoing').waitFor({ state: 'detached', ...closed });
    await part(ben.page, 'call-incoming').waitFor({ state: 'detached', ...closed });
  });

  it('cancels a ringing call: the callee’s alert closes', async () => {
    const anna = await visitor();
    const ben = await visitor();
    await call(anna, ben);
    await part(ben.page, 'call-incoming').waitFor();
    await part(anna.page, 'call-end').click();
    await part(anna.page, 'call-outgoing').waitFor({ state: 'detached' });
    await part(ben.page, 'call-incoming').waitFor({ state: 'detached' });
  });

  it('rings in every tab of the callee and closes the others’ alerts once one accepts', async () => {
    const anna = await visitor();
    const ben = await visitor();
    const benTab = await secondTab(ben);
    await call(anna, ben);
    await part(ben.page, 'call-incoming').waitFor();
    await part(benTab, 'call-incoming').waitFor();
    await part(benTab, 'call-accept').click();
    await part(benTab, 'call-active').waitFor();
    await part(ben.page, 'call-incoming').waitFor({ state: 'detached' });
    expect(await part(ben.page, 'call-active').count()).toBe(0);
    await part(anna.page, 'call-active').waitFor();
    await expect.poll(async () => (await received(benTab)).framesDecoded, { timeout: 20_000 }).toBeGreaterThan(0);
    await part(benTab, 'call-end').click();
    await part(anna.page, 'call-active').waitFor({ state: 'detached' });
  });

  it('makes an audio call: no camera, the other side heard both ways', async () => {
    const anna = await visitor();
    const ben = await visitor();
    await call(anna, ben, 'audio');
    expect(await part(ben.page, 'call-incoming-type').textContent()).toBe('Eingehender Sprachanruf');
    await part(ben.page, 'call-accept').click();
    await part(anna.page, 'call-remote-audio').waitFor({ state: 'attached' });
    await expect.poll(async () => (await received(anna.page)).audioSamples, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await received(ben.page)).audioSamples, { timeout: 20_000 }).toBeGreaterThan(0);
    expect((await received(ben.page)).framesDecoded).toBe(0);
    expect(await part(anna.page, 'call-camera').count()).toBe(0);
    expect(await axeViolations(ben.page)).toEqual([]);
    await part(ben.page, 'call-end').click();
    await part(anna.page, 'call-active').waitFor({ state: 'detached' });
  });
});
