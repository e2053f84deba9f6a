// The zoom page with the real Meeting SDK path: a server with ZOOM_SDK_KEY and ZOOM_SDK_SECRET signs each visitor's
// meeting signature, and /zoom.html loads the SDK's component view from source.zoom.us. Chromium cannot reach Zoom
// from here, so page.route serves stand-ins for those scripts that implement Zoom's documented component-view API
// (ZoomMtgEmbedded.createClient() with init, join and on('connection-change')) and record what the page called.
// The stand-in page of a server without the settings is tested in stream.e2e.test.ts.
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, pathname, useBrowser, useServer } from './support/fixtures.js';

const ZOOM_SDK_KEY = 'foyerE2eSdkKey';
const ZOOM_SDK_SECRET = 'foyer-e2e-zoom-sdk-secret-0123456789';
const SDK_VERSION = '6.2.0';
const VENDOR = ['react', 'react-dom', 'redux', 'redux-thunk', 'lodash'];
const DIST = new URL('../../dist/', import.meta.url).pathname;

const server = useServer({ event: 'stream-event.yaml', env: { ZOOM_SDK_KEY, ZOOM_SDK_SECRET } });
const browser = useBrowser();

interface ZoomCalls {
  scripts: string[];
  init?: { zoomAppRoot: string; language: string; patchJsMedia: boolean };
  join?: { signature: string; sdkKey: string; meetingNumber: string; password: string; userName: string };
}

/** The component view as Zoom documents it, recording its calls in window.zoomCalls of the page that loads it. */
const EMBEDDED_SDK = `
  window.zoomCalls = window.zoomCalls || { scripts: [] };
  window.zoomCalls.scripts.push('embedded');
  window.ZoomMtgEmbedded = {
    createClient() {
      const listeners = [];
      window.zoomConnectionChange = (payload) => listeners.forEach((listener) => listener(payload));
      return {
        init(options) {
          window.zoomCalls.init = {
            zoomAppRoot: options.zoomAppRoot.isConnected ? options.zoomAppRoot.id : 'detached',
            language: options.language,
            patchJsMedia: options.patchJsMedia,
          };
          return Promise.resolve();
        },
        join(options) {
          const { signature, sdkKey, meetingNumber, password, userName } = options;
          window.zoomCalls.join = { signature, sdkKey, meetingNumber, password, userName };
          return window.zoomJoinFails ? Promise.reject({ type: 'JOIN_MEETING_FAILED', reason: 'stand-in' }) : Promise.resolve();
        },
        on(event, listener) {
          if (event === 'connection-change') listeners.push(listener);
        },
      };
    },
  };`;

/** Serves the SDK's scripts from stand-ins; `failing` answers 404 for that vendor script, `joinFails` rejects join. */
async function routeZoomCdn(page: Page, { failing, joinFails }: { failing?: string; joinFails?: boolean } = {}) {
  const requested: { url: string; frame: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'source.zoom.us') {
      requested.push({ url: request.url(), frame: new URL(request.frame().url()).pathname });
    }
  });
  await page.route('https://source.zoom.us/**', (route) => {
    const url = route.request().url();
    if (url === `https://source.zoom.us/zoom-meeting-embedded-${SDK_VERSION}.min.js`) {
      return route.fulfill({ contentType: 'text/javascript', body: EMBEDDED_SDK });
    }
    const vendor = VENDOR.find((name) => url === `https://source.zoom.us/${SDK_VERSION}/lib/vendor/${name}.min.js`);
    if (!vendor || vendor === failing) return route.fulfill({ status: 404, body: 'not found' });
    const body = `window.zoomCalls = window.zoomCalls || { scripts: [] }; window.zoomCalls.scripts.push(${JSON.stringify(vendor)});${
      joinFails ? ' window.zoomJoinFails = true;' : ''
    }`;
    return route.fulfill({ contentType: 'text/javascript', body });
  });
  return requested;
}

/** A visitor with a display name on the zoom stream; returns the meeting frame once /zoom.html has loaded. */
async function openMeeting(page: Page): Promise<Frame> {
  await page.goto(`${server.url}/`);
  await page.locator('event-portal [part="welcome"]').waitFor();
  await page.goto(`${server.url}/stream/meeting`);
  await expect.poll(() => new URL(page.url()).search).toBe('?z=1');
  const prompt = page.locator('event-stream [part="zoom-name"]');
  await prompt.getByLabel('Anzeigename').fill('Ada Lovelace');
  await prompt.getByRole('button', { name: 'Meeting beitreten' }).click();
  await page.locator('event-stream iframe[data-platform="zoom"]').waitFor();
  let frame: Frame | undefined;
  await expect.poll(() => (frame = page.frames().find((f) => new URL(f.url()).pathname === '/zoom.html'))).toBeTruthy();
  return frame!;
}

