// <event-cards> alone in a plain page (demo/cards-only.html) and on /preview/cta, against the built server with
// the demo event plus the card kinds the demo leaves out (iFrame, image emitter, auto-open form).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

let folder: string;
let context: BrowserContext;
let page: Page;

// The demo event plus the card kinds it leaves out, written before the server starts.
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'foyer-cards-'));
  const event = parse(await readFile('demo/event.yaml', 'utf8')) as { cards: Record<string, unknown>[] };
  event.cards.push(
    {
      code: 'video',
      type: 'iFrame',
      name: 'Video',
      iFrame: { src: 'https://example.org/embed', title: 'Begrüßungsvideo', height: 240 },
    },
    {
      code: 'bild',
      type: 'basic',
      name: 'Bild',
      imgURL: '/demo/assets/title.svg',
      altText: 'Zur Agenda',
      actionEmitter: 'image',
      actionType: 'link',
      link: 'https://example.org/agenda',
    },
    {
      code: 'vorab',
      type: 'basic',
      name: 'Vorab',
      paths: ['/vorab'],
      actionType: 'form',
      formCode: 'feedback',
      autoOpen: true,
    },
  );
  await writeFile(join(folder, 'event.yaml'), stringify(event));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const server = useServer(() => ({ event: join(folder, 'event.yaml'), operator: true }));
const browser = useBrowser();

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
  context = page.context();
  await context.route('https://example.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>extern</title>' }),
  );
});

const cardByTitle = (title: string) => page.locator('event-cards [part="card"]', { hasText: title }).first();
const columns = () =>
  page
    .locator('event-cards [part="cards"]')
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);

/** The operation names the page sends to /graphql. */
function recordOperations(): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const body = request.postDataJSON() as { operationName?: string; variables?: { code?: string } } | null;
    if (request.url().endsWith('/graphql') && body?.operationName)
      names.push(`${body.operationName}:${body.variables?.code ?? ''}`);
  });
  return names;
}

async function openDemo(attributes: Record<string, string> = {}): Promise<void> {
  await page.goto(`${server.url}/demo/cards-only.html`);
  if (Object.keys(attributes).length > 0) {
    await page.evaluate((given) => {
      const element = document.createElement('event-cards');
      for (const [name, value] of Object.entries(given)) element.setAttribute(name, value);
      document.querySelector('event-cards')?.replaceWith(element);
    }, attributes);
  }
  await page.locator('event-cards [part="card"]').first().waitFor();
}

