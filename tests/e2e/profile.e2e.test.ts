// The profile for visitors without an account (issue #19 item 5): an anonymous visitor and one let in by the shared
// event password have no e-mail, names or attributes, so the navbar offers no "Profil", and /profile says why instead
// of showing an empty page. Customers with an account: tests/e2e/accounts.e2e.test.ts ('profile').
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, pathname, useBrowser, useServers } from './support/fixtures.js';

const { demo, password } = useServers({ demo: {}, password: { event: 'accounts-password.yaml' } });
const browser = useBrowser();

const navbar = (page: Page) => page.locator('event-portal [part="navbar"]');

/** The navbar's items: in the bar on a large screen, in the burger drawer on a phone. */
async function navItems(page: Page, width: number): Promise<string[]> {
  const nav = navbar(page).locator('nav');
  if (width < 960) {
    await nav.locator('button[aria-controls]').click();
    return nav.locator('[part="navbar-drawer"] a').allTextContents();
  }
  return nav.locator('ul').first().locator('a').allTextContents();
}

async function expectNoProfile(page: Page, base: string, width: number): Promise<void> {
  await navbar(page).waitFor();
  expect(await navItems(page, width)).toEqual(['Mediathek', 'Ausloggen']);
  await page.goto(`${base}/profile`);
  const notice = page.locator('event-portal [part="profile"] [data-notice="noAccount"]');
  await notice.waitFor();
  expect(await notice.textContent()).toBe('Du bist ohne Konto angemeldet, daher gibt es hier keine Profildaten.');
  expect(await page.locator('event-portal [part="profile"] form').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
}

describe('the profile of a visitor without an account', () => {
  for (const width of [375, 1280]) {
    it(`is not offered to an anonymous visitor at ${width} px, and /profile says why`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${demo.url}/`);
      await page.locator('event-portal [part="welcome"]').waitFor();
      await page.keyboard.press('Escape');
      await expectNoProfile(page, demo.url, width);
    });
  }

  it('is not offered to a visitor let in by the event password', async () => {
    const page = await browser.newPage();
    await page.goto(`${password.url}/landing`);
    await page.getByLabel('Passwort der Veranstaltung *').fill('sommerfest');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    await expectNoProfile(page, password.url, 1280);
  });
});
