// What the chat adapter's Node tests need from a running server: chat tokens for new visitors, and the `ws`
// package's WebSocket (Node 20 has none). Plain JS with a .d.mts, so src/ tests use it without Node's types.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

export const NodeWebSocket = WebSocket;

async function graphql(serverUrl, query, token) {
  const response = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Logs a new anonymous visitor in to the portal and returns their chat token (getCometChatToken). */
export async function newChatToken(serverUrl) {
  const { customerAnonymousLogin } = await graphql(serverUrl, 'query { customerAnonymousLogin { token } }');
  const { getCometChatToken } = await graphql(
    serverUrl,
    'query { getCometChatToken { token } }',
    customerAnonymousLogin.token,
  );
  return getCometChatToken.token;
}

/** The chat WebSocket address of a server: http://host:port -> ws://host:port/chat. */
export function chatSocketUrl(serverUrl) {
  return `${serverUrl.replace(/^http/, 'ws')}/chat`;
}

/** A new empty folder for a server's data that outlives the server (see startServer's dataDir). */
export function tempDataDir() {
  return mkdtempSync(join(tmpdir(), 'foyer-chat-'));
}

export function removeDataDir(path) {
  rmSync(path, { recursive: true, force: true });
}
