// Running the show from the console (issue #18, docs/operators.md "Running the show"): forms and their submissions
// (page, search, CSV), quick polls, the cards' order and audiences, the streams and their viewers live; every refusal
// as raw GraphQL, every bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideOperator, OPERATOR_ROLES, type OperatorAction } from '../../../auth/access-policy.js';
import { hashPassword } from '../../../auth/passwords.js';
import { dialects } from '../../../test-support/stores.js';
import { subscribe } from '../../../test-support/subscriptions.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { saveOperator } from '../operator-accounts.js';

const operatorToken = 'operator-'.padEnd(40, 's');
const password = 'a long operator password';
const login = `mutation ($email: String!, $password: String!) { operatorLogin(email: $email, password: $password) { token } }`;
const submit = `mutation ($code: String!, $author: String, $fields: [FormSubmissionField!]!) {
  addFormSubmissionForFrontend(code: $code, author: $author, fields: $fields)
}`;
const quickPoll = `mutation ($question: String!, $options: [String!]!, $multipleChoice: Boolean!, $openNow: Boolean!) {
  createQuickPoll(question: $question, options: $options, multipleChoice: $multipleChoice, openNow: $openNow) {
    code type status params { title pollItems { pollItemId label } }
  }
}`;

/** Every new operation, with the action it needs. */
const guarded: { name: string; query: string; action: OperatorAction }[] = [
  { name: 'getOperatorForms', query: '{ getOperatorForms { code } }', action: 'readShow' },
  {
    name: 'getFormSubmissions',
    query: '{ getFormSubmissions(code: "feedback") { total } }',
    action: 'readSubmissions',
  },
  { name: 'exportFormSubmissions', query: '{ exportFormSubmissions(code: "feedback") }', action: 'readSubmissions' },
  { name: 'getCardAudiences', query: '{ getCardAudiences { path } }', action: 'readShow' },
  { name: 'getOperatorStreams', query: '{ getOperatorStreams { code } }', action: 'readShow' },
  {
    name: 'createQuickPoll',
    query:
      'mutation { createQuickPoll(question: "Q?", options: ["a", "b"], multipleChoice: false, openNow: true) { code } }',
    action: 'runShow',
  },
  {
    name: 'moveConversionCard',
    query: 'mutation { moveConversionCard(code: "programm", direction: up) { code } }',
    action: 'runShow',
  },
];

