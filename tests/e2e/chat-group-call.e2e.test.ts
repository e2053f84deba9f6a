// Issue #17 end to end, group calls (chat-widget.md §2, §4 "Direct/meeting call", §5; docs/decisions/0025): four
// visitors of one group in separate browser contexts of Chromium with its fake camera and microphone. One starts a
// meeting from the group's header; the others get the meeting alert (Join, Ignore) and the group call card and join;
// each participant decodes each other participant's media through the peer-to-peer mesh (one connection per other
// participant, frames decoded per getStats inbound-rtp); a fifth joiner over CALL_MESH_MAX_PARTICIPANTS is refused
// with its code; leaving takes a participant out of everyone's grid. axe finds nothing on the alert, card and grid.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { box, part, widget } from './support/chat.js';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';
import { groupOf, meetingVisitor, receivedPerConnection, tileNames } from './support/group-calls.js';

/** Below five, so the fifth joiner is refused. */
const MESH_MAX = 4;
const server = useServer({ env: { CALL_MESH_MAX_PARTICIPANTS: String(MESH_MAX) } });
const browser = useBrowser({ autoplay: true });

const groupName = `Stammtisch ${Date.now()}`;
const MEDIA_MS = 30_000;

const visitor = () => meetingVisitor(browser, server.url);
const toast = (page: Page, code: string) => widget(page).locator(`[part~="toast"][data-code="${code}"]`).last();

/**
 * Video frames decoded per open peer connection of the page: in a mesh, one connection per other participant, so
 * `n - 1` entries above zero mean this participant sees each of the others.
 */
async function framesPerConnection(page: Page): Promise<number[]> {
  return (await receivedPerConnection(page)).map((one) => one.framesPerVideo.reduce((sum, frames) => sum + frames, 0));
}

async function decodesEachOther(page: Page, others: number): Promise<void> {
  await expect
    .poll(async () => (await framesPerConnection(page)).filter((frames) => frames > 0).length, { timeout: MEDIA_MS })
    .toBe(others);
  expect(await framesPerConnection(page)).toHaveLength(others);
}

