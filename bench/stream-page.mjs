// The stream page in Chromium on loopback: time from navigation to the first played video frame, and the
// JavaScript it loads. Used by bench/run.mjs.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium.mjs';

const HLS_MIME = 'application/vnd.apple.mpegurl';

// Registers requestVideoFrameCallback on every video that is asked to play; its first timestamp is relative to the
// navigation's start (performance.timeOrigin), which is the figure we want.
const firstFrameProbe = `
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    if (this instanceof HTMLVideoElement && window.__firstFrameMs === undefined && !this.__probed) {
      this.__probed = true;
      this.requestVideoFrameCallback((now) => { window.__firstFrameMs ??= now; });
    }
    return play.call(this);
  };
`;

const withoutNativeHls = `
  const canPlayType = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function (type) {
    return type === '${HLS_MIME}' ? '' : canPlayType.call(this, type);
  };
`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One cold visit: a fresh browser context logs in on /, then opens the stream page. */
async function visit(browser, url, { forceHlsJs }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.locator('event-portal [part="welcome"]').waitFor();
    await page.addInitScript(firstFrameProbe);
    if (forceHlsJs) await page.addInitScript(withoutNativeHls);
    const scripts = new Map();
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.set(response.url(), true);
    });
    await page.goto(`${url}/stream/main`);
    await page.waitForFunction(() => window.__firstFrameMs !== undefined, null, { timeout: 30_000 });
    const firstFrameMs = await page.evaluate(() => window.__firstFrameMs);
    const hlsJs = [...scripts.keys()].some((script) => /\/chunks\/hls[.-]/.test(script));
    return { firstFrameMs, hlsJs };
  } finally {
    await context.close();
  }
}

/** The JS a fresh visitor downloads for the stream page (nothing cached), by file. */
async function scriptWeight(browser, url, { forceHlsJs }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    if (forceHlsJs) await page.addInitScript(withoutNativeHls);
    await page.addInitScript(firstFrameProbe);
    const scripts = new Map();
    page.on('response', async (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(new URL(response.url()).pathname, body.byteLength);
    });
    // A first-time visitor of the page that holds only <event-stream>; the element logs in by itself.
    await page.goto(`${url}/demo/stream-only.html`);
    await page.waitForFunction(() => window.__firstFrameMs !== undefined, null, { timeout: 30_000 });
    return [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  } finally {
    await context.close();
  }
}

export async function measureStreamPage(url, { runs = 5 } = {}) {
  // A visitor whose browser lets the stream start by itself (as after earlier visits); without this flag headless
  // Chromium blocks unmuted autoplay and the figure would be the autoplay dialog's, not the player's.
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({
    ...launch,
    args: [...launch.args, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const results = {};
    for (const [name, forceHlsJs] of [
      ['native HLS', false],
      ['hls.js', true],
    ]) {
      const times = [];
      let hlsJs = false;
      for (let run = 0; run < runs; run++) {
        const result = await visit(browser, url, { forceHlsJs });
        times.push(result.firstFrameMs);
        hlsJs ||= result.hlsJs;
      }
      results[name] = {
        firstFrameMedianMs: Math.round(median(times)),
        firstFrameMinMs: Math.round(Math.min(...times)),
        firstFrameMaxMs: Math.round(Math.max(...times)),
        loadedHlsJs: hlsJs,
        standaloneScriptBytes: await scriptWeight(browser, url, { forceHlsJs }),
      };
    }
    return results;
  } finally {
    await browser.close();
  }
}
