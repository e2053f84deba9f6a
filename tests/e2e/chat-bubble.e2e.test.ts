// <chat-widget> alone in a plain page (demo/chat-bubble.html): the bubble loads no React until it is opened. The
// real chat: the visitor logs in anonymously through the portal, the widget asks getCometChatToken with that
// session and talks to the /chat server through the foyer adapter; another visitor (the adapter in Node) writes to
// them first over a raw /chat socket, so the closed bubble has unread messages.
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatSocketUrl, newChatToken, NodeWebSocket } from '../support/chat-server.mjs';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { startServer, type RunningServer } from '../support/start-server.mjs';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let annaToken: string;
let requests: string[];

beforeAll(async () => {
  server = await startServer();
  browser = await chromium.launch(chromiumLaunchOptions());
  annaToken = await newChatToken(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1024, height: 900 }, locale: 'de-DE' });
  await context.addInitScript(() => {
    window.addEventListener('chat-ready', (event) => {
      (window as unknown as { chatUid: string }).chatUid = (event as CustomEvent<{ uid: string }>).detail.uid;
    });
  });
  page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  // The portal's anonymous login gives this visitor a session (local storage `token`) on this origin.
  await page.goto(`${server.url}/`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 15_000 }).toBeTruthy();
  // The demo bubble page is a host page whose elements keep their own session under the API origin's key prefix
  // (docs/embedding.md); the test hands them the session the portal just started on this origin.
  await page.evaluate((namespace) => {
    for (const key of ['token', 'user']) localStorage.setItem(namespace + key, localStorage.getItem(key) ?? '');
  }, `foyer:${server.url}:`);
  requests = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
});

/** Opens the bubble page and has Anna write three messages to this visitor once their chat is ready. */
async function openWithUnread(): Promise<void> {
  await page.goto(`${server.url}/demo/chat-bubble.html`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { chatUid?: string }).chatUid), { timeout: 15_000 })
    .toBeTruthy();
  const uid = await page.evaluate(() => (window as unknown as { chatUid: string }).chatUid);
  await annaWrites(uid, ['Hallo', 'Bist du da?', 'Schreib mal']);
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

async function axeViolations(): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join()}`);
  });
}

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
    expect(await axeViolations()).toEqual([]);
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
    expect(await axeViolations()).toEqual([]);

    await header().focus();
    await page.keyboard.press('Space');
    await bubble().waitFor();
    expect(await header().count()).toBe(0);
  });
});
