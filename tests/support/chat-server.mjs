// What the chat adapter's Node tests need from a running server: chat tokens for new visitors, and the `ws`
// package's WebSocket (Node 20 has none). Plain JS with a .d.mts, so src/ tests use it without Node's types.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { graphqlData } from './graphql.mjs';

export const NodeWebSocket = WebSocket;

/** Logs a new anonymous visitor in to the portal and returns their chat token (getCometChatToken). */
export async function newChatToken(serverUrl) {
  const { customerAnonymousLogin } = await graphqlData(serverUrl, 'query { customerAnonymousLogin { token } }');
  const { getCometChatToken } = await graphqlData(serverUrl, 'query { getCometChatToken { token } }', {
    token: customerAnonymousLogin.token,
  });
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

const postgresAdminUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The environment that puts a spawned server on the given dialect: nothing for the embedded SQLite store, or a new
 * empty PostgreSQL database as DATABASE_URL. drop() removes that database again.
 */
export async function storeEnv(dialect) {
  if (dialect === 'sqlite') return { env: {}, drop: async () => {} };
  const name = `foyer_chat_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    // Every process on PostgreSQL signs with a configured secret (docs/decisions/0010).
    env: { DATABASE_URL: url.toString(), JWT_SECRET: randomUUID().repeat(2) },
    async drop() {
      const dropper = new pg.Client({ connectionString: postgresAdminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
