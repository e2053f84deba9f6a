// Accounts end to end: every login type to the welcome page, the §8 login and registration errors, the activation
// and reset mails through a real local SMTP server, single session in two browser contexts, the one-time link.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  pathname,
  submitEmailLogin,
  useBrowser,
  useMailbox,
  useServers,
  type E2EServer,
  type PageOptions,
} from './support/fixtures.js';

const cli = fileURLToPath(new URL('../../build/server/cli.js', import.meta.url));

const smtp = useMailbox();
const { registrationServer, passwordServer, anonymousServer, clientPasswordServer } = useServers(() => ({
  registrationServer: { event: 'accounts-registration.yaml', env: { SMTP_URL: smtp.url } },
  passwordServer: { event: 'accounts-password.yaml' },
  anonymousServer: { event: 'accounts-anonymous.yaml' },
  clientPasswordServer: { event: 'accounts-client-password.yaml' },
}));
const browser = useBrowser();

const newPage = (viewport?: PageOptions['viewport']) => browser.newPage({ viewport });
const welcomeHeading = (page: Page) => page.locator('event-portal [part="welcome"] h1');
const alertText = (page: Page) => page.locator('event-portal [role="alert"]').first().textContent();

const loginWithEmail = (page: Page, server: E2EServer, email: string, password: string) =>
  submitEmailLogin(page, server.url, email, password);

/** Registers through the API (the browser walk is tested once) and returns once the activation mail is read. */
async function registerByApi(email: string, password = 'correct horse'): Promise<string> {
  const answer = await registrationServer.graphql(
    'mutation($c: RegisterCustomerInput!) { registerCustomer(customer: $c) { success } }',
    {
      variables: {
        c: {
          email,
          password,
          firstname: 'Ada',
          lastname: 'Lovelace',
          inviteCode: 'TEAM',
          customAttributes: { business: 'ACME', position: 'Dev', privacy: true },
        },
      },
    },
  );
  expect(answer).toEqual({ data: { registerCustomer: { success: true } } });
  return linkIn(await smtp.nextMail(email), 'activateAccount');
}

function linkIn(mail: string, route: string): string {
  const match = new RegExp(`(http://127\\.0\\.0\\.1:\\d+/${route}/[\\w-]+)`).exec(mail);
  if (!match?.[1]) throw new Error(`No ${route} link in the mail:\n${mail}`);
  return match[1];
}

async function activatedCustomer(email: string, password = 'correct horse') {
  const link = await registerByApi(email, password);
  const answer = await registrationServer.graphql('mutation($t: String!) { activateCustomer(activationToken: $t) }', {
    variables: { t: link.split('/').at(-1) },
  });
  expect(answer).toEqual({ data: { activateCustomer: true } });
}

