// The console's Audience tab (issue #18 "Audience and analytics") against the built server: a visitor walks from the
// welcome page to the stream and clicks a card; the operator's Audience tab counts the visits and the click, a range
// without them shows nothing, a table downloads as CSV with the right rows, a moderator gets no attendee export (in
// the page nor as raw GraphQL), all by keyboard and without axe violations. The browser speaks US English; the
// date fields follow the console's German all the same (issue 32). The exact numbers per range and bucket
// are tested on both stores in server/features/operator/analytics/audience.test.ts.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOperators, OPERATOR_PASSWORD } from './support/console.js';
import { axeViolations, failOnPageError, pathname, useBrowser, useServer } from './support/fixtures.js';

const server = useServer();
const browser = useBrowser();
const password = OPERATOR_PASSWORD;
const desktop = { width: 1280, height: 900 };

beforeAll(() => addOperators(server.dataDir, ['owner', 'moderator']));

/** Logs in and opens the Audience tab with the keyboard: from the selected tab, End selects the last one. */
async function audienceTab(role: string): Promise<Page> {
  const page = failOnPageError(await browser.newPage({ viewport: desktop, locale: 'en-US' }));
  await page.goto(`${server.url}/console`);
  const console = page.locator('event-console');
  await console.getByLabel('E-Mail').fill(`${role}@example.org`);
  await console.getByLabel('Passwort').fill(password);
  await console.getByLabel('Passwort').press('Enter');
  const showTab = console.getByRole('tab', { name: 'Live-Show' });
  await showTab.waitFor();
  await showTab.focus();
  await page.keyboard.press('End');
  // An owner's last tab is Content; Audience is the one before it.
  if (role === 'owner') await page.keyboard.press('ArrowLeft');
  await console.getByRole('tab', { name: 'Publikum', selected: true }).waitFor();
  await console.getByRole('heading', { name: 'Publikum', level: 2 }).waitFor();
  return page;
}

const region = (page: Page, name: string) => page.locator('event-console').getByRole('region', { name });

/** The cells of the table row whose first cell is `key`, after pressing Refresh until it is there. */
async function rowOf(page: Page, table: string, key: string): Promise<string[]> {
  const rows = async () =>
    Promise.all(
      (await region(page, table).locator('tbody tr').all()).map((row) => row.locator('td').allTextContents()),
    );
  let found: string[] | undefined;
  await expect
    .poll(
      async () => {
        found = (await rows()).find((cells) => cells[0] === key);
        if (found) return true;
        await page.locator('event-console').getByRole('button', { name: 'Aktualisieren' }).click();
        return false;
      },
      { timeout: 15_000, interval: 1000 },
    )
    .toBe(true);
  return found ?? [];
}

/** Presses a button with the keyboard. */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await button.press('Enter');
}

