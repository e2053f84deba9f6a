// The keyboard-only walk (issue #19 "a keyboard-only walk through every route") on the routes the demo's anonymous
// visitor does not have: each login type's landing page on its own test event file (event password, e-mail and
// password, registration with an invite code), the guest-only account pages, the profile, the after-event pages,
// custom pages (open, password, login-only), the jump pages and the card preview. Every route is reached and
// operated with Tab, Shift+Tab, Enter, Space and Escape only; the focused control shows its focus; axe finds nothing.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, pathname, useBrowser, useMailbox, useServers } from './support/fixtures.js';
import { focusIndicator, isFocused, tabTo } from './support/keyboard.js';

const smtp = useMailbox();
const servers = useServers(() => ({
  password: { event: 'accounts-password.yaml' },
  email: { event: 'custom-pages-event.yaml' },
  registration: { event: 'accounts-registration.yaml', env: { SMTP_URL: smtp.url } },
  anonymousRegistration: { event: 'accounts-anonymous.yaml' },
  afterEvent: { event: 'after-event-email.yaml' },
}));
const browser = useBrowser({ autoplay: true });

const portal = (page: Page) => page.locator('event-portal');
const main = (page: Page) => portal(page).locator('main');
/** The navbar's first visible link (the logo link is hidden where the navbar shows no logo). */
const navbarLink = (page: Page) => portal(page).locator('[part="navbar"] a:visible').first();

/** Tabs to the target, then checks what a keyboard visitor needs there: a visible focus and no axe violations. */
async function reach(page: Page, target: Locator, what: string): Promise<void> {
  await tabTo(page, target, { limit: 80 });
  const indicator = await focusIndicator(page);
  expect(indicator?.focusVisible, `${what}: focus-visible`).toBe(true);
  expect(indicator?.ring, `${what}: a focus ring`).not.toBe('');
  expect(await axeViolations(page, { iframes: false }), what).toEqual([]);
}

