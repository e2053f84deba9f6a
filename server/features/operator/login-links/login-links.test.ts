// Issue 18, one-time login links for console operators: asked for from the login form (the same answer for any
// address), sent by an owner or the CLI, mailed over real SMTP, single use, 15 minutes, counted under the login limits
// before the token is looked up; two uses at once of one link: exactly one logs in (on SQLite and PostgreSQL).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type LocalSmtpServer } from '../../../../tests/support/smtp.mjs';
import { hashPassword } from '../../../auth/passwords.js';
import { runCommand } from '../../../cli-commands.js';
import { dialects } from '../../../test-support/stores.js';
import { createTestApp, demoEventFile, type TestApp } from '../../../test-support/test-app.js';
import { saveOperator } from '../operator-accounts.js';

const publicUrl = 'https://foyer.example.org';
const REQUEST = 'mutation ($email: String!) { requestOperatorLoginLink(email: $email) }';
const SEND = 'mutation ($email: String!) { sendOperatorLoginLink(email: $email) }';
const LINK_LOGIN = 'mutation ($token: String!) { operatorLinkLogin(token: $token) { token operator { email role } } }';
const PASSWORD_LOGIN = `mutation ($email: String!, $password: String!) {
  operatorLogin(email: $email, password: $password) { token } }`;

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The token of the newest link in a mail's text. */
function tokenIn(mail: string): string {
  const match = /\/console#login=([\w-]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`No console login link in:\n${mail}`);
  return match[1];
}

