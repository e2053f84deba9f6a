// Content pages and the media library (issue #6) on the demo event, end to end: the built server, the standalone
// portal, Chromium. Vimeo cannot be reached here, so its player is stubbed: the tests prove the right player is put
// in place of the thumbnail, not that Vimeo plays.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser();
let page: Page;

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page
    .context()
    .route('https://player.vimeo.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vimeo</title>' }),
    );
  // The demo event logs visitors in anonymously on the way to /; the token then opens every login route.
  await page.goto(`${server.url}/`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await page.locator('event-portal [part="welcome"] h1').waitFor();
});

async function open(path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/** The stubbed Vimeo page inside a playing card's iframe is not ours to check, and it cannot answer axe. */
const violations = (target: Page) => axeViolations(target, { iframes: false });

/** The focused element inside the portal's shadow root: its tag and accessible text. */
function focused(target: Page): Promise<string> {
  return target.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const name = active.getAttribute('aria-label') ?? active.getAttribute('title') ?? active.textContent ?? '';
    return `${active.localName} ${name}`.trim();
  });
}

const portal = () => page.locator('event-portal');
const pagesGrid = () => portal().locator('[part="content-pages"]');
const contentPage = () => portal().locator('[part="content-page"]');
const library = () => portal().locator('[part="media-library"]');
const categoryButton = (name: string) => library().getByRole('button', { name, exact: true });
const mediaCard = (code: string) => library().locator(`[part="media-card"][data-media-code="${code}"]`);

