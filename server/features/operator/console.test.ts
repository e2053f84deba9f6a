// The operator console's server side (issue #18): operator accounts and their login, what each role may do (every
// refusal as raw GraphQL), the audit log, removing a word, and live results over a WebSocket subscription.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideOperator, OPERATOR_ROLES, type OperatorAction } from '../../auth/access-policy.js';
import { hashPassword } from '../../auth/passwords.js';
import { operatorsSection } from '../../event-file/sections/operators.js';
import { dialects } from '../../test-support/stores.js';
import { POLL_TOTALS_SUBSCRIPTION, subscribe } from '../../test-support/subscriptions.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { importOperators, saveOperator } from './operator-accounts.js';

const operatorToken = 'operator-'.padEnd(40, 'x');
const password = 'a long operator password';

const login = `mutation ($email: String!, $password: String!) {
  operatorLogin(email: $email, password: $password) { token expiresAt operator { email role } }
}`;

/** Every operation that changes something or reads what a role may not, with the actions they need. */
const guarded: { name: string; query: string; action: OperatorAction }[] = [
  { name: 'openPoll', query: 'mutation { openPoll(code: "stimmung") { status } }', action: 'runShow' },
  { name: 'closePoll', query: 'mutation { closePoll(code: "stimmung") { status } }', action: 'runShow' },
  { name: 'clearPoll', query: 'mutation { clearPoll(code: "stimmung") { status } }', action: 'runShow' },
  {
    name: 'removeWordFromWordCloud',
    query: 'mutation { removeWordFromWordCloud(code: "stimmung", word: "x") { status } }',
    action: 'runShow',
  },
  { name: 'showConversionCard', query: 'mutation { showConversionCard(code: "x") { code } }', action: 'runShow' },
  { name: 'hideConversionCard', query: 'mutation { hideConversionCard(code: "x") { code } }', action: 'runShow' },
  { name: 'closeForm', query: 'mutation { closeForm(code: "newsletter") { code } }', action: 'runShow' },
  { name: 'openForm', query: 'mutation { openForm(code: "newsletter") { code } }', action: 'runShow' },
  { name: 'getChatReports', query: '{ getChatReports { id } }', action: 'moderate' },
  { name: 'deleteChatMessage', query: 'mutation { deleteChatMessage(id: 1, reason: "spam") }', action: 'moderate' },
  { name: 'banChatUser', query: 'mutation { banChatUser(uid: "u1", reason: "spam") }', action: 'moderate' },
  { name: 'unbanChatUser', query: 'mutation { unbanChatUser(uid: "u1") }', action: 'moderate' },
  { name: 'exportAttendees', query: '{ exportAttendees }', action: 'exportAttendees' },
  { name: 'getOperatorAudit', query: '{ getOperatorAudit { id } }', action: 'readAudit' },
];

describe('the operator policy table', () => {
  it('gives owners everything, moderators the show and the chat, analysts reading only', () => {
    const table = Object.fromEntries(
      OPERATOR_ROLES.map((role) => [
        role,
        (
          [
            'readShow',
            'runShow',
            'readSubmissions',
            'moderate',
            'exportAttendees',
            'readAudit',
            'readAnalytics',
          ] as const
        ).filter((action) => decideOperator(role, action).allowed),
      ]),
    );
    expect(table).toEqual({
      owner: ['readShow', 'runShow', 'readSubmissions', 'moderate', 'exportAttendees', 'readAudit', 'readAnalytics'],
      moderator: ['readShow', 'runShow', 'readSubmissions', 'moderate', 'readAnalytics'],
      analyst: ['readShow', 'readSubmissions', 'readAnalytics'],
    });
    expect(decideOperator(null, 'readShow')).toEqual({ allowed: false, refusal: 'forbidden' });
  });

  it('reads operators from the event file, refusing a plain password, an unknown role and a duplicate', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$abc$def';
    expect(operatorsSection.parse([{ email: 'A@Example.org', role: 'owner', passwordHash: hash }])).toEqual([
      { email: 'a@example.org', role: 'owner', passwordHash: hash },
    ]);
    const messages = (operators: unknown[]) =>
      operatorsSection.safeParse(operators).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(
      messages([
        { email: 'a@example.org', role: 'owner', passwordHash: 'secret' },
        { email: 'b@example.org', role: 'admin', passwordHash: hash },
      ]),
    ).toEqual([
      expect.stringMatching(/^0\.passwordHash: expected an argon2id hash/),
      '1.role: expected one of owner, moderator, analyst',
    ]);
    expect(
      messages([
        { email: 'b@example.org', role: 'owner', passwordHash: hash },
        { email: 'B@example.org', role: 'analyst', passwordHash: hash },
      ]),
    ).toEqual(['1.email: duplicate e-mail address']);
  });
});