for (const dialect of dialects) {
  describe(`operator login links (${dialect})`, () => {
    let t: TestApp;
    let smtp: LocalSmtpServer;
    const password = 'a long operator password';
    const owner = `owner-${randomUUID()}@example.org`;
    const analyst = `analyst-${randomUUID()}@example.org`;

    async function call(query: string, variables: Record<string, unknown>, options: CallOptions = {}) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: options.ip ?? '10.0.0.1',
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.language ? { 'x-foyer-language': options.language } : {}),
        },
        payload: { query, variables },
      });
      return response.json<Answer>();
    }
    interface CallOptions {
      ip?: string;
      token?: string;
      language?: string;
    }
    const loginToken = async (email: string) =>
      ((await call(PASSWORD_LOGIN, { email, password })).data?.['operatorLogin'] as { token: string }).token;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await createTestApp(dialect, { env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } });
      const passwordHash = await hashPassword(password);
      await saveOperator(t.store.db, { email: owner, role: 'owner', passwordHash }, 'cli', new Date());
      await saveOperator(t.store.db, { email: analyst, role: 'analyst', passwordHash }, 'cli', new Date());
    });
    afterAll(async () => {
      await t.close();
      await smtp.stop();
    });

    it('mails an operator who asks a link that opens the console and logs in once', async () => {
      const unknown = `nobody-${randomUUID()}@example.org`;
      // The same answer for an address that is no operator's, and no mail to it.
      expect(await call(REQUEST, { email: unknown })).toEqual({ data: { requestOperatorLoginLink: true } });
      expect(await call(REQUEST, { email: ` ${analyst.toUpperCase()} ` }, { language: 'en' })).toEqual({
        data: { requestOperatorLoginLink: true },
      });
      const mail = await smtp.nextMail(analyst);
      expect(mail).toContain('Your login link for the');
      expect(mail).toContain('valid for 15 minutes and works once');
      expect(mail).toContain(`${publicUrl}/console#login=`);
      expect(smtp.mails.some((sent) => sent.to.includes(unknown))).toBe(false);

      const token = tokenIn(mail);
      const first = await call(LINK_LOGIN, { token });
      expect(first.data?.['operatorLinkLogin']).toMatchObject({ operator: { email: analyst, role: 'analyst' } });
      const session = (first.data?.['operatorLinkLogin'] as { token: string }).token;
      expect((await call('{ getOperator { email } }', {}, { token: session })).data).toEqual({
        getOperator: { email: analyst },
      });
      // Used: the same link again is refused.
      const again = await call(LINK_LOGIN, { token });
      expect(again.errors?.[0]).toMatchObject({
        message: 'The login link is invalid, used or expired',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('writes the mail in the console language asked in', async () => {
      await call(REQUEST, { email: analyst }, { language: 'de-DE-DU', ip: '10.0.0.2' });
      expect(await smtp.nextMail(analyst)).toContain('meldest du dich an der Operator-Konsole');
      await call(REQUEST, { email: analyst }, { language: 'de-DE-SIE', ip: '10.0.0.2' });
      expect(await smtp.nextMail(analyst)).toContain('ein einziges Mal');
    });

    it('refuses a link after 15 minutes', async () => {
      await call(REQUEST, { email: analyst }, { ip: '10.0.0.3' });
      const token = tokenIn(await smtp.nextMail(analyst));
      const issued = t.clock();
      t.clock.set(new Date(issued.getTime() + 15 * 60_000 + 1000));
      try {
        const late = await call(LINK_LOGIN, { token }, { ip: '10.0.0.3' });
        expect(late.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      } finally {
        t.clock.set(issued);
      }
    });

    it('lets exactly one of several concurrent uses of one link log in', async () => {
      await call(REQUEST, { email: analyst }, { ip: '10.0.0.4' });
      const token = tokenIn(await smtp.nextMail(analyst));
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) => call(LINK_LOGIN, { token }, { ip: `10.0.1.${index}` })),
      );
      expect(answers.filter((answer) => answer.data?.['operatorLinkLogin'])).toHaveLength(1);
      expect(answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT')).toHaveLength(5);
    });

    it('counts a link login under the login limits before it looks the token up', async () => {
      const ip = '10.0.0.5';
      await call(REQUEST, { email: analyst }, { ip });
      const token = tokenIn(await smtp.nextMail(analyst));
      for (let attempt = 0; attempt < 100; attempt++) {
        const wrong = await call(LINK_LOGIN, { token: `wrong-${attempt}` }, { ip });
        expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
      // The 101st attempt from the address is refused before the (right) token is looked at, and it stays unused.
      const refused = await call(LINK_LOGIN, { token }, { ip });
      expect(refused.errors?.[0]?.extensions?.code).toBe('429');
      expect((await call(LINK_LOGIN, { token }, { ip: '10.0.0.6' })).data?.['operatorLinkLogin']).toBeTruthy();
    });

    it('limits asking for links per address as reset mails are', async () => {
      const ip = '10.0.0.7';
      const email = `nobody-${randomUUID()}@example.org`;
      for (let ask = 0; ask < 3; ask++) expect((await call(REQUEST, { email }, { ip })).errors).toBeUndefined();
      expect((await call(REQUEST, { email }, { ip })).errors?.[0]?.extensions?.code).toBe('429');
    });

    it('lets an owner, and only an owner, send an operator a link', async () => {
      const ownerToken = await loginToken(owner);
      const analystToken = await loginToken(analyst);
      const refused = await call(SEND, { email: owner }, { token: analystToken });
      expect(refused.errors?.[0]?.extensions?.code).toBe('403');
      const unknown = await call(SEND, { email: `nobody-${randomUUID()}@example.org` }, { token: ownerToken });
      expect(unknown.errors?.[0]?.extensions?.code).toBe('404');
      expect(await call(SEND, { email: analyst }, { token: ownerToken })).toEqual({
        data: { sendOperatorLoginLink: true },
      });
      const token = tokenIn(await smtp.nextMail(analyst));
      expect((await call(LINK_LOGIN, { token }, { ip: '10.0.0.8' })).data?.['operatorLinkLogin']).toBeTruthy();
      const log = await call('{ getOperatorAudit(limit: 5) { actor action target } }', {}, { token: ownerToken });
      expect(log.data?.['getOperatorAudit']).toEqual(
        expect.arrayContaining([{ actor: owner, action: 'sendOperatorLoginLink', target: analyst }]),
      );
    });

    it('refuses two link logins in one request', async () => {
      const both = await call(
        'mutation { a: operatorLinkLogin(token: "x") { token } b: operatorLinkLogin(token: "y") { token } }',
        {},
      );
      expect(both.errors?.[0]?.extensions?.code).toBe('GRAPHQL_LIMIT_EXCEEDED');
    });
  });
}

describe('the operator-link command', () => {
  let folder: string;
  let smtp: LocalSmtpServer;
  let env: Record<string, string>;
  const logs: string[] = [];
  const io = () => ({ env, stdout: () => undefined, log: (text: string) => logs.push(text) });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    folder = await mkdtemp(join(tmpdir(), 'foyer-operator-link-'));
    env = { DATA_DIR: folder, LOG_LEVEL: 'silent', SMTP_URL: smtp.url, PUBLIC_URL: publicUrl };
    await runCommand(['import-event', demoEventFile], io());
    await runCommand(['add-operator', 'cli-owner@example.org', 'owner'], {
      ...io(),
      readLine: () => Promise.resolve('a long operator password'),
    });
  });
  afterAll(async () => {
    await smtp.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('mails the operator a link and says so; refuses an unknown address and a missing SMTP_URL', async () => {
    await runCommand(['operator-link', 'CLI-Owner@example.org'], io());
    expect(await smtp.nextMail('cli-owner@example.org')).toMatch(/\/console#login=[\w-]{43}/);
    expect(logs.at(-1)).toBe('Mailed a one-time login link to cli-owner@example.org (valid 15 minutes, single use)');
    await expect(runCommand(['operator-link', 'nobody@example.org'], io())).rejects.toThrow(
      'No console operator has the e-mail address nobody@example.org',
    );
    const { SMTP_URL: _unset, ...withoutSmtp } = env;
    await expect(runCommand(['operator-link', 'cli-owner@example.org'], { ...io(), env: withoutSmtp })).rejects.toThrow(
      'operator-link mails the link: set SMTP_URL',
    );
  });
});
