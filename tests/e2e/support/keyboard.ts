// Keyboard-only steps for the browser tests: Tab to a control through open shadow roots, and read how the focused
// control shows its focus.
import type { Locator, Page } from 'playwright-core';

/** Whether the page's focus, followed through open shadow roots, is on the locator's element. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/** Presses Tab (Shift+Tab with `back`) until the target has the focus; fails when it takes more than `limit` presses. */
export async function tabTo(page: Page, target: Locator, { limit = 60, back = false } = {}): Promise<number> {
  await target.waitFor();
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

/**
 * How the focused element (followed through open shadow roots) shows its focus: whether it matches :focus-visible,
 * and its outline or box-shadow. An element without either shows no focus.
 */
export function focusIndicator(page: Page): Promise<{ focusVisible: boolean; ring: string } | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    const style = getComputedStyle(active);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? style.outline : '';
    const shadow = style.boxShadow !== 'none' ? style.boxShadow : '';
    return { focusVisible: active.matches(':focus-visible'), ring: outline || shadow };
  });
}
