// The stream page end to end: the built server with a test event (one stream per platform), the standalone portal
// and the demo page, in Debian's Chromium. The server's clock is moved through TEST_CLOCK. A closed tab leaves the
// count through its leave on pagehide; that a tab which sent none drops out after the presence window is checked
// with a moved clock in server/features/stream/stream.test.ts.
import { SignJWT, decodeJwt } from 'jose';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectVideoPlaying, pathname, useBrowser, useServer } from './support/fixtures.js';

const JWT_SECRET = 'stream-e2e-secret-that-is-long-enough-for-hs256';
const HLS_MIME = 'application/vnd.apple.mpegurl';

const server = useServer({ event: 'stream-event.yaml', testClock: true, env: { JWT_SECRET } });
// Autoplay allowed, as for a visitor who has used the site before; the blocked case has a test of its own.
const browser = useBrowser({ autoplay: true });

/** A fresh browser with an anonymous visitor already logged in (the portal sends a new visitor to / after login). */
async function newPage(
  options: { width?: number; height?: number; login?: boolean; base?: string } = {},
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 } });
  if (options.login !== false) {
    await page.goto(`${options.base ?? server.url}/`);
    await page.locator('event-portal [part="welcome"]').waitFor();
  }
  return page;
}

const stream = (page: Page) => page.locator('event-stream');

/** The hls.js chunk's requests, to tell whether the page loaded hls.js at all. */
function recordHlsChunk(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/dist\/chunks\/hls(\.light)?-[^/]+\.js$/.test(request.url())) loaded.push(request.url());
  });
  return loaded;
}

/** Waits until the page's video has played on for a second: currentTime advances. */
async function expectPlaying(page: Page): Promise<void> {
  const video = stream(page).locator('video');
  await expectVideoPlaying(video);
  const before = await video.evaluate((node: HTMLVideoElement) => node.currentTime);
  await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.currentTime)).toBeGreaterThan(before);
}

async function visitorCountText(page: Page): Promise<string> {
  return (await stream(page).locator('[part="visitor-count"]').textContent()) ?? '';
}

describe("the event's icons", () => {
  it("are the tab icon and the home-screen icon of the portal page, in place of Foyer's", async () => {
    const page = await newPage();
    const icons: string[] = [];
    page.on('response', (response) => {
      if (/\/(logo|favicon)\.svg$/.test(new URL(response.url()).pathname)) icons.push(new URL(response.url()).pathname);
    });
    await page.goto(`${server.url}/`);
    await page.locator('event-portal [part="welcome"]').waitFor();

    const links = await page
      .locator('head link[rel~="icon"], head link[rel="apple-touch-icon"]')
      .evaluateAll((found) => found.map((link) => [link.getAttribute('rel'), link.getAttribute('href')]));
    expect(links).toEqual([
      ['icon', '/demo/assets/logo.svg'],
      ['apple-touch-icon', '/demo/assets/title.svg'],
    ]);
    // Chromium loads the tab icon it was given, never Foyer's.
    await expect.poll(() => icons).toContain('/demo/assets/logo.svg');
    expect(icons).not.toContain('/dist/portal/favicon.svg');
  });
});

describe('the navbar', () => {
  it("shows the welcome and stream pages' own items there and the default items elsewhere, by keyboard too", async () => {
    const page = await newPage();
    const navItems = () => page.locator('event-portal [part="navbar"] nav ul').first().locator('a').allTextContents();
    await page.goto(`${server.url}/`);
    await page.locator('event-portal [part="welcome"]').waitFor();
    // The welcome page's own items; Enter on one goes to the stream, whose own items show there.
    expect(await navItems()).toEqual(['Zum Livestream']);
    const toStream = page.locator('event-portal [part="navbar"] nav ul').first().getByRole('link');
    await toStream.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page)).toBe('/stream/main');
    await stream(page).locator('video').waitFor();
    await expect.poll(navItems).toEqual(['Programm']);
    await page.locator('event-portal [part="navbar"] nav ul').first().getByRole('link', { name: 'Programm' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page)).toBe('/pages');
    await expect.poll(navItems).toEqual(['Mediathek', 'Ausloggen']);
  });
});

