// Running the show from the console (issue 18, docs/operators.md "Running the show") against the built server, with
// a visitor's page beside it: an operator closes a form and its card leaves the visitor's page, downloads the
// submissions as CSV, makes a quick poll the visitor votes in, moves a card and the visitor's cards follow, and
// watches the stream's viewers arrive live. Every refusal is tested as raw GraphQL in
// server/features/operator/show/show.test.ts.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOperators, logInAsOperator } from './support/console.js';
import { axeViolations, failOnPageError, useBrowser, useServer } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser();
const desktop = { width: 1280, height: 900 };
/** Cards refresh every 5 s on visitors' pages, plus at most 2 s of the server's cache. */
const CARDS_FOLLOW_MS = 15_000;

beforeAll(() => addOperators(server.dataDir, ['moderator', 'analyst']));

async function logIn(role: string): Promise<{ page: Page; console: Locator }> {
  const page = failOnPageError(await browser.newPage({ viewport: desktop, acceptDownloads: true }));
  await page.goto(`${server.url}/console`);
  const console = page.locator('event-console');
  await logInAsOperator(console, role);
  return { page, console };
}

/** A visitor's page with the cards of the stream page. */
async function visitorCards(): Promise<Page> {
  const page = failOnPageError(await browser.newPage({ viewport: desktop }));
  await page.goto(`${server.url}/demo/cards-only.html`);
  await page.locator('event-cards [part~="card"]').first().waitFor();
  return page;
}

const cardTitles = (visitor: Page) =>
  visitor.locator('event-cards [part~="card"]').evaluateAll((cards) => cards.map((card) => card.ariaLabel));

/** A visitor's submissions to the feedback form, as their page sends them (one visitor: 30 a minute at most). */
async function submitFeedback(answers: [author: string, improvement: string][]): Promise<void> {
  const login = await server.graphql<{ customerAnonymousLogin: { token: string } }>(
    'query { customerAnonymousLogin { token } }',
  );
  const token = login.data?.customerAnonymousLogin.token;
  for (const [author, improvement] of answers) {
    const sent = await server.graphql(
      `mutation ($author: String, $fields: [FormSubmissionField!]!) {
        addFormSubmissionForFrontend(code: "feedback", author: $author, fields: $fields)
      }`,
      {
        variables: {
          author,
          fields: [
            { formFieldId: 1, content: '8' },
            { formFieldId: 4, content: improvement },
            { formFieldId: 6, content: 'true' },
          ],
        },
        token,
      },
    );
    expect(sent.errors).toBeUndefined();
  }
}

