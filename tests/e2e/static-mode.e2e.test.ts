// Static mode end to end (portal.md §1, §7 "Static mode"): the site npm run build:static writes, served by sirv, a
// plain static file server, with no Foyer server running. A visitor logs in anonymously, sees the welcome page, the
// stream page with the local HLS stream, cards and a poll from JSON, and votes (kept in local storage).
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_DIR, buildStaticSite, formatJson, staticData } from '../../scripts/build-static.mjs';
import { axeViolations, expectVideoPlaying, useBrowser } from './support/fixtures.js';

let siteDir: string;
let site: Server;
let url: string;

// The site is served by a plain static file server: no Foyer server in this file.
beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'foyer-static-'));
  await buildStaticSite({ outDir: siteDir });
  const serve = sirv(siteDir, { dev: true });
  site = createServer((request, response) => serve(request, response));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await rm(siteDir, { recursive: true, force: true });
});

// As in stream.e2e.test.ts: autoplay allowed.
const browser = useBrowser({ autoplay: true });

interface Visitor {
  page: Page;
  /** Every request the page made, as "METHOD path status". */
  requests: string[];
}

async function newVisitor(): Promise<Visitor> {
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    requests.push(`${response.request().method()} ${pathname} ${response.status()}`);
  });
  return { page, requests };
}

/** Requests to the GraphQL API, which a static site never makes. */
const apiRequests = (requests: string[]) => requests.filter((request) => / \/graphql\b/.test(request));
const stream = (page: Page) => page.locator('event-stream');
const pollOption = (page: Page, label: string) =>
  page.locator('event-cards event-poll [part="poll-option"]', { hasText: label });

const expectPlaying = (page: Page) => expectVideoPlaying(stream(page).locator('video'));

