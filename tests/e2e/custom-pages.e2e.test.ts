// Custom pages end to end (portal.md §2-§8, issue #6): every §8 code shows its state, the password gate takes the
// password from the query or the visitor, the too-early dialog retries, elements are ordered, filtered and wait for
// the stream, and every state works by keyboard without axe violations. The server's clock moves through TEST_CLOCK.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, submitEmailLogin, useBrowser, useServer } from './support/fixtures.js';

const CUSTOMER_PASSWORD = 'ticketpass1';

const server = useServer({ event: 'custom-pages-event.yaml', testClock: true });
const browser = useBrowser({ autoplay: true });
const newPage = () => browser.newPage({ viewport: { width: 1280, height: 900 } });
/** The frames of players load other origins; the page around them is ours. */
const violations = (page: Page) => axeViolations(page, { iframes: false });

async function loginWithEmail(page: Page, email: string): Promise<void> {
  await submitEmailLogin(page, server.url, email, CUSTOMER_PASSWORD);
  await page.locator('event-portal [part="welcome"] h1').waitFor();
}

/** A visitor this e-mail event admits (it gives no anonymous sessions: server/auth/access-policy.ts). */
const loginAsVisitor = (page: Page) => loginWithEmail(page, 'standard@example.org');

const heading = (page: Page) => page.locator('event-portal main h1').first();
const alert = (page: Page) => page.locator('event-portal [role="alert"]').first();
const elementCodes = (page: Page) =>
  page
    .locator('event-portal [part="custom-page-element"]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-code')));

describe('a custom page that shows', () => {
  it("answers an unknown path, under /page and anywhere else, with 'Seite nicht gefunden'", async () => {
    const page = await newPage();
    await loginAsVisitor(page);
    for (const path of ['/page/nope', '/pageohne', '/irgendwo/anders']) {
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => heading(page).textContent()).toBe('Seite nicht gefunden');
    }
    expect(await violations(page)).toEqual([]);
  });

  it('renders its active elements in sequenceId order: jsx, video, form and cards at once when it has no stream', async () => {
    const page = await newPage();
    await loginAsVisitor(page);
    await page.goto(`${server.url}/page/open`);
    await expect.poll(() => heading(page).textContent()).toBe('Offene Seite');
    expect(await elementCodes(page)).toEqual(['intro', 'clip', 'form', 'cards']);
    expect(await page.locator('event-portal [data-code="intro"]').textContent()).toBe('Erstes Element');
    expect(await page.locator('event-portal [data-code="clip"] video').getAttribute('src')).toBe(
      `${server.url}/demo-stream/clip.mp4`,
    );
    await page.locator('event-portal [data-code="form"] event-form').getByText('Dein Eindruck').first().waitFor();
    await page.locator('event-portal [data-code="cards"] event-cards [part="card"]').first().waitFor();
    expect(await page.getByText('Versteckt').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  });

  it('shows the elements after the stream only once the stream has loaded', async () => {
    const page = await newPage();
    await loginAsVisitor(page);
    // Capturing on the document runs before the page hears of the load: the element must not be there yet.
    await page.addInitScript(() => {
      document.addEventListener(
        'event-stream-loaded',
        () => {
          const portal = document.querySelector('event-portal')?.shadowRoot;
          (window as unknown as { afterAtLoad: boolean }).afterAtLoad = Boolean(
            portal?.querySelector('[data-code="after"]'),
          );
        },
        true,
      );
    });
    await page.goto(`${server.url}/page/live`);
    await page.locator('event-portal [data-code="after"]').getByText('Nach dem Stream').waitFor({ timeout: 30_000 });
    expect(await elementCodes(page)).toEqual(['stream', 'after']);
    // streamWithCta: the page's cards sit in the stream's call-to-action slot.
    await page.locator('event-portal event-stream event-cards[slot="cta"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { afterAtLoad?: boolean }).afterAtLoad)).toBe(false);
  });

  it('never shows them while its stream does not load', async () => {
    const page = await newPage();
    await loginAsVisitor(page);
    await page.goto(`${server.url}/page/broken`);
    await page.locator('event-portal [data-code="stream"] event-stream').waitFor();
    await page.waitForTimeout(3000);
    expect(await elementCodes(page)).toEqual(['stream']);
    expect(await page.getByText('Nie sichtbar').count()).toBe(0);
  });
});

describe('any other refusal', () => {
  it("shows 'Fehler beim Aufrufen der Seite'", async () => {
    const page = await newPage();
    await loginAsVisitor(page);
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'getCustomPageForFrontend') return route.fallback();
      return route.fulfill({
        json: { data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
      });
    });
    await page.goto(`${server.url}/page/open`);
    await expect.poll(() => heading(page).textContent()).toBe('Fehler beim Aufrufen der Seite');
    expect(await page.getByText('Erstes Element').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  });
});