describe('accessibility', () => {
  it('has no axe violations on the landing, register (with errors shown), forgot-password and profile pages', async () => {
    const page = await newPage();
    await page.goto(`${registrationServer.url}/landing`);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.locator('event-portal form [role="alert"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${registrationServer.url}/register`);
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.locator('event-portal form [role="alert"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${registrationServer.url}/forgotPassword`);
    await page.getByLabel('E-Mail-Adresse *').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await loginWithEmail(page, registrationServer, 'ticket@example.org', 'ticketpass1');
    await expect.poll(() => pathname(page)).toBe('/');
    await page.goto(`${registrationServer.url}/profile`);
    await page.locator('event-portal [part="profile"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('registration with activation by mail', () => {
  it('registers in the browser, receives the activation mail over SMTP, activates and logs in', async () => {
    const page = await newPage();
    await page.goto(`${registrationServer.url}/register/TEAM`);
    expect(await page.getByLabel('Einladungscode *').inputValue()).toBe('TEAM');

    await page.getByRole('button', { name: 'Registrieren' }).click();
    const errors = page.locator('event-portal form [role="alert"]');
    await expect.poll(() => errors.allTextContents()).toContain('Bitte trage eine gültige E-Mail-Adresse ein.');
    expect(await errors.allTextContents()).toContain('Vorname ist erforderlich');

    await page.getByLabel('E-Mail-Adresse *').fill('browser@example.org');
    await page.getByLabel('Passwort *', { exact: true }).fill('kurz');
    await page.getByLabel('Passwort wiederholen *').fill('anders');
    await page.getByLabel('Vorname *').fill('Bea');
    await page.getByLabel('Nachname *').fill('Browser');
    await page.getByLabel('Firma *').fill('A');
    await page.getByLabel('Position *').fill('Entwicklerin');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect.poll(() => errors.allTextContents()).toContain('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(await errors.allTextContents()).toEqual(
      expect.arrayContaining([
        'Die Passwörter stimmen nicht überein.',
        'Firma muss mindestens 2 Zeichen lang sein.',
        'Ich akzeptiere die Datenschutzerklärung ist erforderlich',
      ]),
    );

    await page.getByLabel('Passwort *', { exact: true }).fill('richtig lang');
    await page.getByLabel('Passwort wiederholen *').fill('richtig lang');
    await page.getByLabel('Firma *').fill('ACME');
    await page.getByLabel('Ich akzeptiere die Datenschutzerklärung *').check();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect.poll(() => pathname(page)).toBe('/landing');
    expect(await page.locator('event-portal [data-notice="registered"]').textContent()).toContain(
      'Danke für deine Registrierung!',
    );

    const mail = await smtp.nextMail('browser@example.org');
    expect(mail).toContain('Subject: =?UTF-8?');
    await page.goto(linkIn(mail, 'activateAccount'));
    await expect.poll(() => pathname(page)).toBe('/landing');
    await page.locator('event-portal [data-notice="activated"]').waitFor();

    await loginWithEmail(page, registrationServer, 'browser@example.org', 'richtig lang');
    await expect.poll(() => pathname(page)).toBe('/');
    expect(await welcomeHeading(page).textContent()).toBe('Willkommen beim Konto-Testevent!');
  });

  it('refuses a used activation link with the activation error notice', async () => {
    const link = await registerByApi('twice@example.org');
    const page = await newPage();
    await page.goto(link);
    await page.locator('event-portal [data-notice="activated"]').waitFor();
    await page.goto(link);
    const failure = page.locator('event-portal [data-notice="activationFailed"]');
    await failure.waitFor();
    expect(await failure.textContent()).toContain('Dein Konto konnte nicht aktiviert werden.');
  });

  it('shows a notice left for /landing as a toast for 10 s (§9)', async () => {
    const page = await newPage();
    await page.clock.install();
    await page.goto(`${registrationServer.url}/activateAccount/not-a-token`);
    const failure = page.locator('event-portal [data-notice="activationFailed"]');
    await failure.waitFor();
    // The clock flows from install(); runFor() moves it on at once.
    await page.clock.runFor(9_000);
    expect(await failure.count()).toBe(1);
    await page.clock.runFor(1_100);
    await expect.poll(() => failure.count()).toBe(0);
    // The login form stays.
    await page.locator('event-portal input[type="email"]').waitFor();
  });

  it('shows 412 with the resend link, which mails the activation again and shows the notice', async () => {
    await registerByApi('waiting@example.org');
    const page = await newPage();
    await loginWithEmail(page, registrationServer, 'waiting@example.org', 'correct horse');
    const alert = page.locator('event-portal [data-error="notActivated"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Dein Konto ist noch nicht aktiviert.');
    await alert.getByRole('button', { name: 'Aktivierungs-E-Mail erneut senden' }).click();
    await page.locator('event-portal [data-notice="activationResent"]').waitFor();
    expect(linkIn(await smtp.nextMail('waiting@example.org'), 'activateAccount')).toMatch(/activateAccount/);
  });

  it('shows the duplicate e-mail message and the invite messages at registration', async () => {
    await activatedCustomer('taken@example.org');
    const page = await newPage();
    const fill = async (email: string, invite: string) => {
      await page.goto(`${registrationServer.url}/register`);
      await page.getByLabel('E-Mail-Adresse *').fill(email);
      await page.getByLabel('Passwort *', { exact: true }).fill('richtig lang');
      await page.getByLabel('Passwort wiederholen *').fill('richtig lang');
      await page.getByLabel('Vorname *').fill('Ada');
      await page.getByLabel('Nachname *').fill('Lovelace');
      await page.getByLabel('Firma *').fill('ACME');
      await page.getByLabel('Position *').fill('Dev');
      await page.getByLabel('Einladungscode *').fill(invite);
      await page.getByLabel('Ich akzeptiere die Datenschutzerklärung *').check();
      await page.getByRole('button', { name: 'Registrieren' }).click();
    };

    await fill('taken@example.org', 'TEAM');
    await page.locator('event-portal [data-error="emailInUse"]').waitFor();
    expect(await alertText(page)).toBe('Diese E-Mail-Adresse wird bereits verwendet.');

    await fill('new@example.org', 'GIBTSNICHT');
    const inviteError = page.locator('event-portal form [role="alert"]');
    await expect.poll(() => inviteError.allTextContents()).toEqual(['Dieser Einladungscode ist ungültig.']);

    await fill('first@example.org', 'EINMAL');
    await expect.poll(() => pathname(page)).toBe('/landing');
    await fill('second@example.org', 'EINMAL');
    await expect.poll(() => inviteError.allTextContents()).toEqual(['Dieser Einladungscode wurde bereits verwendet.']);
  });
});

describe('login errors and the landing page', () => {
  it('shows the title image (small variant on small screens), text and notification banner', async () => {
    const page = await newPage({ width: 375, height: 740 });
    await page.goto(`${registrationServer.url}/landing`);
    const image = page.locator('event-portal [part="landing-title-image"]');
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.currentSrc))
      .toContain('/demo/assets/logo.svg');
    expect(await page.locator('event-portal [part="landing-notification"]').textContent()).toBe(
      'Der Livestream beginnt um 18 Uhr.',
    );
    expect(await page.locator('event-portal [part="landing-text"] p').first().textContent()).toBe(
      'Schön, dass du dabei bist.',
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.currentSrc))
      .toContain('/demo/assets/title.svg');
  });

  it("renders the landing page's rich text with its markup, but runs neither its script nor its onerror", async () => {
    const page = await newPage();
    await page.goto(`${registrationServer.url}/landing`);
    const text = page.locator('event-portal [part="landing-text"]');
    await text.waitFor();
    expect(await text.locator('strong').textContent()).toBe('du');
    expect(await text.locator('p').allTextContents()).toEqual([
      'Schön, dass du dabei bist.',
      'Melde dich an oder registriere dich.',
    ]);
    expect(await text.locator('script').count()).toBe(0);
    expect(await text.innerHTML()).not.toContain('landingXss');
    const image = text.locator('img');
    expect(await image.getAttribute('onerror')).toBeNull();
    // A broken image is complete once its error event has been dispatched, so an onerror handler would have run.
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete)).toBe(true);
    expect(await page.evaluate(() => (window as { landingXss?: string }).landingXss)).toBeUndefined();
  });

  it('shows invalid credentials for a wrong password and for an unknown address', async () => {
    const page = await newPage();
    await loginWithEmail(page, registrationServer, 'ticket@example.org', 'falsch');
    await page.locator('event-portal [data-error="invalidCredentials"]').waitFor();
    expect(await alertText(page)).toBe('Ungültige Zugangsdaten');
    await loginWithEmail(page, registrationServer, 'niemand@example.org', 'falsch');
    await page.locator('event-portal [data-error="invalidCredentials"]').waitFor();
  });

  it('shows service unavailable when the API cannot be reached', async () => {
    const page = await newPage();
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await loginWithEmail(page, registrationServer, 'ticket@example.org', 'ticketpass1');
    const alert = page.locator('event-portal [data-error="serviceUnavailable"]');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alertText(page)).toBe('Service vorübergehend nicht erreichbar');
  });

  it('shows 403 when the event does not accept e-mail logins', async () => {
    const page = await newPage();
    // The portal is told e-mail login; the server's event uses the shared password.
    await page.route(`${passwordServer.url}/landing`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('"loginType":"passwordLogin"', '"loginType":"emailLogin"');
      await route.fulfill({ response, body: html });
    });
    await loginWithEmail(page, passwordServer, 'ticket@example.org', 'ticketpass1');
    await page.locator('event-portal [data-error="forbidden"]').waitFor();
    expect(await alertText(page)).toBe('Diese Zugangsdaten sind für diese Veranstaltung nicht freigeschaltet.');
  });

  it('logs a ticketed customer in with e-mail and password; logged in, /register sends them to /', async () => {
    const page = await newPage();
    await loginWithEmail(page, registrationServer, 'ticket@example.org', 'ticketpass1');
    await expect.poll(() => pathname(page)).toBe('/');
    await welcomeHeading(page).waitFor();
    await page.goto(`${registrationServer.url}/register`);
    await expect.poll(() => pathname(page)).toBe('/');
  });
});

