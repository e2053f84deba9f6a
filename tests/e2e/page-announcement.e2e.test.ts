// What visitors expect of a page change (issue #19 item 10): the tab's title names the page and the event, a route
// change is announced and moves the focus to the new page's heading, and the focus ring stands out at 3:1 on the
// page, the surface and the navbar. The demo event in the standalone portal.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, pathname, useBrowser, useServer } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser();

const portal = (page: Page) => page.locator('event-portal');

/** The focused element through the shadow roots: its tag, text, outline colour and the background around it. */
function focused(page: Page) {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element) return null;
    const background = (node: Element | null): string => {
      for (let current = node?.parentElement ?? null; current;) {
        const color = getComputedStyle(current).backgroundColor;
        if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
        const parent: Node | null = current.parentNode;
        current = parent instanceof ShadowRoot ? (parent.host as HTMLElement) : (parent as HTMLElement | null);
      }
      return 'rgb(255, 255, 255)';
    };
    const style = getComputedStyle(element);
    return {
      tag: element.localName,
      text: element.textContent?.trim() ?? '',
      outline: style.outlineStyle === 'none' ? null : style.outlineColor,
      around: background(element),
    };
  });
}

/** WCAG's contrast ratio of two rgb() colours. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

async function tabTo(page: Page, target: Locator): Promise<void> {
  const name = ((await target.textContent()) ?? '').trim();
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    if ((await focused(page))?.text === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe('a page change', () => {
  it('names the page and the event in the title, announces the new page and focuses its heading', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const welcome = portal(page).locator('[part="welcome"] h1');
    await welcome.waitFor();
    await expect.poll(() => page.title()).toBe('Willkommen beim Foyer Demo-Event! – Foyer Demo-Event');
    // The welcome modal closes; Tab goes on in the page (its first link), not in the footer after the dialog.
    await portal(page).locator('dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page).then((state) => state?.tag)).toBe('h1');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Zum Livestream' });

    await portal(page).locator('[part="navbar"] nav ul').first().getByRole('link', { name: 'Mediathek' }).click();
    await expect.poll(() => pathname(page)).toBe('/mediaLibrary');
    await expect.poll(() => page.title()).toBe('Mediathek – Foyer Demo-Event');
    await expect.poll(() => portal(page).locator('[part="page-announcement"]').textContent()).toBe('Seite: Mediathek');
    expect(await focused(page)).toMatchObject({ tag: 'h1', text: 'Mediathek' });
    // The next Tab goes on from the heading into the page.
    await page.keyboard.press('Tab');
    expect((await focused(page))?.tag).not.toBe('body');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows a focus ring of at least 3:1 on the navbar, the page and the footer', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/mediaLibrary`);
    await portal(page).locator('[part="media-library"] h1').waitFor();
    const targets = [
      portal(page).locator('[part="navbar"] nav ul').first().getByRole('link', { name: 'Mediathek' }),
      portal(page).locator('[part="media-categories"] button').first(),
      portal(page).locator('[part="footer"] a').first(),
    ];
    for (const target of targets) {
      await tabTo(page, target);
      const state = await focused(page);
      expect(state?.outline, state?.text).toBeTruthy();
      expect(contrast(state!.outline!, state!.around), `${state?.text} on ${state?.around}`).toBeGreaterThanOrEqual(3);
    }
  });
});
