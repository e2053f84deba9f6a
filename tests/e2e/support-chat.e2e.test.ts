// The support chat in tawk.to mode, end to end: the portal follows tawk.to's documented JavaScript API
// (developer.tawk.to/jsapi) with the visitor's name, e-mail and secure-mode hash set before the embed script loads.
// Chromium cannot reach tawk.to from here, so page.route serves a stand-in for https://embed.tawk.to/{property}/
// {widget} that implements that API as documented: it reads Tawk_API.visitor when it loads, renders a widget, calls
// Tawk_API.onLoad and offers showWidget, hideWidget, maximize, minimize, toggle, setAttributes and logout, recording
// every call. The generic script mode is tested in after-event.e2e.test.ts.
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, pathname, submitEmailLogin, useBrowser, useServer } from './support/fixtures.js';

const SUPPORT_CHAT_SECRET = 'support-chat-e2e-tawk-api-key';
const EMBED = 'https://embed.tawk.to/5f1a2b3c4d5e6f7a8b9c0d1e/default';

const server = useServer({ event: 'support-tawk-to.yaml', env: { SUPPORT_CHAT_SECRET } });
const browser = useBrowser();
/** expect.poll with room for a busy machine (its default gives up after 1 s). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

interface StandIn {
  /** Tawk_API.visitor and whether Tawk_LoadStart was a date, as the script found them when it ran. */
  atLoad: { visitor: unknown; loadStart: boolean };
  calls: [string, ...unknown[]][];
}

/** tawk.to's embed script as its JavaScript API documents it, recording in window.tawkStandIn. */
const EMBED_STAND_IN = `(() => {
  const api = window.Tawk_API;
  const record = { atLoad: { visitor: api.visitor ? { ...api.visitor } : null, loadStart: window.Tawk_LoadStart instanceof Date }, calls: [] };
  window.tawkStandIn = record;
  const widget = document.createElement('iframe');
  widget.id = 'tawk-stand-in-widget';
  widget.title = 'chat widget';
  document.body.append(widget);
  const method = (name, run = () => {}) => (...args) => { record.calls.push([name, ...args.filter((arg) => typeof arg !== 'function')]); run(...args); };
  api.showWidget = method('showWidget', () => { widget.style.display = 'block'; });
  api.hideWidget = method('hideWidget', () => { widget.style.display = 'none'; });
  api.toggleVisibility = method('toggleVisibility', () => { widget.style.display = widget.style.display === 'none' ? 'block' : 'none'; });
  api.maximize = method('maximize');
  api.minimize = method('minimize');
  api.toggle = method('toggle');
  api.getStatus = () => 'online';
  api.isChatHidden = () => widget.style.display === 'none';
  api.setAttributes = method('setAttributes', (attributes, callback) => callback && callback());
  api.logout = method('logout', (callback) => callback && callback());
  setTimeout(() => api.onLoad && api.onLoad(), 0);
})();`;

/** Serves the embed script's stand-in, or fails it; returns the embed requests with the script element's attributes. */
async function routeTawkTo(page: Page, { fail = false } = {}) {
  const requested: string[] = [];
  await page.route('https://embed.tawk.to/**', (route) => {
    requested.push(route.request().url());
    if (fail) return route.abort('failed');
    return route.fulfill({ contentType: 'text/javascript', body: EMBED_STAND_IN });
  });
  return requested;
}

const standIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { tawkStandIn?: StandIn }).tawkStandIn ?? null);
const calls = async (page: Page) => ((await standIn(page))?.calls ?? []).map(([name]) => name);
const widget = (page: Page) => page.locator('#tawk-stand-in-widget');