describe('the anonymous registration form', () => {
  it('checks first name and e-mail, shows the §8 failure text, and logs in after registering', async () => {
    const page = await newPage();
    await page.goto(`${anonymousServer.url}/landing`);
    expect(await page.getByLabel('E-Mail-Adresse *').count()).toBe(0);
    await page.getByRole('link', { name: 'Registrieren' }).click();
    await expect.poll(() => pathname(page)).toBe('/register');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    const errors = page.locator('event-portal form [role="alert"]');
    await expect
      .poll(() => errors.allTextContents())
      .toEqual(['Vorname ist erforderlich', 'Bitte trage eine gültige E-Mail-Adresse ein.', 'Firma ist erforderlich']);

    await page.getByLabel('Vorname *').fill('Ada');
    await page.getByLabel('E-Mail-Adresse *').fill('ada@example.org');
    await page.getByLabel('Firma *').fill('ACME');
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'register') return route.continue();
      await route.fulfill({ json: { data: null, errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] } });
    });
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect
      .poll(() => alertText(page))
      .toBe('Beim der Anmeldung ist etwas schief gegangen. Bitte versuche es erneut');

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    expect(await welcomeHeading(page).textContent()).toBe('Willkommen beim Anmelde-Testevent!');
  });
});

describe('the shared event password', () => {
  /** Tries the wrong password, sees it refused, then the right one, and is let in. */
  async function throughTheGate(server: E2EServer, wrong: string, right: string): Promise<Page> {
    const page = await newPage();
    await page.goto(`${server.url}/landing`);
    const password = page.getByLabel('Passwort der Veranstaltung *');
    const login = page.getByRole('button', { name: 'Anmelden' });
    await password.fill(wrong);
    await login.click();
    await page.locator('event-portal [data-error="invalidCredentials"]').waitFor();
    await password.fill(right);
    await login.click();
    await expect.poll(() => pathname(page)).toBe('/');
    return page;
  }

  it('refuses a wrong password and logs in with the right one', async () => {
    const page = await throughTheGate(passwordServer, 'winterfest', 'sommerfest');
    expect(await welcomeHeading(page).textContent()).toBe('Willkommen beim Passwort-Testevent!');
  });

  it('compares in the browser in the client-side password mode (a weak gate)', async () => {
    const page = await throughTheGate(clientPasswordServer, 'sommerfest', 'im-browser');
    await welcomeHeading(page).waitFor();
  });
});

