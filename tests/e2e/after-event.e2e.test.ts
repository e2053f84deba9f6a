// After the event and the site furniture, end to end: /thankYou, /quiz, /fin, /finAnonymous, /closed and the /jump
// routes on the demo event; the logout button per login type; the redirect; the support chat widget per route
// (with name, e-mail and hash, and hidden when its script fails); the arena chat; a theme token and a language
// override reaching the shadow root.
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  pathname,
  submitEmailLogin,
  useBrowser,
  useServers,
  type E2EServer,
} from './support/fixtures.js';

const SUPPORT_CHAT_SECRET = 'after-event-support-secret';

const { demo, arenaServer, emailServer, registrationServer } = useServers({
  demo: {},
  arenaServer: { event: 'arena-chat-event.yaml' },
  emailServer: { event: 'after-event-email.yaml', env: { SUPPORT_CHAT_SECRET } },
  registrationServer: { event: 'after-event-registration.yaml' },
});
const browser = useBrowser();
const newPage = () => browser.newPage();

const part = (page: Page, name: string) => page.locator(`event-portal [part~="${name}"]`);
const supportChat = (page: Page) => page.locator('body > #foyer-support-chat');
/** expect.poll with room for a busy machine (its default gives up after 1 s). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** The anonymous login of the demo event (or another anonymous one), then the route. */
async function openAnonymously(page: Page, route: string, server: E2EServer = demo) {
  await page.goto(`${server.url}/`);
  await part(page, 'welcome').locator('h1').waitFor();
  await page.goto(`${server.url}${route}`);
}