describe('group calls through the peer-to-peer mesh (chat-widget.md §4 Direct/meeting call)', () => {
  it('starts a meeting, lets members join from the alert and the card, connects everyone with everyone, refuses the fifth and lets one leave', async () => {
    const [anna, ben, carla, dora, emil] = await Promise.all([visitor(), visitor(), visitor(), visitor(), visitor()]);
    // Anna makes a public group; the others join it.
    await groupOf(groupName, anna, [ben, carla, dora, emil]);

    // §5 "Audio calling hidden for groups": only the video button, which starts a meeting.
    expect(await widget(anna.page).getByRole('button', { name: 'Sprachanruf', exact: true }).count()).toBe(0);
    await widget(anna.page).getByRole('button', { name: 'Videoanruf', exact: true }).click();
    await part(anna.page, 'call-meeting').waitFor();

    // Ben: the meeting alert (250 px) with the starter, Ignore and Join; the keyboard lands on Join.
    const alert = part(ben.page, 'call-meeting-alert');
    await alert.waitFor();
    expect((await box(alert)).width).toBe(250);
    expect(await part(ben.page, 'call-meeting-alert-name').textContent()).toBe(anna.name);
    expect(await alert.getByRole('button').allTextContents()).toEqual(['Ignorieren', 'Beitreten']);
    expect(await axeViolations(ben.page)).toEqual([]);
    await ben.page.keyboard.press('Enter');
    await part(ben.page, 'call-meeting').waitFor();

    // Carla ignores the alert, then joins from the group call card in the group's messages (at most 305 px).
    await part(carla.page, 'call-meeting-ignore').click();
    await part(carla.page, 'call-meeting-alert').waitFor({ state: 'detached' });
    const card = part(carla.page, 'call-card');
    await card.waitFor();
    expect((await box(card)).width).toBeLessThanOrEqual(305);
    expect(await card.textContent()).toContain(`${anna.name} hat einen Gruppen-Videoanruf gestartet`);
    expect(await axeViolations(carla.page)).toEqual([]);
    await part(carla.page, 'call-card-join').click();
    await part(carla.page, 'call-meeting').waitFor();

    await part(dora.page, 'call-meeting-join').click();
    await part(dora.page, 'call-meeting').waitFor();

    // Everyone decodes everyone else's camera: three connections with frames on each of the four pages.
    const inCall = [anna, ben, carla, dora];
    for (const one of inCall) await decodesEachOther(one.page, inCall.length - 1);
    for (const one of inCall) {
      await expect
        .poll(async () => (await tileNames(one.page)).sort())
        .toEqual(['Du', ...inCall.filter((other) => other !== one).map((other) => other.name)].sort());
    }
    expect(await part(ben.page, 'call-meeting-title').textContent()).toBe('Gruppenanruf (4)');
    // axe finds nothing on the grid; its controls work from the keyboard, one Tab after another.
    expect(await axeViolations(ben.page)).toEqual([]);
    const focused = (name: string) =>
      part(ben.page, name).evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element);
    await part(ben.page, 'call-mute').focus();
    await ben.page.keyboard.press('Space');
    expect(await part(ben.page, 'call-mute').getAttribute('aria-pressed')).toBe('true');
    await ben.page.keyboard.press('Tab');
    expect(await focused('call-camera')).toBe(true);
    await ben.page.keyboard.press('Space');
    expect(await part(ben.page, 'call-camera').getAttribute('aria-pressed')).toBe('true');
    await ben.page.keyboard.press('Space');
    await ben.page.keyboard.press('Shift+Tab');
    await ben.page.keyboard.press('Space');
    expect(await part(ben.page, 'call-mute').getAttribute('aria-pressed')).toBe('false');

    // §2 the card's Join is disabled with the hint while a call goes on.
    const busyCard = part(dora.page, 'call-card-join');
    await expect.poll(() => busyCard.isDisabled()).toBe(true);
    expect(await part(dora.page, 'call-card-hint').textContent()).toBe('Du bist bereits in einem laufenden Anruf');

    // Emil would be the fifth: refused with the mesh's code, and no call screen.
    await part(emil.page, 'call-meeting-join').click();
    await toast(emil.page, 'ERR_CALL_MESH_FULL').waitFor();
    expect(await toast(emil.page, 'ERR_CALL_MESH_FULL').textContent()).toContain(
      'Dieser Anruf ist voll: Niemand kann mehr beitreten.',
    );
    expect(await part(emil.page, 'call-meeting').count()).toBe(0);

    // Dora leaves: her screen closes and she leaves everyone's grid; the other three stay connected.
    await part(dora.page, 'call-end').click();
    await part(dora.page, 'call-meeting').waitFor({ state: 'detached' });
    for (const one of [anna, ben, carla]) {
      await expect.poll(async () => (await tileNames(one.page)).length, { timeout: MEDIA_MS }).toBe(3);
      await decodesEachOther(one.page, 2);
    }
    // Now there is room: Emil joins from the card and decodes the three others.
    await part(emil.page, 'call-card-join').click();
    await part(emil.page, 'call-meeting').waitFor();
    await decodesEachOther(emil.page, 3);

    // Anna leaves the call and kicks Emil from the group: his meeting ends on his screen, and in everyone's grid.
    await part(anna.page, 'call-end').click();
    await part(anna.page, 'call-meeting').waitFor({ state: 'detached' });
    await widget(anna.page).getByRole('button', { name: 'Details anzeigen' }).click();
    await part(anna.page, 'detail-members').click();
    const members = widget(anna.page).locator('dialog[open]');
    await members
      .locator(`[part="member-row"][data-uid="${emil.uid}"]`)
      .getByRole('button', { name: `${emil.name} entfernen` })
      .click();
    await part(emil.page, 'call-meeting').waitFor({ state: 'detached', timeout: MEDIA_MS });
    for (const one of [ben, carla]) {
      await expect.poll(async () => (await tileNames(one.page)).length, { timeout: MEDIA_MS }).toBe(2);
    }
    // Five browsers of real media on a shared 2-core machine take most of the default minute.
  }, 180_000);
});
