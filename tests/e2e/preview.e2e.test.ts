// The preview flag end to end (portal.md §2): before the event, ?preview=1 lets a logged-in admin onto the stream
// page, while the same flag gets an anonymous visitor nothing. The server's clock is moved through TEST_CLOCK.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { startServer, type RunningServer } from '../support/start-server.mjs';

const BEFORE_THE_EVENT = '2023-06-01T12:00:00Z';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({
    env: { EVENT_FILE: 'tests/e2e/fixtures/preview-event.yaml', TEST_CLOCK: 'on' },
  });
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  await setClock(new Date().toISOString());
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function setClock(now: string): Promise<void> {
  const response = await fetch(`${server.url}/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  expect(response.status).toBe(200);
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** The answers of getStreamAccess the page receives. */
function recordStreamAccess(page: Page): unknown[] {
  const results: unknown[] = [];
  page.on('response', async (response) => {
    const body = response.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'getStreamAccess') return;
    const json = (await response.json()) as { data?: { getStreamAccess?: unknown } };
    results.push(json.data?.getStreamAccess);
  });
  return results;
}

const pathname = (page: Page) => new URL(page.url()).pathname;
const welcome = (page: Page) => page.locator('event-portal [part="welcome"]');

describe('the preview flag', () => {
  it('lets an admin with ?preview=1 onto the stream page before the event', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/landing`);
    await page.getByLabel('E-Mail-Adresse *').fill('admin@example.org');
    await page.getByLabel('Passwort *', { exact: true }).fill('adminpass1');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await welcome(page).waitFor();
    // The portal checks its token's expiry with the browser's clock, so the server's clock moves after the login.
    await setClock(BEFORE_THE_EVENT);

    await page.goto(`${server.url}/?preview=1`);
    await welcome(page).waitFor();
    await expect
      .poll(async () => (await page.context().cookies()).map((c) => `${c.name}=${c.value}`))
      .toContain('preview=1');
    const access = recordStreamAccess(page);
    await page.goto(`${server.url}/stream/main`);
    await expect.poll(() => access).toContain('ok');
    await page.locator('event-stream video').waitFor();
    expect(pathname(page)).toBe('/stream/main');
  });

  it('gives an anonymous visitor with ?preview=1 nothing: this e-mail event has no anonymous sessions', async () => {
    await setClock(BEFORE_THE_EVENT);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'preview=1' },
      body: JSON.stringify({ query: '{ customerAnonymousLogin { token } }' }),
    });
    const body = (await response.json()) as { data: unknown; errors?: { extensions?: { code?: string } }[] };
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('403');
    const page = await newPage();
    await page.goto(`${server.url}/stream/main?preview=1`);
    await expect.poll(() => pathname(page)).toBe('/landing');
  });
});
