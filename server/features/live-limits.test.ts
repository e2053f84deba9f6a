import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../test-support/stores.js';
import { createTestApp, type GraphQLResponse, type TestApp } from '../test-support/test-app.js';
import { LIVE_RATE_LIMITS } from './live-constants.js';

const VOTE = `mutation ($code: String!, $pollItemId: Int!) {
  placePollVoteFromFrontend(code: $code, pollItemId: $pollItemId) { success } }`;
const WORD = 'mutation ($code: String!, $word: String!) { addWordToWordCloud(code: $code, word: $word) }';
const EMOJI = 'mutation ($code: String!) { emojiClick(code: $code) }';
const SUBMIT = `mutation ($code: String!, $author: String, $fields: [FormSubmissionField!]!) {
  addFormSubmissionForFrontend(code: $code, author: $author, fields: $fields) }`;
const POLL = `query ($code: String!) { getSinglePollForFrontend(code: $code) {
  params { pollItems { pollItemId voted } } } }`;
const FEEDBACK = {
  code: 'feedback',
  author: 'Ada',
  fields: [
    { formFieldId: 1, content: '9' },
    { formFieldId: 6, content: 'true' },
  ],
};
/** Per IP, the limits below are this many visitors' limits. */
const VISITORS_PER_IP = 2;

const codeOf = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions?.code;

describe.each(dialects)('rate limits on live actions on %s', (dialect) => {
  let t: TestApp;
  let ipCounter = 0;
  /** A fresh address per test, so one test's per-IP counts do not reach the next. */
  const freshIp = () => `10.7.0.${++ipCounter}`;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { LIVE_LIMIT_VISITORS_PER_IP: String(VISITORS_PER_IP) } });
  });
  afterAll(() => t.close());

  async function call(query: string, variables: Record<string, unknown>, token: string, ip: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: { authorization: `Bearer ${token}` },
      payload: { query, variables },
    });
    return { statusCode: response.statusCode, body: response.json() } as GraphQLResponse;
  }

  /** Sends count requests one after the other and returns their error codes (undefined: accepted). */
  async function codes(count: number, send: (index: number) => Promise<GraphQLResponse>) {
    const result: (string | undefined)[] = [];
    for (let index = 0; index < count; index++) result.push(codeOf(await send(index)));
    return result;
  }

  const countRows = async (table: 'poll_votes' | 'poll_words' | 'emoji_clicks' | 'form_submissions') =>
    Number(
      (
        await t.store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('refuses the vote after 30 a minute with 429 and keeps the vote already placed', async () => {
    const [token, ip] = [await t.anonymousToken(), freshIp()];
    const poll = (await t.graphql(POLL, { variables: { code: 'lieblingsthema' } })).body.data?.[
      'getSinglePollForFrontend'
    ] as { params: { pollItems: { pollItemId: number }[] } };
    const [first, second] = poll.params.pollItems.map((item) => item.pollItemId);
    const max = LIVE_RATE_LIMITS.votes.max;

    // A change of vote each time: every call is valid, so only the limit can refuse one.
    const answers = await codes(max + 1, (index) =>
      call(VOTE, { code: 'lieblingsthema', pollItemId: index % 2 ? second : first }, token, ip),
    );

    expect(answers.slice(0, max)).toEqual(Array(max).fill(undefined));
    expect(answers[max]).toBe('429');
    const after = (await t.graphql(POLL, { variables: { code: 'lieblingsthema' }, token })).body.data?.[
      'getSinglePollForFrontend'
    ] as { params: { pollItems: { pollItemId: number; voted: boolean }[] } };
    // The 30th call (index 29, odd) moved the vote to the second item; the refused one changed nothing.
    expect(after.params.pollItems.filter((item) => item.voted).map((item) => item.pollItemId)).toEqual([second]);
  });

  it('refuses the 31st word in a minute with 429 and keeps the 30 words sent', async () => {
    const [token, ip] = [await t.anonymousToken(), freshIp()];
    const before = await countRows('poll_words');
    const max = LIVE_RATE_LIMITS.words.max;

    const answers = await codes(max + 1, (index) => call(WORD, { code: 'stimmung', word: `wort${index}` }, token, ip));

    expect(answers.slice(0, max)).toEqual(Array(max).fill(undefined));
    expect(answers[max]).toBe('429');
    expect(await countRows('poll_words')).toBe(before + max);
  });

  it('refuses emoji clicks over 120 a minute with 429, keeps the clicks counted, and takes them again a minute later', async () => {
    const [token, ip] = [await t.anonymousToken(), freshIp()];
    const before = await countRows('emoji_clicks');
    const max = LIVE_RATE_LIMITS.emojiClicks.max;

    const answers = await codes(max + 1, () => call(EMOJI, { code: 'herz' }, token, ip));

    expect(answers.filter((code) => code === undefined)).toHaveLength(max);
    expect(answers[max]).toBe('429');
    expect(await countRows('emoji_clicks')).toBe(before + max);
    const start = t.clock();
    t.clock.set(new Date(start.getTime() + 61_000));
    try {
      expect(codeOf(await call(EMOJI, { code: 'herz' }, token, ip))).toBeUndefined();
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses the 31st form submission in a minute with 429 and keeps the 30 submitted', async () => {
    const [token, ip] = [await t.anonymousToken(), freshIp()];
    const before = await countRows('form_submissions');
    const max = LIVE_RATE_LIMITS.formSubmissions.max;

    const answers = await codes(max + 1, () => call(SUBMIT, FEEDBACK, token, ip));

    expect(answers.slice(0, max)).toEqual(Array(max).fill(undefined));
    expect(answers[max]).toBe('429');
    expect(await countRows('form_submissions')).toBe(before + max);
  });

  it('limits one address across visitors (new anonymous logins do not help), and not the others', async () => {
    const ip = freshIp();
    const max = LIVE_RATE_LIMITS.formSubmissions.max;
    const visitors = await Promise.all(Array.from({ length: VISITORS_PER_IP + 1 }, () => t.anonymousToken()));
    for (const token of visitors.slice(0, VISITORS_PER_IP)) {
      expect(await codes(max, () => call(SUBMIT, FEEDBACK, token, ip))).toEqual(Array(max).fill(undefined));
    }
    const newcomer = visitors[VISITORS_PER_IP] ?? '';

    expect(codeOf(await call(SUBMIT, FEEDBACK, newcomer, ip))).toBe('429');
    expect(codeOf(await call(SUBMIT, FEEDBACK, newcomer, freshIp()))).toBeUndefined();
  });

  it('answers an unauthenticated caller UNAUTHENTICATED, not 429, and counts nothing for it', async () => {
    const ip = freshIp();
    for (let index = 0; index < 3; index++) {
      expect(codeOf(await call(EMOJI, { code: 'herz' }, 'not a token', ip))).toBe('UNAUTHENTICATED');
    }
  });
});
