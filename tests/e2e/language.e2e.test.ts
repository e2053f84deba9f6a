// The portal's language follows the visitor (issue #19 item 10): the browser's language among the offered ones, a
// switch in the footer that keyboard and screen readers can use, the choice kept in the portal's own storage, the
// page's `lang` and the nested elements' texts following it. The demo offers all four languages; a second event
// offers only the ones it configures.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser({ autoplay: true });

const portal = (page: Page) => page.locator('event-portal');
// The first: the burger drawer has the same link.
const mediaLink = (page: Page) => portal(page).locator('[part="navbar"] nav a[href="/mediaLibrary"]').first();
const languageSwitch = (page: Page) => portal(page).getByLabel(/^(Sprache|Language)$/);
const pageLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the portal language', () => {
  it("follows an English visitor's browser and keeps German for a German one", async () => {
    const english = await browser.newPage({ locale: 'en-US' });
    const localeChunks: string[] = [];
    english.on('request', (request) => {
      const chunk = /\/dist\/chunks\/(locale-[\w-]+)-[\w-]{8}\.js$/.exec(request.url())?.[1];
      if (chunk) localeChunks.push(chunk);
    });
    await english.goto(`${server.url}/`);
    await expect.poll(() => mediaLink(english).textContent()).toBe('Media library');
    // The portal decides the language before its first render: the English texts only, never the German first.
    expect(localeChunks).toEqual(['locale-en']);
    expect(await pageLang(english)).toBe('en');
    expect(await languageSwitch(english).inputValue()).toBe('en');

    const german = await browser.newPage({ locale: 'de-AT' });
    await german.goto(`${server.url}/`);
    await expect.poll(() => mediaLink(german).textContent()).toBe('Mediathek');
    expect(await pageLang(german)).toBe('de');
    expect(await languageSwitch(german).inputValue()).toBe('de-DE-DU');
  });

  for (const width of [375, 1280]) {
    it(`switches by keyboard in the footer, keeps the choice and reaches nested elements at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${server.url}/`);
      await portal(page).locator('[part="welcome"]').waitFor();
      const select = languageSwitch(page);
      expect(
        await select
          .locator('option')
          .evaluateAll((options) => options.map((option) => `${option.textContent} (${option.getAttribute('lang')})`)),
      ).toEqual(['Deutsch (du) (de)', 'Deutsch (de)', 'Deutsch (Sie) (de)', 'English (en)']);
      expect(await axeViolations(page, { iframes: false })).toEqual([]);

      // Keyboard only: close the welcome modal, focus the switch and pick English by typing its first letter.
      await page.keyboard.press('Escape');
      await expect.poll(() => portal(page).locator('dialog[open]').count()).toBe(0);
      await select.focus();
      await page.keyboard.press('e');
      await expect.poll(() => languageSwitch(page).inputValue()).toBe('en');
      await expect.poll(() => pageLang(page)).toBe('en');
      await expect.poll(() => mediaLink(page).textContent()).toBe('Media library');
      // The focus stays on the switch once the page shows in English.
      await expect
        .poll(() =>
          page.evaluate(() => document.querySelector('event-portal')?.shadowRoot?.activeElement?.localName ?? null),
        )
        .toBe('select');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
      expect(await axeViolations(page, { iframes: false })).toEqual([]);

      // Kept across visits, and the stream page's own element speaks it too.
      await page.goto(`${server.url}/stream/main`);
      await expect
        .poll(() => page.locator('event-stream [part="visitor-count"]').textContent(), { timeout: 20_000 })
        .toMatch(/watching$/);
      expect(await page.locator('event-stream').getAttribute('language')).toBe('en');
      expect(await pageLang(page)).toBe('en');
    });
  }

  describe('an event that configures its languages', () => {
    const formal = useServer({ event: 'languages-event.yaml' });

    it('offers only those, with the configured default for German visitors', async () => {
      const page = await browser.newPage();
      await page.goto(`${formal.url}/`);
      await portal(page).locator('[part="welcome"]').waitFor();
      expect(await languageSwitch(page).locator('option').allTextContents()).toEqual(['Deutsch (Sie)', 'English']);
      expect(await languageSwitch(page).inputValue()).toBe('de-DE-SIE');
    });
  });
});