describe('the password gate (4032)', () => {
  it('asks for the password, shows the error for a wrong one and opens the page with the right one, by keyboard', async () => {
    const page = await newPage();
    await loginAsVisitor(page);
    await page.goto(`${server.url}/page/secret`);
    await expect.poll(() => heading(page).textContent()).toBe('Passwort erforderlich');
    expect(await alert(page).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    const input = page.getByLabel('Passwort *');
    await input.focus();
    await page.keyboard.type('falsch');
    await page.keyboard.press('Enter');
    await expect.poll(() => alert(page).textContent()).toBe('Passwortgeschützt, falsches Passwort');
    expect(await violations(page)).toEqual([]);
    await input.fill('');
    await input.focus();
    await page.keyboard.type('sesam123');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page).textContent()).toBe('Geheime Seite');
    expect(await page.locator('event-portal [data-code="secret"]').textContent()).toBe('Hinter dem Passwort');
    expect(await page.evaluate(() => sessionStorage.getItem('customPagePassword'))).toBe(
      JSON.stringify({ '/page/secret': 'sesam123' }),
    );
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe('Geheime Seite');
  });

  it.each(['password', 'p', 'k'])('takes the password from the query parameter %s', async (name) => {
    const page = await newPage();
    await loginAsVisitor(page);
    await page.goto(`${server.url}/page/secret?${name}=sesam123`);
    await expect.poll(() => heading(page).textContent()).toBe('Geheime Seite');
  });

  it('shows the gate with the error for a wrong password in the query', async () => {
    const page = await newPage();
    await loginAsVisitor(page);
    await page.goto(`${server.url}/page/secret?p=falsch`);
    await expect.poll(() => alert(page).textContent()).toBe('Passwortgeschützt, falsches Passwort');
    expect(await heading(page).textContent()).toBe('Passwort erforderlich');
    expect(await page.getByText('Hinter dem Passwort').count()).toBe(0);
  });
});

describe('the login and ticket-category limits', () => {
  it("refuses the anonymous login on this e-mail event, and answers a visitor without a session 'Du musst eingeloggt sein' (403)", async () => {
    const body = await server.graphql('{ customerAnonymousLogin { token } }');
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('403');
    const page = await newPage();
    for (const path of ['/members', '/page/vip']) {
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => heading(page).textContent()).toBe('Du musst eingeloggt sein');
    }
    expect(await violations(page)).toEqual([]);
  });

  it('shows an open page to a visitor without a session, and a limited one not', async () => {
    const page = await newPage();
    // /page/event has no limits and embeds only text; /page/open's form and cards stay behind this e-mail event's
    // login (server/auth/access-policy.ts), so a visitor without a session is sent to log in there.
    await page.goto(`${server.url}/page/event`);
    await expect.poll(() => heading(page).textContent()).toBe('Event-Seite');
    await page.goto(`${server.url}/members`);
    await expect.poll(() => heading(page).textContent()).toBe('Du musst eingeloggt sein');
    expect(await page.getByText('Nur Mitglieder').count()).toBe(0);
  });

  it("answers a customer of another ticket category with 'Falsche Ticketkategorie' (4033)", async () => {
    const page = await newPage();
    await loginWithEmail(page, 'standard@example.org');
    await page.goto(`${server.url}/members`);
    await expect.poll(() => heading(page).textContent()).toBe('Mitglieder');
    await page.goto(`${server.url}/page/vip`);
    await expect.poll(() => heading(page).textContent()).toBe('Falsche Ticketkategorie');
    expect(await page.getByText('Willkommen, VIP').count()).toBe(0);
  });

  it('opens the page to a customer of the category', async () => {
    const page = await newPage();
    await loginWithEmail(page, 'vip@example.org');
    await page.goto(`${server.url}/page/vip`);
    await expect.poll(() => heading(page).textContent()).toBe('VIP-Lounge');
    expect(await page.locator('event-portal [data-code="secret"]').textContent()).toBe('Willkommen, VIP');
  });
});

describe('the time window', () => {
  it('shows the too-early dialog (4031), and its retry opens the page once the window is open', async () => {
    // Four hours before the window: within the session's idle timeout (SESSION_IDLE_SECONDS, 8 h).
    await server.setClock('2030-01-01T05:00:00Z');
    const page = await newPage();
    await loginAsVisitor(page);
    await page.goto(`${server.url}/page/soon`);
    const dialog = page.locator('event-portal dialog[open]');
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toBe('Seite nicht verfügbar');
    expect(await dialog.locator('p').textContent()).toBe('Diese Seite ist noch nicht oder nicht mehr verfügbar');
    expect(await violations(page)).toEqual([]);
    const retry = dialog.getByRole('button', { name: 'Erneut versuchen' });
    // The dialog takes the focus; the visitor retries by keyboard.
    await retry.focus();
    await page.keyboard.press('Enter');
    await page.locator('event-portal dialog[open]').waitFor();
    expect(await page.getByText('Jetzt offen').count()).toBe(0);
    await server.setClock('2030-01-01T10:00:00Z');
    await page.locator('event-portal dialog[open]').getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Bald');
    expect(await page.locator('event-portal [data-code="secret"]').textContent()).toBe('Jetzt offen');
  });

  // /finAnonymous is for anonymous visitors, who exist only on open events; this one is an e-mail event.
  it('sends a logged-in customer to /fin once the event is over', async () => {
    await server.setClock('2100-01-01T12:00:00Z');
    const customer = await newPage();
    await loginWithEmail(customer, 'vip@example.org');
    await customer.goto(`${server.url}/page/event`);
    await expect.poll(() => new URL(customer.url()).pathname).toBe('/fin');
  });
});
