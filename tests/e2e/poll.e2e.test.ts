// <event-poll> in a plain page (demo/poll-only.html, one script tag) against the built server, with the operator
// opening, closing and clearing polls through the API as during a live show.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const server = useServer({ operator: true });
const browser = useBrowser();
let page: Page;

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
});

async function operator(operation: 'openPoll' | 'closePoll' | 'clearPoll', code: string): Promise<void> {
  const body = await server.asOperator(`mutation ($code: String!) { ${operation}(code: $code) { status } }`, {
    variables: { code },
  });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
}

/** The demo page with only the given polls, each with its attributes. */
async function openPolls(...polls: Record<string, string>[]): Promise<void> {
  await page.goto(`${server.url}/demo/poll-only.html`);
  await page.waitForFunction(() => customElements.get('event-poll') !== undefined);
  await page.evaluate((list) => {
    document.querySelectorAll('event-poll').forEach((element) => element.remove());
    for (const attributes of list) {
      const element = document.createElement('event-poll');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.body.append(element);
    }
  }, polls);
}

const poll = (code: string) => page.locator(`event-poll[code="${code}"]`);
/** A demo page is a host page: the poll keeps its votes under the API origin's key prefix (docs/embedding.md). */
const storedVotesKey = (code: string) => `foyer:${server.url}:poll_${code}`;
const option = (code: string, label: string) => poll(code).locator('[part="poll-option"]', { hasText: label });
const reasons = (code: string) =>
  poll(code)
    .locator('[part="poll-option"]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-disabled-reason')));

describe('<event-poll> alone in a plain page', () => {
  it('shows every poll of the demo page with one script tag, without axe violations', async () => {
    await page.goto(`${server.url}/demo/poll-only.html`);
    for (const code of ['lieblingsthema', 'fragen-runde', 'stimmung', 'erwartung', 'geschlossen']) {
      await poll(code).locator('[part="poll-title"]').waitFor();
    }
    expect(await poll('lieblingsthema').locator('[part="poll-title"]').textContent()).toBe(
      'Welches Thema interessiert dich am meisten?',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('votes, shows percentages to one decimal, stores the vote and lets a single-choice vote change', async () => {
    await openPolls({ code: 'lieblingsthema' });
    await option('lieblingsthema', 'Kundenstimmen').click();
    await expect.poll(() => option('lieblingsthema', 'Kundenstimmen').getAttribute('aria-pressed')).toBe('true');
    expect(await option('lieblingsthema', 'Kundenstimmen').locator('[part="poll-result"]').textContent()).toMatch(
      /^\d+,\d\u00a0%$/, // a no-break space: "0,0 %" never wraps
    );
    expect(await reasons('lieblingsthema')).toEqual([null, 'alreadyVoted', null]);
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]'),
      storedVotesKey('lieblingsthema'),
    );
    expect(stored).toEqual([{ pollItemId: expect.any(Number), token: expect.any(String), date: expect.any(String) }]);

    await option('lieblingsthema', 'Produkt-Neuheiten').click();
    await expect.poll(() => reasons('lieblingsthema')).toEqual(['alreadyVoted', null, null]);
    const replaced = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]'),
      storedVotesKey('lieblingsthema'),
    );
    expect(replaced).toHaveLength(1);
    expect(await poll('lieblingsthema').locator('[part="poll-total"]').textContent()).toMatch(/^Insgesamt \d+ Stimme/);
  });

  it('disables every option of a visible_only poll (closed)', async () => {
    await openPolls({ code: 'geschlossen' });
    await expect.poll(() => reasons('geschlossen')).toEqual(['closed', 'closed']);
    expect(await poll('geschlossen').locator('[part="poll-hint"]').textContent()).toBe('Die Abstimmung ist beendet.');
    expect(await option('geschlossen', 'Ja').locator('[part="poll-result"]').textContent()).toBe('0 Stimmen');
  });

  it('disables the other options once a single-choice vote may not change (voteFixed)', async () => {
    await operator('openPoll', 'geschlossen');
    try {
      await openPolls({ code: 'geschlossen' });
      await option('geschlossen', 'Ja').click();
      await expect.poll(() => reasons('geschlossen')).toEqual(['alreadyVoted', 'voteFixed']);
      expect(await poll('geschlossen').locator('[part="poll-hint"]').textContent()).toBe('Du hast bereits abgestimmt.');
    } finally {
      await operator('closePoll', 'geschlossen');
    }
  });

  it('disables the rest of a multiple-choice poll at placeableVotesCount (limitReached)', async () => {
    await openPolls({ code: 'fragen-runde' });
    await option('fragen-runde', 'Preise').click();
    await expect.poll(() => reasons('fragen-runde')).toEqual(['alreadyVoted', null, null, null]);
    await option('fragen-runde', 'Support').click();
    await expect
      .poll(() => reasons('fragen-runde'))
      .toEqual(['alreadyVoted', 'limitReached', 'alreadyVoted', 'limitReached']);
    expect(await poll('fragen-runde').locator('[part="poll-hint"]').textContent()).toBe(
      'Du hast alle 2 Stimmen vergeben.',
    );
  });

  it('discards stored votes older than lastClearDate and keeps later ones', async () => {
    await openPolls({ code: 'fragen-runde', 'poll-intervall': '300' });
    await option('fragen-runde', 'Roadmap').click();
    await expect.poll(() => reasons('fragen-runde')).toEqual([null, 'alreadyVoted', null, null]);
    await operator('clearPoll', 'fragen-runde');

    await expect.poll(() => reasons('fragen-runde')).toEqual([null, null, null, null]);
    expect(await page.evaluate((key) => localStorage.getItem(key), storedVotesKey('fragen-runde'))).toBeNull();

    // A vote stored after the clear survives it, even one the server does not know of (another device's session).
    const pollItemId = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: '{ getSinglePollForFrontend(code: "fragen-runde") { params { pollItems { pollItemId } } } }',
        }),
      });
      const body = await response.json();
      return body.data.getSinglePollForFrontend.params.pollItems[3].pollItemId as number;
    });
    await page.evaluate(
      ({ id, key }) => {
        const later = new Date(Date.now() + 60_000).toISOString();
        localStorage.setItem(key, JSON.stringify([{ pollItemId: id, token: 'x', date: later }]));
      },
      { id: pollItemId, key: storedVotesKey('fragen-runde') },
    );
    await page.reload();
    await expect.poll(() => reasons('fragen-runde')).toEqual([null, null, null, 'alreadyVoted']);
  });

  it("answers a refused vote with 'Fehler bei der Stimmabgabe'", async () => {
    await openPolls({ code: 'lieblingsthema', 'poll-intervall': '600000' });
    await option('lieblingsthema', 'Blick hinter die Kulissen').waitFor();
    await operator('closePoll', 'lieblingsthema');
    try {
      await option('lieblingsthema', 'Blick hinter die Kulissen').click();
      await expect
        .poll(() => poll('lieblingsthema').locator('[part="poll-error"]').textContent())
        .toBe('Fehler bei der Stimmabgabe');
      await expect.poll(() => reasons('lieblingsthema')).toEqual(['closed', 'closed', 'closed']);
    } finally {
      await operator('openPoll', 'lieblingsthema');
    }
  });
});

