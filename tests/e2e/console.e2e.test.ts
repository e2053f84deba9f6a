// The operator console (issue 18) at /console against the built server: operators made with the CLI log in, run a
// poll while a visitor's page (demo/poll-only.html) shows it, watch the votes arrive live over the WebSocket, remove a
// word-cloud word, and see only what their role allows. Every refusal is also tested as raw GraphQL
// (server/features/operator/console.test.ts).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOperators, logInAsOperator } from './support/console.js';
import { axeViolations, failOnPageError, useBrowser, useMailbox, useServer } from './support/fixtures.js';

const smtp = useMailbox();
const server = useServer(() => ({ env: { SMTP_URL: smtp.url } }));
const browser = useBrowser();

beforeAll(() => addOperators(server.dataDir, ['owner', 'moderator', 'analyst']));

const desktop = { width: 1280, height: 900 };

async function logIn(role: string): Promise<Page> {
  const page = failOnPageError(await browser.newPage({ viewport: desktop }));
  await page.goto(`${server.url}/console`);
  const console = page.locator('event-console');
  await logInAsOperator(console, role);
  return page;
}

const pollCard = (page: Page, code: string) => page.locator(`event-console [data-poll-code="${code}"]`);

/** A visitor's page with the given polls, re-fetched every 300 ms. */
async function visitorWith(...codes: string[]): Promise<Page> {
  const page = failOnPageError(await browser.newPage({ viewport: desktop }));
  await page.goto(`${server.url}/demo/poll-only.html`);
  await page.waitForFunction(() => customElements.get('event-poll') !== undefined);
  await page.evaluate((list) => {
    document.querySelectorAll('event-poll').forEach((element) => element.remove());
    for (const code of list) {
      const element = document.createElement('event-poll');
      element.setAttribute('code', code);
      element.setAttribute('poll-intervall', '300');
      document.body.append(element);
    }
  }, codes);
  return page;
}

