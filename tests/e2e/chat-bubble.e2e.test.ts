// <chat-widget> alone in a plain page (demo/chat-bubble.html): the bubble loads no React until it is opened.
// The chat service is the in-memory test double until the foyer adapter and the /chat server are merged: the page
// gets it as the element's `service` property before the element upgrades.
import axe from 'axe-core';
import { build } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { startServer, type RunningServer } from '../support/start-server.mjs';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let fakeService: string;
let requests: string[];

beforeAll(async () => {
  server = await startServer();
  browser = await chromium.launch(chromiumLaunchOptions());
  const bundle = await build({
    entryPoints: ['src/react/chat/test-support/fake-chat-service.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'FakeChat',
    write: false,
  });
  const seed = `
    const { FakeChatService, fakeUser, fakeMessage } = FakeChat;
    const me = fakeUser('mia', 'Mia');
    const anna = fakeUser('anna', 'Anna', 'online');
    const service = new FakeChatService({
      me,
      loggedIn: true,
      users: [anna, fakeUser('bernd', 'Bernd')],
      unread: [fakeMessage(anna, me), fakeMessage(anna, me), fakeMessage(anna, me)],
    });
    // Parsing is done, deferred module scripts have not run: the element is not upgraded yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const element of document.querySelectorAll('chat-widget')) element.service = service;
    });`;
  fakeService = `${bundle.outputFiles[0]!.text}\n${seed}`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1024, height: 900 }, locale: 'de-DE' });
  await context.addInitScript({ content: fakeService });
  page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  requests = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
});

const bubble = () => page.locator('chat-widget [part="bubble"]');
const header = () => page.locator('chat-widget [part="panel-header"]');
const reactRequests = () => requests.filter((path) => /\/(chunks\/react-[^/]*|chat-panel)\.js$/.test(path));

async function axeViolations(): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join()}`);
  });
}

describe('<chat-widget> bubble in a plain page', () => {
  it('shows the bubble with the unread badge and requests no React chunk before it is opened', async () => {
    await page.goto(`${server.url}/demo/chat-bubble.html`);
    await bubble().waitFor();
    await expect.poll(() => page.locator('chat-widget [part="badge"]').textContent()).toBe('3');
    // Past one unread poll (5 s) to be sure nothing loads later on its own.
    await page.waitForTimeout(5_500);
    expect(requests).toContain('/dist/chat-widget.js');
    expect(reactRequests()).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('is reachable by keyboard; Enter opens the panel (loading it now), Space on the header closes it', async () => {
    await page.goto(`${server.url}/demo/chat-bubble.html`);
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