describe.each(dialects)('running the show on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { OPERATOR_TOKEN: operatorToken } });
    const passwordHash = await hashPassword(password);
    for (const role of OPERATOR_ROLES) {
      await saveOperator(t.store.db, { email: `${role}@example.org`, role, passwordHash }, 'cli', t.clock());
      const answer = await t.graphql(login, { variables: { email: `${role}@example.org`, password } });
      tokens[role] = (answer.body.data?.['operatorLogin'] as { token: string }).token;
    }
  });
  afterAll(() => t.close());

  const lastAudit = async () =>
    (await t.graphql('{ getOperatorAudit(limit: 1) { actor action target } }', { token: tokens['owner'] })).body.data?.[
      'getOperatorAudit'
    ];
  const visitorCards = async (path: string) =>
    (
      (await t.graphql(`{ getConversionCardsForFrontend(path: "${path}") { code } }`)).body.data?.[
        'getConversionCardsForFrontend'
      ] as { code: string }[]
    ).map((card) => card.code);
  const forgetCardCache = () => t.clock.set(new Date(t.clock().getTime() + 3000));

  it('refuses every new operation without an operator, and analysts what changes the show', async () => {
    for (const { name, query } of guarded) {
      const answer = await t.graphql(query, { token: await t.anonymousToken() });
      expect(answer.body.errors?.[0], name).toMatchObject({
        message: 'This operation needs the operator token',
        extensions: { code: '403' },
      });
      expect(answer.body.data ?? null, name).toBeNull();
    }
    for (const role of ['analyst', 'moderator'] as const) {
      const refused = guarded.filter(({ action }) => !decideOperator(role, action).allowed);
      expect(refused.map(({ name }) => name)).toEqual(
        role === 'analyst' ? ['createQuickPoll', 'moveConversionCard'] : [],
      );
      for (const { name, query } of refused) {
        const answer = await t.graphql(query, { token: tokens[role] });
        expect(answer.body.errors?.[0], name).toMatchObject({
          message: `The role ${role} may not do this`,
          extensions: { code: '403' },
        });
      }
    }
  });

  it('lists the forms, closes one so its card leaves visitors, and opens it again', async () => {
    const forms = await t.graphql('{ getOperatorForms { code title status submissionCount fields { id label } } }', {
      token: tokens['analyst'],
    });
    const listed = forms.body.data?.['getOperatorForms'] as { code: string; fields: unknown[] }[];
    expect(listed.map((form) => form.code)).toEqual(['feedback', 'kontakt']);
    expect(listed[0]).toMatchObject({ title: 'Dein Feedback', status: 'open', submissionCount: 0 });
    expect(listed[0]?.fields[0]).toEqual({ id: 1, label: 'Wie bewertest du das Event?' });

    expect(await visitorCards('/stream')).toContain('feedback-karte');
    const closed = await t.graphql('mutation { closeForm(code: "feedback") { status } }', {
      token: tokens['moderator'],
    });
    expect(closed.body.data).toEqual({ closeForm: { status: 'closed' } });
    expect(await visitorCards('/stream')).not.toContain('feedback-karte');
    const refused = await t.graphql(submit, {
      variables: { code: 'feedback', author: 'A', fields: [{ formFieldId: 1, content: '9' }] },
      token: await t.anonymousToken(),
    });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('409');
    await t.graphql('mutation { openForm(code: "feedback") { status } }', { token: tokens['moderator'] });
    expect(await visitorCards('/stream')).toContain('feedback-karte');
  });

  it('pages and searches the submissions, and exports them as CSV with formula cells neutralised', async () => {
    const authors = ['=HYPERLINK("x")', 'Ada', 'Grace', 'Linus, "the" 100%'];
    for (const [index, author] of authors.entries()) {
      const sent = await t.graphql(submit, {
        variables: {
          code: 'feedback',
          author,
          fields: [
            { formFieldId: 1, content: String(index + 1) },
            { formFieldId: 6, content: 'true' },
            { formFieldId: 4, content: index === 2 ? 'Mehr Pausen bitte' : '-1 Stern' },
          ],
        },
        token: await t.anonymousToken(),
      });
      expect(sent.body.errors).toBeUndefined();
    }
    const page = `query ($search: String, $limit: Int, $offset: Int) {
      getFormSubmissions(code: "feedback", search: $search, limit: $limit, offset: $offset) {
        total submissions { id author createdAt answers { formFieldId content } }
      }
    }`;
    const read = async (variables: Record<string, unknown>) => {
      const answer = await t.graphql(page, { variables, token: tokens['analyst'] });
      return answer.body.data?.['getFormSubmissions'] as {
        total: number;
        submissions: { author: string; answers: { formFieldId: number; content: string }[] }[];
      };
    };
    const first = await read({ limit: 3 });
    expect(first.total).toBe(4);
    expect(first.submissions.map((row) => row.author)).toEqual(['Linus, "the" 100%', 'Grace', 'Ada']);
    expect(first.submissions[1]?.answers).toContainEqual({ formFieldId: 4, content: 'Mehr Pausen bitte' });
    expect((await read({ limit: 3, offset: 3 })).submissions.map((row) => row.author)).toEqual(['=HYPERLINK("x")']);
    const searched = await read({ search: 'PAUSEN' });
    expect([searched.total, searched.submissions.map((row) => row.author)]).toEqual([1, ['Grace']]);
    expect((await read({ search: '100%' })).submissions.map((row) => row.author)).toEqual(['Linus, "the" 100%']);
    expect((await read({ search: '"the"' })).total).toBe(1);
    expect((await read({ search: '_' })).total).toBe(0);

    for (const [variables, message] of [
      [{ limit: 101 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ offset: 100_001 }, 'offset'],
      [{ search: 'x'.repeat(201) }, 'search: at most 200 characters'],
    ] as const) {
      const answer = await t.graphql(page, { variables, token: tokens['analyst'] });
      expect(answer.body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.message).toContain(message);
    }
    const unknown = await t.graphql('{ getFormSubmissions(code: "nope") { total } }', { token: tokens['analyst'] });
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'Form not found', extensions: { code: '404' } });

    const csv = await t.graphql('{ exportFormSubmissions(code: "feedback") }', { token: tokens['analyst'] });
    const text = csv.body.data?.['exportFormSubmissions'] as string;
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFsubmissionId,createdAt,author,Wie bewertest du das Event?,Wie war die Technik?,Was hat dir gefallen?,' +
        'Was können wir besser machen?,E-Mail für Rückfragen,Ich bin mit der Auswertung meiner Antworten ' +
        'einverstanden.,Anonym senden,Quelle',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^\d+,[^,]+,"'=HYPERLINK\(""x""\)",1,,,'-1 Stern,,true,,$/);
    expect(lines[4]).toMatch(/^\d+,[^,]+,"Linus, ""the"" 100%",4,/);
    expect(await lastAudit()).toEqual([
      { actor: 'analyst@example.org', action: 'exportFormSubmissions', target: 'feedback' },
    ]);
    const missing = await t.graphql('{ exportFormSubmissions(code: "nope") }', { token: tokens['owner'] });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('404');
  });

  it('refuses a quick poll with bad input, each problem named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ question: '  ', options: ['a', 'b'] }, 'question: must not be empty'],
      [{ question: 'Q?', options: ['a'] }, 'options: at least 2 options'],
      [{ question: 'Q?', options: ['a', ' '] }, 'options[1]: must not be empty'],
      [{ question: 'Q?', options: ['Ja', 'ja '] }, 'options: every option must differ from the others'],
      [{ question: 'Q?', options: Array.from({ length: 21 }, (_, i) => `o${i}`) }, 'options: at most 20 options'],
      [{ question: 'x'.repeat(301), options: ['a', 'b'] }, 'question: at most 300 characters'],
      [{ question: 'Q?', options: ['a', 'x'.repeat(201)] }, 'options[1]: at most 200 characters'],
    ];
    for (const [variables, message] of cases) {
      const answer = await t.graphql(quickPoll, {
        variables: { multipleChoice: false, openNow: true, ...variables },
        token: tokens['moderator'],
      });
      expect(answer.body.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('creates a quick poll that is open at once, on a card visitors get, and a visitor votes in it', async () => {
    const answer = await t.graphql(quickPoll, {
      variables: { question: ' Kaffee oder Tee? ', options: ['Kaffee', 'Tee'], multipleChoice: false, openNow: true },
      token: tokens['moderator'],
    });
    const poll = answer.body.data?.['createQuickPoll'] as {
      code: string;
      params: { pollItems: { pollItemId: number }[] };
    };
    expect(poll).toMatchObject({
      code: expect.stringMatching(/^quick-[a-z0-9]+-[0-9a-f]{6}$/),
      type: 'singleChoice',
      status: 'active',
      params: { title: 'Kaffee oder Tee?', pollItems: [{ label: 'Kaffee' }, { label: 'Tee' }] },
    });
    const polls = await t.graphql('{ getOperatorPolls { code } }', { token: tokens['analyst'] });
    expect(polls.body.data?.['getOperatorPolls']).toContainEqual({ code: poll.code });
    forgetCardCache();
    expect((await visitorCards('/stream')).at(-1)).toBe(poll.code);
    expect((await visitorCards('/irgendwo')).at(-1)).toBe(poll.code);
    const vote = await t.graphql(
      `mutation { placePollVoteFromFrontend(code: "${poll.code}", pollItemId: ${poll.params.pollItems[1]?.pollItemId}) { success } }`,
      { token: await t.anonymousToken() },
    );
    expect(vote.body.data).toEqual({ placePollVoteFromFrontend: { success: true } });
    expect(await lastAudit()).toEqual([
      { actor: 'moderator@example.org', action: 'createQuickPoll', target: `${poll.code}: Kaffee oder Tee?` },
    ]);

    const later = await t.graphql(quickPoll, {
      variables: { question: 'Welche Themen?', options: ['A', 'B', 'C'], multipleChoice: true, openNow: false },
      token: operatorToken,
    });
    const waiting = later.body.data?.['createQuickPoll'] as { code: string };
    expect(waiting).toMatchObject({ type: 'multipleChoice', status: 'visible_only' });
    const cards = await t.graphql('{ getOperatorCards { code visible } }', { token: tokens['analyst'] });
    expect(cards.body.data?.['getOperatorCards']).toContainEqual({ code: waiting.code, visible: false });
  });

  it('moves cards in the order visitors get, and shows what the visitors of each page get', async () => {
    const order = async () =>
      (
        (await t.graphql('{ getOperatorCards { code } }', { token: tokens['analyst'] })).body.data?.[
          'getOperatorCards'
        ] as { code: string }[]
      ).map((card) => card.code);
    const before = await order();
    expect(before.slice(0, 3)).toEqual(['newsletter', 'reaktionen', 'feedback-karte']);
    const moved = await t.graphql('mutation { moveConversionCard(code: "feedback-karte", direction: up) { code } }', {
      token: tokens['moderator'],
    });
    expect((moved.body.data?.['moveConversionCard'] as { code: string }[]).slice(0, 3)).toEqual([
      { code: 'newsletter' },
      { code: 'feedback-karte' },
      { code: 'reaktionen' },
    ]);
    expect((await visitorCards('/stream')).slice(0, 3)).toEqual(['newsletter', 'feedback-karte', 'reaktionen']);
    expect(await lastAudit()).toEqual([
      { actor: 'moderator@example.org', action: 'moveConversionCard', target: 'feedback-karte: up' },
    ]);
    // The first card cannot go further up, the last not further down: the order stays.
    await t.graphql('mutation { moveConversionCard(code: "newsletter", direction: up) { code } }', {
      token: tokens['moderator'],
    });
    const last = before.at(-1);
    await t.graphql(`mutation { moveConversionCard(code: "${last}", direction: down) { code } }`, {
      token: tokens['moderator'],
    });
    expect(await order()).toEqual(['newsletter', 'feedback-karte', 'reaktionen', ...before.slice(3)]);
    await t.graphql('mutation { moveConversionCard(code: "feedback-karte", direction: down) { code } }', {
      token: tokens['moderator'],
    });
    expect(await order()).toEqual(before);

    const unknown = await t.graphql('mutation { moveConversionCard(code: "nope", direction: up) { code } }', {
      token: tokens['moderator'],
    });
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'Card not found', extensions: { code: '404' } });
    const badDirection = await t.graphql(
      'mutation { moveConversionCard(code: "programm", direction: left) { code } }',
      {
        token: tokens['moderator'],
      },
    );
    expect(badDirection.body.errors?.[0]?.message).toContain('left');

    const audiences = await t.graphql('{ getCardAudiences { path cardCodes } }', { token: tokens['analyst'] });
    const list = audiences.body.data?.['getCardAudiences'] as { path: string | null; cardCodes: string[] }[];
    expect(list.map((audience) => audience.path)).toEqual([null, '/page/keynote', '/stream', '/thankYou']);
    const stream = list.find((audience) => audience.path === '/stream');
    expect(stream?.cardCodes).toEqual(await visitorCards('/stream'));
    expect(list.find((audience) => audience.path === '/thankYou')?.cardCodes).toEqual(await visitorCards('/thankYou'));
    expect(list[0]?.cardCodes).toEqual(await visitorCards('/irgendwo'));
  });

  it('shows each stream with its player and schedule, and its viewers live as a visitor starts watching', async () => {
    const streams = await t.graphql(
      '{ getOperatorStreams { code platform type source state startsAt endsAt visitorCount } }',
      { token: tokens['analyst'] },
    );
    expect(streams.body.data?.['getOperatorStreams']).toEqual([
      {
        code: 'main',
        platform: 'hls',
        type: 'embed',
        source: '/demo-stream/master.m3u8',
        state: 'live',
        startsAt: '2024-01-01T00:00:00.000Z',
        endsAt: '2099-12-31T23:59:59.000Z',
        visitorCount: 0,
      },
    ]);

    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const query = 'subscription { streamVisitorCountChanged(code: "main") { code visitorCount } }';
    const refused = subscribe(address, `Bearer ${await t.anonymousToken()}`, query);
    // A visitor's token is no operator's: connection_init is refused, and the socket closed with 4403 Forbidden.
    expect(await refused.done).toMatchObject({ code: 4403, reason: 'Forbidden' });
    await refused.client.dispose();
    // The resolver's refusal is the subscription's one result, then it completes (graphql-transport-ws).
    const unknown = subscribe(address, `Bearer ${tokens['analyst']}`, query.replace('"main"', '"nope"'));
    expect(await unknown.done).toBeNull();
    expect(unknown.received).toMatchObject([{ errors: [{ message: 'No stream "nope"' }] }]);
    await unknown.client.dispose();

    const live = subscribe(address, `Bearer ${tokens['analyst']}`, query);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const viewer = await t.anonymousToken();
    const ping = await t.graphql('mutation { pingStream(code: "main") }', { token: viewer });
    expect(ping.body.errors).toBeUndefined();
    await expect
      .poll(() => live.received, { timeout: 3000 })
      .toEqual([{ data: { streamVisitorCountChanged: { code: 'main', visitorCount: 1 } } }]);
    await t.graphql('mutation { leaveStream(code: "main") }', { token: viewer });
    // The leave falls into the same second as the ping: it is told when the second ends.
    await expect
      .poll(() => live.received.at(-1), { timeout: 3000 })
      .toEqual({ data: { streamVisitorCountChanged: { code: 'main', visitorCount: 0 } } });
    await live.client.dispose();
  });
});
