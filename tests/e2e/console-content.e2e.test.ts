// The console's Content tab (issue 18 "Content without YAML") against the built server: an owner reaches it by
// keyboard, edits the welcome texts and a card, and a visitor's next load shows them; bad input is refused with the
// event file's rules and nothing is saved. Refusals for other roles are tested as raw GraphQL
// (server/features/operator/content/content.test.ts).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOperators, logInAsOperator } from './support/console.js';
import { axeViolations, failOnPageError, useBrowser, useServer } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser();
const desktop = { width: 1280, height: 900 };

beforeAll(() => addOperators(server.dataDir, ['owner', 'moderator']));

async function logIn(role: string): Promise<Page> {
  const page = failOnPageError(await browser.newPage({ viewport: desktop }));
  await page.goto(`${server.url}/console`);
  const console = page.locator('event-console');
  await logInAsOperator(console, role);
  return page;
}

describe('the Content tab of <event-console>', () => {
  it('is an owner’s only: a moderator has no Content tab', async () => {
    const page = await logIn('moderator');
    expect(await page.locator('event-console').getByRole('tab').allTextContents()).toEqual([
      'Live-Show',
      'Q&A',
      'Moderation',
      'Publikum',
    ]);
  });

  it('lets an owner edit the welcome texts and a card by keyboard; the visitor’s next load shows them', async () => {
    const page = await logIn('owner');
    const console = page.locator('event-console');
    expect(await console.getByRole('tab').allTextContents()).toEqual([
      'Live-Show',
      'Q&A',
      'Moderation',
      'Protokoll',
      'Publikum',
      'Inhalte',
    ]);
    await console.getByRole('tab', { name: 'Live-Show' }).focus();
    await page.keyboard.press('End');
    await expect.poll(() => console.getByRole('tab', { name: 'Inhalte' }).getAttribute('aria-selected')).toBe('true');

    const welcome = console.getByRole('form', { name: 'Willkommensseite' });
    const title = welcome.getByLabel('Überschrift', { exact: true });
    await expect.poll(() => title.inputValue()).toBe('Willkommen beim Foyer Demo-Event!');
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only: the field is filled and the form sent with Enter.
    await title.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Schön, dass ihr da seid!');
    await page.keyboard.press('Enter');
    await welcome.getByRole('status').getByText('Gespeichert.', { exact: false }).waitFor();

    // A card: opened with the keyboard, a bad link refused by the import's rules and named in the console's language,
    // nothing saved.
    const summary = console.locator('[data-content-card="feedback-karte"] summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    const cardForm = console.getByRole('form', { name: 'Karte „Feedback“ bearbeiten' });
    await cardForm.getByLabel('Text', { exact: true }).fill('Zwei Minuten, fünf Fragen: sag uns deine Meinung.');
    await cardForm.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
    await cardForm.getByRole('button', { name: 'Speichern' }).click();
    const refused = cardForm.getByRole('alert');
    await refused.getByText('Nicht gespeichert. Bitte korrigiere:').waitFor();
    expect(await refused.locator('li').allTextContents()).toEqual(['card.link: ist ungültig']);
    expect(await axeViolations(page)).toEqual([]);

    await cardForm.getByLabel('Link', { exact: true }).fill('');
    await cardForm.getByLabel('Überschrift', { exact: true }).fill('Wie war’s?');
    await cardForm.getByRole('button', { name: 'Speichern' }).click();
    await cardForm.getByRole('status').getByText('Gespeichert.', { exact: false }).waitFor();

    const visitor = failOnPageError(await browser.newPage({ viewport: desktop }));
    await visitor.goto(`${server.url}/`);
    // The server's read cache holds the old texts for at most two seconds on other processes; this one forgot them.
    await expect
      .poll(() => visitor.locator('event-portal [part="welcome"] h1').textContent(), { timeout: 10_000 })
      .toBe('Schön, dass ihr da seid!');

    const cards = failOnPageError(await browser.newPage({ viewport: desktop }));
    await cards.goto(`${server.url}/demo/cards-only.html`);
    const card = cards.locator('event-cards [part~="card"]', { hasText: 'Wie war’s?' });
    await card.waitFor({ timeout: 10_000 });
    expect(await card.textContent()).toContain('Zwei Minuten, fünf Fragen: sag uns deine Meinung.');
  });

  it('refuses to edit a poll that is open and has votes, and says why', async () => {
    const page = await logIn('owner');
    const console = page.locator('event-console');
    // A visitor sends a word to the open word cloud.
    const visitor = failOnPageError(await browser.newPage({ viewport: desktop }));
    await visitor.goto(`${server.url}/demo/poll-only.html`);
    const poll = visitor.locator('event-poll[code="stimmung"]');
    await poll.getByLabel('Dein Wort').fill('gespannt');
    await poll.getByRole('button', { name: 'Absenden' }).click();
    await poll.locator('[part="word-cloud"]', { hasText: 'gespannt' }).waitFor();
    const pollCode = 'stimmung';

    await console.getByRole('tab', { name: 'Inhalte' }).click();
    const summary = console.locator(`[data-content-poll="${pollCode}"] summary`);
    await summary.click();
    const form = console.locator(`[data-content-poll="${pollCode}"] form`);
    await form.getByLabel('Frage', { exact: true }).fill('Eine neue Frage?');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form
      .getByRole('alert')
      .getByText('Nicht gespeichert: Die Umfrage ist offen und hat Stimmen.', { exact: false })
      .waitFor();
  });
});