describe.each(dialects)('the operator console on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { OPERATOR_TOKEN: operatorToken } });
    const passwordHash = await hashPassword(password);
    const now = t.clock();
    for (const role of OPERATOR_ROLES) {
      await saveOperator(t.store.db, { email: `${role}@example.org`, role, passwordHash }, 'cli', now);
      const answer = await t.graphql(login, { variables: { email: `${role}@example.org`, password } });
      tokens[role] = (answer.body.data?.['operatorLogin'] as { token: string }).token;
    }
  });
  afterAll(() => t.close());

  it('logs an operator in with e-mail and password, and answers who they are', async () => {
    const answer = await t.graphql(login, { variables: { email: ' Moderator@Example.org ', password } });
    expect(answer.body.data?.['operatorLogin']).toEqual({
      token: expect.stringMatching(/^fop_[\w-]{43}$/),
      expiresAt: '2025-06-02T00:00:00.000Z',
      operator: { email: 'moderator@example.org', role: 'moderator' },
    });
    const me = await t.graphql('{ getOperator { email role } }', { token: tokens['analyst'] });
    expect(me.body.data?.['getOperator']).toEqual({ email: 'analyst@example.org', role: 'analyst' });
    const automation = await t.graphql('{ getOperator { email role } }', { token: operatorToken });
    expect(automation.body.data?.['getOperator']).toEqual({ email: 'OPERATOR_TOKEN', role: 'owner' });
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    for (const email of ['owner@example.org', 'nobody@example.org']) {
      const answer = await t.graphql(login, { variables: { email, password: 'wrong password!' } });
      expect(answer.body.errors?.[0]).toMatchObject({
        message: 'Invalid credentials',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('holds operator logins to the customers login limits: the 11th wrong one in 15 minutes is refused', async () => {
    const email = 'analyst@example.org';
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await t.graphql(login, { variables: { email, password: `wrong ${attempt}` } });
      codes.push(answer.body.errors?.[0]?.extensions?.code);
    }
    expect(codes.slice(0, 10).every((code) => code === 'BAD_USER_INPUT')).toBe(true);
    expect(codes[10]).toBe('429');
    t.clock.set(new Date(t.clock().getTime() + 15 * 60_000 + 1000));
  });

  it('refuses every guarded operation without an operator, and to a session token that is no live session', async () => {
    const unknownSession = `fop_${'a'.repeat(43)}`;
    for (const [index, { name, query }] of guarded.entries()) {
      // Unknown sessions count against the address like wrong operator tokens (10 in 15 minutes), so only a few.
      for (const token of index < 5 ? [undefined, unknownSession] : [undefined]) {
        const answer = await t.graphql(query, { token });
        expect(answer.body.errors?.[0], `${name} with ${token ?? 'nothing'}`).toMatchObject({
          message: 'This operation needs the operator token',
          extensions: { code: '403' },
        });
      }
    }
    for (let attempt = 0; attempt < 5; attempt++)
      await t.graphql('{ getOperator { email } }', { token: unknownSession });
    const over = await t.graphql('{ getOperator { email } }', { token: unknownSession });
    expect(over.body.errors?.[0]?.extensions?.code).toBe('429');
    t.clock.set(new Date(t.clock().getTime() + 15 * 60_000 + 1000));
  });

  it.each(['analyst', 'moderator'])(
    'refuses a %s every operation the role may not take, as raw GraphQL',
    async (role) => {
      const refused = guarded.filter(({ action }) => !decideOperator(role as 'analyst', action).allowed);
      expect(refused.length).toBeGreaterThan(0);
      for (const { name, query } of refused) {
        const answer = await t.graphql(query, { token: tokens[role] });
        expect(answer.body.errors?.[0], name).toMatchObject({
          message: `The role ${role} may not do this`,
          extensions: { code: '403' },
        });
        expect(answer.body.data ?? null, name).toBeNull();
      }
      if (role === 'moderator')
        expect(refused.map(({ name }) => name)).toEqual(['exportAttendees', 'getOperatorAudit']);
    },
  );

  it('lets an analyst read every poll, and a moderator run the show, each action in the audit log', async () => {
    const polls = await t.graphql('{ getOperatorPolls { code status } }', { token: tokens['analyst'] });
    expect((polls.body.data?.['getOperatorPolls'] as { code: string }[]).map((poll) => poll.code)).toContain(
      'stimmung',
    );
    const closed = await t.graphql('mutation { closePoll(code: "stimmung") { status } }', {
      token: tokens['moderator'],
    });
    expect(closed.body.data?.['closePoll']).toEqual({ status: 'visible_only' });
    await t.graphql('mutation { openPoll(code: "stimmung") { status } }', { token: operatorToken });
    const log = await t.graphql('{ getOperatorAudit(limit: 2) { actor action target reason at } }', {
      token: tokens['owner'],
    });
    expect(log.body.data?.['getOperatorAudit']).toEqual([
      { actor: 'OPERATOR_TOKEN', action: 'openPoll', target: 'stimmung', reason: null, at: t.clock().toISOString() },
      {
        actor: 'moderator@example.org',
        action: 'closePoll',
        target: 'stimmung',
        reason: null,
        at: t.clock().toISOString(),
      },
    ]);
  });

  it('lists every card to an analyst, hidden ones too, and a moderator hides one from visitors', async () => {
    const cards = await t.graphql('{ getOperatorCards { code visible } }', { token: tokens['analyst'] });
    const listed = cards.body.data?.['getOperatorCards'] as { code: string; visible: boolean }[];
    expect(listed.map((card) => card.code)).toEqual(
      expect.arrayContaining(['newsletter', 'reaktionen', 'feedback-karte', 'umfrage-karte', 'programm']),
    );
    const stored = await t.store.db.selectFrom('conversion_cards').select('code').execute();
    expect(listed).toHaveLength(stored.length);
    const hidden = await t.graphql('mutation { hideConversionCard(code: "feedback-karte") { visible } }', {
      token: tokens['moderator'],
    });
    expect(hidden.body.data?.['hideConversionCard']).toEqual({ visible: false });
    const seen = await t.graphql('{ getConversionCardsForFrontend(path: "/stream") { code } }');
    expect(seen.body.data?.['getConversionCardsForFrontend']).not.toContainEqual({ code: 'feedback-karte' });
    const after = await t.graphql('{ getOperatorCards { code visible } }', { token: tokens['analyst'] });
    expect(after.body.data?.['getOperatorCards']).toContainEqual({ code: 'feedback-karte', visible: false });
    await t.graphql('mutation { showConversionCard(code: "feedback-karte") { visible } }', { token: operatorToken });
  });

  it('removes a word from a word cloud, for visitors too', async () => {
    const visitor = await t.anonymousToken();
    for (const word of ['Spam', 'gut']) {
      const sent = await t.graphql(`mutation { addWordToWordCloud(code: "erwartung", word: "${word}") }`, {
        token: word === 'gut' ? await t.anonymousToken() : visitor,
      });
      expect(sent.body.errors).toBeUndefined();
    }
    const removed = await t.graphql(
      'mutation { removeWordFromWordCloud(code: "erwartung", word: " SPAM ") { params { words { text value } } } }',
      { token: tokens['moderator'] },
    );
    expect(removed.body.data?.['removeWordFromWordCloud']).toEqual({ params: { words: [{ text: 'gut', value: 1 }] } });
    const log = await t.graphql('{ getOperatorAudit(limit: 1) { actor action target } }', { token: tokens['owner'] });
    expect(log.body.data?.['getOperatorAudit']).toEqual([
      { actor: 'moderator@example.org', action: 'removeWordFromWordCloud', target: 'erwartung: spam' },
    ]);
    const seen = await t.graphql('{ getSinglePollForFrontend(code: "erwartung") { params { words { text } } } }', {
      token: visitor,
    });
    expect(seen.body.data?.['getSinglePollForFrontend']).toEqual({ params: { words: [{ text: 'gut' }] } });
    const unknown = await t.graphql('mutation { removeWordFromWordCloud(code: "nope", word: "x") { code } }', {
      token: tokens['owner'],
    });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('404');
  });

  it('puts a moderation reason into the audit log, and refuses one over 500 characters', async () => {
    const tooLong = await t.graphql(`mutation { banChatUser(uid: "u1", reason: "${'x'.repeat(501)}") }`, {
      token: tokens['moderator'],
    });
    expect(tooLong.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await t.graphql('mutation { banChatUser(uid: "nobody-here", reason: "spam") }', {
      token: tokens['moderator'],
    });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('404');
  });

  it('exports the attendees with their custom attributes for an owner', async () => {
    const csv = await t.graphql('{ exportAttendees }', { token: tokens['owner'] });
    const text = csv.body.data?.['exportAttendees'] as string;
    expect(text.startsWith('\uFEFFcustomerId,email,firstname,lastname,ticket,ticketCategory,registeredAt')).toBe(true);
    const log = await t.graphql('{ getOperatorAudit(limit: 1) { actor action } }', { token: tokens['owner'] });
    expect(log.body.data?.['getOperatorAudit']).toEqual([{ actor: 'owner@example.org', action: 'exportAttendees' }]);
  });

  it('ends a session at logout, and a re-import that drops the file operator ends theirs', async () => {
    const session = await t.graphql(login, { variables: { email: 'owner@example.org', password } });
    const token = (session.body.data?.['operatorLogin'] as { token: string }).token;
    expect((await t.graphql('mutation { operatorLogout }', { token })).body.data).toEqual({ operatorLogout: true });
    const after = await t.graphql('{ getOperator { email } }', { token });
    expect(after.body.errors?.[0]?.extensions?.code).toBe('403');

    const passwordHash = await hashPassword(password);
    await importOperators(t.store.db, [{ email: 'file@example.org', role: 'analyst', passwordHash }], t.clock());
    const fileLogin = await t.graphql(login, { variables: { email: 'file@example.org', password } });
    const fileToken = (fileLogin.body.data?.['operatorLogin'] as { token: string }).token;
    await importOperators(t.store.db, [], t.clock());
    expect(
      (await t.graphql('{ getOperator { email } }', { token: fileToken })).body.errors?.[0]?.extensions?.code,
    ).toBe('403');
  });

  it('sends an operator the poll live over a WebSocket subscription as a visitor votes, and refuses a visitor', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const query = POLL_TOTALS_SUBSCRIPTION('lieblingsthema');
    const refused = subscribe(address, `Bearer ${await t.anonymousToken()}`, query);
    // A visitor's token is no operator's: connection_init is refused, and the socket closed with 4403 Forbidden.
    expect(await refused.done).toMatchObject({ code: 4403, reason: 'Forbidden' });
    await refused.client.dispose();

    const live = subscribe(address, `Bearer ${tokens['analyst']}`, query);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const poll = await t.graphql(
      '{ getSinglePollForFrontend(code: "lieblingsthema") { params { pollItems { pollItemId } } } }',
    );
    const item = (poll.body.data?.['getSinglePollForFrontend'] as { params: { pollItems: { pollItemId: number }[] } })
      .params.pollItems[0]?.pollItemId;
    const vote = await t.graphql(
      `mutation { placePollVoteFromFrontend(code: "lieblingsthema", pollItemId: ${item}) { success } }`,
      { token: await t.anonymousToken() },
    );
    expect(vote.body.errors).toBeUndefined();
    await expect
      .poll(() => live.received, { timeout: 3000 })
      .toEqual([{ data: { pollResultsChanged: { params: { totalVotes: 1 } } } }]);
    await live.client.dispose();
  });
});
