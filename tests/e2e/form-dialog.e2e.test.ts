// The form dialog (issue #19 item 6, portal.md §2 "a form dialog (title, description, dynamic fields, cancel and
// submit)", §4 "After a successful submit it closes"): the demo's feedback card on the stream page, on a phone and a
// desktop: one title, cancel, German validation texts, and after the submit the dialog closes and a snackbar confirms
// for 4000 ms (§9).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser();

const dialog = (page: Page) => page.locator('event-cards dialog[open]');

async function openFeedback(page: Page): Promise<void> {
  await page
    .locator('event-cards [part="card"]', { hasText: 'Deine Meinung zählt' })
    .getByRole('button', { name: 'Feedback geben' })
    .click();
  await dialog(page).locator('event-form [part="form"]').waitFor();
}

describe('the form dialog', () => {
  for (const width of [375, 1280]) {
    it(`has one title, cancels, says what is missing in German and confirms a submit at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${server.url}/`);
      await page.locator('event-portal [part="welcome"]').waitFor();
      await page.goto(`${server.url}/stream/main`);

      await openFeedback(page);
      // One title (a field's own headline is an h3 under it).
      expect(await dialog(page).locator('h1, h2').allTextContents()).toEqual(['Deine Meinung zählt']);
      // The focus is inside the dialog, on the form's first field.
      await expect
        .poll(() =>
          page.evaluate(() => {
            let element = document.activeElement;
            while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
            return element?.closest('[part="form-field"]')?.getAttribute('data-field-type') ?? element?.localName;
          }),
        )
        .toBe('author');
      const buttons = dialog(page).locator('event-form [part="form"] > div:last-child button');
      expect(await buttons.allTextContents()).toEqual(['Abbrechen', 'Absenden']);
      expect(await axeViolations(page)).toEqual([]);
      await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
      await expect.poll(() => dialog(page).count()).toBe(0);

      await openFeedback(page);
      const form = dialog(page).locator('event-form');
      await form.getByRole('button', { name: 'Absenden' }).click();
      const errors = form.locator('[role="alert"]');
      await errors.first().waitFor();
      for (const text of await errors.allTextContents()) expect(text).toMatch(/ ist erforderlich$/);

      await form.locator('[data-field-type="author"] input').fill('Ada');
      await form.locator('[data-field-type="rating"]').getByLabel('9', { exact: true }).check();
      await form.locator('[data-field-type="checkbox"] input').check();
      const confirmation = page.locator('event-cards [part="form-confirmation"]');
      // When the snackbar's text comes and goes, by the page's clock.
      await confirmation.evaluate((element) => {
        const times: number[] = [];
        (window as unknown as { snackbarTimes: number[] }).snackbarTimes = times;
        new MutationObserver(() => times.push(performance.now())).observe(element, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      await form.getByRole('button', { name: 'Absenden' }).click();
      await expect.poll(() => dialog(page).count()).toBe(0);
      await expect.poll(() => confirmation.textContent()).toBe('Danke! Deine Antwort ist angekommen.');
      expect(await confirmation.getAttribute('role')).toBe('status');
      expect(await confirmation.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      // §9 "notification snackbar 4000 ms": a timer never fires early; a loaded machine may make it late.
      await expect.poll(() => confirmation.textContent(), { timeout: 10_000 }).toBe('');
      expect(await confirmation.isVisible()).toBe(false);
      const times = await page.evaluate(() => (window as unknown as { snackbarTimes: number[] }).snackbarTimes);
      const shownFor = times.at(-1)! - times[0]!;
      expect(shownFor).toBeGreaterThanOrEqual(3_990);
      expect(shownFor).toBeLessThan(5_500);
    });
  }
});