describe('the static site', () => {
  it('logs a visitor in anonymously and shows the welcome page from config/welcome.json', async () => {
    const { page, requests } = await newVisitor();
    await page.goto(`${url}/`);
    const welcome = page.locator('event-portal [part="welcome"]');
    await welcome.waitFor();
    expect(await welcome.locator('h1').textContent()).toBe('Willkommen beim Foyer Demo-Event!');
    expect(new URL(page.url()).hash).toBe('#/');
    const session = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as { alias?: string } | null,
      anonymousCustomerId: localStorage.getItem('anonymousCustomerId'),
    }));
    expect(session.user?.alias).toBe('anonymous');
    expect(session.anonymousCustomerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests).toContain('GET /config/welcome.json 200');
    expect(apiRequests(requests)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The welcome modal of config/welcome.json, closed by keyboard.
    const dialog = page.locator('event-portal dialog');
    expect(await dialog.locator('h2').textContent()).toBe("So funktioniert's");
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((node: HTMLDialogElement) => node.open)).toBe(false);
  });

  it('plays the local HLS stream and shows cards and a poll from JSON; a vote is kept locally', async () => {
    const { page, requests } = await newVisitor();
    await page.goto(`${url}/`);
    await page.locator('event-portal [part="welcome"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('event-portal').getByRole('link', { name: 'Zum Livestream' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/stream');
    await expectPlaying(page);
    // visitorCount.json says 0; the element counts the visitor watching, as with the API.
    expect(await stream(page).locator('[part="visitor-count"]').textContent()).toBe('1 Person schaut zu');

    const cards = page.locator('event-cards [part="card"]');
    await cards.first().waitFor();
    await page.locator('event-cards [part="card"]', { hasText: 'Bleib auf dem Laufenden' }).waitFor();
    await page.locator('event-cards event-poll [part="poll-title"]').waitFor();
    expect(await page.locator('event-cards event-poll [part="poll-title"]').textContent()).toBe(
      'Welches Thema interessiert dich am meisten?',
    );

    await pollOption(page, 'Kundenstimmen').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pollOption(page, 'Kundenstimmen').getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => pollOption(page, 'Kundenstimmen').locator('[part="poll-result"]').textContent())
      .toBe('100,0\u00a0%'); // a no-break space: never wraps
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('poll_lieblingsthema') ?? '[]'));
    expect(stored).toEqual([
      { pollItemId: expect.any(Number), token: expect.stringMatching(/^local-/), date: expect.any(String) },
    ]);

    // The vote survives a reload: it lives in the visitor's browser, not on a server.
    await page.reload();
    await expect
      .poll(() => pollOption(page, 'Kundenstimmen').getAttribute('aria-pressed'), { timeout: 20_000 })
      .toBe('true');

    // The plain static server refuses the presence POST; the page goes on and never asks for /graphql.
    expect(requests).toContain('POST /event/v1/events/ping 404');
    expect(requests).toContain('GET /streammain.json 200');
    expect(requests).toContain('GET /polls.json 200');
    expect(apiRequests(requests)).toEqual([]);
    await expectPlaying(page);
    expect(await axeViolations(page)).toEqual([]);

    // Leaving the stream page sends the leave, which the static server refuses too.
    await page.goto(`${url}/#/welcome`);
    await page.locator('event-portal [part="welcome"]').waitFor();
    await expect.poll(() => requests).toContain('POST /event/v1/events/leave 404');
  });

  it('leaves out the form card and the form action, which need a server, and keeps the rest', async () => {
    const { page } = await newVisitor();
    await page.goto(`${url}/`);
    await page.locator('event-portal [part="welcome"]').waitFor();
    await page.goto(`${url}/#/stream`);
    await page.locator('event-cards [part="card"]', { hasText: 'Bleib auf dem Laufenden' }).waitFor();
    await page.locator('event-cards event-poll [part="poll-title"]').waitFor();

    expect(await page.locator('event-cards [part="card"]', { hasText: 'Deine Meinung zählt' }).count()).toBe(0);
    expect(await stream(page).locator('[part="actions"] li').allTextContents()).toEqual([
      'Programm (öffnet in neuem Tab)',
      'Zur Startseite',
    ]);
  });

  it('shows the content pages and the media library from their files', async () => {
    const { page, requests } = await newVisitor();
    await page.goto(`${url}/`);
    await page.locator('event-portal [part="welcome"]').waitFor();
    const portal = page.locator('event-portal');

    await page.goto(`${url}/#/pages`);
    const covers = portal.locator('[part="content-pages"] [part="content-page-cover"] a');
    await covers.first().waitFor();
    expect(await covers.count()).toBe(3);
    await portal.locator('[part="content-pages"]').getByRole('link', { name: 'Partner' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/pages/partner');
    await portal.locator('[part="content-page"] [part="content-page-graphics"] img').first().waitFor();
    expect(await portal.locator('[part="content-page"]').textContent()).toContain('Ohne unsere Partner');

    await page.goto(`${url}/#/mediaLibrary`);
    const library = portal.locator('[part="media-library"]');
    await library.locator('[part="media-card"]').first().waitFor();
    expect(await library.locator('[part="media-categories"] button').allTextContents()).toEqual([
      'Aufzeichnungen',
      'Interviews',
    ]);
    expect(await library.locator('[part="media-card"]').count()).toBe(3);
    await library.getByRole('button', { name: 'Interviews', exact: true }).click();
    await library.locator('[part="media-empty"]').waitFor();

    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /pages.json 200',
        'GET /pages/partner.json 200',
        'GET /mediaLibrary.json 200',
        'GET /mediaLibrary/aufzeichnungen.json 200',
        'GET /mediaLibrary/interviews.json 200',
      ]),
    );
    expect(apiRequests(requests)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('checks in docs/examples/static-site exactly what the build writes', async () => {
    const { files } = await staticData();
    const committed = (await readdir(EXAMPLE_DIR, { recursive: true })).filter((file) => file.endsWith('.json'));
    expect(committed.sort()).toEqual(Object.keys(files).sort());
    for (const [path, value] of Object.entries(files)) {
      expect(await readFile(join(EXAMPLE_DIR, path), 'utf8'), path).toBe(formatJson(value));
    }
  });
});