describe('forgot and reset password', () => {
  it('always shows success, mails the reset link, sets the password once, and refuses the used link', async () => {
    await activatedCustomer('forgetful@example.org');
    const page = await newPage();
    await page.goto(`${registrationServer.url}/forgotPassword`);
    await page.getByLabel('E-Mail-Adresse *').fill('unbekannt@example.org');
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await page.locator('event-portal [data-notice="resetSent"]').waitFor();

    await page.goto(`${registrationServer.url}/forgotPassword`);
    await page.getByLabel('E-Mail-Adresse *').fill('forgetful@example.org');
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await page.locator('event-portal [data-notice="resetSent"]').waitFor();
    const link = linkIn(await smtp.nextMail('forgetful@example.org'), 'resetPassword');

    await page.goto(link);
    await page.getByLabel('Neues Passwort *').fill('ganz neu 123');
    await page.getByLabel('Passwort wiederholen *').fill('ganz neu 123');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.locator('event-portal [data-notice="passwordChanged"]').waitFor();

    await page.goto(link);
    await page.getByLabel('Neues Passwort *').fill('noch neuer 1');
    await page.getByLabel('Passwort wiederholen *').fill('noch neuer 1');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.locator('event-portal [data-notice="resetFailed"]').waitFor();

    await loginWithEmail(page, registrationServer, 'forgetful@example.org', 'ganz neu 123');
    await expect.poll(() => pathname(page)).toBe('/');
  });
});

