// Issue #12 "Chat on any site, with the host's own users": the example host of examples/chat-host (its own origin,
// its own fake login) puts the built <chat-widget> from the Foyer server on its page and hands it tokens from its
// server, which asks Foyer's POST /chat/tokens with the server key. Two host users in two browser contexts chat; the
// host page's storage and cookies stay as the host left them; axe finds nothing. And README's "Only the chat bubble"
// snippet, pasted as it is into a page on another origin, shows the bubble on the demo event (open to anonymous
// visitors).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatHost, HOST_USERS } from '../../examples/chat-host/server.mjs';
import { axeViolations, useBrowser, useServer } from './support/fixtures.js';

const SERVER_KEY = 'example-host-key-'.padEnd(48, 'x');

let host: Server;
let hostUrl: string;
/** A plain page on a third origin holding README's "Only the chat bubble" snippet, as a developer pastes it. */
let readmePage: Server;
let readmePageUrl: string;
const hostOptions: { foyerUrl: string; serverKey: string; widgetSettings?: Record<string, unknown> } = {
  foyerUrl: '',
  serverKey: SERVER_KEY,
};

interface HostState {
  local: Record<string, string>;
  session: Record<string, string>;
  cookie: string;
}

// The host pages listen first (this hook is registered before useServer's): Foyer must know their origins
// (CORS_ORIGINS) to serve them the widget's modules. Another origin than Foyer's: localhost here, 127.0.0.1 there.
beforeAll(async () => {
  host = createChatHost(hostOptions);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}`;
  readmePage = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>A page</title></head>` +
        `<body><main><h1>A page with the chat bubble</h1></main>${readmeSnippet(server.url)}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => readmePage.listen(0, '127.0.0.1', resolve));
  readmePageUrl = `http://localhost:${(readmePage.address() as AddressInfo).port}`;
});
const server = useServer(() => ({
  env: { CHAT_SERVER_KEY: SERVER_KEY, CORS_ORIGINS: `${hostUrl},${readmePageUrl}` },
}));
beforeAll(() => {
  hostOptions.foyerUrl = server.url;
});
const browser = useBrowser();

afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
  await new Promise((resolve) => readmePage?.close(resolve));
});