describe('<event-cards> alone in a plain page', () => {
  it('shows every card type of the path, in order, without axe violations', async () => {
    await openDemo();
    const types = await page
      .locator('event-cards [part="card"]')
      .evaluateAll((cards) => cards.map((element) => element.getAttribute('data-card-type')));
    expect(types).toEqual(['basic', 'emoji', 'basic', 'poll', 'qa', 'jsx', 'basic', 'iFrame', 'basic']);
    await cardByTitle('Programm').locator('li', { hasText: 'Begrüßung' }).waitFor();
    expect(await cardByTitle('Programm').locator('script').count()).toBe(0);
    await page.locator('event-cards event-poll [part="poll-title"]').waitFor();
    await page.locator('event-cards event-qa [part="qa-title"]').waitFor();
    const frame = page.locator('event-cards iframe');
    expect(await frame.getAttribute('title')).toBe('Begrüßungsvideo');
    expect(await frame.getAttribute('src')).toBe('https://example.org/embed');

    expect(await axeViolations(page)).toEqual([]);
  });

  it('lays the cards out in 3, 2 and 1 columns by breakpoint, and 1 in the side layout', async () => {
    await openDemo();
    expect(await columns()).toBe(3);
    await page.setViewportSize({ width: 700, height: 900 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 400, height: 900 });
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDemo({ path: '/stream', layout: 'side' });
    expect(await columns()).toBe(1);
  });

  it('opens a link card in a new tab and tracks the click; an image emitter links the image', async () => {
    await openDemo();
    const operations = recordOperations();
    const link = cardByTitle('Bleib auf dem Laufenden').locator('a[part="card-action"]');
    expect(await link.getAttribute('href')).toBe('https://example.org/newsletter');
    expect(await link.getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.close();
    await expect.poll(() => operations).toContain('trackClick:newsletter');

    const imageLink = cardByTitle('Bild').locator('a[part="card-action"]');
    expect(await imageLink.locator('img').getAttribute('alt')).toBe('Zur Agenda');
    expect(await imageLink.getAttribute('href')).toBe('https://example.org/agenda');
  });

  it('rotates the link-rotation card over its targets through /jump/zoomExchangeMeeting in new tabs', async () => {
    await openDemo();
    const button = cardByTitle('Triff andere Gäste').getByRole('button', { name: /Raum betreten/ });
    const targets: string[] = [];
    for (let index = 0; index < 2; index++) {
      const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
      await popup.waitForURL(/example\.org/);
      targets.push(popup.url());
      await popup.close();
    }
    expect(targets.sort()).toEqual(['https://example.org/raum-1', 'https://example.org/raum-2']);
  });

  it('opens the form dialog from a form card', async () => {
    await openDemo();
    await cardByTitle('Deine Meinung zählt').getByRole('button', { name: 'Feedback geben' }).click();
    const dialog = page.locator('event-cards dialog[open]');
    await dialog.locator('event-form [part="form"]').waitFor();
    // One title, the dialog's; the form's cancel button closes it.
    expect(await dialog.locator('h2').allTextContents()).toEqual(['Deine Meinung zählt']);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => page.locator('event-cards dialog[open]').count()).toBe(0);
  });

  it('sends an emoji click', async () => {
    await openDemo();
    const operations = recordOperations();
    await cardByTitle('Wie gefällt dir der Stream?').getByRole('button', { name: 'Applaus' }).click();
    await expect.poll(() => operations).toContain('emojiClick:applaus');
    await expect
      .poll(() => cardByTitle('Wie gefällt dir der Stream?').locator('[role="status"]').textContent())
      .toBe('Applaus gesendet');
  });

  it('opens an autoOpen form once after 1 s and keeps it closed for 86400 s, without a cookie on the host', async () => {
    await openDemo({ path: '/vorab' });
    const dialog = page.locator('event-cards dialog[open]');
    await dialog.locator('event-form').waitFor();
    // A demo page is a host page: the spec's cookie becomes a namespaced entry with its expiry (docs/embedding.md).
    expect((await context.cookies()).find((entry) => entry.name === 'autoOpenForm_feedback')).toBeUndefined();
    const until = await page.evaluate(
      (key) => Number(localStorage.getItem(key)),
      `foyer:${server.url}:flag:autoOpenForm_feedback`,
    );
    const lifetime = (until - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(86_300);
    expect(lifetime).toBeLessThanOrEqual(86_400);

    await page.reload();
    await openDemo({ path: '/vorab' });
    await page.waitForTimeout(2000);
    expect(await page.locator('event-cards dialog[open]').count()).toBe(0);
  });

  it('hides and shows a card when the operator says so', async () => {
    await openDemo();
    const operator = (operation: string) =>
      server.asOperator(`mutation { ${operation}(code: "newsletter") { visible } }`);
    await operator('hideConversionCard');
    try {
      await expect.poll(() => cardByTitle('Bleib auf dem Laufenden').count(), { timeout: 15_000 }).toBe(0);
    } finally {
      await operator('showConversionCard');
    }
    await expect.poll(() => cardByTitle('Bleib auf dem Laufenden').count(), { timeout: 15_000 }).toBe(1);
  });
});

describe('/preview/cta in the portal', () => {
  it('shows the cards without navbar and footer', async () => {
    await page.goto(`${server.url}/preview/cta?layout=side`);
    await page.locator('event-portal event-cards [part="card"]').first().waitFor();
    expect(await page.locator('event-portal [part="navbar"]').count()).toBe(0);
    expect(await page.locator('event-portal [part="footer"]').count()).toBe(0);
    expect(
      await page
        .locator('event-portal event-cards [part="cards"]')
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length),
    ).toBe(1);
  });

  it('previews one card with ?card=, and shows no chat even to a visitor with a session', async () => {
    await page.goto(`${server.url}/`);
    await page.locator('event-portal [part="welcome"]').waitFor();
    // On a portal page the chat bubble comes once the page has shown; the preview frame never has it.
    await page.locator('event-portal chat-widget').waitFor({ state: 'attached' });

    await page.goto(`${server.url}/preview/cta?card=newsletter`);
    const cards = page.locator('event-portal event-cards [part="card"]');
    // The cards of a path come in one answer and render together: the first one shown means all are there.
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);
    expect(await cards.textContent()).toContain('Bleib auf dem Laufenden');
    expect(await page.locator('event-portal chat-widget').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("tracks a click on a card as track(click, CTA, code) besides the card's own click count", async () => {
    await page.goto(`${server.url}/`);
    await page.locator('event-portal [part="welcome"]').waitFor();
    const answers: { variables: unknown; data: unknown }[] = [];
    page.on('response', async (response) => {
      const body = response.request().postDataJSON() as { operationName?: string; variables?: unknown } | null;
      if (!response.url().endsWith('/graphql') || body?.operationName !== 'track') return;
      // Only the click is asked about: the page view tracked by the navigation away from / may have lost its body.
      if ((body.variables as { event?: string }).event !== 'click') return;
      answers.push({ variables: body.variables, data: ((await response.json()) as { data?: unknown }).data });
    });
    await page.goto(`${server.url}/preview/cta?card=newsletter`);
    const card = page.locator('event-portal event-cards [part="card"]');
    const opened = context.waitForEvent('page');
    await card.locator('[part="card-action"]').click();
    await (await opened).close();

    await expect
      .poll(() => answers.filter(({ variables }) => (variables as { event?: string }).event === 'click'))
      .toEqual([
        {
          variables: expect.objectContaining({ event: 'click', targetType: 'CTA', target: 'newsletter' }),
          data: { track: true },
        },
      ]);
  });
});