/** A cloud word as shown: its first text node (a visually hidden count follows it). */
const shownWord = (item: Element) => item.firstChild?.textContent;

describe('word clouds', () => {
  it('sends a word, shows the cloud, and goes back to the input when multiple answers are allowed', async () => {
    await openPolls({ code: 'stimmung' });
    const input = poll('stimmung').getByLabel('Dein Wort');
    expect(await input.getAttribute('maxlength')).toBe('20');
    expect(await input.getAttribute('required')).toBe('');
    await input.fill('Gespannt');
    expect(await poll('stimmung').locator('[part="word-cloud-count"]').textContent()).toBe('8 / 20 Zeichen');
    await poll('stimmung').getByRole('button', { name: 'Absenden' }).click();

    const cloud = poll('stimmung').locator('[part="word-cloud"]');
    await cloud.waitFor();
    // The word keeps the case the visitor typed (issue #19 item 10).
    const word = cloud.locator('li', { hasText: /gespannt/i });
    expect(await word.evaluate(shownWord)).toBe('Gespannt');
    const style = await word.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { fontSize: parseFloat(computed.fontSize), padding: computed.paddingTop, color: computed.color };
    });
    expect(style.fontSize).toBeGreaterThanOrEqual(20);
    expect(style.fontSize).toBeLessThanOrEqual(60);
    expect(style.padding).toBe('4px');
    expect(['rgb(11, 95, 255)', 'rgb(230, 0, 126)', 'rgb(0, 163, 154)', 'rgb(242, 148, 0)']).toContain(style.color);

    await poll('stimmung').getByRole('button', { name: 'Weiteres Wort eingeben' }).click();
    await poll('stimmung').getByLabel('Dein Wort').waitFor();

    // Another visitor's 'GESPANNT' counts as the same word, shown as its first sender typed it.
    page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
    await openPolls({ code: 'stimmung' });
    await poll('stimmung').getByLabel('Dein Wort').fill('GESPANNT');
    await poll('stimmung').getByRole('button', { name: 'Absenden' }).click();
    const same = poll('stimmung').locator('[part="word-cloud"] li', { hasText: /gespannt/i });
    await expect
      .poll(() => same.evaluateAll((items) => items.map((item) => item.firstChild?.textContent)))
      .toEqual(['Gespannt']);
  });

  it('shows the cloud at once when the visitor already answered, with no way back without multiple answers', async () => {
    await openPolls({ code: 'erwartung' });
    await poll('erwartung').getByLabel('Dein Wort').fill('Inspiration');
    await poll('erwartung').getByRole('button', { name: 'Absenden' }).click();
    await poll('erwartung').locator('[part="word-cloud"]').waitFor();
    expect(await poll('erwartung').getByRole('button', { name: 'Weiteres Wort eingeben' }).count()).toBe(0);

    await page.reload();
    await poll('erwartung').locator('[part="word-cloud"]').waitFor();
    expect(await poll('erwartung').locator('form').count()).toBe(0);
  });

  it("answers a refused word with 'Wort konnte nicht eingereicht werden'", async () => {
    await openPolls({ code: 'stimmung', 'poll-intervall': '600000' });
    await poll('stimmung').getByLabel('Dein Wort').fill('Zu spät');
    await operator('closePoll', 'stimmung');
    try {
      await poll('stimmung').getByRole('button', { name: 'Absenden' }).click();
      await expect
        .poll(() => poll('stimmung').locator('[part="poll-error"]').textContent())
        .toBe('Wort konnte nicht eingereicht werden');
    } finally {
      await operator('openPoll', 'stimmung');
    }
  });

  it('is loaded by the portal when one of its pages shows a poll (a poll card on /preview/cta)', async () => {
    await page.goto(`${server.url}/preview/cta?path=/stream`);
    await page.locator('event-portal event-cards event-poll [part="poll-title"]').waitFor();
    expect(await page.evaluate(() => customElements.get('event-poll') !== undefined)).toBe(true);
  });
});
