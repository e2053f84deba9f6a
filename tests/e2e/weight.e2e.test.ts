// What a page downloads, against the built dist/ and the real server: each element pays only for itself. The
// files a page loaded are told apart by dist/chunk-modules.json (written by the build), not by minified code.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, useServer } from './support/fixtures.js';

const CHUNK_MODULES = JSON.parse(
  readFileSync(new URL('../../dist/chunk-modules.json', import.meta.url), 'utf8'),
) as Record<string, string[]>;

const server = useServer();
const browser = useBrowser();

interface Loaded {
  /** The dist/ files the page requested, as chunk-modules.json names them. */
  files: string[];
  /** Every module in those files. */
  modules: string[];
  gzipBytes: number;
  rawBytes: number;
  /** Each file's gzip size, for the log. */
  gzipByFile: Record<string, number>;
}

/** Opens a page in a fresh context and records the dist/ scripts it loads until `ready` resolves. */
async function load(url: string, ready: (page: Page) => Promise<unknown>): Promise<Loaded> {
  const page = await browser.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/dist/') && pathname.endsWith('.js')) {
      // A file still arriving when the context closes is not counted (it came after `ready`).
      bodies.set(
        pathname.slice('/dist/'.length),
        response.body().catch(() => Buffer.alloc(0)),
      );
    }
  });
  await page.route(`${server.url}/weight/cards-thank-you.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><script type="module" src="/dist/event-cards.js"></script><event-cards path="/thankYou"></event-cards>',
    }),
  );
  await page.goto(`${server.url}${url}`);
  await ready(page);
  const files = [...bodies.keys()];
  const contents = await Promise.all([...bodies.values()]);
  await page.context().close();
  for (const file of files) expect(CHUNK_MODULES, `${file} is a file of this build`).toHaveProperty([file]);
  return {
    files,
    modules: [...new Set(files.flatMap((file) => CHUNK_MODULES[file] ?? []))],
    rawBytes: contents.reduce((sum, body) => sum + body.byteLength, 0),
    gzipBytes: contents.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).byteLength, 0),
    gzipByFile: Object.fromEntries(
      files.map((file, index) => [file, gzipSync(contents[index]!, { level: 9 }).byteLength]),
    ),
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const report = (name: string, { files, rawBytes, gzipBytes, gzipByFile }: Loaded) =>
  console.log(
    `${name}: ${files.length} files, ${kib(rawBytes)} raw, ${kib(gzipBytes)} gzip\n` +
      Object.entries(gzipByFile)
        .map(([file, bytes]) => `  ${kib(bytes).padStart(10)}  ${file}`)
        .join('\n'),
  );

/** The modules of `loaded` that match any of the patterns. */
const matching = (loaded: Loaded, ...patterns: RegExp[]) =>
  loaded.modules.filter((module) => patterns.some((pattern) => pattern.test(module)));

const LOGIN_FORMS = [/^react-hook-form$/, /^@hookform\//, /^yup$/, /^src\/react\/account\/(landing|register)\/.*form/];
const ELEMENTS_NOT_SHOWN = [
  // A feature's generated GraphQL documents are not its element: a portal page may send the stream's query (the jump
  // pages do, and rollup merges the pages' small shared chunks into theirs).
  /^src\/react\/(poll|qa|cards|form|stream)\/(?!.*\.generated\.ts$)/,
  /^src\/react\/chat\/(panel\/mount-chat-panel|conversation|lists|groups|layouts)\b/,
  /^hls\.js$/,
  /^src\/elements\/event-(poll|qa|cards|form|stream)\.ts$/,
];
const otherLocales = (...used: string[]) => new RegExp(`^src/react/core/i18n/locales/(?!(${used.join('|')})\\.json$)`);

describe('what a page loads', () => {
  it('an anonymous portal visit loads no login form, no element it does not show and no unused locale', async () => {
    const loaded = await load('/', (page) => page.locator('event-portal [part="welcome"] h1').waitFor());
    report('portal, anonymous, until the welcome text', loaded);
    expect(matching(loaded, ...LOGIN_FORMS)).toEqual([]);
    expect(matching(loaded, ...ELEMENTS_NOT_SHOWN)).toEqual([]);
    // The demo event speaks de-DE-DU with the fallback de.
    expect(matching(loaded, otherLocales('de-DE-DU', 'de'))).toEqual([]);
    expect(matching(loaded, /^dompurify$/)).toEqual([]);
    expect(matching(loaded, /^react-router$/)).toEqual(['react-router']);
    // The login, registration and profile documents stay with their pages (each document is a module of its own,
    // scripts/codegen.mjs). The chat bubble comes after the welcome text: the next test.
    expect(
      matching(
        loaded,
        /^src\/react\/account\/account\.documents\/(customer(Password)?Login|register(Customer)?|checkInvite|activateCustomer|setCustomerPassword|deleteCurrentCustomer)\.generated\.ts$/,
      ),
    ).toEqual([]);
  });

  it('the portal shows the chat bubble, its chunk asked for only once the welcome text is there', async () => {
    const page = await browser.newPage();
    const welcomeTextShown: boolean[] = [];
    await page.route(`${server.url}/dist/chat-widget.js`, async (route) => {
      welcomeTextShown.push(
        await page.evaluate(() =>
          Boolean(document.querySelector('event-portal')?.shadowRoot?.querySelector('[part="welcome"] h1')),
        ),
      );
      await route.continue();
    });
    await page.goto(`${server.url}/`);
    await page.locator('event-portal [part="welcome"] h1').waitFor();
    await page.locator('event-portal chat-widget [part="bubble"]').waitFor();
    expect(welcomeTextShown).toEqual([true]);
    await page.context().close();
  });

  // Decision 0015: the first answers come through the transport alone; Apollo Client loads once they are on screen and
  // takes them over (the poll's votes and polling, the portal's other pages go through it).
  it.each([
    ['the portal', '/', 'event-portal [part="welcome"] h1'],
    // The demo page has five polls (a word cloud among them): whichever answers first hands over.
    ['<event-poll>', '/demo/poll-only.html', 'event-poll [part="poll"]'],
    ['<event-qa>', '/demo/qa-only.html', 'event-qa [part="qa"]'],
  ])('%s shows its first answer before Apollo Client is asked for, and loads it after', async (_name, url, shown) => {
    const page = await browser.newPage();
    const shownWhenAsked: boolean[] = [];
    await page.route(/\/dist\/chunks\/apollo-[\w-]+\.js$/, async (route) => {
      shownWhenAsked.push(
        await page.evaluate((selector) => {
          const [host, ...inner] = selector.split(' ');
          return Array.from(document.querySelectorAll(host!)).some((element) =>
            Boolean(element.shadowRoot?.querySelector(inner.join(' '))),
          );
        }, shown),
      );
      await route.continue();
    });
    await page.goto(`${server.url}${url}`);
    await page.locator(shown).first().waitFor();
    await expect.poll(() => shownWhenAsked.length).toBe(1);
    expect(shownWhenAsked).toEqual([true]);
    await page.context().close();
  });

  it('the zoom page translates and shows its stand-in without React or Apollo', async () => {
    const loaded = await load('/zoom.html?name=Gast&lang=de-DE-DU', (page) =>
      page.waitForFunction(() => document.title !== '' && document.body.textContent?.trim() !== ''),
    );
    expect(matching(loaded, /^(react|react-dom|scheduler|@apollo\/client|graphql)$/)).toEqual([]);
    expect(loaded.files.map((file) => file.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
      'chunks/i18n',
      'chunks/locale-de-DE-DU',
      'chunks/stream-rules',
      'chunks/translate',
      'zoom-page.js',
    ]);
  });

  it('<event-poll> alone loads no react-router, yup, hls.js or other locale', async () => {
    const loaded = await load('/demo/poll-only.html', (page) =>
      page.locator('event-poll[code="lieblingsthema"] [part="poll-option"]').first().waitFor(),
    );
    report('poll-only page, until the options', loaded);
    expect(matching(loaded, /^react-router$/, /^yup$/, /^hls\.js$/, /^react-hook-form$/)).toEqual([]);
    expect(matching(loaded, otherLocales('de-DE-DU', 'de'))).toEqual([]);
    expect(matching(loaded, /^src\/react\/poll\//).length).toBeGreaterThan(0);
  });

  it('<event-qa> alone loads no react-router, yup, hls.js, poll or other locale (issue 30)', async () => {
    const loaded = await load('/demo/qa-only.html', (page) => page.locator('event-qa [part="qa-sort"]').waitFor());
    report('Q&A-only page, until its questions', loaded);
    expect(matching(loaded, /^react-router$/, /^yup$/, /^hls\.js$/, /^react-hook-form$/, /^qrcode-generator$/)).toEqual(
      [],
    );
    expect(matching(loaded, otherLocales('de-DE-DU', 'de'))).toEqual([]);
    expect(matching(loaded, /^src\/react\/(poll|console)\//)).toEqual([]);
    expect(matching(loaded, /^src\/react\/qa\//).length).toBeGreaterThan(0);
  });

  it('<event-cards> loads <event-poll> and <event-form> only when its cards need them', async () => {
    // /thankYou has one link card: neither a poll nor a form.
    const linkOnly = await load('/weight/cards-thank-you.html', (page) =>
      page.locator('event-cards [part="card"]').first().waitFor(),
    );
    report('<event-cards path="/thankYou">, until the card', linkOnly);
    expect(matching(linkOnly, /^src\/react\/(poll|form)\//, /^react-router$/, /^yup$/, /^hls\.js$/)).toEqual([]);

    // /stream has a poll card and a form card.
    const withPoll = await load('/demo/cards-only.html', (page) =>
      page.locator('event-cards event-poll [part="poll-title"]').waitFor(),
    );
    report('cards-only page, until the poll card', withPoll);
    expect(withPoll.files).toEqual(expect.arrayContaining(['event-poll.js', 'event-form.js']));
    expect(matching(withPoll, /^react-router$/, /^hls\.js$/)).toEqual([]);
  });
});