describe('running the show in <event-console>', () => {
  it('closes a form: its card leaves the visitor page; opened again it comes back', async () => {
    const { page, console } = await logIn('moderator');
    const visitor = await visitorCards();
    const feedbackCard = visitor.locator('event-cards [part~="card"]', { hasText: 'Deine Meinung zählt' });
    await feedbackCard.waitFor();

    const form = console.locator('[data-form-code="feedback"]');
    await form.getByText('Offen für Einsendungen').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: '„Dein Feedback“ schließen' }).click();
    await form.getByText('Geschlossen: Besucher*innen sehen es nicht').waitFor();
    await feedbackCard.waitFor({ state: 'detached', timeout: CARDS_FOLLOW_MS });

    await form.getByRole('button', { name: '„Dein Feedback“ öffnen' }).click();
    await form.getByText('Offen für Einsendungen').waitFor();
    await feedbackCard.waitFor({ timeout: CARDS_FOLLOW_MS });
  });

  it('lets an analyst page and search the submissions and download them as CSV', async () => {
    await submitFeedback([
      ...Array.from({ length: 27 }, (_, index): [string, string] => [`Gast ${index + 1}`, `Wunsch ${index + 1}`]),
      ['=SUMME(1;2)', 'Mehr Pausen, "bitte"'],
    ]);
    const { page, console } = await logIn('analyst');
    const form = console.locator('[data-form-code="feedback"]');
    await form.getByText('Einsendungen: 28').waitFor();
    // Analysts read; they do not open or close.
    expect(await form.getByRole('button', { name: '„Dein Feedback“ schließen' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Einsendungen zu „Dein Feedback“ zeigen' }).click();

    const table = console.locator('[data-submissions="feedback"]');
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(25);
    expect(await table.locator('[data-submissions-range]').textContent()).toBe('1–25 von 28');
    expect(await rows.first().textContent()).toContain('=SUMME(1;2)');
    expect(await axeViolations(page)).toEqual([]);
    await table.getByRole('button', { name: 'Nächste Seite' }).click();
    await expect.poll(() => table.locator('[data-submissions-range]').textContent()).toBe('26–28 von 28');
    // The author column, then the improvement wished for (the table's columns follow the form's fields).
    expect(await rows.locator('td:nth-child(2)').allTextContents()).toEqual(['Gast 3', 'Gast 2', 'Gast 1']);
    expect(await rows.first().locator('td:nth-child(6)').textContent()).toBe('Wunsch 3');

    // By keyboard: the search field, then Enter.
    await table.getByLabel('Suche in Namen und Antworten').fill('pausen');
    await page.keyboard.press('Enter');
    await expect.poll(() => table.locator('[data-submissions-range]').textContent()).toBe('1–1 von 1');
    expect(await rows.first().textContent()).toContain('Mehr Pausen, "bitte"');

    const download = page.waitForEvent('download');
    await table.getByRole('button', { name: 'Alle als CSV herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('feedback-submissions.csv');
    const csv = await readFile((await file.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFsubmissionId,createdAt,author,Wie bewertest du das Event\?,/);
    expect(lines).toHaveLength(30);
    // A cell a spreadsheet would run as a formula starts with an apostrophe; quotes are doubled in quoted cells.
    expect(lines[28]).toMatch(/^\d+,[^,]+,'=SUMME\(1;2\),8,,,"Mehr Pausen, ""bitte""",,true,,$/);
    await console.getByText('Die CSV-Datei ist heruntergeladen.').waitFor();
  });

  it('makes a quick poll the visitor votes in, after refusing one without options', async () => {
    const { page, console } = await logIn('moderator');
    const visitor = await visitorCards();
    const quick = console.locator('section', { has: page.getByRole('heading', { name: 'Schnelle Umfrage' }) });
    await quick.getByLabel('Frage').fill('Kaffee oder Tee?');
    await quick.getByRole('button', { name: 'Umfrage anlegen' }).click();
    await quick.getByRole('alert').getByText('Bitte gib mindestens zwei Antworten ein.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await quick.getByLabel('Antwort 1', { exact: true }).fill('Kaffee');
    await quick.getByLabel('Antwort 2', { exact: true }).fill('Tee');
    await quick.getByRole('button', { name: 'Antwort hinzufügen' }).click();
    await quick.getByLabel('Antwort 3', { exact: true }).fill('Kakao');
    await quick.getByRole('button', { name: 'Umfrage anlegen' }).click();
    await quick.getByText('Die Umfrage „Kaffee oder Tee?“ ist angelegt.').waitFor();

    const poll = console.locator('[data-poll-code^="quick-"]', { hasText: 'Kaffee oder Tee?' });
    await poll.getByText('Abstimmung offen').waitFor();
    const visitorPoll = visitor.locator('event-cards [part~="card"]', { hasText: 'Kaffee oder Tee?' });
    await visitorPoll.waitFor({ timeout: CARDS_FOLLOW_MS });
    const tea = visitorPoll.locator('[part="poll-option"]', { hasText: 'Tee' });
    await expect.poll(() => tea.isEnabled(), { timeout: 5000 }).toBe(true);
    await tea.click();
    await expect
      .poll(() => poll.locator('[data-poll-totals]').textContent(), { timeout: 5000 })
      .toMatch(/^Stimmen: 1 · /);
    expect(await poll.locator('[data-poll-items]').textContent()).toContain('Tee: 1');
  });

  it('moves a card up by keyboard: the visitor page shows the new order', async () => {
    const { page, console } = await logIn('moderator');
    const visitor = await visitorCards();
    const before = await cardTitles(visitor);
    expect(before.slice(0, 2)).toEqual(['Bleib auf dem Laufenden', 'Wie gefällt dir der Stream?']);

    const up = console.getByRole('button', { name: '„Reaktionen“ nach oben' });
    await up.focus();
    await page.keyboard.press('Enter');
    await console.locator('[data-card-code="reaktionen"]').getByText('Platz 1').waitFor();
    // The focus stays with the moved card: at the top, on its other button.
    await expect
      .poll(() => console.getByRole('button', { name: '„Reaktionen“ nach unten' }).evaluate((b) => b.matches(':focus')))
      .toBe(true);
    await expect
      .poll(async () => (await cardTitles(visitor)).slice(0, 2), { timeout: CARDS_FOLLOW_MS })
      .toEqual(['Wie gefällt dir der Stream?', 'Bleib auf dem Laufenden']);

    // What the visitors of each page get: the stream page's cards in the new order, the thank-you page its own and
    // the quick poll's card of the test before (it names no page, so every page has it).
    const audience = console.locator('[data-card-audience]');
    await console.getByLabel('Seite der Besucher*innen').selectOption('/stream');
    await expect.poll(() => audience.locator('li').first().textContent()).toBe('Reaktionen');
    await console.getByLabel('Seite der Besucher*innen').selectOption('/thankYou');
    await expect.poll(() => audience.locator('li').allTextContents()).toEqual(['Wiedersehen', 'Kaffee oder Tee?']);
    await console.getByLabel('Seite der Besucher*innen').selectOption({ label: 'Jede andere Seite' });
    await expect.poll(() => audience.locator('li').allTextContents()).toEqual(['Kaffee oder Tee?']);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the stream playing and its viewers arriving live', async () => {
    const { page, console } = await logIn('analyst');
    const stream = console.locator('[data-stream-code="main"]');
    await stream.locator('[data-stream-state]').getByText('Live').waitFor();
    expect(await stream.locator('[data-stream-source]').textContent()).toBe('Quelle: /demo-stream/master.m3u8');
    const viewers = stream.locator('[data-stream-viewers]');
    const before = Number((await viewers.textContent())?.replace(/\D/g, ''));
    expect(await axeViolations(page)).toEqual([]);

    const visitor = failOnPageError(await browser.newPage({ viewport: desktop }));
    await visitor.goto(`${server.url}/demo/stream-only.html`);
    // Over the WebSocket subscription: the console never reloads.
    await expect.poll(() => viewers.textContent(), { timeout: 10_000 }).toBe(`Zuschauende jetzt: ${before + 1}`);
    await visitor.close();
    await expect.poll(() => viewers.textContent(), { timeout: 10_000 }).toBe(`Zuschauende jetzt: ${before}`);
  });
});