describe('<event-console> at /console', () => {
  it('mails a one-time login link asked for in the login form; the link logs in once', async () => {
    const page = failOnPageError(await browser.newPage({ viewport: desktop }));
    await page.goto(`${server.url}/console`);
    const form = page.locator('event-console');
    await form.getByLabel('E-Mail').fill('analyst@example.org');
    await form.getByRole('button', { name: 'Schick mir einen Anmeldelink' }).click();
    await form.getByText('Wenn diese Adresse zu einem Operator gehört, ist ein Anmeldelink unterwegs.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const token = /\/console#login=([\w-]+)/.exec(await smtp.nextMail('analyst@example.org'))?.[1];
    expect(token).toBeDefined();

    const opened = failOnPageError(await browser.newPage({ viewport: desktop }));
    await opened.goto(`${server.url}/console#login=${token ?? ''}`);
    await opened.locator('event-console').getByText('Angemeldet als analyst@example.org').waitFor();
    // The token is gone from the address, so a reload or a copied address does not carry it on.
    expect(new URL(opened.url()).hash).toBe('');

    const again = failOnPageError(await browser.newPage({ viewport: desktop }));
    await again.goto(`${server.url}/console#login=${token ?? ''}`);
    await expect
      .poll(() => again.locator('event-console').getByRole('alert').textContent())
      .toBe(
        'Dieser Anmeldelink ist ungültig, schon benutzt oder abgelaufen. Fordere einen neuen an oder melde dich mit deinem Passwort an.',
      );
    expect(await axeViolations(again)).toEqual([]);
  });

  it('refuses a wrong password, and has no axe violations on the login', async () => {
    const page = failOnPageError(await browser.newPage({ viewport: desktop }));
    await page.goto(`${server.url}/console`);
    const console = page.locator('event-console');
    await console.getByLabel('E-Mail').fill('owner@example.org');
    await console.getByLabel('Passwort').fill('not the password');
    await console.getByRole('button', { name: 'Anmelden' }).click();
    await expect.poll(() => console.getByRole('alert').textContent()).toBe('Ungültige Zugangsdaten');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens a poll the visitor then votes in, and shows the vote live', async () => {
    const operator = await logIn('owner');
    const card = pollCard(operator, 'geschlossen');
    await card.getByText('Sichtbar, Abstimmung geschlossen').waitFor();
    expect(await axeViolations(operator)).toEqual([]);

    const visitor = await visitorWith('geschlossen');
    const visitorPoll = visitor.locator('event-poll[code="geschlossen"]');
    await visitorPoll.locator('[part="poll-hint"]', { hasText: 'Die Abstimmung ist beendet.' }).waitFor();

    await card.getByRole('button', { name: 'Abstimmung öffnen' }).click();
    await card.getByText('Abstimmung offen').waitFor();
    // The visitor's page shows it open at its next refresh: the options are enabled.
    const firstOption = visitorPoll.locator('[part="poll-option"]').first();
    await expect.poll(() => firstOption.isEnabled(), { timeout: 5000 }).toBe(true);
    const before = await card.locator('[data-poll-totals]').textContent();
    expect(before).toMatch(/^Stimmen: 0 · /);

    await firstOption.click();
    // Over the WebSocket subscription: the console never reloads.
    await expect
      .poll(() => card.locator('[data-poll-totals]').textContent(), { timeout: 5000 })
      .toMatch(/^Stimmen: 1 · /);

    await card.getByRole('button', { name: 'Abstimmung schließen (bleibt sichtbar)' }).click();
    await visitorPoll.locator('[part="poll-hint"]', { hasText: 'Die Abstimmung ist beendet.' }).waitFor();
  });

  it('sees a visitor word arrive and removes it: it is gone from the visitor page', async () => {
    const operator = await logIn('moderator');
    const card = pollCard(operator, 'stimmung');
    await card.waitFor();
    const visitor = await visitorWith('stimmung');
    const visitorPoll = visitor.locator('event-poll[code="stimmung"]');
    await visitorPoll.getByLabel('Dein Wort').fill('Quatsch');
    await visitorPoll.getByRole('button', { name: 'Absenden' }).click();
    await visitorPoll.locator('[part="word-cloud"]', { hasText: 'quatsch' }).waitFor();

    const remove = card.getByRole('button', { name: '„quatsch“ entfernen' });
    await remove.waitFor({ timeout: 5000 });
    // Keyboard: the remove button is reached and pressed without a mouse.
    await remove.focus();
    await operator.keyboard.press('Enter');
    await expect.poll(() => card.locator('[data-poll-words]').textContent()).not.toContain('quatsch');
    await expect
      .poll(() => visitorPoll.locator('[part="poll"]').textContent(), { timeout: 5000 })
      .not.toContain('quatsch');
  });

  it('hides a card: it leaves the visitor page', async () => {
    const operator = await logIn('moderator');
    const visitor = failOnPageError(await browser.newPage({ viewport: desktop }));
    await visitor.goto(`${server.url}/demo/cards-only.html`);
    const visitorCard = visitor.locator('event-cards [part~="card"]', { hasText: 'Deine Meinung zählt' });
    await visitorCard.waitFor();

    const card = operator.locator('event-console [data-card-code="feedback-karte"]');
    await card.getByRole('button', { name: 'Feedback ausblenden' }).click();
    await card.getByText('Ausgeblendet').waitFor();
    // Cards refresh every 5 s, plus at most 2 s of the server's cache.
    await visitorCard.waitFor({ state: 'detached', timeout: 15_000 });
    await card.getByRole('button', { name: 'Feedback zeigen' }).click();
    await card.getByText('Für Besucher*innen sichtbar').waitFor();
  });

  it('lets an analyst watch the results but change nothing, and shows no moderation or audit', async () => {
    const page = await logIn('analyst');
    const card = pollCard(page, 'lieblingsthema');
    await card.waitFor();
    await page.locator('event-console').getByText('Deine Rolle sieht die Ergebnisse', { exact: false }).waitFor();
    expect(await page.locator('event-console [data-poll-code] button').count()).toBe(0);
    await page
      .locator('event-console [data-card-code="feedback-karte"]')
      .getByText('Für Besucher*innen sichtbar')
      .waitFor();
    expect(await page.locator('event-console [data-card-code] button').count()).toBe(0);
    expect(await page.locator('event-console').getByRole('tab').allTextContents()).toEqual([
      'Live-Show',
      'Q&A',
      'Publikum',
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('gives a moderator the moderation tab but not the audit log, by keyboard', async () => {
    const page = await logIn('moderator');
    const console = page.locator('event-console');
    expect(await console.getByRole('tab').allTextContents()).toEqual(['Live-Show', 'Q&A', 'Moderation', 'Publikum']);
    await console.getByRole('tab', { name: 'Live-Show' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => console.getByRole('tab', { name: 'Moderation' }).getAttribute('aria-selected'))
      .toBe('true');
    await console.getByText('Keine gemeldeten Nachrichten.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows an owner the audit log with what the operators did', async () => {
    const page = await logIn('owner');
    const console = page.locator('event-console');
    await console.getByRole('tab', { name: 'Protokoll' }).click();
    const rows = console.locator('table tbody tr');
    await rows.first().waitFor();
    const text = await console.locator('table').textContent();
    expect(text).toContain('owner@example.orgopenPollgeschlossen');
    expect(text).toContain('moderator@example.orgremoveWordFromWordCloudstimmung: quatsch');
    expect(text).toContain('moderator@example.orghideConversionCardfeedback-karte');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('lets an owner mail another operator a login link from the audit tab', async () => {
    const page = await logIn('owner');
    const console = page.locator('event-console');
    await console.getByRole('tab', { name: 'Protokoll' }).click();
    const email = console.getByLabel('E-Mail des Operators');
    await email.fill('nobody@example.org');
    await console.getByRole('button', { name: 'Anmeldelink schicken' }).click();
    await expect.poll(() => console.getByRole('alert').textContent()).toBe('Kein Operator hat diese E-Mail-Adresse.');
    await email.fill('moderator@example.org');
    await console.getByRole('button', { name: 'Anmeldelink schicken' }).click();
    await console.getByText('Ein einmaliger Anmeldelink ist an moderator@example.org unterwegs').waitFor();
    expect(await smtp.nextMail('moderator@example.org')).toMatch(/\/console#login=[\w-]{43}/);
    expect(await axeViolations(page)).toEqual([]);
  });
});
