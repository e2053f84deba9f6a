// custom-elements.json must name every part a host can style and every event a host can hear: each element is
// rendered from the real build on the demo event (alone on the demo pages, nested in the portal, the chat panel
// open), every `part` inside its shadow root is collected (nested elements count for their own tag) with every
// public event it fires, and each must be in the manifest for that tag. The manifest's attributes must also cover
// every attribute the element class observes.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { startServer, type RunningServer } from '../support/start-server.mjs';

interface ManifestElement {
  tagName: string;
  attributes?: { name: string }[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
}
interface Manifest {
  modules: { path: string; declarations?: (ManifestElement & { customElement?: boolean })[] }[];
}

const manifestFile = fileURLToPath(new URL('../../custom-elements.json', import.meta.url));
let manifest: Map<string, ManifestElement>;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** `<tag> part` and `<tag> event` pairs seen so far. */
const parts = new Set<string>();
const events = new Set<string>();

beforeAll(async () => {
  const { modules } = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  manifest = new Map(
    modules.flatMap((module) =>
      (module.declarations ?? []).filter((d) => d.customElement).map((d) => [d.tagName, d] as const),
    ),
  );
  server = await startServer();
  browser = await chromium.launch(chromiumLaunchOptions());
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  // Every public event any element dispatches, with the tag that dispatched it.
  await context.addInitScript(() => {
    const fired: [string, string][] = [];
    (window as unknown as { fired: typeof fired }).fired = fired;
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (event: Event) {
      if (this instanceof Element && /^(event|chat)-/.test(event.type)) fired.push([this.localName, event.type]);
      return dispatch.call(this, event);
    };
  });
  page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Adds the parts now rendered and the events fired so far on this page. */
async function collect(): Promise<void> {
  const seen = await page.evaluate(
    (tags) => {
      const found: string[] = [];
      const walk = (root: Document | ShadowRoot, owner: string | null) => {
        for (const node of Array.from(root.querySelectorAll('*'))) {
          const names = node.getAttribute('part')?.split(/\s+/).filter(Boolean) ?? [];
          if (owner) for (const name of names) found.push(`${owner} ${name}`);
          if (node.shadowRoot) walk(node.shadowRoot, tags.includes(node.localName) ? node.localName : owner);
        }
      };
      walk(document, null);
      const fired = (window as unknown as { fired: [string, string][] }).fired.map(([tag, type]) => `${tag} ${type}`);
      return { found, fired };
    },
    [...manifest.keys()],
  );
  for (const part of seen.found) parts.add(part);
  for (const event of seen.fired) events.add(event);
}

const missing = (seen: Set<string>, listed: (element: ManifestElement) => { name: string }[] | undefined) =>
  [...seen].filter((pair) => {
    const [tag, name] = pair.split(' ') as [string, string];
    return !(listed(manifest.get(tag)!) ?? []).some((entry) => entry.name === name);
  });

describe('custom-elements.json against the rendered elements', () => {
  it('lists every attribute each element observes', async () => {
    await page.goto(`${server.url}/demo/poll-only.html`);
    await page.addScriptTag({ type: 'module', url: '/dist/foyer.js' });
    // The operators' console and presenter screen are no visitor elements: foyer.js leaves them out, each loads alone.
    await page.addScriptTag({ type: 'module', url: '/dist/event-console.js' });
    await page.addScriptTag({ type: 'module', url: '/dist/event-present.js' });
    for (const [tag, element] of manifest) {
      await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
      const observed = await page.evaluate(
        (name) => [
          ...((customElements.get(name) as unknown as { observedAttributes?: string[] }).observedAttributes ?? []),
        ],
        tag,
      );
      const listed = (element.attributes ?? []).map((attribute) => attribute.name);
      expect({ tag, unlisted: observed.filter((name) => !listed.includes(name)) }).toEqual({ tag, unlisted: [] });
    }
  });

  it('lists the parts and events of the poll, the cards, the form and the stream on their own', async () => {
    await page.goto(`${server.url}/demo/poll-only.html`);
    await page.locator('event-poll [part~="poll-option"]').first().waitFor();
    await collect();
    await page.locator('event-poll [part~="poll-option"]').first().click();
    await expect
      .poll(() => page.evaluate(() => JSON.stringify((window as unknown as { fired: unknown }).fired)))
      .toContain('event-poll-vote');
    // Without its required code: the error notice.
    await page.evaluate(() => document.body.append(document.createElement('event-poll')));
    await page.locator('event-poll:not([code]) [part~="error"]').waitFor();
    await collect();

    await page.goto(`${server.url}/demo/cards-only.html`);
    await page.locator('event-cards [part~="card"]').first().waitFor();
    await collect();
    // The feedback card's form action opens the form in a dialog, in the page.
    await page
      .locator('event-cards [part~="card"]', { hasText: 'Deine Meinung zählt' })
      .locator('[part~="card-action"]')
      .click();
    await page.locator('event-cards event-form [part~="form"]').waitFor();
    await collect();

    await page.goto(`${server.url}/demo/qa-only.html`);
    const qa = page.locator('event-qa');
    await qa.getByRole('textbox', { name: 'Deine Frage', exact: true }).fill('Eine Frage für das Manifest?');
    await qa.getByRole('button', { name: 'Frage stellen' }).click();
    await qa.locator('[part~="qa-question"]').first().waitFor();
    await collect();

    await page.goto(`${server.url}/demo/form-only.html`);
    await page.locator('event-form [part~="form"]').waitFor();
    await page.locator('event-form button[type="submit"]').click();
    await collect();

    await page.goto(`${server.url}/demo/stream-only.html`);
    await page.locator('event-stream video').waitFor();
    await expect
      .poll(() => page.evaluate(() => JSON.stringify((window as unknown as { fired: unknown }).fired)))
      .toContain('event-stream-loaded');
    await collect();
  });

  it('lists the parts and events of the portal and the elements nested in it', async () => {
    await page.goto(`${server.url}/`);
    await page.locator('event-portal [part~="welcome"]').waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 15_000 }).toBeTruthy();
    await collect();
    await page.goto(`${server.url}/stream`);
    await page.locator('event-portal event-stream video').waitFor();
    await page.locator('event-portal event-cards [part~="card"]').first().waitFor();
    await collect();
  });

  it('lists the parts and events of the chat bubble and its open panel', async () => {
    // The demo bubble page keeps its session under the API origin's prefix; the portal's session serves it.
    await page.evaluate((namespace) => {
      for (const key of ['token', 'user']) localStorage.setItem(namespace + key, localStorage.getItem(key) ?? '');
    }, `foyer:${server.url}:`);
    await page.goto(`${server.url}/demo/chat-bubble.html`);
    await page.locator('chat-widget [part~="bubble"]').waitFor({ timeout: 15_000 });
    await collect();
    await page.locator('chat-widget [part~="bubble"]').click();
    await page.locator('chat-widget [part~="panel-header"]').waitFor({ timeout: 15_000 });
    for (const tab of await page.locator('chat-widget [part~="tab"]').all()) {
      await tab.click();
      await collect();
    }
    await page.locator('chat-widget [part~="panel-header"]').click();
    await page.locator('chat-widget [part~="bubble"]').waitFor();
    await collect();
  });

  it('names every part and event seen in the manifest, for the tag that renders or fires it', () => {
    for (const expected of [
      'event-poll poll-option',
      'event-qa qa-question',
      'event-portal welcome',
      'event-stream player',
      'chat-widget panel',
    ]) {
      expect(parts).toContain(expected);
    }
    for (const expected of [
      'event-poll event-poll-vote',
      'event-qa event-qa-ask',
      'event-cards event-cards-click',
      'event-stream event-stream-loaded',
      'chat-widget chat-open',
      'chat-widget chat-close',
    ]) {
      expect(events).toContain(expected);
    }
    expect(missing(parts, (element) => element.cssParts)).toEqual([]);
    expect(missing(events, (element) => element.events)).toEqual([]);
  });
});