describe('the stream page', () => {
  it('plays the local HLS demo stream natively, with visitor count, actions and chat beside it', async () => {
    const page = await newPage();
    const hlsChunk = recordHlsChunk(page);
    expect(await page.evaluate((mime) => document.createElement('video').canPlayType(mime), HLS_MIME)).not.toBe('');
    await page.goto(`${server.url}/preStream/main`);
    await expect.poll(() => pathname(page)).toBe('/stream/main');
    await expectPlaying(page);
    expect(hlsChunk).toEqual([]);

    expect(await visitorCountText(page)).toMatch(/^\d+ (Person schaut|Personen schauen) zu$/);
    const actions = stream(page).locator('[part="action"]');
    expect(await actions.allTextContents()).toEqual(['Programm (öffnet in neuem Tab)', 'Start', 'Frage']);
    // The cards beside the stream load on demand: measure the layout once they are there (the tag being defined is
    // not enough: its first render may still be on its way, so wait until the row has settled into thirds).
    await page.waitForFunction(() => customElements.get('event-cards') !== undefined);
    // Row and cells measured in one step (two steps could straddle a relayout), as shares of the row to 1/1000 so
    // that a failure shows the layout it found.
    const shares = () =>
      stream(page)
        .locator('[part="actions"]')
        .evaluate((row) => {
          const total = row.getBoundingClientRect().width;
          return [...row.querySelectorAll('[part="action"]')].map(
            (cell) => Math.round((cell.getBoundingClientRect().width / total) * 1000) / 1000,
          );
        });
    await expect.poll(shares).toEqual([0.333, 0.333, 0.333]);

    const player = await stream(page).locator('[part="player"]').boundingBox();
    const cta = await stream(page).locator('[part="cta"]').boundingBox();
    expect(player && cta && cta.x > player.x + player.width - 1).toBe(true);
    expect(player!.width / player!.height).toBeCloseTo(16 / 9, 1);
    const chat = stream(page).locator('[part="chat"]');
    expect(new URL((await chat.getAttribute('src')) ?? '').search).toBe('?publisher=foyer&chatroom=main');
  });

  it('loads /stream/{code} as a new page from /preStream/{code} when streamPage.fullPageLoad is on', async () => {
    const page = await newPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      // The page's own loads only: the stream page's frames (chat, cards) navigate too.
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documents.push(new URL(request.url()).pathname);
      }
    });
    await page.goto(`${server.url}/preStream/main`);
    await expect.poll(() => documents).toEqual(['/preStream/main', '/stream/main']);
    await stream(page).locator('video').waitFor();
    await page.goto(`${server.url}/preStream`);
    await expect.poll(() => pathname(page)).toBe('/stream');
    expect(documents.at(-1)).toBe('/preStream');
  });

  it('has no axe violations with the stream playing, nor on the zoom name prompt', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stream/main`);
    await expectPlaying(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${server.url}/stream/meeting?z=1`);
    await stream(page).locator('[part="zoom-name"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('loads hls.js lazily where the browser cannot play HLS itself, and plays with it', async () => {
    const page = await newPage();
    await page.addInitScript((mime) => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return type === mime ? '' : canPlayType.call(this, type);
      };
    }, HLS_MIME);
    const hlsChunk = recordHlsChunk(page);
    await page.goto(`${server.url}/stream/main`);
    await expectPlaying(page);
    expect(hlsChunk).toHaveLength(1);
  });

  it('loads no hls.js on a page without an HLS stream', async () => {
    const page = await newPage();
    await page.addInitScript((mime) => {
      HTMLMediaElement.prototype.canPlayType = (type: string) => (type === mime ? '' : 'maybe');
    }, HLS_MIME);
    const hlsChunk = recordHlsChunk(page);
    await page.goto(`${server.url}/stream/yt`);
    await stream(page).locator('iframe[data-platform="youtube"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(hlsChunk).toEqual([]);
  });

  it('stacks the call-to-action under the stream on a small screen', async () => {
    const page = await newPage({ width: 800, height: 900 });
    await page.goto(`${server.url}/stream/main`);
    await stream(page).locator('video').waitFor();
    const player = await stream(page).locator('[part="player"]').boundingBox();
    const cta = await stream(page).locator('[part="cta"]').boundingBox();
    expect(cta!.y).toBeGreaterThan(player!.y + player!.height - 1);
  });

  it('goes to /closed before the event, shows the stream while it runs and goes to /fin after it', async () => {
    const page = await newPage();
    await server.setClock('2023-06-01T12:00:00Z');
    await page.goto(`${server.url}/stream/main`);
    await expect.poll(() => pathname(page)).toBe('/closed');
    // The /closed page is a chunk of its own (issue #10): its text follows its loading indicator.
    await expect
      .poll(() => page.locator('event-portal [role="status"]').first().textContent())
      .toContain('noch nicht begonnen');

    // A token issued in 2026 has expired by 2100, so the late visitor logs in at the moved time.
    await server.setClock('2100-01-01T00:00:00Z');
    const late = await newPage();
    await late.goto(`${server.url}/stream/main`);
    await expect.poll(() => pathname(late)).toBe('/fin');

    // The first visitor's session, last used years ago by the moved clock, has passed its idle timeout
    // (SESSION_IDLE_SECONDS): a visitor arriving while the event runs.
    await server.setClock(new Date().toISOString());
    const during = await newPage();
    await during.goto(`${server.url}/stream/main`);
    await stream(during).locator('video').waitFor();
    expect(pathname(during)).toBe('/stream/main');
  });

  it('checks access again every 20 s and sends a watching visitor to /fin when the event ends', async () => {
    await server.setClock('2099-12-31T23:59:00Z');
    const page = await newPage();
    const checks: string[] = [];
    page.on('request', (request) => {
      const body = request.postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'getStreamAccess') checks.push(request.url());
    });
    await page.goto(`${server.url}/stream/main`);
    await stream(page).locator('video').waitFor();
    await server.setClock('2100-01-01T00:00:30Z');
    await expect.poll(() => pathname(page), { timeout: 30_000, interval: 500 }).toBe('/fin');
    expect(checks.length).toBeGreaterThanOrEqual(2);
  });

  it('sends the visitor to /closed when the access check keeps failing', async () => {
    const page = await newPage();
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'getStreamAccess') return route.continue();
      return route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' });
    });
    await page.goto(`${server.url}/stream/main`);
    await expect.poll(() => pathname(page), { timeout: 20_000 }).toBe('/closed');
  });

  it('sends an unknown stream to /stream, which plays the first stream', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stream/nope`);
    await expect.poll(() => pathname(page)).toBe('/stream');
    await stream(page).locator('video').waitFor();
  });

  it('sends a visitor whose ping the server refuses (400) to /', async () => {
    const page = await newPage();
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'pingStream') return route.continue();
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] }),
      });
    });
    await page.goto(`${server.url}/stream/main`);
    await expect.poll(() => pathname(page)).toBe('/');
  });

  it('shows "already in use" with a reload button to a second session of the same customer (409)', async () => {
    const first = await newPage();
    await first.goto(`${server.url}/stream/solo`);
    await stream(first).locator('video').waitFor();
    const firstToken = await first.evaluate(() => localStorage.getItem('token'));
    const claims = decodeJwt(firstToken ?? '');
    const secret = new TextEncoder().encode(JWT_SECRET);
    // The same customer and session (every token needs a live one), but another token: the stream tells them apart.
    const secondToken = await new SignJWT({
      alias: 'anonymous',
      anonymousCustomerId: claims['anonymousCustomerId'],
      sid: claims['sid'],
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuedAt(Number(claims.iat) + 1)
      .setExpirationTime(Number(claims.exp) + 1)
      .sign(secret);

    const second = await newPage();
    await second.goto(`${server.url}/demo/`);
    await second.evaluate(
      ({ token, customerId }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify({ customerId, alias: 'anonymous', token }));
      },
      { token: secondToken, customerId: String(claims.sub) },
    );
    await second.goto(`${server.url}/stream/solo`);
    const notice = stream(second).locator('[part="notice"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('bereits in einer anderen Sitzung');
    expect(await stream(second).locator('video').count()).toBe(0);
    const reload = notice.getByRole('button', { name: 'Neu laden' });
    await Promise.all([second.waitForEvent('load'), reload.click()]);
    await stream(second).locator('[part="notice"]').waitFor();
  });

  it('shows the failure text of a stream that cannot be played', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stream/broken`);
    const failure = stream(page).locator('[part="failure"]');
    await failure.waitFor({ timeout: 20_000 });
    expect(await failure.locator('p').textContent()).toBe('Dieser Stream ist gerade gestört.');
    await failure.getByRole('button', { name: 'Erneut versuchen' }).waitFor();
  });
});