async function login(page: Page) {
  await submitEmailLogin(page, server.url, 'ticket@example.org', 'ticketpass1');
  await eventually(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
}

describe('the support chat in tawk.to mode', () => {
  it("sets the visitor's name, e-mail and hash before the embed script loads, and shows the widget by route", async () => {
    const page = await browser.newPage();
    const requested = await routeTawkTo(page);
    await login(page);
    // Not on the landing page or the welcome page: nothing of tawk.to there, not even its globals.
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => 'Tawk_API' in window)).toBe(false);

    await page.goto(`${server.url}/stream`);
    await eventually(() => widget(page).isVisible()).toBe(true);
    expect(requested).toEqual([EMBED]);
    const hash = createHmac('sha256', SUPPORT_CHAT_SECRET).update('ticket@example.org').digest('hex');
    expect((await standIn(page))?.atLoad).toEqual({
      visitor: { name: 'Tia Ket', email: 'ticket@example.org', hash },
      loadStart: true,
    });
    const script = page.locator(`script[src="${EMBED}"]`);
    expect(await script.evaluate((node: HTMLScriptElement) => [node.async, node.charset, node.crossOrigin])).toEqual([
      true,
      'UTF-8',
      // crossorigin="*" is an unknown value, which the DOM reports as anonymous.
      'anonymous',
    ]);
    expect(await script.getAttribute('crossorigin')).toBe('*');
    // tawk.to mode has no container of the generic mode.
    expect(await page.locator('#foyer-support-chat').count()).toBe(0);
    expect(await axeViolations(page, { iframes: false })).toEqual([]);

    // Hidden where §2 does not show it, shown again where it does; the script loads once.
    await page.goto(`${server.url}/stream`);
    await eventually(() => widget(page).isVisible()).toBe(true);
    await page.evaluate(() => history.pushState(null, '', '/pages'));
    await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
    await eventually(() => pathname(page)).toBe('/pages');
    await eventually(() => widget(page).isVisible()).toBe(false);
    await page.evaluate(() => history.back());
    await eventually(() => widget(page).isVisible()).toBe(true);
    expect(await calls(page)).toEqual(['showWidget', 'hideWidget', 'showWidget']);
    expect(await page.locator(`script[src="${EMBED}"]`).count()).toBe(1);
  });

  it('logs the visitor out of the widget when they log out of the portal', async () => {
    const page = await browser.newPage();
    await routeTawkTo(page);
    await login(page);
    await page.goto(`${server.url}/thankYou`);
    await eventually(() => widget(page).isVisible()).toBe(true);
    await page.locator('event-portal [part~="thank-you"]').getByRole('button', { name: 'Ausloggen' }).click();
    await eventually(() => pathname(page)).toBe('/landing');
    await eventually(() => calls(page)).toContain('logout');
    await eventually(() => widget(page).isVisible()).toBe(false);
  });

  it('keeps the widget hidden when the embed script fails to load', async () => {
    const page = await browser.newPage();
    const requested = await routeTawkTo(page, { fail: true });
    await login(page);
    await page.goto(`${server.url}/stream`);
    await eventually(() => requested).toEqual([EMBED]);
    await page.locator('event-stream').waitFor();
    // The visitor was set for a script that never ran: no widget, and the page goes on.
    expect(
      await page.evaluate(() => (window as unknown as { Tawk_API?: { visitor?: unknown } }).Tawk_API?.visitor),
    ).toMatchObject({ email: 'ticket@example.org' });
    expect(await standIn(page)).toBeNull();
    expect(await widget(page).count()).toBe(0);
    expect(await page.locator('#foyer-support-chat').count()).toBe(0);
  });

  it("writes nothing into a page that embeds the elements: tawk.to is the standalone portal's alone", async () => {
    const page = await browser.newPage();
    const requested = await routeTawkTo(page);
    await login(page);
    await page.goto(`${server.url}/demo/stream-only.html`);
    await page.locator('event-stream').waitFor();
    await page.locator('event-stream [part="player"], event-stream [part="notice"]').first().waitFor();
    expect(await page.evaluate(() => ['Tawk_API', 'Tawk_LoadStart'].filter((name) => name in window))).toEqual([]);
    expect(requested).toEqual([]);
  });
});
