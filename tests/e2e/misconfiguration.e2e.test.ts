// A host page that gets the elements wrong hears why in the console, once per element and problem, naming the
// element, the attribute and the URL to fix, and hears nothing else: no development-only noise from the real build
// (Apollo prints its "Download the Apollo DevTools" line 10 s after a client starts in development builds).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { startServer, type RunningServer } from '../support/start-server.mjs';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const lines: string[] = [];
const pageUrl = () => `${server.url}/misconfigured-host.html`;
const deadApi = 'http://127.0.0.1:9/graphql';

/** Every element gets one thing wrong; the poll with a good configuration shows the page otherwise works. */
const body = () => `
  <script type="application/json" id="broken">{ "language": </script>
  <event-poll id="dead-api" code="lieblingsthema" api-url="${deadApi}"></event-poll>
  <event-form id="no-code" api-url="/graphql"></event-form>
  <event-cards id="no-script" config="nowhere" path="/stream"></event-cards>
  <event-poll id="broken-script" config="broken" code="lieblingsthema"></event-poll>
  <chat-widget id="dead-chat" api-url="${deadApi}" token="a-token"></chat-widget>
  <event-poll id="fine" code="lieblingsthema"></event-poll>`;

beforeAll(async () => {
  server = await startServer();
  browser = await chromium.launch(chromiumLaunchOptions());
  context = await browser.newContext({ locale: 'de-DE' });
  page = await context.newPage();
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
  await page.route(pageUrl(), (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>A host page</title>
        <script type="module" src="/dist/foyer.js"></script></head><body>${body()}</body></html>`,
    }),
  );
  await page.clock.install();
  await page.goto(pageUrl());
  await page.locator('#fine [part~="poll-option"]').first().waitFor();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The console errors of one element (the messages start with its tag). */
const errorsOf = (tag: string) => lines.filter((line) => line.startsWith(`error: <${tag}>`));

describe('misconfigured elements on a host page', () => {
  it('name the element, the api-url attribute and the URL that did not answer', async () => {
    await expect
      .poll(() => errorsOf('event-poll').filter((line) => line.includes(deadApi)), { timeout: 15_000 })
      .toHaveLength(1);
    expect(errorsOf('event-poll').find((line) => line.includes(deadApi))).toMatch(/did not answer.*api-url attribute/);
  });

  it('name the element, the missing code attribute and the API it would ask', async () => {
    await expect.poll(() => errorsOf('event-form')).toHaveLength(1);
    expect(errorsOf('event-form')[0]).toBe(
      `error: <event-form>: the code attribute is missing; nothing to show. Set it to a code of the event the API at ${server.url}/graphql serves.`,
    );
  });

  it('name the element, the config attribute and the page for a config script that is not there', async () => {
    await expect.poll(() => errorsOf('event-cards')).toHaveLength(1);
    expect(errorsOf('event-cards')[0]).toContain(
      `<event-cards>: config="nowhere" names no <script type="application/json" id="nowhere"> in the page ${pageUrl()}`,
    );
  });

  it('name the element, the config attribute and the script for a config script that is not JSON', async () => {
    const broken = () => errorsOf('event-poll').filter((line) => line.includes('#broken'));
    await expect.poll(broken).toHaveLength(1);
    expect(broken()[0]).toMatch(/^error: <event-poll>: the config script #broken is not valid JSON/);
    expect(broken()[0]).toContain('Check the config attribute (config="broken")');
  });

  it('name the chat widget and the URLs it asked when its chat cannot start', async () => {
    await expect.poll(() => errorsOf('chat-widget'), { timeout: 15_000 }).toHaveLength(1);
    expect(errorsOf('chat-widget')[0]).toContain(`It asked the API at ${deadApi} (api-url attribute)`);
    expect(errorsOf('chat-widget')[0]).toContain('(chat-url attribute)');
  });

  it('print nothing else, not even after the 10 s a development build waits before its DevTools hint', async () => {
    await expect.poll(() => lines.filter((line) => line.startsWith('error: <')).length, { timeout: 15_000 }).toBe(5);
    await page.clock.runFor(15_000);
    await page.locator('#fine [part~="poll-option"]').first().waitFor();
    // The browser's own line for each request or socket the dead API refused is not the elements' doing.
    const ours = lines.filter((line) => !/^error: (Failed to load resource|WebSocket connection to)/.test(line));
    expect(ours.filter((line) => !line.startsWith('error: <'))).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/Apollo DevTools/);
  });
});
