// The preview flag end to end (portal.md §2): before the event, ?preview=1 lets a logged-in admin onto the stream
// page, while the same flag gets an anonymous visitor nothing. The server's clock is moved through TEST_CLOCK.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathname, submitEmailLogin, useBrowser, useServer } from './support/fixtures.js';

const BEFORE_THE_EVENT = '2023-06-01T12:00:00Z';

const server = useServer({ event: 'preview-event.yaml', testClock: true });
const browser = useBrowser();

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

const welcome = (page: Page) => page.locator('event-portal [part="welcome"]');

describe('the preview flag', () => {
  it('lets an admin with ?preview=1 onto the stream page before the event', async () => {
    const page = await browser.newPage();
    await submitEmailLogin(page, server.url, 'admin@example.org', 'adminpass1');
    await welcome(page).waitFor();
    // The portal checks its token's expiry with the browser's clock, so the server's clock moves after the login.
    await server.setClock(BEFORE_THE_EVENT);

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
    await server.setClock(BEFORE_THE_EVENT);
    const body = await server.graphql('{ customerAnonymousLogin { token } }', { headers: { cookie: 'preview=1' } });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('403');
    const page = await browser.newPage();
    await page.goto(`${server.url}/stream/main?preview=1`);
    await expect.poll(() => pathname(page)).toBe('/landing');
  });
});
