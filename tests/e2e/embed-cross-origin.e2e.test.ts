// The elements dropped into a host page on ANOTHER origin than the API (http://localhost:<port> vs the Foyer server
// on http://127.0.0.1:<port>, allowed by CORS_ORIGINS), loaded from the real built dist/ with script tags: the host's
// storage and cookies stay untouched, event URLs point at the API, tokens and ::part reach nested elements, host
// anchors leave hash routing alone, attributes reset when removed, and the host hears the public events.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useBrowser, useServer } from './support/fixtures.js';

let host: Server;
let hostUrl: string;
let page: Page;

/** The host page: its own token/user keys and cookie, a theme on body, a ::part rule, an anchor, no Foyer markup. */
function hostPage(foyer: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A host page</title>
    <style>
      body { --foyer-color-primary: rgb(1, 2, 3); font-family: Georgia, serif; }
      event-portal::part(poll-title) { color: rgb(4, 5, 6); }
      event-poll::part(poll-title) { color: rgb(7, 8, 9); }
    </style>
    <script type="module" src="${foyer}/dist/foyer.js"></script>
  </head>
  <body>
    <nav><a id="to-section" href="#section">To the section</a></nav>
    <main id="mount"></main>
    <h2 id="section" style="margin-top: 2000px">A section of the host page</h2>
  </body>
</html>`;
}

// The host page's server starts first: the Foyer server needs its address for CORS_ORIGINS.
beforeAll(async () => {
  host = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostPage(server.url));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
});

const server = useServer(() => ({ env: { CORS_ORIGINS: hostUrl } }));
const browser = useBrowser();
let consoleErrors: string[];

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // The host's own session: the elements must neither read, change nor delete it.
  await page.context().addInitScript(() => {
    if (localStorage.getItem('token') !== null) return;
    localStorage.setItem('token', 'host-token');
    localStorage.setItem('user', '{"host":"user"}');
    sessionStorage.setItem('token', 'host-session-token');
    document.cookie = 'token=host-cookie; path=/';
  });
  await page.goto(`${hostUrl}/`);
  await page.waitForFunction(() => customElements.get('event-poll') !== undefined);
});

/** Adds an element with the API on the other origin, plus the given attributes. */
async function mount(tag: string, attributes: Record<string, string> = {}): Promise<void> {
  await page.evaluate(
    ([name, given, api]) => {
      const element = document.createElement(name);
      for (const [key, value] of Object.entries({ 'api-url': api, ...given })) element.setAttribute(key, value);
      document.getElementById('mount')!.append(element);
    },
    [tag, attributes, `${server.url}/graphql`] as const,
  );
}

/** Collects the public events of the given names that reach document. */
async function listen(names: string[]): Promise<void> {
  await page.evaluate((eventNames) => {
    const heard: { type: string; detail: unknown }[] = [];
    (window as unknown as { heard: typeof heard }).heard = heard;
    for (const name of eventNames) {
      document.addEventListener(name, (event) => heard.push({ type: name, detail: (event as CustomEvent).detail }));
    }
  }, names);
}

const heard = () => page.evaluate(() => (window as unknown as { heard: { type: string; detail: unknown }[] }).heard);

describe('the elements on a host page of another origin', () => {
  it('vote in a poll and tell the host through event-poll-vote', async () => {
    await listen(['event-poll-vote']);
    await mount('event-poll', { code: 'lieblingsthema' });
    const option = page.locator('event-poll [part="poll-option"]').first();
    await option.waitFor();
    const label = await option.textContent();
    await option.click();
    await expect.poll(heard).toHaveLength(1);
    const [vote] = await heard();
    expect(vote!.detail).toMatchObject({ code: 'lieblingsthema', word: null });
    const detail = vote!.detail as { pollItemIds: number[]; options: string[] };
    expect(detail.pollItemIds).toHaveLength(1);
    expect(label).toContain(detail.options[0]);
  });

  it('play the stream from the API origin, not the host page', async () => {
    const streamRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/demo-stream/')) streamRequests.push(request.url());
    });
    await mount('event-stream', { code: 'main' });
    await page.locator('event-stream video').waitFor();
    await expect.poll(() => streamRequests.length, { timeout: 15_000 }).toBeGreaterThan(0);
    for (const url of streamRequests) expect(url.startsWith(`${server.url}/demo-stream/`)).toBe(true);
    const videoSource = await page
      .locator('event-stream video')
      .evaluate((video: HTMLVideoElement) => video.currentSrc || video.src);
    if (videoSource && !videoSource.startsWith('blob:')) expect(videoSource.startsWith(server.url)).toBe(true);
  });

  it("leave the host's localStorage, sessionStorage and cookies as they were after every element ran", async () => {
    await mount('event-portal', { routing: 'hash' });
    await mount('event-poll', { code: 'lieblingsthema' });
    await mount('event-cards', { path: '/stream' });
    await mount('event-form', { code: 'feedback' });
    await mount('event-stream', { code: 'main' });
    await page.locator('event-portal [part="welcome"] h1').waitFor();
    // The portal's welcome modal covers the page; the vote is a click on the option all the same.
    await page.locator('event-poll [part="poll-option"]').first().dispatchEvent('click');
    await page.locator('event-cards [part="card"]').first().waitFor();
    await page.locator('event-form form').waitFor();
    await page.locator('event-stream video').waitFor();
    await page.evaluate(() => (location.hash = '#/stream'));
    await page.locator('event-portal event-stream video').waitFor();

    const state = await page.evaluate(() => ({
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
      cookie: document.cookie,
    }));
    expect(state.local['token']).toBe('host-token');
    expect(state.local['user']).toBe('{"host":"user"}');
    expect(state.session['token']).toBe('host-session-token');
    expect(state.cookie).toBe('token=host-cookie');
    const namespace = `foyer:${server.url}:`;
    const foreign = [...Object.keys(state.local), ...Object.keys(state.session)].filter(
      (key) => key !== 'token' && key !== 'user' && !key.startsWith(namespace),
    );
    expect(foreign).toEqual([]);
    expect(state.local[`${namespace}token`]).toBeTruthy();
  });

  it('style a poll nested in <event-portal> through tokens on body and ::part on the portal', async () => {
    await mount('event-portal', { routing: 'hash' });
    await page.locator('event-portal [part="welcome"] h1').waitFor();
    await page.evaluate(() => (location.hash = '#/stream'));
    const title = page.locator('event-portal event-cards event-poll [part="poll-title"]');
    await title.waitFor({ timeout: 15_000 });
    // The ::part rule reaches the poll once every element between has rendered its exportparts.
    await expect.poll(() => title.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(4, 5, 6)');
    const option = page.locator('event-portal event-poll [part="poll-option"]').first();
    await expect.poll(() => option.evaluate((node) => getComputedStyle(node).borderTopColor)).toBe('rgb(1, 2, 3)');
    const exported = await page
      .locator('event-portal event-cards')
      .first()
      .evaluate((node) => node.getAttribute('exportparts') ?? '');
    expect(exported).toContain('poll-title');
    expect(exported).toContain('root: event-cards-root');
  });

  it('let the host hide an element with visibility: hidden or the hidden attribute', async () => {
    await mount('event-poll', { code: 'lieblingsthema' });
    const poll = page.locator('event-poll');
    await poll.locator('[part="poll-title"]').waitFor();
    await poll.evaluate((node: HTMLElement) => (node.style.visibility = 'hidden'));
    expect(await poll.locator('[part="poll-title"]').evaluate((node) => getComputedStyle(node).visibility)).toBe(
      'hidden',
    );
    await poll.evaluate((node: HTMLElement) => {
      node.style.visibility = '';
      node.hidden = true;
    });
    expect(await poll.evaluate((node) => getComputedStyle(node).display)).toBe('none');
  });

  it("keep the portal on its route when the host page's #anchor link is followed", async () => {
    await mount('event-portal', { routing: 'hash' });
    const heading = page.locator('event-portal [part="welcome"] h1');
    await heading.waitFor();
    const before = await heading.textContent();
    // The portal's welcome modal covers the page: follow the link as a script (or the keyboard) would.
    await page.locator('#to-section').evaluate((link: HTMLAnchorElement) => link.click());
    expect(await page.evaluate(() => location.hash)).toBe('#section');
    // Two frames: time for a hashchange to reach React and render, had the portal reacted to it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await heading.textContent()).toBe(before);
    expect(await page.locator('event-portal').getByText('Seite nicht gefunden').count()).toBe(0);
  });

  it('go back to the default when an attribute is removed at runtime', async () => {
    await mount('event-poll', { code: 'lieblingsthema', language: 'en' });
    const poll = page.locator('event-poll');
    await poll.locator('[part="poll-title"]').waitFor();
    expect(await poll.locator('[part="root"]').getAttribute('lang')).toBe('en');
    await poll.evaluate((node) => node.removeAttribute('language'));
    await expect.poll(() => poll.locator('[part="root"]').getAttribute('lang')).toBe('de');
    await poll.evaluate((node) => node.removeAttribute('code'));
    await poll.locator('[part="error"]').waitFor();
    expect(consoleErrors.filter((text) => text.startsWith('<event-poll>: the code attribute is missing'))).toHaveLength(
      1,
    );
  });

  it('name the element and the URL when the api-url is wrong, once per element', async () => {
    await mount('event-poll', { code: 'lieblingsthema', 'api-url': 'http://127.0.0.1:9/graphql' });
    await page.locator('event-poll [role="alert"]').waitFor({ timeout: 30_000 });
    const reports = consoleErrors.filter((text) =>
      text.startsWith('<event-poll>: the API at http://127.0.0.1:9/graphql'),
    );
    expect(reports).toHaveLength(1);
  });
});