describe('the visitor count', () => {
  // A server of its own: a tab an earlier test closed without unloading counts until its last ping expires.
  const counted = useServer({ event: 'stream-event.yaml', env: { JWT_SECRET } });

  it('counts two visitors in two browsers and one again when one closes its tab', async () => {
    const first = await newPage({ base: counted.url });
    const second = await newPage({ base: counted.url });
    await first.goto(`${counted.url}/stream/main`);
    await expect.poll(() => visitorCountText(first), { timeout: 20_000 }).toBe('1 Person schaut zu');
    await second.goto(`${counted.url}/stream/main`);
    await expect.poll(() => visitorCountText(second), { timeout: 20_000 }).toBe('2 Personen schauen zu');
    await expect.poll(() => visitorCountText(first), { timeout: 20_000 }).toBe('2 Personen schauen zu');
    await second.close({ runBeforeUnload: true });
    await expect.poll(() => visitorCountText(first), { timeout: 20_000 }).toBe('1 Person schaut zu');
  });
});

describe('the platforms', () => {
  it.each([
    ['yt', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&rel=0&playsinline=1'],
    ['vimeo', 'vimeo', 'https://player.vimeo.com/video/76979871?autoplay=0&muted=0&controls=1'],
    [
      'threeq',
      '3q',
      'https://playout.3qsdn.com/abc-123?autoplay=false&key=k1&timestamp=1700000000&volumecontrol=false',
    ],
    ['cf', 'contentFlow', 'https://player.contentflow.de/acme/out-1?autoplay=1'],
  ])('renders the %s stream as a %s frame with its params', async (code, platform, src) => {
    const page = await newPage();
    await page.route(/^https:\/\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    await page.goto(`${server.url}/stream/${code}`);
    const frame = stream(page).locator(`iframe[data-platform="${platform}"]`);
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(src);
    const box = await stream(page).locator('[part="player"]').boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
  });

  it('renders an iframe stream from its link', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stream/frame`);
    const frame = stream(page).locator('iframe[data-platform="iframe"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(`${server.url}/demo/index.html`);
  });

  it('renders no player for platform none, only the content', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stream/none`);
    await stream(page).locator('[part="content"]').waitFor();
    expect(await stream(page).locator('[part="player"]').count()).toBe(0);
  });

  it('sends an extern stream without externUrl to /jump/externalZoomMeeting/{code}', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stream/ext`);
    await expect.poll(() => pathname(page)).toBe('/jump/externalZoomMeeting/ext');
  });

  it('adds ?z=1 to a zoom stream, asks for a name, shows the meeting and its end text', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/stream/meeting`);
    await expect.poll(() => new URL(page.url()).search).toBe('?z=1');
    const prompt = stream(page).locator('[part="zoom-name"]');
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Meeting beitreten' }).click();
    expect(await prompt.getByRole('alert').textContent()).toBe('Anzeigename ist erforderlich');
    await prompt.getByLabel('Anzeigename').fill('Ada');
    await prompt.getByRole('button', { name: 'Meeting beitreten' }).click();

    const frame = stream(page).locator('iframe[data-platform="zoom"]');
    await frame.waitFor();
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.pathname).toBe('/zoom.html');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ meetingNumber: '987654321', userName: 'Ada' });
    const meeting = page.frameLocator('event-stream iframe[data-platform="zoom"]');
    // zoom-page.js fills the page in once the frame has loaded: without a Zoom SDK key, a stand-in that says so.
    await expect.poll(() => meeting.locator('h1').textContent()).toBe('Meeting 987654321');
    expect(await meeting.getByText('Du nimmst teil als Ada').count()).toBe(1);
    expect(await meeting.getByRole('note').textContent()).toBe(
      'Lokaler Platzhalter: Auf diesem Server ist kein Zoom-SDK-Schlüssel eingerichtet, deshalb läuft hier kein echtes Zoom-Meeting.',
    );
    await meeting.getByRole('button', { name: 'Meeting verlassen' }).click();
    await stream(page).locator('[part="zoom-ended"]').waitFor();
    expect(await stream(page).locator('[part="zoom-ended"]').textContent()).toBe('Das Zoom-Meeting ist beendet.');

    // The name is kept: the next visit goes straight to the meeting.
    await page.reload();
    await stream(page).locator('iframe[data-platform="zoom"]').waitFor();
  });

  it('shows the use-desktop message instead of the meeting at 768 px or less', async () => {
    const page = await newPage({ width: 768, height: 900 });
    await page.goto(`${server.url}/stream/meeting?z=1`);
    const message = stream(page).locator('[part="zoom-desktop-only"]');
    await message.waitFor();
    expect(await message.textContent()).toContain('größeren Bildschirm');
  });

  it('opens the autoplay dialog when the browser blocks playback, and its button starts it', async () => {
    const page = await newPage();
    // As a browser that blocks playback without a user gesture: play() rejects until the visitor clicks. (Not
    // navigator.userActivation: playwright's evaluate() counts as a gesture.)
    await page.addInitScript(`
      const play = HTMLMediaElement.prototype.play;
      window.blockedPlays = 0;
      let clicked = false;
      window.addEventListener('click', () => { clicked = true; }, true);
      HTMLMediaElement.prototype.play = function () {
        if (clicked) return play.call(this);
        window.blockedPlays += 1;
        return Promise.reject(new DOMException('blocked', 'NotAllowedError'));
      };
    `);
    await page.goto(`${server.url}/stream/main`);
    // The autoplay dialog, not the one of the cards slotted into the element on the portal's stream page.
    const dialog = stream(page).locator('dialog').filter({ hasText: 'Livestream abspielen' });
    await expect.poll(() => dialog.evaluate((node: HTMLDialogElement) => node.open), { timeout: 10_000 }).toBe(true);
    // The first attempt and five retries, 500 ms apart, each tried with sound and then muted.
    expect(await page.evaluate(() => (window as unknown as { blockedPlays: number }).blockedPlays)).toBe(12);
    await dialog.getByRole('button', { name: 'Livestream abspielen' }).click();
    await expectPlaying(page);
    expect(await dialog.evaluate((node: HTMLDialogElement) => node.open)).toBe(false);
  });

  it('plays muted where the browser refuses sound without a click, and offers to unmute', async () => {
    const page = await newPage();
    // As Chromium's and Safari's default policy for a first visit: muted playback is allowed, sound needs a click.
    await page.addInitScript(`
      const play = HTMLMediaElement.prototype.play;
      let clicked = false;
      window.addEventListener('click', () => { clicked = true; }, true);
      HTMLMediaElement.prototype.play = function () {
        if (clicked || this.muted) return play.call(this);
        return Promise.reject(new DOMException('sound needs a gesture', 'NotAllowedError'));
      };
    `);
    await page.goto(`${server.url}/stream/main`);
    await expectPlaying(page);
    const video = stream(page).locator('video');
    expect(await video.evaluate((node: HTMLVideoElement) => node.muted)).toBe(true);
    const unmute = stream(page).getByRole('button', { name: 'Ton einschalten' });
    await unmute.waitFor();
    expect(await stream(page).locator('dialog[open]').filter({ hasText: 'Livestream abspielen' }).count()).toBe(0);
    expect(await axeViolations(page, { iframes: false })).toEqual([]);

    await unmute.click();
    await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.muted)).toBe(false);
    await expect.poll(() => unmute.count()).toBe(0);
    await expectPlaying(page);
  });
});