describe('the console Audience tab', () => {
  it('counts a visitor’s pages and card click, filters by range and downloads a table as CSV', async () => {
    // The visitor: welcome page, the stream (not counted as a page visit, portal.md §2), a card's button, the pages.
    const visitor = failOnPageError(await browser.newPage({ viewport: desktop }));
    await visitor.goto(`${server.url}/`);
    const portal = visitor.locator('event-portal');
    await portal.locator('dialog[open]').waitFor();
    await visitor.keyboard.press('Escape');
    await portal.locator('[part="welcome"]').getByRole('link', { name: 'Zum Livestream' }).click();
    await expect.poll(() => pathname(visitor), { timeout: 10_000 }).toBe('/stream');
    await portal.getByRole('button', { name: 'Feedback geben' }).click();
    await portal.getByRole('dialog').waitFor();
    await visitor.goto(`${server.url}/pages`);
    await portal.locator('main h1').first().waitFor();

    const operator = await audienceTab('owner');
    expect(await rowOf(operator, 'Seitenbesuche', '/pages')).toEqual(['/pages', '1', '1']);
    expect(await rowOf(operator, 'Seitenbesuche', '/')).toEqual(['/', '1', '1']);
    expect(await rowOf(operator, 'Karten-Klicks', 'feedback-karte')).toEqual(['feedback-karte', '1', '1']);
    expect(await rowOf(operator, 'Anmeldungen', 'Anonym')).toEqual(['Anonym', '1']);
    // The stream's viewers: a figure named in words, its points as a table.
    const chart = operator.locator('event-console').getByRole('img', { name: 'Zuschauer des Streams main im Verlauf' });
    await expect
      .poll(
        async () => {
          if ((await chart.count()) > 0) return true;
          await operator.locator('event-console').getByRole('button', { name: 'Aktualisieren' }).click();
          return false;
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true);
    // The visitor left the stream for /pages: nobody watches now, one did at the peak.
    expect(await rowOf(operator, 'Zuschauer der Streams', 'main')).toEqual(['main', '0', '1']);
    expect(await axeViolations(operator)).toEqual([]);

    // The CSV of the page visits: the server's file, as the browser downloads it.
    const csvButton = region(operator, 'Seitenbesuche').getByRole('button', {
      name: '„Seitenbesuche“ als CSV herunterladen',
    });
    const [download] = await Promise.all([operator.waitForEvent('download'), press(csvButton)]);
    expect(download.suggestedFilename()).toBe('audience-pageVisits.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n').sort()).toEqual(['', '/,1,1', '/pages,1,1', '\uFEFFpage,count,visitors'].sort());

    // A range after the visit: nothing; a reversed range: a clear message and the counts stay.
    const console = operator.locator('event-console');
    expect(await console.getByLabel('Von').inputValue()).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(await console.getByText('Datum und Uhrzeit wie 28.11.2026 18:05').count()).toBe(1);
    await console.getByLabel('Von').fill('01.01.2099 00:00');
    await console.getByLabel('Bis').fill('02.01.2099 00:00');
    await press(console.getByRole('button', { name: 'Anzeigen' }));
    await region(operator, 'Seitenbesuche').getByText('Nichts in diesem Zeitraum.').waitFor();
    await region(operator, 'Karten-Klicks').getByText('Nichts in diesem Zeitraum.').waitFor();
    await console.getByLabel('Von').fill('03.01.2099 00:00');
    await press(console.getByRole('button', { name: 'Anzeigen' }));
    await expect.poll(() => console.getByRole('alert').textContent()).toBe('„Bis“ muss nach „Von“ liegen.');
    // The browser's own form is not the console's.
    await console.getByLabel('Von').fill('01/03/2099 12:00 AM');
    await press(console.getByRole('button', { name: 'Anzeigen' }));
    await expect
      .poll(() => console.getByRole('alert').textContent())
      .toBe('Gib Datum und Uhrzeit wie im Beispiel ein.');
    expect(await axeViolations(operator)).toEqual([]);

    // The owner is offered the attendee export.
    const attendees = console.getByRole('button', { name: 'Teilnehmende als CSV herunterladen' });
    const [attendeeFile] = await Promise.all([operator.waitForEvent('download'), press(attendees)]);
    expect(readFileSync(await attendeeFile.path(), 'utf8')).toMatch(/^\uFEFFcustomerId,email,firstname,lastname/);
  });

  it('gives a moderator the counts but no attendee export, in the page nor as raw GraphQL', async () => {
    const page = await audienceTab('moderator');
    await region(page, 'Seitenbesuche').waitFor();
    expect(await page.locator('event-console').getByText('Teilnehmende (personenbezogene Daten)').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const login = await server.graphql<{ operatorLogin: { token: string } }>(
      'mutation ($email: String!, $password: String!) { operatorLogin(email: $email, password: $password) { token } }',
      { variables: { email: 'moderator@example.org', password } },
    );
    const token = login.data?.operatorLogin.token;
    expect(token).toMatch(/^fop_/);
    const refused = await server.graphql('{ exportAttendees }', { token });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The role moderator may not do this',
      extensions: { code: '403' },
    });
    const allowed = await server.graphql(
      '{ exportAudience(table: pageVisits, from: "2000-01-01T00:00:00Z", to: "2000-01-02T00:00:00Z", bucket: day) }',
      { token },
    );
    expect(allowed.data).toEqual({ exportAudience: '\uFEFFpage,count,visitors\r\n' });
  });
});