/** Opens a route by its address (the one step that is no key press) and waits for its heading. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await main(page).locator('h1').first().waitFor();
}

/** Types into the focused field, as a keyboard does. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field, { limit: 80 });
  await page.keyboard.type(text);
}

describe('event password (passwordLogin)', () => {
  it('logs in from the landing page by keyboard, then walks welcome, profile and the after-event pages', async () => {
    const { url } = servers.password;
    const page = await browser.newPage();
    await open(page, `${url}/landing`);
    const password = main(page).getByLabel('Passwort', { exact: false }).first();
    await reach(page, password, '/landing');
    // Enter in an empty field: the error names the field, focus stays in the form.
    await page.keyboard.press('Enter');
    await main(page).locator('[role="alert"]').first().waitFor();
    expect(await axeViolations(page, { iframes: false }), '/landing with an error').toEqual([]);
    await password.focus();
    await page.keyboard.type('sommerfest');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page), { timeout: 10_000 }).toBe('/');
    // The welcome page's own heading: the landing page's may still show while the welcome page loads.
    await main(page).locator('[part="welcome"] h1').waitFor();
    expect(await axeViolations(page, { iframes: false }), '/ after the password login').toEqual([]);

    for (const path of ['/profile', '/closed', '/fin', '/thankYou']) {
      await open(page, `${url}${path}`);
      expect(pathname(page), path).toBe(path);
      expect(await axeViolations(page, { iframes: false }), path).toEqual([]);
      // The navbar's first link is reached from the page by Shift+Tab: nothing on the route traps the focus.
      await reach(page, navbarLink(page), `${path}: the navbar`);
    }
  });
});

describe('e-mail and password (emailLogin)', () => {
  it('walks forgot-password and the login by keyboard, then the profile, custom pages and /finAnonymous', async () => {
    const { url } = servers.email;
    const page = await browser.newPage();

    // A guest: /forgotPassword, operated (an address typed, Enter sends the request).
    await open(page, `${url}/forgotPassword`);
    await typeInto(page, main(page).getByLabel('E-Mail-Adresse *'), 'niemand@example.org');
    await reach(page, main(page).getByRole('button', { name: 'Link anfordern' }), '/forgotPassword');
    await page.keyboard.press('Enter');
    // The form gives way to the notice, which takes the focus (it was left on the body).
    const sent = main(page).locator('[data-notice="resetSent"]');
    await sent.waitFor();
    expect(await isFocused(sent)).toBe(true);
    expect(await axeViolations(page, { iframes: false }), '/forgotPassword sent').toEqual([]);
    await reach(page, main(page).getByRole('link', { name: 'Zurück zur Anmeldung' }), '/forgotPassword: on');

    // /resetPassword/:token with an unknown token: the form, operated; the refusal in words.
    await open(page, `${url}/resetPassword/unbekannt`);
    const fields = main(page).locator('input[type="password"]');
    await typeInto(page, fields.first(), 'ganz neues passwort');
    if ((await fields.count()) > 1) await typeInto(page, fields.nth(1), 'ganz neues passwort');
    await page.keyboard.press('Enter');
    await main(page).locator('[role="alert"]').first().waitFor();
    expect(await axeViolations(page, { iframes: false }), '/resetPassword refused').toEqual([]);

    // The one-time links with a token or address the server does not know: each says so, and leads on.
    for (const path of ['/activateAccount/unbekannt', '/login/niemand@example.org']) {
      await open(page, `${url}${path}`);
      await reach(page, main(page).locator('a:visible, button:visible, input:visible').first(), path);
    }

    // /landing: e-mail, password, Enter.
    await open(page, `${url}/landing`);
    await typeInto(page, main(page).getByLabel('E-Mail-Adresse *'), 'vip@example.org');
    await typeInto(page, main(page).getByLabel('Passwort *', { exact: true }), 'ticketpass1');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page), { timeout: 10_000 }).toBe('/');

    // /profile: the password reset mail requested with Enter; the deletion's password field reached.
    await open(page, `${url}/profile`);
    const reset = main(page).getByRole('button', { name: /E-Mail zum Zurücksetzen des Passworts/ });
    await reach(page, reset, '/profile');
    await page.keyboard.press('Enter');
    // The button gives way to the notice, which takes the focus; Tab goes on to the deletion's password.
    const resetSent = main(page).locator('[data-notice="resetSent"]');
    await resetSent.waitFor();
    expect(await isFocused(resetSent)).toBe(true);
    await reach(page, main(page).locator('input[type="password"]'), '/profile: the deletion password');

    // Custom pages: an open one (its form's field), one behind a password (typed, Enter), one for members.
    await open(page, `${url}/page/open`);
    await reach(page, page.locator('event-form').locator('input, textarea').first(), '/page/open');
    await open(page, `${url}/page/secret`);
    await typeInto(page, main(page).locator('input[type="password"]'), 'sesam123');
    await page.keyboard.press('Enter');
    await main(page).getByText('Hinter dem Passwort').waitFor();
    expect(await axeViolations(page, { iframes: false }), '/page/secret open').toEqual([]);
    await open(page, `${url}/members`);
    await main(page).getByText('Nur Mitglieder').waitFor();
    await reach(page, navbarLink(page), '/members: the navbar');
    // A page that does not exist says so, and the way home is a link.
    await open(page, `${url}/gibt-es-nicht`);
    await reach(page, main(page).locator('a').first(), 'not found');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page)).toBe('/');

    // /finAnonymous needs no login.
    await open(page, `${url}/finAnonymous`);
    expect(await axeViolations(page, { iframes: false }), '/finAnonymous').toEqual([]);

    // The navbar's logout (Enter) ends on the landing page.
    await open(page, `${url}/`);
    await reach(page, portal(page).locator('[part="navbar"] a:visible', { hasText: 'Ausloggen' }), '/: logout');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page), { timeout: 10_000 }).toBe('/landing');
    await main(page).getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await axeViolations(page, { iframes: false }), '/landing after logout').toEqual([]);
  });
});

describe('registration with an invite code (eventRegistration)', () => {
  it('registers at /register/:inviteCode by keyboard: every field typed, the checkbox with Space, Enter', async () => {
    const { url } = servers.registration;
    const page = await browser.newPage();
    await open(page, `${url}/register/TEAM`);
    const form = main(page).locator('form');
    // Enter on the empty form: the errors, axe-clean.
    await typeInto(page, form.getByLabel('Vorname *'), '');
    await page.keyboard.press('Enter');
    await form.locator('[role="alert"]').first().waitFor();
    expect(await axeViolations(page, { iframes: false }), '/register with errors').toEqual([]);
    // Every field in the order Tab reaches it; the invite code is already filled from the address.
    for (const field of await form.locator('input:not([type="checkbox"])').all()) {
      if ((await field.inputValue()) !== '') continue;
      const type = await field.getAttribute('type');
      await field.focus();
      await page.keyboard.type(type === 'email' ? 'kay@example.org' : type === 'password' ? 'correct horse' : 'Kay');
    }
    const privacy = form.getByRole('checkbox').first();
    await reach(page, privacy, '/register/TEAM');
    await page.keyboard.press('Space');
    expect(await privacy.isChecked()).toBe(true);
    await tabTo(page, form.getByRole('button', { name: 'Registrieren' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page), { timeout: 10_000 }).toBe('/landing');
    // The landing page's own notice: the register page's heading may still show while the landing page loads.
    await main(page).locator('[data-notice="registered"]').waitFor();
    await main(page).getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(await smtp.nextMail('kay@example.org')).toContain('activateAccount');
    expect(await axeViolations(page, { iframes: false }), '/landing after registering').toEqual([]);
  });

  it('the anonymous registration form logs in by keyboard', async () => {
    const { url } = servers.anonymousRegistration;
    const page = await browser.newPage();
    await open(page, `${url}/landing`);
    await reach(page, main(page).getByRole('link', { name: 'Registrieren' }), '/landing (anonymous registration)');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page)).toBe('/register');
    await reach(page, main(page).locator('input').first(), '/register (anonymous)');
    for (const input of await main(page).locator('input:not([type="checkbox"])').all()) {
      await input.focus();
      await page.keyboard.type((await input.getAttribute('type')) === 'email' ? 'ana@example.org' : 'Ana');
    }
    for (const box of await main(page).getByRole('checkbox').all()) {
      await box.focus();
      await page.keyboard.press('Space');
    }
    await tabTo(page, main(page).locator('button[type="submit"]'));
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page), { timeout: 10_000 }).toBe('/');
  });
});

describe('the jump and preview pages', () => {
  it('reaches the external Zoom meeting page and the card preview by keyboard', async () => {
    const page = await browser.newPage();
    const after = servers.afterEvent.url;
    await open(page, `${after}/landing`);
    await typeInto(page, main(page).getByLabel('E-Mail-Adresse *'), 'ticket@example.org');
    await typeInto(page, main(page).getByLabel('Passwort *', { exact: true }), 'ticketpass1');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathname(page), { timeout: 10_000 }).toBe('/');
    await open(page, `${after}/jump/externalZoomMeeting/meeting`);
    // The meeting's frame is the page's one control: Tab enters it.
    await tabTo(page, main(page).locator('iframe'));
    expect(await axeViolations(page, { iframes: false }), '/jump/externalZoomMeeting/meeting').toEqual([]);

    // The card preview an operator opens with a session (this event has no cards; the demo walk Tabs to one).
    await page.goto(`${after}/preview/cta?path=/stream`);
    await main(page).locator('h1').first().waitFor({ state: 'attached' });
    expect(pathname(page)).toBe('/preview/cta');
    expect(await axeViolations(page, { iframes: false }), '/preview/cta').toEqual([]);
  });
});
