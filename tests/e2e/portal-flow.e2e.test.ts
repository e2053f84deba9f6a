// The visitor's first minute, end to end: the built server with the demo event, the standalone portal, Chromium.
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser();
let page: Page;

beforeEach(async () => {
  page = await browser.newPage();
});

/** The track mutations the page sends, as their targets. */
function recordTracking(target: Page): string[] {
  const tracked: string[] = [];
  target.on('request', (request: Request) => {
    const body = request.postDataJSON() as { operationName?: string; variables?: { target?: string } } | null;
    if (request.url().endsWith('/graphql') && body?.operationName === 'track' && body.variables?.target) {
      tracked.push(body.variables.target);
    }
  });
  return tracked;
}

describe('the standalone portal with the demo event', () => {
  it('logs the visitor in anonymously and shows the German welcome page', async () => {
    const tracked = recordTracking(page);
    await page.goto(`${server.url}/`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const heading = page.locator('event-portal [part="welcome"] h1');
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Willkommen beim Foyer Demo-Event!');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(user).toMatchObject({ alias: 'anonymous' });
    expect(await page.evaluate(() => localStorage.getItem('anonymousCustomerId'))).toBe(user.anonymousCustomerId);

    const navbar = page.locator('event-portal [part="navbar"] nav ul').first();
    expect(await navbar.locator('a').allTextContents()).toEqual(['Mediathek', 'Ausloggen']);
    expect(await page.locator('event-portal [part="welcome"] ul a').allTextContents()).toEqual(['Zum Livestream']);
    const footerLinks = page.locator('event-portal [part="footer"] a');
    expect(await footerLinks.count()).toBeGreaterThan(0);
    for (const link of await footerLinks.all()) expect(await link.getAttribute('target')).toBe('_blank');

    await expect.poll(() => tracked).toEqual(['/']);
  });

  it('shows the welcome modal once and closes it by keyboard', async () => {
    await page.goto(`${server.url}/`);
    const dialog = page.locator('event-portal dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((node: HTMLDialogElement) => node.open)).toBe(true);
    expect(await dialog.locator('button').allTextContents()).toEqual(['Schließen']);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((node: HTMLDialogElement) => node.open)).toBe(false);
    await page.reload();
    await page.locator('event-portal [part="welcome"] h1').waitFor();
    expect(await dialog.evaluate((node: HTMLDialogElement) => node.open)).toBe(false);
  });

  it('has no axe violations on the welcome page', async () => {
    await page.goto(`${server.url}/`);
    await page.locator('event-portal dialog').waitFor();
    await page.keyboard.press('Escape');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('logs out to the landing page, where the anonymous login starts again', async () => {
    await page.goto(`${server.url}/`);
    await page.locator('event-portal [part="welcome"] h1').waitFor();
    const firstToken = await page.evaluate(() => localStorage.getItem('token'));
    await page.keyboard.press('Escape');
    await page.locator('event-portal [part="navbar"] nav ul').first().getByText('Ausloggen').click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(firstToken);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.locator('event-portal [part="welcome"] h1').waitFor();
  });

  it('sends a visitor who opens a page while logged out to /landing and back after the login', async () => {
    await page.goto(`${server.url}/welcome`);
    // The pages load on demand: wait for the welcome page, then check where the login sent the visitor.
    await page.locator('event-portal [part="welcome"] h1').waitFor();
    expect(new URL(page.url()).pathname).toBe('/welcome');
  });

  it('offers the burger drawer on a small screen', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/`);
    await page.locator('event-portal dialog').waitFor();
    await page.keyboard.press('Escape');
    const burger = page.locator('event-portal [part="navbar"] button[aria-controls]');
    expect(await burger.isVisible()).toBe(true);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await burger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('event-portal [part="navbar-drawer"]');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await drawer.locator('a').allTextContents()).toEqual(['Mediathek', 'Ausloggen']);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('sends a visitor whose token the server refuses (UNAUTHENTICATED) through /logout', async () => {
    await page.goto(`${server.url}/demo/`);
    const forged = await page.evaluate(() => {
      const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
      const token = `${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: Date.now() / 1000 + 3600 })}.forged`;
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ customerId: '1', alias: 'ada', token }));
      return token;
    });
    await page.goto(`${server.url}/`);
    // The welcome text is public and may show before the refusal arrives; then the refused token goes and the visitor
    // is logged in again.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.alias), { timeout: 15_000 })
      .toBe('anonymous');
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(forged);
    await page.locator('event-portal [part="welcome"] h1').waitFor();
  });

  it('shows the not-found page for an unknown path', async () => {
    await page.goto(`${server.url}/does-not-exist`);
    const heading = page.locator('event-portal main h1');
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Seite nicht gefunden');
  });

  it('runs inside the demo CMS page without touching the page path', async () => {
    await page.goto(`${server.url}/demo/cms-page.html`);
    const heading = page.locator('event-portal [part="welcome"] h1');
    await heading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo/cms-page.html');
    expect(await page.locator('event-portal [part="navbar"]').textContent()).toContain('Sommerfest online');
    const cmsHeadingFont = await page.locator('article > h1').evaluate((node) => getComputedStyle(node).fontFamily);
    const portalHeadingFont = await heading.evaluate((node) => getComputedStyle(node).fontFamily);
    expect(portalHeadingFont).not.toBe(cmsHeadingFont);
    expect(await page.evaluate(() => document.head.querySelectorAll('style[data-emotion]').length)).toBe(0);
  });

  it('takes a picture of the welcome page for the README', async () => {
    await page.goto(`${server.url}/`);
    await page.locator('event-portal dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('event-portal [part="welcome"] h1').waitFor();
    const picture = await page.screenshot({ path: 'test-results/welcome.png' });
    expect(picture.byteLength).toBeGreaterThan(10_000);
  });
});
