// Registration (issue #19 item 7): the checkbox's error under its label and no sideways overflow on a phone, the
// configured defaults and validation messages of portal.md §3/§5, and the anonymous registration's first name kept
// by the login that follows (one anonymous id for both).
import { decodeJwt } from 'jose';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, pathname, useBrowser, useServers } from './support/fixtures.js';

const { fields, accounts } = useServers({
  fields: { event: 'registration-fields.yaml' },
  accounts: { event: 'accounts-registration.yaml' },
});
const browser = useBrowser();

const form = (page: Page) => page.locator('event-portal form');
const submit = (page: Page) => form(page).getByRole('button', { name: 'Registrieren' });
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The error under the checkbox's label: below it and starting where the label starts. */
async function expectErrorUnderLabel(page: Page, label: string): Promise<void> {
  const row = form(page)
    .locator('div', { has: page.getByLabel(label) })
    .last();
  const [labelBox, errorBox] = [
    await row.locator('label').boundingBox(),
    await row.locator('[role="alert"]').boundingBox(),
  ];
  expect(errorBox!.y).toBeGreaterThanOrEqual(labelBox!.y + labelBox!.height - 1);
  expect(Math.abs(errorBox!.x - labelBox!.x)).toBeLessThanOrEqual(1);
}

describe('the registration form', () => {
  for (const width of [375, 1280]) {
    it(`starts with the defaults and says the configured messages, the checkbox's under its label, at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${fields.url}/register`);
      await submit(page).waitFor();
      expect(await page.getByLabel('Teilnahme *').inputValue()).toBe('vor Ort');

      await page.getByLabel('Teilnahme *').fill('im Kino');
      await page.getByLabel('E-Mail für Rückfragen').fill('keine-adresse');
      await page.getByLabel('Kürzel').fill('ab');
      await submit(page).click();
      await expect
        .poll(() => form(page).locator('[role="alert"]').allTextContents())
        .toEqual([
          'Vorname ist erforderlich',
          'Bitte trage eine gültige E-Mail-Adresse ein.',
          'Bitte „vor Ort“ oder „online“ eintragen.',
          'Diese Adresse sieht nicht gültig aus.',
          'Mindestens drei Zeichen, bitte.',
          'Ohne Zustimmung geht es leider nicht.',
        ]);
      await expectErrorUnderLabel(
        page,
        'Ich akzeptiere die Datenschutzerklärung und die Teilnahmebedingungen der Veranstaltung *',
      );
      expect(await sideways(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('fits a 375 px phone with the account form and its errors', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 900 } });
    await page.goto(`${accounts.url}/register`);
    await submit(page).click();
    await form(page).locator('[role="alert"]').first().waitFor();
    await expectErrorUnderLabel(page, 'Ich akzeptiere die Datenschutzerklärung *');
    expect(await sideways(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('logs the anonymous registrant in with their first name, under the anonymous id of the registration', async () => {
    const page = await browser.newPage();
    await page.goto(`${fields.url}/register`);
    await page.getByLabel('Vorname *').fill('Grace');
    await page.getByLabel('E-Mail-Adresse *').fill('grace@example.org');
    await page
      .getByLabel('Ich akzeptiere die Datenschutzerklärung und die Teilnahmebedingungen der Veranstaltung *')
      .check();
    await submit(page).click();
    await expect.poll(() => pathname(page)).toBe('/');

    const { token, user } = await page.evaluate(() => ({
      token: localStorage.getItem('token') ?? '',
      user: JSON.parse(localStorage.getItem('user') ?? '{}') as { firstname?: string },
    }));
    expect(user.firstname).toBe('Grace');
    const answer = await fields.graphql<{ getCurrentCustomer: { firstname: string; customAttributes: unknown } }>(
      '{ getCurrentCustomer { firstname customAttributes } }',
      { token },
    );
    expect(answer.data?.getCurrentCustomer).toEqual({
      firstname: 'Grace',
      customAttributes: { teilnahme: 'vor Ort', bedingungen: true },
    });
    expect(decodeJwt(token)['anonymousCustomerId']).toEqual(
      await page.evaluate(() => localStorage.getItem('anonymousCustomerId')),
    );
  });
});
