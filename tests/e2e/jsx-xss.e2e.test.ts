// Proves in Chromium that no known attack vector runs through the jsx renderer.
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { XSS_VECTORS } from '../../src/react/core/jsx/xss-vectors.js';
import { fixture, useBrowser } from './support/fixtures.js';

const browser = useBrowser();
let harness: string;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fixture('jsx-harness.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  harness = bundle.outputFiles[0]!.text;
});

/** A blank page with the renderer, recording every dialog; `__pwned` is what every vector tries to set. */
async function harnessPage(): Promise<{ page: Page; dialogs: string[] }> {
  // No pageerror listener: a vector may well throw in the page; what counts is that none of them runs.
  const page = await (await browser.newContext()).newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setContent('<!doctype html><html><head></head><body></body></html>');
  await page.addScriptTag({ content: harness });
  return { page, dialogs };
}

/** What the harness page exposes (tests/e2e/fixtures/jsx-harness.tsx). */
declare global {
  interface Window {
    renderJsx(source: string): HTMLElement;
  }
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null);

describe('jsx content in Chromium', () => {
  it('detects a vector that runs when it is not sanitised (the harness can fail)', async () => {
    const { page } = await harnessPage();
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.__pwned = 1">');
    });
    await expect.poll(() => pwned(page)).toBe(1);
    await page.close();
  });

  it('runs none of the known attack vectors', async () => {
    const { page, dialogs } = await harnessPage();
    for (const vector of XSS_VECTORS) {
      await page.evaluate((source) => void window.renderJsx(source), vector);
    }
    // Error and load handlers fire asynchronously; give every image, frame and animation the chance to.
    await page.waitForTimeout(1000);
    expect(await pwned(page)).toBeNull();
    expect(dialogs).toEqual([]);
    const leftovers = await page.evaluate(() =>
      Array.from(document.body.querySelectorAll('*')).flatMap((element) =>
        Array.from(element.attributes)
          .filter(
            ({ name, value }) =>
              // Browsers drop control characters from a URL's scheme, so the check does too.
              // eslint-disable-next-line no-control-regex
              name.startsWith('on') || /^\s*(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, '')),
          )
          .map(({ name, value }) => `${element.localName}[${name}=${value}]`),
      ),
    );
    expect(leftovers).toEqual([]);
    await page.close();
  });

  it('keeps a harmless link clickable without running anything', async () => {
    const { page } = await harnessPage();
    await page.evaluate(() => void window.renderJsx('<a href="#ziel" onclick="window.__pwned = 1">Zum Ziel</a>'));
    await page.getByText('Zum Ziel').click();
    expect(new URL(page.url()).hash).toBe('#ziel');
    expect(await pwned(page)).toBeNull();
    await page.close();
  });
});