describe('profile', () => {
  it('shows the customer, says Falsches Passwort on the field, and deletes the account for good', async () => {
    await activatedCustomer('leaving@example.org');
    const page = await newPage();
    await loginWithEmail(page, registrationServer, 'leaving@example.org', 'correct horse');
    await expect.poll(() => pathname(page)).toBe('/');
    await page.goto(`${registrationServer.url}/profile`);
    const profile = page.locator('event-portal [part="profile"]');
    await profile.waitFor();
    // Custom attributes under the labels the registration form gives them, a checkbox as Ja or Nein.
    expect(await profile.locator('dt').allTextContents()).toEqual([
      'E-Mail-Adresse',
      'Vorname',
      'Nachname',
      'Firma',
      'Position',
      'Ich akzeptiere die Datenschutzerklärung',
    ]);
    expect(await profile.locator('dd').allTextContents()).toEqual([
      'leaving@example.org',
      'Ada',
      'Lovelace',
      'ACME',
      'Dev',
      'Ja',
    ]);
    expect(await page.locator('event-portal [part="navbar"] nav ul').first().getByText('Profil').count()).toBe(1);

    await profile.getByLabel('Passwort *').fill('falsch');
    await profile.getByRole('button', { name: 'Konto löschen' }).click();
    await expect.poll(() => profile.locator('form [role="alert"]').allTextContents()).toEqual(['Falsches Passwort']);

    await profile.getByLabel('Passwort *').fill('correct horse');
    await profile.getByRole('button', { name: 'Konto löschen' }).click();
    await expect.poll(() => pathname(page)).toBe('/landing');
    // §4 "account deletion success logs out", and the landing page confirms it.
    const deleted = page.locator('event-portal [data-notice="accountDeleted"]');
    await deleted.waitFor();
    expect(await deleted.textContent()).toBe('Dein Konto wurde gelöscht.');
    expect(await deleted.getAttribute('role')).toBe('status');
    await loginWithEmail(page, registrationServer, 'leaving@example.org', 'correct horse');
    await page.locator('event-portal [data-error="invalidCredentials"]').waitFor();
  });
});

describe('single session', () => {
  it('sends the earlier browser to /logout with the other-user message within about 10 s; an admin is exempt', async () => {
    await activatedCustomer('solo@example.org');
    const [first, second, adminFirst, adminSecond] = await Promise.all([newPage(), newPage(), newPage(), newPage()]);
    await loginWithEmail(first, registrationServer, 'solo@example.org', 'correct horse');
    await loginWithEmail(adminFirst, registrationServer, 'admin@example.org', 'adminpass1');
    await Promise.all([welcomeHeading(first).waitFor(), welcomeHeading(adminFirst).waitFor()]);

    await Promise.all([
      loginWithEmail(second, registrationServer, 'solo@example.org', 'correct horse'),
      loginWithEmail(adminSecond, registrationServer, 'admin@example.org', 'adminpass1'),
    ]);
    const secondLogins = Date.now();
    await Promise.all([welcomeHeading(second).waitFor(), welcomeHeading(adminSecond).waitFor()]);

    const message = first.locator('event-portal [data-notice="otherUserLoggedIn"]');
    await message.waitFor({ timeout: 15_000 });
    expect(await message.textContent()).toBe(
      'Du wurdest automatisch abgemeldet, weil sich jemand anderes mit deinen Zugangsdaten angemeldet hat.',
    );
    expect(pathname(first)).toBe('/landing');

    // The admin's first browser has polled at least once since the second admin login, and is still in.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, secondLogins + 11_000 - Date.now())));
    expect(pathname(adminFirst)).toBe('/');
    expect(await adminFirst.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    expect(pathname(second)).toBe('/');
  }, 60_000);
});

describe('the one-time login link', () => {
  it('logs in once with the link from the CLI and refuses it the second time', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'login-link', 'ticket@example.org'], {
      env: { ...process.env, DATA_DIR: registrationServer.dataDir, PUBLIC_URL: registrationServer.url },
    });
    const link = stdout.trim();
    expect(link).toMatch(/\/login\/ticket%40example\.org\?token=[\w-]+$/);
    const page = await newPage();
    await page.goto(link);
    await expect.poll(() => pathname(page)).toBe('/');
    await welcomeHeading(page).waitFor();

    const again = await newPage();
    await again.goto(link);
    await again.locator('event-portal [data-error="invalidCredentials"]').waitFor();
  });
});