describe('/pages', () => {
  it('shows a grid of cover images that link to their content pages, reachable by keyboard', async () => {
    await open('/pages');
    await pagesGrid().locator('h1').waitFor();
    expect(await pagesGrid().locator('h1').textContent()).toBe('Seiten');
    const covers = pagesGrid().locator('[part="content-page-cover"] a');
    await covers.first().waitFor();
    expect(await covers.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/pages/programm',
      '/pages/sprecher',
      '/pages/partner',
    ]);
    expect(
      await covers.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(['Programm', 'Sprecher:innen', 'Partner']);
    // Event URLs resolve against the API's origin (docs/embedding.md), here the portal's own.
    expect(await covers.locator('img').first().getAttribute('src')).toBe(`${server.url}/demo/assets/page-programm.svg`);
    // Every cover image loads from the demo assets.
    await expect
      .poll(() =>
        covers
          .locator('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);

    await covers.nth(1).focus();
    expect(await focused(page)).toBe('a');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/partner');
    await contentPage().locator('h1').waitFor();
    expect(await contentPage().locator('h1').textContent()).toBe('Unsere Partner');
  });

  it('has no axe violations', async () => {
    await open('/pages');
    await pagesGrid().locator('img').first().waitFor();
    expect(await violations(page)).toEqual([]);
  });
});

describe('/pages/{code}', () => {
  it('shows every part of a content page: title image, preText, navTitle, content, buttons and bottom graphics', async () => {
    await open('/pages/programm');
    const body = contentPage();
    await body.locator('h1').waitFor();
    expect(await body.locator('[part="content-page-title-image"]').getAttribute('src')).toBe(
      `${server.url}/demo/assets/page-title.svg`,
    );
    expect(await body.locator('header p').textContent()).toBe('Foyer Demo-Event');
    expect(await body.locator('h1').textContent()).toBe('Das Programm');
    expect(await body.locator('article li strong').allTextContents()).toEqual(['10:00', '11:30', '14:00']);

    const buttons = body.getByRole('list', { name: 'Aktionen' }).locator('a');
    expect(await buttons.allTextContents()).toEqual(['Zum Livestream', 'Zur Mediathek']);
    expect(await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/preStream',
      '/mediaLibrary',
    ]);

    const graphics = body.locator('[part="content-page-graphics"] > li');
    expect(await graphics.count()).toBe(3);
    expect(
      await graphics.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(['Partner A', 'Partner B', '']);
    const external = graphics.nth(0).locator('a');
    expect(await external.getAttribute('href')).toBe('https://example.org/partner-a');
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.textContent()).toContain('(öffnet in neuem Tab)');
    expect(await graphics.nth(1).locator('a').getAttribute('href')).toBe('/pages/partner');
    expect(await graphics.nth(2).locator('a').count()).toBe(0);

    await buttons.nth(1).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mediaLibrary');
  });

  it('spans the bottom graphics by their gridAttr at the §9 breakpoints', async () => {
    await open('/pages/programm');
    const graphics = contentPage().locator('[part="content-page-graphics"] > li');
    await graphics.first().waitFor();
    const spans = () => graphics.evaluateAll((items) => items.map((item) => getComputedStyle(item).gridColumnStart));
    expect(await spans()).toEqual(['span 4', 'span 4', 'span 4']);
    await page.setViewportSize({ width: 700, height: 900 });
    expect(await spans()).toEqual(['span 6', 'span 6', 'span 12']);
    await page.setViewportSize({ width: 420, height: 900 });
    expect(await spans()).toEqual(['span 12', 'span 12', 'span 12']);
  });

  it('says a page does not exist for an unknown code, with the way back to the grid', async () => {
    await open('/pages/gibt-es-nicht');
    await contentPage().locator('h1').waitFor();
    expect(await contentPage().locator('h1').textContent()).toBe('Seite nicht gefunden');
    await contentPage().getByRole('link', { name: 'Zurück zur Übersicht' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages');
  });

  it('has no axe violations', async () => {
    await open('/pages/programm');
    await contentPage().locator('[part="content-page-graphics"] img').first().waitFor();
    expect(await violations(page)).toEqual([]);
  });
});

describe('/mediaLibrary', () => {
  it('is the navbar’s Mediathek', async () => {
    await open('/pages');
    await portal().locator('[part="navbar"] nav ul').first().getByText('Mediathek').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mediaLibrary');
    await library().locator('h1').waitFor();
    expect(await library().locator('h1').textContent()).toBe('Mediathek');
  });

  it('shows the first category: its intro, show more and less, and media cards with thumbnail and play button', async () => {
    await open('/mediaLibrary');
    await categoryButton('Aufzeichnungen').waitFor();
    expect(await library().locator('[part="media-categories"] button').allTextContents()).toEqual([
      'Aufzeichnungen',
      'Interviews',
    ]);
    expect(await categoryButton('Aufzeichnungen').getAttribute('aria-pressed')).toBe('true');
    expect(await categoryButton('Interviews').getAttribute('aria-pressed')).toBe('false');

    const intro = library().locator('[part="media-category-intro"]');
    expect(await intro.textContent()).toContain('Hier findest du die Aufzeichnungen der Sessions.');
    const more = intro.getByText('bis zum Ende des Jahres', { exact: false });
    expect(await more.count()).toBe(0);
    const toggle = intro.getByRole('button');
    expect(await toggle.textContent()).toBe('Mehr anzeigen');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await more.waitFor();
    expect(await toggle.textContent()).toBe('Weniger anzeigen');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await more.waitFor({ state: 'detached' });
    expect(await toggle.textContent()).toBe('Mehr anzeigen');

    await mediaCard('keynote').waitFor();
    const cards = library().locator('[part="media-card"]');
    expect(await cards.locator('h3').allTextContents()).toEqual([
      'Keynote',
      'Panel: Events im Netz',
      'Workshop zum Mitmachen',
    ]);
    expect(
      await cards.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src'))),
    ).toEqual([
      `${server.url}/demo/assets/media-keynote.svg`,
      `${server.url}/demo/assets/media-panel.svg`,
      `${server.url}/demo/assets/media-workshop.svg`,
    ]);
    expect(
      await cards.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
    ).toEqual(['Keynote abspielen', 'Panel: Events im Netz abspielen', 'Workshop zum Mitmachen abspielen']);
  });

  it("switches categories by keyboard and shows the empty category's text", async () => {
    await open('/mediaLibrary');
    await mediaCard('keynote').waitFor();
    await categoryButton('Aufzeichnungen').focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button Interviews');
    await page.keyboard.press('Enter');
    const empty = library().locator('[part="media-empty"]');
    await empty.waitFor();
    expect(await empty.textContent()).toBe('In dieser Kategorie gibt es derzeit keine Medien');
    expect(await categoryButton('Interviews').getAttribute('aria-pressed')).toBe('true');
    expect(await library().locator('h2').textContent()).toBe('Interviews');
    const intro = library().locator('[part="media-category-intro"]');
    expect(await intro.textContent()).toContain('Interviews mit unseren Gästen folgen bald.');
    expect(await intro.getByRole('button').count()).toBe(0);
    expect(await library().locator('[part="media-card"]').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('category')).toBe('interviews');

    // The chosen category survives a reload.
    await page.reload();
    await empty.waitFor();
    await categoryButton('Aufzeichnungen').focus();
    await page.keyboard.press('Space');
    await mediaCard('keynote').waitFor();
    expect(await empty.count()).toBe(0);
  });

  it('plays a vimeo item inline: its player replaces the thumbnail and takes the focus', async () => {
    await open('/mediaLibrary');
    const card = mediaCard('panel');
    await card.getByRole('button', { name: 'Panel: Events im Netz abspielen' }).focus();
    await page.keyboard.press('Enter');
    const player = card.locator('iframe');
    await player.waitFor();
    expect(await player.getAttribute('src')).toBe('https://player.vimeo.com/video/22439234?autoplay=1');
    expect(await player.getAttribute('title')).toBe('Panel: Events im Netz');
    expect(await card.locator('img').count()).toBe(0);
    expect(await card.getByRole('button').count()).toBe(0);
    expect(await focused(page)).toBe('iframe Panel: Events im Netz');
    // The other cards keep their thumbnails.
    expect(await mediaCard('keynote').locator('iframe').count()).toBe(0);
    expect(await mediaCard('keynote').locator('img').count()).toBe(1);
  });

  it('has no axe violations, with the intro opened and a video playing', async () => {
    await open('/mediaLibrary');
    await mediaCard('keynote').waitFor();
    await library().locator('[part="media-category-intro"]').getByRole('button').click();
    await mediaCard('keynote').getByRole('button').click();
    await mediaCard('keynote').locator('iframe').waitFor();
    expect(await violations(page)).toEqual([]);
    await categoryButton('Interviews').click();
    await library().locator('[part="media-empty"]').waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
