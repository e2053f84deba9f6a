// A host site with its own accounts that puts Foyer's chat bubble on its page (docs/embedding.md "Chat with your own
// users"). Plain node:http, no framework: a fake login of two users, a page on this site's origin that loads
// <chat-widget> from the Foyer server, and POST /chat-token, where this server asks Foyer's POST /chat/tokens with
// the server key for a token for the logged-in user. The key never leaves this server.
//
//   FOYER_URL=http://localhost:8080 CHAT_SERVER_KEY=... node examples/chat-host/server.mjs
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** The host's own users. A real site has its database and login here; the chat sees only id, name and picture. */
export const HOST_USERS = {
  ada: { id: 'host-user-ada', name: 'Ada Lovelace', avatar: '/demo/assets/logo.svg' },
  grace: { id: 'host-user-grace', name: 'Grace Hopper' },
};

const SESSION_COOKIE = 'host_session';

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function loginPage() {
  const buttons = Object.entries(HOST_USERS)
    .map(
      ([login, user]) =>
        `<button type="submit" name="user" value="${escapeHtml(login)}">Log in as ${escapeHtml(user.name)}</button>`,
    )
    .join('\n        ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Example host: log in</title>
  </head>
  <body>
    <main>
      <h1>Example host site</h1>
      <form method="post" action="/login">
        ${buttons}
      </form>
    </main>
  </body>
</html>`;
}

/** `settings`: the widget settings (chat-widget.md §6), for example `{ "user_listing": "friends" }`. */
function chatPage(user, foyerUrl, settings) {
  const settingsAttribute = settings ? ` settings="${escapeHtml(JSON.stringify(settings))}"` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Example host: ${escapeHtml(user.name)}</title>
  </head>
  <body>
    <main>
      <h1>Hello, ${escapeHtml(user.name)}</h1>
      <p>The chat bubble at the bottom right talks to the event's chat as you.</p>
      <form method="post" action="/logout"><button type="submit">Log out</button></form>
    </main>
    <chat-widget api-url="${escapeHtml(foyerUrl)}/graphql" language="en"${settingsAttribute}></chat-widget>
    <script>
      // Set before the widget's script runs (module scripts run after the page is parsed): the widget asks this
      // function for a token when it starts, and again whenever the chat refuses the last one (it expired).
      document.querySelector('chat-widget').tokenProvider = async () => {
        const response = await fetch('/chat-token', { method: 'POST' });
        if (!response.ok) throw new Error('No chat token: HTTP ' + response.status);
        return (await response.json()).token;
      };
    </script>
    <script type="module" src="${escapeHtml(foyerUrl)}/dist/chat-widget.js"></script>
  </body>
</html>`;
}

function cookieOf(request, name) {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

async function formField(request, name) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 1024) break;
  }
  return new URLSearchParams(body).get(name);
}

/**
 * The host's server. `foyerUrl`: where Foyer runs (its origin); `serverKey`: Foyer's CHAT_SERVER_KEY, kept here only.
 * `tokenSeconds`: how long each chat token lives (Foyer's default is an hour); `widgetSettings`: the widget's settings. Read on each request, so a test may
 * start this server first and tell it Foyer's address once Foyer runs.
 */
export function createChatHost(options) {
  /** Session id -> login name; in memory, as befits an example. */
  const sessions = new Map();

  /** Asks Foyer for a chat token for this host user: creates them on first use, updates name and picture later. */
  async function chatTokenFor(user) {
    const { foyerUrl, serverKey, tokenSeconds } = options;
    const response = await fetch(`${foyerUrl}/chat/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${serverKey}` },
      body: JSON.stringify({
        uid: user.id,
        name: user.name,
        ...(user.avatar ? { avatar: user.avatar } : {}),
        ...(tokenSeconds ? { ttlSeconds: tokenSeconds } : {}),
      }),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`Foyer refused: ${answer.error?.code} ${answer.error?.message}`);
    return answer;
  }

  return createServer(async (request, response) => {
    const login = sessions.get(cookieOf(request, SESSION_COOKIE));
    const user = login ? HOST_USERS[login] : undefined;
    const html = (status, body, headers = {}) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(body);
    };
    const redirect = (headers = {}) => {
      response.writeHead(303, { location: '/', ...headers });
      response.end();
    };
    try {
      if (request.method === 'GET' && request.url === '/') {
        return user ? html(200, chatPage(user, options.foyerUrl, options.widgetSettings)) : html(200, loginPage());
      }
      if (request.method === 'POST' && request.url === '/login') {
        const name = await formField(request, 'user');
        if (!name || !Object.hasOwn(HOST_USERS, name)) return html(400, '<p>No such user</p>');
        const id = randomBytes(24).toString('base64url');
        sessions.set(id, name);
        return redirect({ 'set-cookie': `${SESSION_COOKIE}=${id}; HttpOnly; SameSite=Lax; Path=/` });
      }
      if (request.method === 'POST' && request.url === '/logout') {
        sessions.delete(cookieOf(request, SESSION_COOKIE));
        return redirect({ 'set-cookie': `${SESSION_COOKIE}=; Max-Age=0; Path=/` });
      }
      if (request.method === 'POST' && request.url === '/chat-token') {
        if (!user) {
          response.writeHead(401, { 'content-type': 'application/json' });
          return response.end(JSON.stringify({ error: 'not logged in' }));
        }
        const { token, expiresAt } = await chatTokenFor(user);
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        return response.end(JSON.stringify({ token, expiresAt }));
      }
      html(404, '<p>Not found</p>');
    } catch (error) {
      console.error(error);
      if (!response.headersSent) html(502, '<p>The chat is not available right now</p>');
      else response.end();
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const foyerUrl = (process.env.FOYER_URL ?? 'http://localhost:8080').replace(/\/$/, '');
  const serverKey = process.env.CHAT_SERVER_KEY;
  if (!serverKey) {
    console.error('Set CHAT_SERVER_KEY to the key the Foyer server was started with.');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? 'localhost';
  createChatHost({ foyerUrl, serverKey }).listen(port, host, () => {
    console.log(`Example host on http://${host}:${port}/ (Foyer at ${foyerUrl})`);
  });
}