describe('the cookie banner', () => {
  async function pageWithBanner(): Promise<Page> {
    const page = await newPage();
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
    await page.route('https://matomo.example.org/**', (route) => route.abort());
    await page.route(`${passwordServer.url}/landing`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '"loginType":"passwordLogin"',
        '"loginType":"passwordLogin","cookieBanner":{"privacyPolicyLink":"https://example.org/datenschutz"},' +
          '"analytics":{"tagManagerId":"GTM-TEST1","matomo":{"url":"https://matomo.example.org/","siteId":3}}',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${passwordServer.url}/landing`);
    return page;
  }

  const consentCalls = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
        .filter((entry) => !Array.isArray(entry) && typeof entry === 'object' && entry !== null && '0' in entry)
        .map((entry) => Array.from(entry as ArrayLike<unknown>)),
    );
  const matomoQueue = (page: Page) =>
    page.evaluate(() => ((window as unknown as { _paq?: unknown[][] })._paq ?? []).map((call) => call[0]));

  it('starts analytics denied, offers the §9 categories, and grants statistics only on consent', async () => {
    const page = await pageWithBanner();
    const banner = page.locator('event-portal [part="cookie-banner"]');
    await banner.waitFor();
    expect(await banner.getByRole('link').getAttribute('href')).toBe('https://example.org/datenschutz');
    expect(await consentCalls(page)).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })],
    ]);
    expect(await matomoQueue(page)).toEqual(['requireConsent', 'setTrackerUrl', 'setSiteId', 'trackPageView']);

    await banner.getByRole('button', { name: 'Einstellungen verwalten' }).click();
    const boxes = banner.getByRole('checkbox');
    expect(await boxes.count()).toBe(3);
    expect(await banner.getByLabel('Notwendig').isDisabled()).toBe(true);
    expect(await banner.getByLabel('Präferenzen').isChecked()).toBe(true);
    expect(await banner.getByLabel('Statistik').isChecked()).toBe(true);
    expect(await banner.getByText('Marketing').count()).toBe(0);
    // The login forms are a chunk of their own (issue #10): check the page once its heading is there.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await banner.getByLabel('Statistik').uncheck();
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect((await consentCalls(page)).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', functionality_storage: 'granted', ad_storage: 'denied' }),
    ]);
    expect((await matomoQueue(page)).at(-1)).toBe('forgetConsentGiven');

    await page.reload();
    await page.getByLabel('Passwort der Veranstaltung *').waitFor();
    expect(await page.locator('event-portal [part="cookie-banner"]').count()).toBe(0);
  });

  it('accepts everything, or declines everything', async () => {
    const accepting = await pageWithBanner();
    await accepting
      .locator('event-portal [part="cookie-banner"]')
      .getByRole('button', { name: 'Alle akzeptieren' })
      .click();
    expect((await consentCalls(accepting)).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);
    expect((await matomoQueue(accepting)).at(-1)).toBe('setConsentGiven');

    const declining = await pageWithBanner();
    await declining.locator('event-portal [part="cookie-banner"]').getByRole('button', { name: 'Ablehnen' }).click();
    expect((await consentCalls(declining)).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', functionality_storage: 'denied' }),
    ]);
    expect(await declining.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'))).toMatchObject({
      preferences: false,
      statistics: false,
      marketing: false,
    });
  });
});