/** README's snippet for the chat bubble alone, with the Foyer server's address put in. */
function readmeSnippet(foyerUrl: string): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const snippet = /Only the chat bubble[^\n]*\n\n```html\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!snippet) throw new Error('README.md has no "Only the chat bubble" html snippet');
  return snippet.replaceAll('https://your-foyer-server', foyerUrl);
}

/** A new browser context whose pages have the host app's own keys and cookie, recorded before any script runs. */
async function hostContext(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 900 }, locale: 'en-US' });
  await page.context().addInitScript(() => {
    // The host app's own state, with the names Foyer's standalone portal would use.
    if (localStorage.getItem('token') === null) {
      localStorage.setItem('token', 'host-app-token');
      localStorage.setItem('user', '{"host":"user"}');
      sessionStorage.setItem('token', 'host-app-session');
      document.cookie = 'token=host-app-cookie; path=/';
    }
    const state = { local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie };
    (window as unknown as { hostStateAtStart: unknown }).hostStateAtStart = state;
  });
  return page;
}

/** A host user logged in on the example host, on its chat page; the host's own keys are set before any script. */
async function hostUser(login: 'ada' | 'grace'): Promise<Page> {
  const page = await hostContext();
  await page.goto(`${hostUrl}/`);
  await page.getByRole('button', { name: `Log in as ${HOST_USERS[login].name}` }).click();
  await page.getByRole('heading', { name: `Hello, ${HOST_USERS[login].name}` }).waitFor();
  await bubble(page).waitFor({ timeout: 15_000 });
  return page;
}

const widget = (page: Page) => page.locator('chat-widget');
const bubble = (page: Page) => widget(page).locator('[part="bubble"]');
const composer = (page: Page) => widget(page).locator('[part="composer-input"]');
const listRow = (page: Page, name: string) => widget(page).locator('[part="list-item"]').filter({ hasText: name });

async function hostState(page: Page): Promise<{ now: HostState; atStart: HostState }> {
  return page.evaluate(() => ({
    now: { local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie },
    atStart: (window as unknown as { hostStateAtStart: HostState }).hostStateAtStart,
  }));
}

describe('the example chat host (examples/chat-host)', () => {
  it("lets two of the host's own users chat, and leaves the host's storage and cookies alone", async () => {
    const ada = await hostUser('ada');
    const grace = await hostUser('grace');

    // Ada finds Grace among the users by the name the host gave, and writes to her.
    await bubble(ada).click();
    await widget(ada).getByRole('tab', { name: 'Users' }).click();
    await widget(ada).getByRole('searchbox').fill('Grace');
    await listRow(ada, HOST_USERS.grace.name).click();
    await composer(ada).fill('Hello Grace, from the host site');
    await composer(ada).press('Enter');

    // Grace sees it in her chats, from Ada, under Ada's name.
    await bubble(grace).click();
    await widget(grace).getByRole('tab', { name: 'Chats' }).click();
    const row = listRow(grace, HOST_USERS.ada.name);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Hello Grace, from the host site');
    await row.click();
    await widget(grace)
      .locator('[part="message-bubble"]')
      .filter({ hasText: 'Hello Grace, from the host site' })
      .waitFor();

    for (const page of [ada, grace]) {
      const { now, atStart } = await hostState(page);
      expect(now).toEqual(atStart);
      expect(now.local).toEqual({ token: 'host-app-token', user: '{"host":"user"}' });
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('shows the picture the host gave a user in the users list, as an image of that address', async () => {
    const ada = await hostUser('ada');
    const grace = await hostUser('grace');
    await bubble(grace).click();
    await widget(grace).getByRole('tab', { name: 'Users' }).click();
    await widget(grace).getByRole('searchbox').fill('Ada');
    // The host sent a path on Foyer's server; every page gets the address on Foyer's origin.
    const picture = listRow(grace, HOST_USERS.ada.name).locator('[part="avatar"] img');
    await expect
      .poll(() => picture.getAttribute('src'), { timeout: 10_000 })
      .toBe(new URL(HOST_USERS.ada.avatar!, server.url).href);
    expect(await axeViolations(grace)).toEqual([]);
    await ada.context().close();
    await grace.context().close();
  });

  it('lists only the friends the host set for a widget with user_listing friends', async () => {
    // Both users exist once they have had a token; the host's server makes them friends with its key.
    await hostUser('ada').then((page) => page.context().close());
    const grace = await (async () => {
      hostOptions.widgetSettings = { user_listing: 'friends' };
      try {
        return await hostUser('grace');
      } finally {
        delete hostOptions.widgetSettings;
      }
    })();
    await bubble(grace).click();
    await widget(grace).getByRole('tab', { name: 'Users' }).click();
    const rows = widget(grace).locator('[part="list-item"]');
    await widget(grace).getByText('No users found').or(rows.first()).waitFor();
    expect(await rows.count()).toBe(0);

    const befriended = await fetch(`${server.url}/chat/users/${HOST_USERS.grace.id}/friends`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SERVER_KEY}` },
      body: JSON.stringify({ accepted: [HOST_USERS.ada.id] }),
    });
    expect(befriended.status).toBe(200);
    // The list asks again when searched: Ada only, though the event has many more chat users.
    await widget(grace).getByRole('searchbox').fill('a');
    await expect
      .poll(() => rows.allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(HOST_USERS.ada.name)]);
    await widget(grace).getByRole('searchbox').fill('');
    await expect
      .poll(() => rows.allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(HOST_USERS.ada.name)]);
    await grace.context().close();
  });

  it("shows the bubble of README's snippet as written on an event open to anonymous visitors", async () => {
    const page = await hostContext();
    await page.goto(`${readmePageUrl}/`);
    await bubble(page).waitFor({ timeout: 15_000 });
    await bubble(page).click();
    await widget(page).locator('[part="panel-header"]').waitFor();
    // The anonymous session the widget started is kept under the API's prefix; the host's own keys are untouched.
    const { now, atStart } = await hostState(page);
    const prefix = `foyer:${server.url}:`;
    expect(Object.keys(now.local).filter((key) => !key.startsWith(prefix))).toEqual(Object.keys(atStart.local));
    expect(now.local['token']).toBe(atStart.local['token']);
    expect(now.local['user']).toBe(atStart.local['user']);
    expect(now.local[`${prefix}token`]).toBeTruthy();
    expect(now.session).toEqual(atStart.session);
    expect(now.cookie).toBe(atStart.cookie);
    expect(await axeViolations(page)).toEqual([]);
  });
});
