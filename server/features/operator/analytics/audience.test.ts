// The console's Audience tab on the server (issue #18 "Audience and analytics"): visitors recorded through the
// portal's own calls at known times give exact counts per range and bucket, the range's edges hold ([from, to)),
// every table comes as CSV, bad ranges are refused clearly, and nobody but an operator reads any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES } from '../../../auth/access-policy.js';
import { hashPassword } from '../../../auth/passwords.js';
import { dialects } from '../../../test-support/stores.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { saveOperator } from '../operator-accounts.js';

const password = 'a long operator password';
const login = `mutation ($email: String!, $password: String!) { operatorLogin(email: $email, password: $password) { token } }`;

const AUDIENCE = `query ($from: String!, $to: String!, $bucket: AudienceBucket!) {
  getAudience(from: $from, to: $to, bucket: $bucket) {
    from to bucket
    streams { code viewersNow peakViewers series { at viewers } }
    pageVisits { key count visitors }
    linkClicks { key count visitors }
    cardClicks { key count visitors }
    emojiClicks { key count visitors }
    polls { code type voters answers }
    forms { code title views submissions }
    registrations { key count visitors }
    logins { key count visitors }
    qa { code questions askers upvotes upvoters }
  }
}`;

const EXPORT = `query ($table: AudienceTable!, $from: String!, $to: String!, $bucket: AudienceBucket!) {
  exportAudience(table: $table, from: $from, to: $to, bucket: $bucket)
}`;

interface Audience {
  streams: { code: string; viewersNow: number; peakViewers: number; series: { at: string; viewers: number }[] }[];
  pageVisits: unknown[];
  linkClicks: unknown[];
  cardClicks: unknown[];
  emojiClicks: unknown[];
  polls: { code: string; type: string; voters: number; answers: number }[];
  forms: unknown[];
  registrations: unknown[];
  logins: unknown[];
  qa: { code: string; questions: number; askers: number; upvotes: number; upvoters: number }[];
}

