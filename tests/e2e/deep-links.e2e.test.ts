// Deep links (issue #19 item 2): a first-time visitor who opens a page behind the login returns to it after the login,
// for the anonymous login, the shared event password and the e-mail login, and after an expired session; a page the
// router does not know, or another site, is never where a login ends.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, pathname, useBrowser, useServers } from './support/fixtures.js';

const { demo, password, email } = useServers({
  demo: {},
  password: { event: 'accounts-password.yaml' },
  email: { event: 'after-event-email.yaml' },
});
const browser = useBrowser({ autoplay: true });

const portal = (page: Page) => page.locator('event-portal');
const address = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function emailLogin(page: Page): Promise<void> {
  await portal(page).getByLabel('E-Mail-Adresse *').fill('ticket@example.org');
  await portal(page).getByLabel('Passwort *', { exact: true }).fill('ticketpass1');
  await portal(page).getByRole('button', { name: 'Anmelden' }).click();
}

describe('a deep link opened before the login', () => {
  for (const width of [375, 1280]) {
    it(`returns an anonymous visitor to the media library's category at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${demo.url}/mediaLibrary?category=interviews`);
      const interviews = portal(page).getByRole('button', { name: 'Interviews', exact: true });
      await interviews.waitFor();
      expect(address(page)).toBe('/mediaLibrary?category=interviews');
      expect(await interviews.getAttribute('aria-pressed')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('returns an anonymous visitor to /stream/main', async () => {
    const page = await browser.newPage();
    await page.goto(`${demo.url}/stream/main`);
    await portal(page).locator('event-stream video').waitFor();
    expect(pathname(page)).toBe('/stream/main');
  });

  it('returns to the page after the shared event password', async () => {
    const page = await browser.newPage();
    await page.goto(`${password.url}/thankYou`);
    await expect.poll(() => pathname(page)).toBe('/landing');
    await portal(page).getByLabel('Passwort der Veranstaltung *').fill('sommerfest');
    await portal(page).getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => pathname(page)).toBe('/thankYou');
    await portal(page).locator('[part="thank-you-text"]').waitFor();
  });

  it('returns to the stream after the e-mail login, and again after the session expired', async () => {
    const page = await browser.newPage();
    await page.goto(`${email.url}/stream/main?z=1`);
    await expect.poll(() => pathname(page)).toBe('/landing');
    await portal(page).getByLabel('E-Mail-Adresse *').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await emailLogin(page);
    await expect.poll(() => address(page)).toBe('/stream/main?z=1');
    await portal(page).locator('event-stream').waitFor();

    // A token the server no longer takes: its UNAUTHENTICATED answer logs the visitor out (§8).
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('token', 'expired.token.value');
      localStorage.setItem('user', JSON.stringify({ ...user, token: 'expired.token.value' }));
    });
    await page.reload();
    await expect.poll(() => pathname(page)).toBe('/landing');
    await emailLogin(page);
    await expect.poll(() => address(page)).toBe('/stream/main?z=1');
  });

  it('ends a login on / when the state names another site or a page that is not a login route', async () => {
    const page = await browser.newPage();
    for (const returnTo of ['//evil.example/stream', 'https://evil.example/', '/landing', '/unknown']) {
      await page.goto(`${email.url}/landing`);
      await page.evaluate((target) => {
        window.history.replaceState({ usr: { returnTo: target }, key: 'forged', idx: 0 }, '', '/landing');
      }, returnTo);
      await page.reload();
      await emailLogin(page);
      await expect.poll(() => page.url()).toBe(`${email.url}/`);
      await page.goto(`${email.url}/logout`);
      await expect.poll(() => pathname(page)).toBe('/landing');
    }
  });
});
