// <chat-widget> alone in a plain page (demo/chat-bubble.html): the bubble loads no React until it is opened. The
// real chat: the visitor logs in anonymously through the portal, the widget asks getCometChatToken with that
// session and talks to the /chat server through the foyer adapter; another visitor (the adapter in Node) writes to
// them first over a raw /chat socket, so the closed bubble has unread messages.
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatSocketUrl, newChatToken, NodeWebSocket } from '../support/chat-server.mjs';
import { chatUid, portalSessionForHostPages, recordChatUid } from './support/chat.js';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser();
let page: Page;
let annaToken: string;
let requests: string[];

beforeAll(async () => {
  annaToken = await newChatToken(server.url);
});

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
  await recordChatUid(page.context());
  await portalSessionForHostPages(page, server.url);
  requests = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
});

/** Opens the bubble page and has Anna write three messages to this visitor once their chat is ready. */
async function openWithUnread(): Promise<void> {
  await page.goto(`${server.url}/demo/chat-bubble.html`);
  await annaWrites(await chatUid(page), ['Hallo', 'Bist du da?', 'Schreib mal']);
}

/** Anna logs in on her own socket (docs/chat-service.md frames) and sends the texts, each answered before the next. */
async function annaWrites(receiverId: string, texts: string[]): Promise<void> {
  const socket = new NodeWebSocket(chatSocketUrl(server.url));
  const answers = new Map<number, (answer: { ok: boolean; error?: unknown }) => void>();
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data)) as { id?: number; ok: boolean; error?: unknown };
    if (typeof frame.id === 'number') answers.get(frame.id)?.(frame);
  });
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  const frames = [
    { type: 'login', token: annaToken, presence: false },
    ...texts.map((text) => ({ type: 'send', receiverId, receiverType: 'user', text })),
  ];
  try {
    for (const [index, frame] of frames.entries()) {
      const answer = await new Promise<{ ok: boolean; error?: unknown }>((resolve) => {
        answers.set(index + 1, resolve);
        socket.send(JSON.stringify({ id: index + 1, ...frame }));
      });
      if (!answer.ok) throw new Error(`${frame.type} failed: ${JSON.stringify(answer.error)}`);
    }
  } finally {
    socket.close();
  }
}

const bubble = () => page.locator('chat-widget [part="bubble"]');
const header = () => page.locator('chat-widget [part="panel-header"]');
const reactRequests = () => requests.filter((path) => /\/(chunks\/react-[^/]*|chat-panel)\.js$/.test(path));
/** The chunks of the React elements: React, Apollo, the element API, the panel (issue 32). */
const heavyRequests = () =>
  requests.filter((path) => /\/(chunks\/(react|apollo|element-api|i18n)-[^/]*|chat-panel)\.js$/.test(path));

describe('<chat-widget> bubble in a plain page', () => {
  it('shows the bubble with the unread badge and requests no React chunk before it is opened', async () => {
    await openWithUnread();
    await bubble().waitFor();
    // §9 "Unread poll 5000 ms": the badge follows at the next poll.
    await expect.poll(() => page.locator('chat-widget [part="badge"]').textContent(), { timeout: 6_000 }).toBe('3');
    // Past one unread poll (5 s) to be sure nothing loads later on its own.
    await page.waitForTimeout(5_500);
    expect(requests).toContain('/dist/chat-widget.js');
    expect(reactRequests()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('is reachable by keyboard; Enter opens the panel (loading it now), Space on the header closes it', async () => {
    await openWithUnread();
    await bubble().waitFor();
    let focused = false;
    for (let step = 0; step < 5 && !focused; step++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(
        () => document.activeElement?.shadowRoot?.activeElement?.getAttribute('part') === 'bubble',
      );
    }
    expect(focused).toBe(true);
    await page.keyboard.press('Enter');
    await header().waitFor();
    expect(reactRequests()).toContain('/dist/chat-panel.js');
    expect(await header().textContent()).toBe('Chats');
    await expect
      .poll(() => page.locator('chat-widget [role="tab"][aria-selected="true"]').textContent())
      .toBe('Personen');
    await page.locator('chat-widget [part="list-item-name"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await header().focus();
    await page.keyboard.press('Space');
    await bubble().waitFor();
    expect(await header().count()).toBe(0);
  });
});

describe("<chat-widget> bubble in a plain page without a session (the README's case)", () => {
  it('logs in anonymously without React, Apollo or the element API, and still opens', async () => {
    const fresh = await browser.newPage({ viewport: { width: 1024, height: 900 } });
    const asked: string[] = [];
    fresh.on('request', (request) => asked.push(new URL(request.url()).pathname));
    page = fresh;
    requests = asked;
    await fresh.goto(`${server.url}/demo/chat-bubble.html`);
    await bubble().waitFor();
    // The anonymous session is kept under the API's key prefix, as the portal keeps its own.
    expect(await fresh.evaluate((key) => localStorage.getItem(key), `foyer:${server.url}:token`)).toBeTruthy();
    expect(asked.some((path) => /\/chunks\/session-store-[^/]*\.js$/.test(path))).toBe(true);
    expect(heavyRequests()).toEqual([]);

    await bubble().click();
    await header().waitFor();
    expect(heavyRequests()).toContain('/dist/chat-panel.js');
    expect(await header().textContent()).toBe('Chats');
  });
});
