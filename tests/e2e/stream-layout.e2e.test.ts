// The stream page's layout (issue #19, portal.md §2 "the stream takes the left 70-80 %"): the demo event with its own
// chat (the lounge, portal.streamChat) beside the stream at 1280 and 1920 px, the poll's percentages on a phone, and a stream that cannot be played
// with the arena chat below it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowser, useServers } from './support/fixtures.js';

const { demo, layout } = useServers({ demo: {}, layout: { event: 'stream-layout-event.yaml' } });
const browser = useBrowser({ autoplay: true });

const stream = (page: Page) => page.locator('event-portal event-stream');

async function streamPage(base: string, path: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/`);
  await page.locator('event-portal [part="welcome"]').waitFor();
  await page.goto(`${base}${path}`);
  return page;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
}

/** Elements inside `root` whose content is wider than their box (cut-off text), and the page's sideways overflow. */
async function overflow(page: Page, root: Locator) {
  const clipped = await root.evaluate((node) => {
    const all = [node, ...Array.from(node.querySelectorAll('*'))];
    const cards = node.querySelectorAll('event-cards');
    cards.forEach((cardsElement) => all.push(...Array.from(cardsElement.shadowRoot?.querySelectorAll('*') ?? [])));
    // Visually hidden texts (1 px boxes for screen readers) are clipped on purpose.
    return all
      .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.localName);
  });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return { clipped, sideways };
}

describe('the stream page with its chat beside it', () => {
  for (const width of [1280, 1920]) {
    it(`gives the stream 70-80 % of a ${width} px screen, actions under it, cards and chat whole beside it`, async () => {
      const page = await streamPage(demo.url, '/stream/main', width);
      const cards = stream(page).locator('event-cards [part="card"]');
      await cards.first().waitFor();
      const chat = page.locator('event-portal [part~="stream-chat"]');
      await chat.locator('[part~="composer-input"]').waitFor({ timeout: 20_000 });

      const player = await box(stream(page).locator('[part="player"]'));
      expect(player.width / width).toBeGreaterThanOrEqual(0.7);
      expect(player.width / width).toBeLessThanOrEqual(0.8);

      const actions = await box(stream(page).locator('[part="actions"]'));
      expect(actions.y).toBeGreaterThanOrEqual(player.y + player.height - 1);
      expect(actions.x + actions.width).toBeLessThanOrEqual(player.x + player.width + 1);
      const home = stream(page).locator('[part="action"] a', { hasText: 'Zur Startseite' });
      expect(await home.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);

      const column = stream(page).locator('[part="cta"]');
      const [columnBox, chatBox, firstCard] = [await box(column), await box(chat), await box(cards.first())];
      expect(columnBox.x).toBeGreaterThanOrEqual(player.x + player.width - 1);
      for (const inColumn of [chatBox, firstCard]) {
        expect(inColumn.x).toBeGreaterThanOrEqual(columnBox.x - 1);
        expect(inColumn.x + inColumn.width).toBeLessThanOrEqual(columnBox.x + columnBox.width + 1);
      }
      expect(columnBox.x + columnBox.width).toBeLessThanOrEqual(width);
      expect(await overflow(page, stream(page))).toEqual({ clipped: [], sideways: 0 });
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('keeps "0,0 %" of the poll on one line on a 375 px phone', async () => {
    const page = await streamPage(demo.url, '/stream/main', 375);
    const result = stream(page).locator('event-cards event-poll [part="poll-result"]').first();
    await result.waitFor();
    expect(await result.textContent()).toBe('0,0\u00a0%');
    const lines = await result.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    expect((await overflow(page, stream(page))).sideways).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('a stream that fails, with the arena chat below it', () => {
  it('keeps the calls to action beside the failure text, which offers a retry, at 1280 px', async () => {
    const page = await streamPage(layout.url, '/stream/broken', 1280);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/demo-stream/missing.m3u8')) asked.push(request.url());
    });
    const failure = stream(page).locator('[part="failure"]');
    await failure.waitFor({ timeout: 20_000 });
    expect(await failure.locator('p').textContent()).toBe('Dieser Stream ist gerade gestört.');
    const card = stream(page).locator('event-cards [part="card"]');
    await card.first().waitFor();
    expect(await card.first().isVisible()).toBe(true);
    const player = await box(stream(page).locator('[part="player"]'));
    expect((await box(card.first())).x).toBeGreaterThan(player.x + player.width - 1);
    expect(await stream(page).locator('[part="action"]').allTextContents()).toEqual([
      'Programm (öffnet in neuem Tab)',
      'Zur Startseite',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // The chat below sits right under the stream's own column, with no gap the taller card column would leave.
    const chat = page.locator('event-portal [part~="arena-chat"]');
    const chatBox = await box(chat);
    const content = await box(stream(page).locator('[part="actions"]'));
    expect(chatBox.x).toBeCloseTo(player.x, 0);
    expect(chatBox.y - (content.y + content.height)).toBeLessThanOrEqual(24);

    const before = asked.length;
    await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect.poll(() => asked.length, { timeout: 20_000 }).toBeGreaterThan(before);
    await failure.waitFor({ timeout: 20_000 });
  });

  it('stacks player, actions, chat and cards without overflow on a 375 px phone', async () => {
    const page = await streamPage(layout.url, '/stream/broken', 375);
    await stream(page).locator('[part="failure"]').waitFor({ timeout: 20_000 });
    const card = stream(page).locator('event-cards [part="card"]');
    await card.first().waitFor();
    const player = await box(stream(page).locator('[part="player"]'));
    expect((await box(card.first())).y).toBeGreaterThan(player.y + player.height - 1);
    expect(await overflow(page, stream(page))).toEqual({ clipped: [], sideways: 0 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
