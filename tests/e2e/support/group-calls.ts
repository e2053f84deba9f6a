// What the group call tests share (chat-group-call.e2e.test.ts over the mesh, chat-group-call-sfu.e2e.test.ts through
// Janus): visitors of /demo/chat.html whose RTCPeerConnections the test can read, a public group they all join, the
// call grid's tiles, and the media each page receives read from getStats (inbound-rtp).
import type { Page } from 'playwright-core';
import {
  chatUid,
  composer,
  guestName,
  listRow,
  part,
  portalSessionForHostPages,
  recordChatUid,
  widget,
} from './chat.js';
import type { ChatVisitor } from './chat.js';
import type { E2EBrowser } from './fixtures.js';

export const CHAT_PAGE = '/demo/chat.html';

/** Keeps every RTCPeerConnection the page makes, so the test can read its statistics. */
export function recordPeerConnections(page: Page) {
  return page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections = made;
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        made.push(this);
      }
    };
  });
}

/** A visitor of the chat page, logged in to the portal and the chat, whose peer connections are recorded. */
export async function meetingVisitor(browser: E2EBrowser, serverUrl: string): Promise<ChatVisitor> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
  await recordChatUid(page.context());
  await portalSessionForHostPages(page, serverUrl);
  await recordPeerConnections(page);
  await page.goto(`${serverUrl}${CHAT_PAGE}`);
  const uid = await chatUid(page);
  return { page, uid, name: guestName(uid) };
}

export const tab = (page: Page, name: string) => widget(page).locator(`[part~="navigation-item"][data-tab="${name}"]`);

/** `owner` makes a public group of that name through the UI, and every one of `members` joins it. */
export async function groupOf(groupName: string, owner: ChatVisitor, members: ChatVisitor[]): Promise<void> {
  await tab(owner.page, 'groups').click();
  await part(owner.page, 'create-group').click();
  const form = widget(owner.page).locator('[part="create-group-form"]');
  await form.getByLabel('Gruppenname').fill(groupName);
  await form.getByLabel('Gruppentyp').selectOption('public');
  await form.getByRole('button', { name: 'Erstellen' }).click();
  await composer(owner.page).waitFor();
  for (const member of members) {
    await tab(member.page, 'groups').click();
    await widget(member.page).getByRole('searchbox', { name: 'Gruppen suchen' }).fill(groupName);
    await listRow(member.page, groupName).click();
    await composer(member.page).waitFor();
  }
}

/** What one open peer connection of the page receives: per inbound video, its frames; per inbound audio, its packets. */
export interface ConnectionMedia {
  framesPerVideo: number[];
  packetsPerAudio: number[];
}

/** The media each open peer connection of the page receives (getStats inbound-rtp). */
export function receivedPerConnection(page: Page): Promise<ConnectionMedia[]> {
  return page.evaluate(async () => {
    const media: { framesPerVideo: number[]; packetsPerAudio: number[] }[] = [];
    for (const connection of (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections) {
      if (connection.connectionState === 'closed') continue;
      const one = { framesPerVideo: [] as number[], packetsPerAudio: [] as number[] };
      (await connection.getStats()).forEach((stat: { type: string; kind?: string } & Record<string, unknown>) => {
        if (stat.type !== 'inbound-rtp') return;
        if (stat.kind === 'video') one.framesPerVideo.push(Number(stat.framesDecoded ?? 0));
        if (stat.kind === 'audio') one.packetsPerAudio.push(Number(stat.packetsReceived ?? 0));
      });
      media.push(one);
    }
    return media;
  });
}

export const tileNames = (page: Page) => part(page, 'call-tile-name').allTextContents();
