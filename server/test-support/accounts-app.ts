// An app on a given event for the account tests, with requests from a chosen IP address and the dev mailbox.
import { importEvent } from '../event-file/import-event.js';
import type { EventFile } from '../event-file/schema.js';
import type { Dialect } from './stores.js';
import { createTestApp, type GraphQLResponse, type TestApp, type TestAppOptions } from './test-app.js';

export interface AccountTestApp extends TestApp {
  call(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; ip?: string; language?: string },
  ): Promise<GraphQLResponse>;
  /** The dev mailbox's messages, newest first, once every mail in flight has been handed over. */
  mails(): Promise<{ to: string; subject: string; text: string }[]>;
  /** The token in the newest mail's link to `path` (activateAccount or resetPassword). */
  mailedToken(path: string): Promise<string>;
}

export async function createAccountTestApp(
  dialect: Dialect,
  event: EventFile,
  { env = {}, counters }: Pick<TestAppOptions, 'env' | 'counters'> = {},
): Promise<AccountTestApp> {
  const t = await createTestApp(dialect, {
    importDemo: false,
    env: { PUBLIC_URL: 'https://portal.example.org', DEV_MAILBOX: 'on', ...env },
    counters,
  });
  await importEvent(t.store.db, event);
  const call: AccountTestApp['call'] = async (query, variables, { token, ip = '10.0.0.1', language } = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'x-foyer-language': language } : {}),
      },
      payload: { query, variables },
    });
    return { statusCode: response.statusCode, body: response.json() };
  };
  const mails: AccountTestApp['mails'] = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    return (response.json() as { messages: { to: string; subject: string; text: string }[] }).messages;
  };
  return {
    ...t,
    call,
    mails,
    async mailedToken(path) {
      const [newest] = await mails();
      const match = new RegExp(`https://portal\\.example\\.org/${path}/([\\w-]+)`).exec(newest?.text ?? '');
      if (!match?.[1]) throw new Error(`No ${path} link in the newest mail: ${JSON.stringify(newest)}`);
      return match[1];
    },
  };
}

export function codeOf(response: GraphQLResponse): string | undefined {
  return response.body.errors?.[0]?.extensions?.code;
}
