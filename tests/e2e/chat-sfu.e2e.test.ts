// Issue #17, group calls through the SFU: four visitors in separate Chromium contexts (fake camera and microphone,
// tests/support/chromium.mjs) meet through our server and a real Janus process (tests/support/janus.mjs). Each
// participant page runs the real chat connection and SFU session (tests/e2e/fixtures/sfu-harness.ts), and each must
// decode the other three's video and receive their audio, read per remote user from the receivers' getStats
// (inbound-rtp), not only from video elements. One leaves: the other three keep each other and drop them.
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSocketUrl, newChatToken } from '../support/chat-server.mjs';
import { startJanus, type JanusProcess } from '../support/janus.mjs';
import { fixture, useBrowser, useServer } from './support/fixtures.js';

/** Per remote uid: video frames decoded and audio packets received (as tests/e2e/fixtures/sfu-harness.ts reads them). */
type DecodedPerUid = Record<string, { framesDecoded: number; audioPackets: number }>;

/** What the harness page exposes. */
declare global {
  interface Window {
    sfuConnect(chatUrl: string, token: string): Promise<string>;
    chatRequest(frame: Record<string, unknown>): Promise<unknown>;
    sfuJoin(sessionId: string, guid: string): Promise<void>;
    sfuLeave(): void;
    remoteUids(): string[];
    decodedPerUid(): Promise<DecodedPerUid>;
  }
}

let janus: JanusProcess | undefined;
let harness: string;

// Janus first: the server's settings name it.
beforeAll(async () => {
  janus = await startJanus();
  const bundle = await build({
    entryPoints: [fixture('sfu-harness.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    logLevel: 'silent',
  });
  harness = bundle.outputFiles[0]!.text;
});
afterAll(async () => {
  await janus?.stop();
});

const server = useServer(() => ({ env: janus!.env() }));
const browser = useBrowser({ autoplay: true });

/** Any path of the server: the harness needs an origin, not a page. */
const HARNESS_PATH = '/test/sfu-harness';

interface Participant {
  page: Page;
  uid: string;
}

/** A visitor's page on the server's origin with the harness, logged in to the chat. */
async function participant(): Promise<Participant> {
  const page = await browser.newPage();
  // A document of the server's own origin (Chromium lets only local pages reach a loopback server), with the
  // harness put in through the DevTools protocol, which the server's Content-Security-Policy allows.
  await page.goto(`${server.url}${HARNESS_PATH}`);
  await page.evaluate(harness);
  const token = await newChatToken(server.url);
  const uid = await page.evaluate(
    ([url, chatToken]) => window.sfuConnect(url!, chatToken!),
    [chatSocketUrl(server.url), token],
  );
  return { page, uid };
}

const decoded = (page: Page): Promise<DecodedPerUid> => page.evaluate(() => window.decodedPerUid());

/** Whether the page decodes video and receives audio of exactly these uids, each beyond the counts given. */
async function receivesFrom(page: Page, uids: string[], beyond: DecodedPerUid = {}): Promise<boolean> {
  const now = await decoded(page);
  if (Object.keys(now).sort().join() !== [...uids].sort().join()) return false;
  return uids.every(
    (uid) =>
      now[uid]!.framesDecoded > (beyond[uid]?.framesDecoded ?? 0) &&
      now[uid]!.audioPackets > (beyond[uid]?.audioPackets ?? 0),
  );
}

describe('a four-party group call through Janus', () => {
  it("lets each of four participants decode the other three's media, and drops one who leaves", async () => {
    const people: Participant[] = [];
    for (let index = 0; index < 4; index += 1) people.push(await participant());
    const [host, ...guests] = people as [Participant, ...Participant[]];
    const guid = `group_sfu_e2e_${Date.now()}`;
    await host.page.evaluate(
      async ([groupId, uids]) => {
        await window.chatRequest({ type: 'createGroup', guid: groupId!, name: 'Meeting', groupType: 'private' });
        await window.chatRequest({ type: 'addMembers', guid: groupId!, uids: uids! });
      },
      [guid, guests.map((guest) => guest.uid)] as [string, string[]],
    );
    const sessionId = `meeting-${Date.now()}`;
    // One after another, as people come to a meeting: the later ones find publishers, the earlier ones are told.
    for (const person of people) {
      await person.page.evaluate(([id, groupId]) => window.sfuJoin(id!, groupId!), [sessionId, guid]);
    }

    const othersOf = (person: Participant) => people.filter((other) => other !== person).map((other) => other.uid);
    for (const person of people) {
      await expect
        .poll(() => receivesFrom(person.page, othersOf(person)), { timeout: 30_000, interval: 500 })
        .toBe(true);
    }
    // Media keep flowing: every count grows again.
    const before = await Promise.all(people.map((person) => decoded(person.page)));
    for (const [index, person] of people.entries()) {
      await expect
        .poll(() => receivesFrom(person.page, othersOf(person), before[index]), { timeout: 15_000 })
        .toBe(true);
    }

    const [leaving, ...staying] = people as [Participant, ...Participant[]];
    await leaving.page.evaluate(() => window.sfuLeave());
    for (const person of staying) {
      const others = staying.filter((other) => other !== person).map((other) => other.uid);
      await expect
        .poll(() => person.page.evaluate(() => window.remoteUids()), { timeout: 15_000 })
        .toEqual(others.sort());
      await expect.poll(() => receivesFrom(person.page, others), { timeout: 15_000 }).toBe(true);
    }
  });
});
