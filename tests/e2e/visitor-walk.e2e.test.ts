// What visitors expect of the whole portal (issue #19 items 9 and 10), on the demo event: a keyboard-only walk
// through every route the demo's visitor has, Tab and Enter reaching each route's main control, without axe
// violations; the welcome modal handing Tab back to the page; on a phone, the chat bubble and the support pill
// covering no content; a page whose chunk does not load saying 'Could not load module' while navbar and footer stay.
// The routes of the other login types walk in visitor-walk-logins.e2e.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, pathname, useBrowser, useServer } from './support/fixtures.js';
import { focusIndicator, tabTo } from './support/keyboard.js';

const server = useServer();
const browser = useBrowser({ autoplay: true });

const portal = (page: Page) => page.locator('event-portal');

/** Opens a route by its address (the one step that is no Tab) and waits for its heading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await portal(page).locator('main h1').first().waitFor();
}

describe('a keyboard-only visitor', () => {
  it('walks the welcome page, the stream, the media library and the pages with Tab and Enter', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await portal(page).locator('dialog[open]').waitFor();
    expect(await axeViolations(page, { iframes: false })).toEqual([]);
    // After the welcome modal closes, Tab goes on in the page, not in the footer.
    await page.keyboard.press('Escape');
    await expect.poll(() => portal(page).locator('dialog[open]').count()).toBe(0);
    const focusInPage = () =>
      page.evaluate(() => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.closest('[part="welcome"]') !== null && active?.closest('footer') === null;
      });
    // The page's heading takes the focus once the dialog has closed (a render later), and Tab goes on from there.
    await expect.poll(focusInPage).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInPage()).toBe(true);

    // / -> its main button -> /preStream -> /stream.
    await tabTo(page, portal(page).locator('[part="welcome"]').getByRole('link', { name: 'Zum Livestream' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page)).toBe('/stream');
    // The stream page: the first action under the stream.
    const action = page.locator('event-stream [part="action"]').first().locator('a, button');
    await tabTo(page, action);
    expect(await axeViolations(page, { iframes: false })).toEqual([]);

    // Navbar -> /mediaLibrary -> its categories.
    await tabTo(page, portal(page).locator('[part="navbar"] nav').getByRole('link', { name: 'Mediathek' }).first());
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page)).toBe('/mediaLibrary');
    const categories = portal(page).locator('[part="media-categories"] button');
    await tabTo(page, categories.nth(1));
    await page.keyboard.press('Enter');
    await expect.poll(() => categories.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(page, { iframes: false })).toEqual([]);

    // /pages -> a cover -> its content page -> back to the overview.
    await open(page, '/pages');
    await tabTo(page, portal(page).locator('[part="content-page-cover"] a').first());
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page)).toBe('/pages/programm');
    // The content page is its own chunk: axe looks at the page once it is there, not at its loading state.
    await portal(page).getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page, { iframes: false })).toEqual([]);
    await tabTo(page, portal(page).getByRole('link', { name: 'Zurück zur Übersicht' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page)).toBe('/pages');
  });

  it('reaches the main control of the after-event pages', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await portal(page).locator('[part="welcome"]').waitFor();
    for (const [path, control] of [
      ['/thankYou', (p: Page) => portal(p).locator('event-cards [part="card"]').first().locator('a, button').first()],
      ['/quiz', (p: Page) => portal(p).locator('event-form input, event-form textarea').first()],
    ] as const) {
      await open(page, path);
      await tabTo(page, control(page));
      expect(await axeViolations(page, { iframes: false }), path).toEqual([]);
    }
  });
});

describe("the rest of the demo visitor's routes", () => {
  it('reaches and operates the profile, the custom page, the after-event pages and the card preview', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await portal(page).locator('[part="welcome"]').waitFor();
    const shown = async (what: string) => {
      const indicator = await focusIndicator(page);
      expect(indicator?.focusVisible, `${what}: focus-visible`).toBe(true);
      expect(indicator?.ring, `${what}: a focus ring`).not.toBe('');
      expect(await axeViolations(page, { iframes: false }), what).toEqual([]);
    };

    // A custom page: its button link (Enter) leads on to the stream.
    await open(page, '/page/info');
    await tabTo(page, portal(page).locator('main').getByRole('link', { name: 'Zum Livestream' }));
    await shown('/page/info');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page)).toBe('/stream');

    // The profile, /closed, /fin and /finAnonymous: each route's heading, then the navbar reached back by Shift+Tab.
    for (const path of ['/profile', '/closed', '/fin', '/finAnonymous']) {
      await open(page, path);
      expect(pathname(page), path).toBe(path);
      const link = portal(page).locator('[part="navbar"] a:visible').first();
      if ((await link.count()) > 0) {
        await tabTo(page, link, { back: true });
        await shown(path);
      } else {
        expect(await axeViolations(page, { iframes: false }), path).toEqual([]);
      }
    }

    // The card preview: the cards of a path, each card's action reachable.
    await page.goto(`${server.url}/preview/cta?path=/stream`);
    const card = page.locator('event-cards [part="card"]').first().locator('a, button').first();
    await tabTo(page, card);
    await shown('/preview/cta');
  });
});

describe('on a phone (375 px)', () => {
  it('the chat bubble and the support pill cover no content of the stream page', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${server.url}/`);
    await portal(page).locator('[part="welcome"]').waitFor();
    await page.goto(`${server.url}/stream/main`);
    const bubble = page.locator('chat-widget [part="bubble"]');
    const pill = page.locator('#foyer-support-chat button');
    await bubble.waitFor();
    await pill.waitFor();
    await page.locator('event-stream [part="action"]').first().waitFor();
    // Scrolled to the end: what lies under a floating control now can never be scrolled clear of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const floating = [await bubble.boundingBox(), await pill.boundingBox()];
    const covered = await page.evaluate((boxes) => {
      const content: Element[] = [];
      const collect = (root: Document | ShadowRoot) => {
        for (const element of root.querySelectorAll(
          'a, button, input, select, textarea, h1, h2, h3, p, li, img, video',
        )) {
          if (element.closest('chat-widget, #foyer-support-chat')) continue;
          content.push(element);
        }
        for (const host of root.querySelectorAll('*')) {
          if (host.shadowRoot && host.localName !== 'chat-widget') collect(host.shadowRoot);
        }
      };
      collect(document);
      return content
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) return false;
          return boxes.some(
            (box) =>
              box !== null &&
              rect.left < box.x + box.width &&
              rect.right > box.x &&
              rect.top < box.y + box.height &&
              rect.bottom > box.y,
          );
        })
        .map((element) => `${element.localName}: ${(element.textContent ?? '').trim().slice(0, 40)}`);
    }, floating);
    expect(covered).toEqual([]);
  });
});

describe('a page whose code does not load', () => {
  it("says 'Could not load module' and keeps navbar and footer", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await portal(page).locator('dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await page.route(/media-library-page-[\w-]+\.js$/, (route) => route.abort());
    await tabTo(page, portal(page).locator('[part="navbar"] nav').getByRole('link', { name: 'Mediathek' }).first());
    await page.keyboard.press('Enter');
    const failure = portal(page).locator('[part="page-error"]');
    await failure.waitFor();
    expect(await failure.getAttribute('role')).toBe('alert');
    expect(await failure.locator('p').textContent()).toBe(
      'Das Modul konnte nicht geladen werden. Bitte lade die Seite neu.',
    );
    expect(await portal(page).locator('[part="navbar"]').count()).toBe(1);
    expect(await portal(page).locator('[part="footer"]').count()).toBe(1);
    expect(await axeViolations(page, { iframes: false })).toEqual([]);

    // Another route works; reloading fetches the chunk anew.
    await tabTo(page, portal(page).locator('[part="navbar"] a').first());
    await page.keyboard.press('Enter');
    await portal(page).locator('[part="welcome"]').waitFor();
    await page.unroute(/media-library-page-[\w-]+\.js$/);
    await page.goto(`${server.url}/mediaLibrary`);
    await portal(page).locator('[part="media-categories"]').waitFor();
  });
});