async function loginWithEmail(page: Page, server: E2EServer) {
  await submitEmailLogin(page, server.url, 'ticket@example.org', 'ticketpass1');
  await eventually(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
}

describe('the after-event pages on the demo event', () => {
  it('/thankYou shows the top content, the text and the cards, and no logout button for anonymous visitors', async () => {
    const page = await newPage();
    await openAnonymously(page, '/thankYou');
    const thankYou = part(page, 'thank-you');
    await thankYou.locator('h1').waitFor();
    expect(await thankYou.locator('h1').textContent()).toBe('Vielen Dank!');
    expect(await part(page, 'thank-you-top').textContent()).toBe('Das war das Foyer Demo-Event.');
    expect(await part(page, 'thank-you-text').textContent()).toBe(
      'Danke, dass du dabei warst! Die Aufzeichnung findest du bald in der Mediathek.',
    );
    await thankYou.locator('event-cards [part="card"]', { hasText: 'Beim nächsten Mal dabei sein?' }).waitFor();
    expect(await thankYou.getByRole('button', { name: 'Ausloggen' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('/quiz shows the content and the configured form', async () => {
    const page = await newPage();
    await openAnonymously(page, '/quiz');
    await part(page, 'quiz-content').waitFor();
    expect(await part(page, 'quiz').locator('h1').textContent()).toBe('Quiz');
    expect(await part(page, 'quiz-content').textContent()).toBe(
      'Teste dein Wissen über das Event und gib uns Feedback.',
    );
    await part(page, 'quiz').locator('event-form', { hasText: 'Dein Feedback' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('/fin shows its content after login, /finAnonymous without one', async () => {
    const page = await newPage();
    await openAnonymously(page, '/fin');
    await part(page, 'fin-content').waitFor();
    expect(await part(page, 'fin').locator('h1').textContent()).toBe('Die Veranstaltung ist vorbei');
    expect(await part(page, 'fin-content').textContent()).toBe(
      'Das Event ist vorbei. Schau dir die Aufzeichnung in der Mediathek an.',
    );
    expect(await axeViolations(page)).toEqual([]);

    const guest = await newPage();
    await guest.goto(`${demo.url}/finAnonymous`);
    await part(guest, 'fin-anonymous-content').waitFor();
    expect(pathname(guest)).toBe('/finAnonymous');
    expect(await guest.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await part(guest, 'fin-anonymous-content').textContent()).toBe(
      'Das Event ist vorbei. Danke fürs Zuschauen!',
    );
    expect(await axeViolations(guest)).toEqual([]);
  });

  it('/fin needs a login: a logged-out visitor is sent to /landing, logged in anonymously and back', async () => {
    const page = await newPage();
    await page.goto(`${demo.url}/fin`);
    await part(page, 'fin-content').waitFor();
    expect(pathname(page)).toBe('/fin');
  });

  it('/closed shows the welcome page in closed mode', async () => {
    const page = await newPage();
    await openAnonymously(page, '/closed');
    const closed = part(page, 'closed');
    await closed.locator('h1').waitFor();
    expect(await closed.locator('h1').textContent()).toBe('Willkommen beim Foyer Demo-Event!');
    expect(await closed.getByText('Gleich geht es los mit dem Livestream.').count()).toBe(1);
    expect(await closed.getByRole('status').textContent()).toBe(
      'Die Veranstaltung hat noch nicht begonnen. Schau später wieder vorbei.',
    );
    expect(await closed.locator('a').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('/jump/zoomExchangeMeeting inside a page hands over to the server, which picks the rotation target', async () => {
    const page = await newPage();
    // The rotation targets are on the internet, which this machine cannot reach: the server's redirect is the proof.
    const redirect = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/jump/zoomExchangeMeeting',
    );
    await page.goto(`${demo.url}/demo/cms-page.html#/jump/zoomExchangeMeeting?card=networking`);
    const response = await redirect;
    expect(new URL(response.url()).search).toBe('?card=networking');
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toMatch(/^https:\/\/example\.org\/raum-[12]$/);
  });
});

describe('the support chat widget on the demo event, and the arena chat', () => {
  it('loads the script once, shows the widget on stream, thankYou, quiz and fin and hides it elsewhere', async () => {
    const page = await newPage();
    const scriptLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/demo/assets/support-chat.js')) scriptLoads.push(request.url());
    });
    await openAnonymously(page, '/');
    expect(await supportChat(page).count()).toBe(0);
    for (const route of ['/thankYou', '/quiz', '/fin']) {
      await page.goto(`${demo.url}${route}`);
      await eventually(() => supportChat(page).isVisible()).toBe(true);
      expect(await supportChat(page).getAttribute('data-app-id')).toBe('foyer-demo');
      expect(await supportChat(page).getAttribute('data-region')).toBe('eu');
    }
    // An anonymous visitor has no name, e-mail or hash to hand over.
    expect(await supportChat(page).getAttribute('data-email')).toBeNull();
    await page.getByRole('button', { name: 'Support' }).click();
    expect(await page.locator('#foyer-support-chat-greeting').textContent()).toBe('Support foyer-demo (eu): Hallo!');

    // Client-side navigation to a page without the widget hides it; the script is not loaded again.
    await part(page, 'navbar').getByRole('link', { name: 'Mediathek' }).first().click();
    await eventually(() => pathname(page)).toBe('/mediaLibrary');
    await eventually(() => supportChat(page).isVisible()).toBe(false);
    await page.goBack();
    await eventually(() => supportChat(page).isVisible()).toBe(true);
    expect(await page.locator('script[src$="/demo/assets/support-chat.js"]').count()).toBe(1);

    await page.goto(`${demo.url}/landing`);
    await eventually(() => pathname(page)).toBe('/');
    await part(page, 'welcome').locator('h1').waitFor();
    await eventually(() => supportChat(page).isVisible()).toBe(false);
    expect(scriptLoads.length).toBeGreaterThanOrEqual(1);
  });

  it('shows the arena chat beside the stream with publisher and chatroom, and the widget', async () => {
    const page = await newPage();
    await openAnonymously(page, '/stream', arenaServer);
    const chat = part(page, 'arena-chat');
    await chat.waitFor();
    const src = new URL((await chat.getAttribute('src')) ?? '');
    expect(src.pathname).toBe('/demo/assets/arena-chat.html');
    expect(Object.fromEntries(src.searchParams)).toEqual({ publisher: 'foyer', chatroom: 'demo-lounge' });
    expect(await chat.getAttribute('title')).toBe('Chat zur Veranstaltung');
    await page.frameLocator('event-portal [part~="arena-chat"]').getByText('Arena-Chat: demo-lounge').waitFor();
    const [player, frame] = await Promise.all([
      page.locator('event-portal event-stream [part="player"]').boundingBox(),
      chat.boundingBox(),
    ]);
    expect(frame && player && frame.x > player.x + player.width - 1).toBe(true);
    await eventually(() => supportChat(page).isVisible()).toBe(true);
  });

  it('applies the theme token of the configuration in the shadow root', async () => {
    const page = await newPage();
    await openAnonymously(page, '/');
    // The welcome modal makes the page inert for role queries, so the button is found by its text.
    const button = part(page, 'welcome').locator('ul a', { hasText: 'Zum Livestream' });
    expect(await button.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(11, 95, 255)');
  });
});

describe('an e-mail login event', () => {
  it('offers the logout button on /thankYou, by keyboard too', async () => {
    const page = await newPage();
    await loginWithEmail(page, emailServer);
    await page.goto(`${emailServer.url}/thankYou`);
    const logout = part(page, 'thank-you').getByRole('button', { name: 'Ausloggen' });
    await logout.waitFor();
    expect(await part(page, 'thank-you-text').textContent()).toBe('Bis zum nächsten Mal!');
    expect(await axeViolations(page)).toEqual([]);
    await logout.focus();
    await page.keyboard.press('Enter');
    await eventually(() => pathname(page)).toBe('/landing');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it("replaces a text by the language override and colours by the configuration's theme", async () => {
    const page = await newPage();
    await loginWithEmail(page, emailServer);
    await page.goto(`${emailServer.url}/thankYou`);
    const heading = part(page, 'thank-you').locator('h1');
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Merci vielmals!');
    const logout = part(page, 'thank-you').getByRole('button', { name: 'Ausloggen' });
    expect(await logout.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(176, 0, 32)');
    expect(
      await page
        .locator('event-portal')
        .evaluate((host) => getComputedStyle(host).getPropertyValue('--foyer-color-primary').trim()),
    ).toBe('#b00020');
  });

  it("hands the widget the customer's name, e-mail and hash from getCurrentCustomer", async () => {
    const page = await newPage();
    await loginWithEmail(page, emailServer);
    await page.goto(`${emailServer.url}/stream`);
    await eventually(() => supportChat(page).isVisible()).toBe(true);
    const expectedHash = createHmac('sha256', SUPPORT_CHAT_SECRET).update('ticket@example.org').digest('hex');
    await eventually(() => supportChat(page).getAttribute('data-hash')).toBe(expectedHash);
    expect(await supportChat(page).getAttribute('data-name')).toBe('Tia Ket');
    expect(await supportChat(page).getAttribute('data-email')).toBe('ticket@example.org');
    expect(await supportChat(page).getAttribute('data-app-id')).toBe('nachher-app');
  });

  it('sends an extern zoom stream to /jump/externalZoomMeeting/{code}, which frames the meeting', async () => {
    const page = await newPage();
    await loginWithEmail(page, emailServer);
    await page.goto(`${emailServer.url}/stream/meeting`);
    await eventually(() => pathname(page)).toBe('/jump/externalZoomMeeting/meeting');
    const meeting = part(page, 'jump-meeting');
    await meeting.waitFor();
    const src = new URL((await meeting.getAttribute('src')) ?? '');
    expect(src.pathname).toBe('/zoom.html');
    expect(src.searchParams.get('meetingNumber')).toBe('555666777');
    expect(src.searchParams.get('userName')).toBe('Tia Ket');
    await page.frameLocator('event-portal [part~="jump-meeting"]').getByText('Meeting 555666777').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('asks for a display name when it knows none, and says so for an unknown stream', async () => {
    const page = await newPage();
    await loginWithEmail(page, emailServer);
    // Before the portal starts, so no customer refresh of the login can put the name back first.
    await page.addInitScript(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('user', JSON.stringify({ ...user, firstname: null, lastname: null }));
    });
    await page.goto(`${emailServer.url}/jump/externalZoomMeeting/meeting`);
    const name = page.getByLabel('Anzeigename *');
    await name.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Meeting beitreten' }).click();
    expect(await part(page, 'jump').getByRole('alert').textContent()).toBe('Anzeigename ist erforderlich');
    await name.fill('Tia');
    await page.keyboard.press('Enter');
    const meeting = part(page, 'jump-meeting');
    await meeting.waitFor();
    expect(new URL((await meeting.getAttribute('src')) ?? '').searchParams.get('userName')).toBe('Tia');

    await page.goto(`${emailServer.url}/jump/externalZoomMeeting/nope`);
    await eventually(() => part(page, 'jump').getByRole('alert').textContent()).toBe('Dieses Meeting gibt es nicht.');
    await page.goto(`${emailServer.url}/jump/externalZoomMeeting/main`);
    await expect
      .poll(() => part(page, 'jump').getByRole('alert').textContent())
      .toBe('Für diesen Livestream ist kein Meeting eingerichtet.');
  });
});

describe('a registration event', () => {
  it('sends visitors from the welcome page to /fin when the configuration says so', async () => {
    const page = await newPage();
    await loginWithEmail(page, registrationServer);
    await eventually(() => pathname(page)).toBe('/fin');
    await part(page, 'fin').locator('h1').waitFor();
    expect(await part(page, 'fin').locator('p').textContent()).toBe(
      'Danke, dass du dabei warst! Bis zum nächsten Mal.',
    );
  });

  it('has no logout button on /thankYou and redirects to the configured address', async () => {
    const page = await newPage();
    await loginWithEmail(page, registrationServer);
    await page.goto(`${registrationServer.url}/thankYou`);
    const thankYou = part(page, 'thank-you');
    await thankYou.getByRole('status').waitFor();
    expect(await thankYou.getByRole('status').textContent()).toMatch(
      /^Du wirst in [12] Sekunden? weitergeleitet\. Jetzt weiter$/,
    );
    expect(await thankYou.getByRole('button', { name: 'Ausloggen' }).count()).toBe(0);
    await eventually(() => pathname(page)).toBe('/quiz');
    expect(await part(page, 'quiz-content').textContent()).toBe('Hier geht es zum Quiz.');
  });

  it('keeps the support widget hidden when its script fails to load', async () => {
    const page = await newPage();
    const failed: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/demo/assets/missing-support-chat.js')) failed.push(response.status());
    });
    await loginWithEmail(page, registrationServer);
    await page.goto(`${registrationServer.url}/quiz`);
    await part(page, 'quiz-content').waitFor();
    // The login lands on /fin, where the first attempt starts; every attempt must have failed.
    await eventually(() => failed.length).toBeGreaterThan(0);
    expect(new Set(failed)).toEqual(new Set([404]));
    await eventually(() => supportChat(page).count()).toBe(1);
    expect(await supportChat(page).isVisible()).toBe(false);
    expect(await supportChat(page).evaluate((node) => (node as HTMLElement).hidden)).toBe(true);
  });
});
