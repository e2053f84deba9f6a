// The stream page composes elements: <event-cards> in <event-stream>'s call-to-action slot, and the stream's form
// action opening <event-form> in a dialog.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, useServer } from './support/fixtures.js';

const server = useServer({ event: 'stream-cta-event.yaml' });
const browser = useBrowser({ autoplay: true });

async function streamPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${server.url}/`);
  await page.locator('event-portal [part="welcome"]').waitFor();
  await page.goto(`${server.url}/stream/main`);
  return page;
}

describe('the stream page with its call-to-action column', () => {
  it("shows the conversion cards in the stream element's cta slot, beside the player", async () => {
    const page = await streamPage();
    const card = page.locator('event-stream event-cards [part="card"]');
    await card.first().waitFor();
    expect(await card.first().textContent()).toContain('Bleib auf dem Laufenden');
    const slotted = await page.locator('event-stream').evaluate((element) => {
      const slot = element.shadowRoot?.querySelector<HTMLSlotElement>('slot[name="cta"]');
      return slot?.assignedElements().map((assigned) => assigned.localName) ?? [];
    });
    expect(slotted).toEqual(['event-cards']);
    expect(await page.locator('event-stream event-cards').getAttribute('layout')).toBe('side');
    const player = await page.locator('event-stream [part="player"]').boundingBox();
    const cards = await card.first().boundingBox();
    expect(player && cards && cards.x > player.x + player.width - 1).toBe(true);
    await page.close();
  });

  it("opens the stream action's form in a dialog", async () => {
    const page = await streamPage();
    await page.locator('event-stream [part="action"]').getByText('Frage stellen').click();
    const dialog = page.locator('event-portal dialog[open]');
    await dialog.waitFor();
    expect(await dialog.locator('h2').first().textContent()).toBe('Frage stellen');
    await dialog.locator('event-form').getByText('Deine Frage an das Podium').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('event-portal dialog[open]').count()).toBe(0);
    await page.close();
  });
});