describe.each(dialects)('the Audience tab on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  const at = (time: string) => t.clock.set(new Date(`2025-06-01T${time}Z`));
  const ask = async (variables: Record<string, string>, token = tokens['analyst']) =>
    t.graphql(AUDIENCE, { variables, token });
  const audience = async (from: string, to: string, bucket = 'hour') => {
    const answer = await ask({ from, to, bucket });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.['getAudience'] as Audience;
  };
  const ok = async (query: string, token: string, variables?: Record<string, unknown>) => {
    const answer = await t.graphql(query, { token, variables });
    expect(answer.body.errors, query).toBeUndefined();
  };
  const visit = (token: string, target: string) =>
    ok('mutation ($target: String!) { track(event: visit, targetType: page, target: $target) }', token, { target });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const passwordHash = await hashPassword(password);
    for (const role of OPERATOR_ROLES) {
      await saveOperator(t.store.db, { email: `${role}@example.org`, role, passwordHash }, 'cli', t.clock());
      const answer = await t.graphql(login, { variables: { email: `${role}@example.org`, password } });
      tokens[role] = (answer.body.data?.['operatorLogin'] as { token: string }).token;
    }

    // 12:00, two visitors log in anonymously; A visits two pages, B one; A clicks a card and a link.
    at('12:00:00.000');
    const a = await t.anonymousToken();
    const b = await t.anonymousToken();
    tokens['visitorA'] = a;
    await visit(a, '/');
    await visit(a, '/stream');
    await visit(b, '/');
    await ok('mutation { trackClick(code: "feedback-karte") }', a);
    await ok('mutation { track(event: click, targetType: CTA, target: "=HYPERLINK(\\"x\\")") }', a);
    // Emojis: A twice, B once; A votes, B sends a word; both see the form, A sends it.
    await ok('mutation { emojiClick(code: "herz") }', a);
    await ok('mutation { emojiClick(code: "herz") }', a);
    await ok('mutation { emojiClick(code: "applaus") }', b);
    const poll = await t.graphql(
      '{ getSinglePollForFrontend(code: "lieblingsthema") { params { pollItems { pollItemId } } } }',
    );
    const item = (poll.body.data?.['getSinglePollForFrontend'] as { params: { pollItems: { pollItemId: number }[] } })
      .params.pollItems[0]?.pollItemId;
    await ok(`mutation { placePollVoteFromFrontend(code: "lieblingsthema", pollItemId: ${item}) { success } }`, a);
    await ok('mutation { addWordToWordCloud(code: "stimmung", word: "gespannt") }', b);
    await ok('{ getFormForFrontend(code: "feedback") { code } }', a);
    await ok('{ getFormForFrontend(code: "feedback") { code } }', a);
    await ok('{ getFormForFrontend(code: "feedback") { code } }', b);
    await ok(
      'mutation ($fields: [FormSubmissionField!]!) { addFormSubmissionForFrontend(code: "feedback", author: "A", fields: $fields) }',
      a,
      {
        fields: [
          { formFieldId: 1, content: '9' },
          { formFieldId: 6, content: 'true' },
        ],
      },
    );
    // The Q&A: A asks, B upvotes.
    const asked = await t.graphql('mutation { askQuestion(code: "fragen", text: "Eine Frage?") { id } }', { token: a });
    const questionId = (asked.body.data?.['askQuestion'] as { id: number }).id;
    await ok(`mutation { upvoteQuestion(id: ${questionId}) { upvotes } }`, b);
    // The stream: A watches from 12:00, B joins at 12:01 (two viewers), nobody at 14:30.
    await ok('mutation { pingStream(code: "main") }', a);
    at('12:01:00.000');
    await ok('mutation { pingStream(code: "main") }', b);
    // Registrations as the registration and the CLI write them (this event logs in anonymously only).
    await t.store.db
      .insertInto('customers')
      .values([
        {
          email: 'r1@example.org',
          custom_attributes: '{}',
          created_at: '2025-06-01T12:10:00.000Z',
          source: 'registration',
        },
        {
          email: 'r2@example.org',
          custom_attributes: '{}',
          created_at: '2025-06-01T12:20:00.000Z',
          source: 'registration',
        },
        { email: 'c1@example.org', custom_attributes: '{}', created_at: '2025-06-01T12:30:00.000Z', source: 'cli' },
      ])
      .execute();
    await t.store.db
      .insertInto('registrations')
      .values({
        first_name: 'Anna',
        email: 'a@example.org',
        custom_attributes: '{}',
        created_at: '2025-06-01T12:40:00.000Z',
      })
      .execute();
  });
  afterAll(() => t.close());

  it('counts viewers now while they watch', async () => {
    const now = await audience('2025-06-01T00:00:00Z', '2025-06-02T00:00:00Z');
    expect(now.streams.find((stream) => stream.code === 'main')).toMatchObject({ viewersNow: 2, peakViewers: 2 });
  });

  it('counts what the visitors did in the range, exactly', async () => {
    // Later: A visits again and a third visitor logs in; the first range ends before it.
    at('14:30:00.000');
    await visit(tokens['visitorA'] ?? '', '/');
    await t.anonymousToken();

    const first = await audience('2025-06-01T12:00:00.000Z', '2025-06-01T14:30:00.000Z');
    expect(first).toMatchObject({
      pageVisits: [
        { key: '/', count: 2, visitors: 2 },
        { key: '/stream', count: 1, visitors: 1 },
      ],
      linkClicks: [{ key: '=HYPERLINK("x")', count: 1, visitors: 1 }],
      cardClicks: [{ key: 'feedback-karte', count: 1, visitors: 1 }],
      emojiClicks: [
        { key: 'herz', count: 2, visitors: 1 },
        { key: 'applaus', count: 1, visitors: 1 },
      ],
      forms: [
        { code: 'feedback', title: 'Dein Feedback', views: 2, submissions: 1 },
        { code: 'kontakt', views: 0, submissions: 0 },
      ],
      registrations: [
        { key: 'registration', count: 2, visitors: 2 },
        { key: 'anonymousRegistration', count: 1, visitors: 1 },
        { key: 'cli', count: 1, visitors: 1 },
      ],
      logins: [{ key: 'anonymous', count: 2, visitors: null }],
    });
    expect(first.polls.filter((poll) => poll.voters > 0)).toEqual([
      { code: 'lieblingsthema', type: 'singleChoice', voters: 1, answers: 1 },
      { code: 'stimmung', type: 'wordCloud', voters: 1, answers: 1 },
    ]);
    expect(first.qa).toEqual([
      { code: 'fragen', questions: 1, askers: 1, upvotes: 1, upvoters: 1 },
      { code: 'keynote', questions: 0, askers: 0, upvotes: 0, upvoters: 0 },
    ]);
    expect(first.streams.find((stream) => stream.code === 'main')).toEqual({
      code: 'main',
      viewersNow: 0,
      peakViewers: 2,
      series: [{ at: '2025-06-01T12:00:00.000Z', viewers: 2 }],
    });

    // The event at exactly `to` falls in the next range, the one at exactly `from` in this one.
    const later = await audience('2025-06-01T14:30:00.000Z', '2025-06-01T14:30:00.001Z');
    expect(later).toMatchObject({
      pageVisits: [{ key: '/', count: 1, visitors: 1 }],
      logins: [{ key: 'anonymous', count: 1 }],
    });
    const whole = await audience('2025-06-01T12:00:00.000Z', '2025-06-01T15:00:00.000Z');
    expect(whole).toMatchObject({
      pageVisits: [
        { key: '/', count: 3, visitors: 2 },
        { key: '/stream', count: 1, visitors: 1 },
      ],
      logins: [{ key: 'anonymous', count: 3 }],
    });
    const before = await audience('2025-06-01T11:00:00.000Z', '2025-06-01T12:00:00.000Z');
    expect(before).toMatchObject({ pageVisits: [], cardClicks: [], emojiClicks: [], logins: [], registrations: [] });
    // A range in another offset is the same instant.
    const offset = await audience('2025-06-01T14:00:00+02:00', '2025-06-01T16:30:00+02:00');
    expect(offset.pageVisits).toEqual(first.pageVisits);
  });

  it('puts the viewers into ten-minute, hour and day buckets', async () => {
    await t.store.db
      .insertInto('stream_viewer_samples')
      .values([
        { stream_code: 'main', minute: '2025-06-01T12:15', viewers: 5 },
        { stream_code: 'main', minute: '2025-06-01T12:19', viewers: 7 },
        { stream_code: 'main', minute: '2025-06-01T13:05', viewers: 3 },
      ])
      .execute();
    const series = async (bucket: string) =>
      (await audience('2025-06-01T12:00:00Z', '2025-06-02T00:00:00Z', bucket)).streams.find((s) => s.code === 'main');
    expect(await series('tenMinutes')).toMatchObject({
      peakViewers: 7,
      series: [
        { at: '2025-06-01T12:00:00.000Z', viewers: 2 },
        { at: '2025-06-01T12:10:00.000Z', viewers: 7 },
        { at: '2025-06-01T13:00:00.000Z', viewers: 3 },
      ],
    });
    expect((await series('hour'))?.series).toEqual([
      { at: '2025-06-01T12:00:00.000Z', viewers: 7 },
      { at: '2025-06-01T13:00:00.000Z', viewers: 3 },
    ]);
    expect((await series('day'))?.series).toEqual([{ at: '2025-06-01T00:00:00.000Z', viewers: 7 }]);
  });

  it('gives every table as CSV, a formula neutralised', async () => {
    const csv = async (table: string) => {
      const answer = await t.graphql(EXPORT, {
        variables: { table, from: '2025-06-01T12:00:00Z', to: '2025-06-01T14:30:00Z', bucket: 'hour' },
        token: tokens['moderator'],
      });
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data?.['exportAudience'] as string;
    };
    expect(await csv('pageVisits')).toBe('\uFEFFpage,count,visitors\r\n/,2,2\r\n/stream,1,1\r\n');
    expect(await csv('linkClicks')).toBe('\uFEFFtarget,count,visitors\r\n"\'=HYPERLINK(""x"")",1,1\r\n');
    expect(await csv('logins')).toBe('\uFEFFloginType,count,visitors\r\nanonymous,2,\r\n');
    expect(await csv('viewers')).toBe(
      '\uFEFFstream,bucketStart,viewers\r\nmain,2025-06-01T12:00:00.000Z,7\r\nmain,2025-06-01T13:00:00.000Z,3\r\n',
    );
    expect((await csv('forms')).split('\r\n')[1]).toBe('feedback,Dein Feedback,2,1');
    expect((await csv('qa')).split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFqa,questions,askers,upvotes,upvoters',
      'fragen,1,1,1,1',
    ]);
    for (const table of ['cardClicks', 'emojiClicks', 'polls', 'registrations']) {
      expect((await csv(table)).split('\r\n').length).toBeGreaterThan(2);
    }
  });

  it('refuses bad ranges with a clear message', async () => {
    const refusal = async (variables: Record<string, string>) => {
      const answer = await ask(variables);
      expect(answer.body.data ?? null).toBeNull();
      return answer.body.errors?.[0];
    };
    const day = { bucket: 'hour' };
    expect(await refusal({ ...day, from: 'yesterday', to: '2025-06-01T00:00:00Z' })).toMatchObject({
      message: 'from: expected an ISO date-time',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await refusal({ ...day, from: '2025-06-02T00:00:00Z', to: '2025-06-01T00:00:00Z' })).toMatchObject({
      message: 'to: must be after from',
    });
    expect(await refusal({ ...day, from: '2025-06-01T00:00:00Z', to: '2025-06-01T00:00:00Z' })).toMatchObject({
      message: 'to: must be after from',
    });
    expect(await refusal({ bucket: 'day', from: '2025-01-01T00:00:00Z', to: '2026-01-03T00:00:00Z' })).toMatchObject({
      message: 'to: at most 366 days after from',
    });
    expect(
      await refusal({ bucket: 'tenMinutes', from: '2025-06-01T00:00:00Z', to: '2025-06-08T00:00:00Z' }),
    ).toMatchObject({ message: 'bucket: at most 1000 buckets in the range; choose a longer bucket' });
    const unknownBucket = await ask({ bucket: 'week', from: '2025-06-01T00:00:00Z', to: '2025-06-02T00:00:00Z' });
    expect(unknownBucket.body.errors?.[0]?.message).toContain('AudienceBucket');
    // The longest allowed: 366 days by day, 1000 hours by hour.
    await audience('2025-01-01T00:00:00Z', '2026-01-02T00:00:00Z', 'day');
    await audience('2025-06-01T00:00:00Z', '2025-07-12T16:00:00Z', 'hour');
  });

  it('answers only operators: owners, moderators and analysts, as raw GraphQL', async () => {
    const variables = { from: '2025-06-01T00:00:00Z', to: '2025-06-02T00:00:00Z', bucket: 'day' };
    const unknownSession = `fop_${'a'.repeat(43)}`;
    for (const token of [undefined, unknownSession, tokens['visitorA']]) {
      for (const query of [AUDIENCE, EXPORT]) {
        const answer = await t.graphql(query, { token, variables: { ...variables, table: 'pageVisits' } });
        expect(answer.body.errors?.[0]).toMatchObject({
          message: 'This operation needs the operator token',
          extensions: { code: '403' },
        });
        expect(answer.body.data ?? null).toBeNull();
      }
    }
    for (const role of OPERATOR_ROLES) {
      const answer = await ask(variables, tokens[role]);
      expect(answer.body.errors, role).toBeUndefined();
    }
  });
});