const zoomCalls = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { zoomCalls?: ZoomCalls }).zoomCalls ?? null);

describe('the zoom page with a Meeting SDK key', () => {
  it("joins the meeting with the server's signature, the meeting number, passcode and name", async () => {
    const page = await browser.newPage();
    const requested = await routeZoomCdn(page);
    const frame = await openMeeting(page);
    await expect.poll(async () => (await zoomCalls(frame))?.join).toBeTruthy();
    const calls = (await zoomCalls(frame))!;
    expect(calls.scripts).toEqual([...VENDOR, 'embedded']);
    expect(calls.init).toEqual({ zoomAppRoot: 'meeting-sdk-root', language: 'de-DE', patchJsMedia: true });
    expect(calls.join).toMatchObject({
      sdkKey: ZOOM_SDK_KEY,
      meetingNumber: '987654321',
      password: 'geheim',
      userName: 'Ada Lovelace',
    });
    // The signature is the server's, signed for this meeting as Zoom documents it, not the event file's "sig".
    const signature = calls.join!.signature;
    expect(decodeProtectedHeader(signature)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(signature, new TextEncoder().encode(ZOOM_SDK_SECRET), {
      algorithms: ['HS256'],
    });
    expect(payload).toMatchObject({ appKey: ZOOM_SDK_KEY, sdkKey: ZOOM_SDK_KEY, mn: '987654321', role: 0 });
    expect(payload.exp! - payload.iat!).toBe(2 * 60 * 60);
    expect(payload['tokenExp']).toBe(payload.exp);
    // No stand-in note where the real SDK runs.
    expect(await frame.locator('#stand-in-note').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The meeting closing (the visitor left, or the host ended it) shows the end text on the stream page.
    await frame.evaluate(() =>
      (window as unknown as { zoomConnectionChange(payload: { state: string }): void }).zoomConnectionChange({
        state: 'Closed',
      }),
    );
    const ended = page.locator('event-stream [part="zoom-ended"]');
    await ended.waitFor();
    expect(await ended.textContent()).toBe('Das Zoom-Meeting ist beendet.');
    expect(requested.length).toBe(VENDOR.length + 1);
    expect(new Set(requested.map((request) => request.frame))).toEqual(new Set(['/zoom.html']));
  });

  it("shows 'Could not load module' when a script of the SDK does not load", async () => {
    const page = await browser.newPage();
    await routeZoomCdn(page, { failing: 'lodash' });
    const frame = await openMeeting(page);
    const alert = frame.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Das Meeting-Modul konnte nicht geladen werden. Bitte lade die Seite neu.');
    expect((await zoomCalls(frame))?.scripts).toEqual(['react', 'react-dom', 'redux', 'redux-thunk']);
  });

  it('shows the same text when the SDK refuses the join, in the language of the stream page', async () => {
    const page = await browser.newPage();
    await routeZoomCdn(page, { joinFails: true });
    const frame = await openMeeting(page);
    await frame.getByRole('alert').waitFor();
    expect(await frame.getByRole('alert').textContent()).toBe(
      'Das Meeting-Modul konnte nicht geladen werden. Bitte lade die Seite neu.',
    );
    // The same page in English, as the lang parameter asks.
    const url = new URL(frame.url());
    url.searchParams.set('lang', 'en');
    await page.goto(url.href);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Could not load module. Please reload the page.');
    expect(await page.title()).toBe('Zoom meeting');
  });

  it('is loaded by no page but the zoom page', async () => {
    const page = await browser.newPage();
    const requested = await routeZoomCdn(page);
    await page.goto(`${server.url}/`);
    await page.locator('event-portal [part="welcome"]').waitFor();
    await page.goto(`${server.url}/stream/main`);
    await page.locator('event-stream video').waitFor();
    for (const path of ['/pages', '/profile', '/mediaLibrary']) {
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => pathname(page)).toBe(path);
    }
    await page.goto(`${server.url}/stream/meeting?z=1`);
    await page.locator('event-stream [part="zoom-name"]').waitFor();
    expect(requested).toEqual([]);
    // And no other built file names the SDK's host: only the zoom page's script can load it.
    const files = await readdir(DIST, { recursive: true });
    const naming = [];
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      if ((await readFile(join(DIST, file), 'utf8')).includes('source.zoom.us')) naming.push(file);
    }
    expect(naming).toEqual(['zoom-page.js']);
  });
});