describe('<event-stream> alone in a plain page', () => {
  it('plays the demo stream with its visitor count', async () => {
    const page = await newPage({ login: false });
    await page.goto(`${server.url}/demo/stream-only.html`);
    await expectPlaying(page);
    await expect.poll(() => visitorCountText(page), { timeout: 20_000 }).toMatch(/schau/);
    expect(pathname(page)).toBe('/demo/stream-only.html');
  });

  it('puts the call-to-action under the stream on a large screen with layout="stacked"', async () => {
    const page = await newPage({ login: false });
    await page.goto(`${server.url}/demo/stream-only.html`);
    // The side column shows once the stream has loaded (§2).
    await stream(page).locator('[part="cta"]').waitFor({ state: 'visible' });
    const beside = await stream(page).locator('[part="cta"]').boundingBox();
    const player = await stream(page).locator('[part="player"]').boundingBox();
    expect(beside!.x).toBeGreaterThan(player!.x + player!.width - 1);
    await page.locator('event-stream').evaluate((element) => element.setAttribute('layout', 'stacked'));
    await expect
      .poll(async () => (await stream(page).locator('[part="cta"]').boundingBox())!.y)
      .toBeGreaterThan(player!.y + player!.height - 1);
  });

  it('asks before the page closes when leave-prompt is on', async () => {
    const page = await newPage({ login: false });
    await page.goto(`${server.url}/demo/stream-only.html`);
    await stream(page).locator('video').waitFor();
    await page.locator('event-stream').evaluate((element) => element.setAttribute('leave-prompt', 'true'));
    await page.locator('h1').click();
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    // The visitor stayed: the page is still there, and now closes without asking (nothing left for the teardown).
    expect(page.isClosed()).toBe(false);
    await page.locator('event-stream').evaluate((element) => element.removeAttribute('leave-prompt'));
    await page.close();
  });

  it('shows an inline notice and reports event-stream-access before the event, never leaving the page', async () => {
    await server.setClock('2023-06-01T12:00:00Z');
    const page = await newPage({ login: false });
    await page.goto(`${server.url}/demo/stream-only.html`);
    const notice = stream(page).locator('[part="notice"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('noch nicht begonnen');
    expect(await page.locator('#events').textContent()).toBe('event-stream-access: {"result":"early"}');
    expect(pathname(page)).toBe('/demo/stream-only.html');
  });
});

describe('a stream page with its leave prompt on', () => {
  const prompting = useServer({ event: 'leave-prompt-event.yaml' });

  it('asks before an in-app link leaves the stream, stays when the visitor declines, goes when they agree', async () => {
    const page = await newPage({ base: prompting.url });
    await page.goto(`${prompting.url}/stream/main`);
    await expectPlaying(page);
    const questions: string[] = [];
    let answer = false;
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void (answer ? dialog.accept() : dialog.dismiss());
    });
    const mediaLibrary = page.locator('event-portal nav').getByRole('link', { name: 'Mediathek' });
    await mediaLibrary.click();
    await expect.poll(() => questions).toEqual(['Möchtest du den Livestream wirklich verlassen?']);
    expect(pathname(page)).toBe('/stream/main');
    await expectPlaying(page);

    answer = true;
    await mediaLibrary.click();
    await expect.poll(() => pathname(page)).toBe('/mediaLibrary');
    expect(questions).toHaveLength(2);
    // Off the stream page nothing asks any more.
    await page.goBack();
    await expect.poll(() => pathname(page)).toBe('/stream/main');
    expect(questions).toHaveLength(2);
  });
});

describe('a portal without streams', () => {
  const empty = useServer({ event: 'no-streams-event.yaml' });

  it('sends /stream to / when the project has no stream (404 without a code)', async () => {
    const page = await newPage({ base: empty.url });
    await page.goto(`${empty.url}/stream`);
    await expect.poll(() => pathname(page)).toBe('/');
    await page.locator('event-portal [part="welcome"]').waitFor();
  });
});
