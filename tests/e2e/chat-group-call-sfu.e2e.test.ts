// Issue #17 end to end, group calls through the SFU (docs/decisions/0025 "How group media is chosen"): the server
// runs with a real Janus (tests/support/janus.mjs, CALL_SFU_JANUS_URL), so a meeting started from the group's header
// answers `sfu`. Four visitors of one group on the chat page, in separate Chromium contexts with the fake camera and
// microphone: one starts the meeting, three join from the alert, and each decodes each other participant's video and
// receives their audio (getStats inbound-rtp, and each remote tile's video) over two RTCPeerConnections, a publisher
// and a subscriber, never a mesh. One leaves: the others drop their tile and keep each other. axe finds nothing on
// the grid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startJanus, type JanusProcess } from '../support/janus.mjs';
import { part, widget, type ChatVisitor } from './support/chat.js';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';
import { groupOf, meetingVisitor, receivedPerConnection, tileNames } from './support/group-calls.js';

let janus: JanusProcess | undefined;
// Janus first: the server's settings name it.
beforeAll(async () => {
  janus = await startJanus();
});
afterAll(async () => {
  await janus?.stop();
});

const server = useServer(() => ({ env: janus!.env() }));
const browser = useBrowser({ autoplay: true });

const groupName = `Janus-Runde ${Date.now()}`;
const MEDIA_MS = 30_000;

/** How many remote videos decode and remote audios arrive on the page, and over how many open connections. */
async function received(page: Page) {
  const connections = await receivedPerConnection(page);
  return {
    connections: connections.length,
    videos: connections.flatMap((one) => one.framesPerVideo).filter((frames) => frames > 0).length,
    audios: connections.flatMap((one) => one.packetsPerAudio).filter((packets) => packets > 0).length,
    frames: connections.flatMap((one) => one.framesPerVideo).reduce((sum, frames) => sum + frames, 0),
  };
}

/** The remote tiles whose video shows a decoded picture, by the participant's name. */
const playingTiles = (page: Page) =>
  part(page, 'call-tile-video').evaluateAll((videos) =>
    (videos as HTMLVideoElement[])
      .filter((video) => !video.muted && video.videoWidth > 0)
      .map((video) => video.getAttribute('aria-label') ?? '')
      .sort(),
  );

async function receivesFrom(one: ChatVisitor, others: ChatVisitor[]): Promise<void> {
  const names = others.map((other) => other.name).sort();
  await expect.poll(() => playingTiles(one.page), { timeout: MEDIA_MS }).toEqual(names);
  await expect
    .poll(
      async () => {
        const now = await received(one.page);
        return now.videos >= others.length && now.audios >= others.length;
      },
      { timeout: MEDIA_MS },
    )
    .toBe(true);
  // A publisher and a subscriber connection, whatever the number of participants: no mesh.
  expect((await received(one.page)).connections).toBe(2);
}

describe('group calls through the SFU (Janus), from the meeting UI', () => {
  it('lets four members of a group meet through Janus, each decoding the other three over two connections', async () => {
    const [anna, ben, carla, dora] = await Promise.all(
      Array.from({ length: 4 }, () => meetingVisitor(browser, server.url)),
    );
    await groupOf(groupName, anna!, [ben!, carla!, dora!]);

    await widget(anna!.page).getByRole('button', { name: 'Videoanruf', exact: true }).click();
    await part(anna!.page, 'call-meeting').waitFor();
    for (const member of [ben!, carla!, dora!]) {
      await part(member.page, 'call-meeting-join').click();
      await part(member.page, 'call-meeting').waitFor();
    }

    const inCall = [anna!, ben!, carla!, dora!];
    for (const one of inCall)
      await receivesFrom(
        one,
        inCall.filter((other) => other !== one),
      );
    expect(await part(ben!.page, 'call-meeting-title').textContent()).toBe('Gruppenanruf (4)');
    expect(await axeViolations(ben!.page)).toEqual([]);

    // Dora leaves: her tile goes from the others' grids, and they keep decoding each other.
    await part(dora!.page, 'call-end').click();
    await part(dora!.page, 'call-meeting').waitFor({ state: 'detached' });
    const staying = [anna!, ben!, carla!];
    for (const one of staying) {
      const others = staying.filter((other) => other !== one);
      await expect
        .poll(async () => (await tileNames(one.page)).sort(), { timeout: MEDIA_MS })
        .toEqual(['Du', ...others.map((other) => other.name)].sort());
      const before = (await received(one.page)).frames;
      await expect.poll(async () => (await received(one.page)).frames > before, { timeout: MEDIA_MS }).toBe(true);
      await expect.poll(() => playingTiles(one.page), { timeout: MEDIA_MS }).toEqual(others.map((o) => o.name).sort());
    }
  }, 120_000);
});
