import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pollsSection } from '../../event-file/sections/polls.js';
import { dialects } from '../../test-support/stores.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { exportPollCsv } from '../operator/exports.js';
import { importPolls } from './poll-import.js';
import { addWord, placeVote } from './poll-votes.js';

const operatorToken = 'operator-'.padEnd(40, 'x');

const pollQuery = `query ($code: String!) {
  getSinglePollForFrontend(code: $code) {
    pollId code type status lastClearDate
    params { totalVotes voted customersVoted placeableVotesCount
      pollItems { pollItemId label votes voted } words { text value } }
  }
}`;
const voteMutation = `mutation ($code: String!, $pollItemId: Int!, $token: String) {
  placePollVoteFromFrontend(code: $code, pollItemId: $pollItemId, token: $token) { success token }
}`;
const operatorResults = `query ($code: String!) {
  getPollResults(code: $code) { params { totalVotes pollItems { label votes } words { text value } } }
}`;
const wordMutation = `mutation ($code: String!, $word: String!) { addWordToWordCloud(code: $code, word: $word) }`;

const polls = pollsSection.parse([
  { code: 'single', type: 'singleChoice', canChangeVote: true, items: [{ label: 'A' }, { label: 'B' }] },
  { code: 'fixed', type: 'singleChoice', items: [{ label: 'A' }, { label: 'B' }] },
  {
    code: 'multi',
    type: 'multipleChoice',
    placeableVotesCount: 2,
    items: [{ label: 'A' }, { label: 'B' }, { label: 'C' }],
  },
  { code: 'closed', type: 'singleChoice', status: 'visible_only', items: [{ label: 'A' }, { label: 'B' }] },
  { code: 'hidden', type: 'singleChoice', hideVotes: true, items: [{ label: 'A' }, { label: 'B' }] },
  { code: 'cloud', type: 'wordCloud', charLimit: true, charLimitCount: 10 },
  { code: 'cloud-many', type: 'wordCloud', allowMultipleAnswers: true },
  { code: 'cloud-closed', type: 'wordCloud', status: 'visible_only' },
]);

interface PollItem {
  pollItemId: number;
  label: string;
  votes: number | null;
  voted: boolean;
}
interface PollAnswer {
  pollId: number;
  status: string;
  lastClearDate: string | null;
  params: {
    totalVotes: number | null;
    voted: boolean;
    customersVoted: number;
    pollItems: PollItem[];
    words: { text: string; value: number }[];
  };
}

describe.each(dialects)('polls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { OPERATOR_TOKEN: operatorToken } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await importPolls(t.store.db, []);
    await importPolls(t.store.db, polls);
  });

  async function poll(code: string, token?: string): Promise<PollAnswer> {
    const { body } = await t.graphql(pollQuery, { variables: { code }, ...(token ? { token } : {}) });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data['getSinglePollForFrontend'] as PollAnswer;
  }
  const itemId = async (code: string, label: string) =>
    (await poll(code)).params.pollItems.find((item) => item.label === label)?.pollItemId ?? -1;
  const vote = (token: string, code: string, pollItemId: number) =>
    t.graphql(voteMutation, { variables: { code, pollItemId }, token });
  const word = (token: string, code: string, text: string) =>
    t.graphql(wordMutation, { variables: { code, word: text }, token });
  const codeOf = (response: Awaited<ReturnType<TestApp['graphql']>>) => response.body.errors?.[0]?.extensions?.code;
  const votesOf = (answer: PollAnswer) =>
    Object.fromEntries(answer.params.pollItems.map((item) => [item.label, item.votes]));

  it('shows a poll to a caller without session, with nothing voted', async () => {
    const answer = await poll('single');
    expect(answer).toMatchObject({ status: 'active', lastClearDate: null, params: { voted: false, totalVotes: 0 } });
    expect(answer.params.pollItems.map((item) => item.label)).toEqual(['A', 'B']);
  });

  it('answers 404 for an unknown poll or item, and an item of another poll', async () => {
    const token = await t.anonymousToken();
    expect(codeOf(await t.graphql(pollQuery, { variables: { code: 'nope' } }))).toBe('404');
    expect(codeOf(await vote(token, 'nope', 1))).toBe('404');
    expect(codeOf(await vote(token, 'single', await itemId('fixed', 'A')))).toBe('404');
  });

  it('lets nobody vote or send a word without a valid session', async () => {
    const id = await itemId('single', 'A');
    expect(codeOf(await t.graphql(voteMutation, { variables: { code: 'single', pollItemId: id } }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(codeOf(await t.graphql(wordMutation, { variables: { code: 'cloud', word: 'x' } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await vote('forged.token.value', 'single', id))).toBe('UNAUTHENTICATED');
    expect((await poll('single')).params.totalVotes).toBe(0);
  });

  it('counts a single-choice vote, refuses the same item again, and moves the vote when canChangeVote', async () => {
    const token = await t.anonymousToken();
    const [a, b] = [await itemId('single', 'A'), await itemId('single', 'B')];
    const first = await vote(token, 'single', a);
    expect(first.body.data?.['placePollVoteFromFrontend']).toEqual({ success: true, token: expect.any(String) });
    expect(codeOf(await vote(token, 'single', a))).toBe('403');

    await vote(token, 'single', b);
    const answer = await poll('single', token);
    expect(votesOf(answer)).toEqual({ A: 0, B: 1 });
    expect(answer.params).toMatchObject({ voted: true, totalVotes: 1, customersVoted: 1 });
    expect(answer.params.pollItems.map((item) => item.voted)).toEqual([false, true]);
  });

  it('refuses to change a single-choice vote without canChangeVote (403)', async () => {
    const token = await t.anonymousToken();
    await vote(token, 'fixed', await itemId('fixed', 'A'));
    const change = await vote(token, 'fixed', await itemId('fixed', 'B'));
    expect(codeOf(change)).toBe('403');
    expect(votesOf(await poll('fixed'))).toEqual({ A: 1, B: 0 });
  });

  it('allows placeableVotesCount items in a multiple-choice poll, each once', async () => {
    const token = await t.anonymousToken();
    const [a, b, c] = [await itemId('multi', 'A'), await itemId('multi', 'B'), await itemId('multi', 'C')];
    expect((await vote(token, 'multi', a)).body.errors).toBeUndefined();
    expect(codeOf(await vote(token, 'multi', a))).toBe('403');
    expect((await vote(token, 'multi', b)).body.errors).toBeUndefined();
    expect(codeOf(await vote(token, 'multi', c))).toBe('403');
    expect(votesOf(await poll('multi'))).toEqual({ A: 1, B: 1, C: 0 });
    expect((await poll('multi')).params.customersVoted).toBe(1);
  });

  it('refuses votes and words on a visible_only poll (403)', async () => {
    const token = await t.anonymousToken();
    expect(codeOf(await vote(token, 'closed', await itemId('closed', 'A')))).toBe('403');
    expect(codeOf(await word(token, 'cloud-closed', 'hallo'))).toBe('403');
    expect((await poll('closed')).params.totalVotes).toBe(0);
  });

  it('hides the tallies of a hideVotes poll from visitors', async () => {
    const token = await t.anonymousToken();
    await vote(token, 'hidden', await itemId('hidden', 'A'));
    const answer = await poll('hidden', token);
    expect(answer.params.totalVotes).toBeNull();
    expect(votesOf(answer)).toEqual({ A: null, B: null });
    expect(answer.params.voted).toBe(true);
  });

  it('counts words case-insensitively, shows the earliest of equally typed spellings, one word per voter', async () => {
    const [first, second, third] = [await t.anonymousToken(), await t.anonymousToken(), await t.anonymousToken()];
    expect((await word(first, 'cloud', '  Berlin ')).body.data).toEqual({ addWordToWordCloud: true });
    await word(second, 'cloud', 'BERLIN');
    await word(third, 'cloud', 'berlin');
    expect(codeOf(await word(first, 'cloud', 'Hamburg'))).toBe('403');
    const answer = await poll('cloud', first);
    expect(answer.params.words).toEqual([{ text: 'Berlin', value: 3 }]);
    expect(answer.params).toMatchObject({ voted: true, customersVoted: 3 });
  });

  it('shows a word in its most-typed spelling, whichever came first', async () => {
    const senders = await Promise.all(Array.from({ length: 6 }, () => t.anonymousToken()));
    const spellings = ['Berlin', 'BERLIN', ' berlin', 'berlin ', 'Köln', 'KÖLN'];
    for (const [index, token] of senders.entries()) await word(token, 'cloud', spellings[index] ?? '');
    // berlin 2 of 4 beats Berlin and BERLIN (1 each); Köln and KÖLN tie at 1, and Köln was first.
    expect((await poll('cloud')).params.words).toEqual([
      { text: 'berlin', value: 4 },
      { text: 'Köln', value: 2 },
    ]);
    await word(await t.anonymousToken(), 'cloud', 'KÖLN');
    expect((await poll('cloud')).params.words).toContainEqual({ text: 'KÖLN', value: 3 });
  });

  it('refuses a word over charLimitCount (403) and an empty one (BAD_USER_INPUT)', async () => {
    const token = await t.anonymousToken();
    expect(codeOf(await word(token, 'cloud', 'x'.repeat(11)))).toBe('403');
    expect(codeOf(await word(token, 'cloud', '   '))).toBe('BAD_USER_INPUT');
    expect((await word(token, 'cloud', 'x'.repeat(10))).body.errors).toBeUndefined();
  });

  it('takes several different words with allowMultipleAnswers, each once', async () => {
    const token = await t.anonymousToken();
    await word(token, 'cloud-many', 'eins');
    await word(token, 'cloud-many', 'zwei');
    expect(codeOf(await word(token, 'cloud-many', ' Eins'))).toBe('403');
    expect((await poll('cloud-many')).params.words).toEqual([
      { text: 'eins', value: 1 },
      { text: 'zwei', value: 1 },
    ]);
  });

  describe('operator controls', () => {
    const operatorCall = (query: string, code: string, token = operatorToken) =>
      t.graphql(query, { variables: { code }, token });
    const open = `mutation ($code: String!) { openPoll(code: $code) { status } }`;
    const close = `mutation ($code: String!) { closePoll(code: $code) { status } }`;
    const clear = `mutation ($code: String!) { clearPoll(code: $code) { lastClearDate params { totalVotes } } }`;
    const results = `query ($code: String!) { getPollResults(code: $code) { params { pollItems { label votes } } } }`;

    it('refuses every operator operation without the operator token (403)', async () => {
      const visitor = await t.anonymousToken();
      for (const query of [open, close, clear, results]) {
        expect(codeOf(await operatorCall(query, 'single', visitor))).toBe('403');
        expect(codeOf(await t.graphql(query, { variables: { code: 'single' } }))).toBe('403');
      }
      expect((await poll('single')).status).toBe('active');
    });

    it('closes a poll to visible_only and opens it again', async () => {
      const token = await t.anonymousToken();
      const a = await itemId('single', 'A');
      expect((await operatorCall(close, 'single')).body.data).toEqual({ closePoll: { status: 'visible_only' } });
      expect(codeOf(await vote(token, 'single', a))).toBe('403');
      expect((await operatorCall(open, 'single')).body.data).toEqual({ openPoll: { status: 'active' } });
      expect((await vote(token, 'single', a)).body.errors).toBeUndefined();
    });

    it('clears a poll: lastClearDate is set, tallies start from zero and everyone may vote again', async () => {
      const token = await t.anonymousToken();
      const a = await itemId('multi', 'A');
      await vote(token, 'multi', a);
      await vote(token, 'multi', await itemId('multi', 'B'));
      await word(token, 'cloud', 'hallo');
      t.clock.set('2025-06-01T13:00:00Z');

      const cleared = await operatorCall(clear, 'multi');
      expect(cleared.body.data).toEqual({
        clearPoll: { lastClearDate: '2025-06-01T13:00:00.000Z', params: { totalVotes: 0 } },
      });
      await operatorCall(clear, 'cloud');
      expect((await poll('cloud')).params.words).toEqual([]);
      expect((await poll('multi', token)).params.voted).toBe(false);
      expect((await vote(token, 'multi', a)).body.errors).toBeUndefined();
      expect(votesOf(await poll('multi'))).toEqual({ A: 1, B: 0, C: 0 });
    });

    it('exports the results as CSV, items in order, words by count', async () => {
      const token = await t.anonymousToken();
      await vote(token, 'multi', await itemId('multi', 'C'));
      await word(token, 'cloud', 'Köln');
      const items = await exportPollCsv(t.store.db, 'multi');
      expect(
        items
          .slice(1)
          .split('\r\n')
          .map((line) => line.replace(/^multi,\d+,/, '')),
      ).toEqual(['poll,pollItemId,label,votes', 'A,0', 'B,0', 'C,1', '']);
      expect(await exportPollCsv(t.store.db, 'cloud')).toBe('\uFEFFpoll,word,count\r\ncloud,Köln,1\r\n');
    });

    it('reads the results of a hideVotes poll', async () => {
      await vote(await t.anonymousToken(), 'hidden', await itemId('hidden', 'B'));
      const { body } = await operatorCall(results, 'hidden');
      expect(body.data).toEqual({
        getPollResults: {
          params: {
            pollItems: [
              { label: 'A', votes: 0 },
              { label: 'B', votes: 1 },
            ],
          },
        },
      });
    });
  });

  describe('under concurrency', () => {
    it('counts exactly when many voters vote and change at once', async () => {
      const voters = await Promise.all(Array.from({ length: 60 }, () => t.anonymousToken()));
      const [a, b] = [await itemId('single', 'A'), await itemId('single', 'B')];
      const multi = await Promise.all(['A', 'B', 'C'].map((label) => itemId('multi', label)));
      // Everyone votes A; every third voter then changes to B; everyone tries all three multi items (2 allowed).
      await Promise.all(voters.map((token) => vote(token, 'single', a)));
      await Promise.all(
        voters.flatMap((token, index) => [
          ...(index % 3 === 0 ? [vote(token, 'single', b)] : []),
          ...multi.map((id) => vote(token, 'multi', id)),
          word(token, 'cloud', index % 2 === 0 ? 'Ja' : ' nein '),
        ]),
      );

      expect(votesOf(await poll('single'))).toEqual({ A: 40, B: 20 });
      const multiAnswer = await poll('multi');
      expect(multiAnswer.params.totalVotes).toBe(120);
      expect(multiAnswer.params.customersVoted).toBe(60);
      expect((await poll('cloud')).params.words).toEqual([
        { text: 'Ja', value: 30 },
        { text: 'nein', value: 30 },
      ]);
    });

    it('enforces every rule for each write of one batch, a refusal failing no other', async () => {
      const [a, b] = [await itemId('fixed', 'A'), await itemId('fixed', 'B')];
      const multi = await Promise.all(['A', 'B', 'C'].map((label) => itemId('multi', label)));
      const closed = await itemId('closed', 'A');
      const now = new Date();
      const db = t.store.db;
      await placeVote(db, { code: 'fixed', pollItemId: a, voter: 'v1', now });
      // Queued in one turn, so they share one batch (store/write-batches.ts).
      const outcomes = await Promise.allSettled([
        placeVote(db, { code: 'fixed', pollItemId: b, voter: 'v1', now }), // no canChangeVote
        ...multi.map((pollItemId) => placeVote(db, { code: 'multi', pollItemId, voter: 'v2', now })), // 2 of 3
        placeVote(db, { code: 'closed', pollItemId: closed, voter: 'v3', now }), // visible_only
        placeVote(db, { code: 'fixed', pollItemId: multi[0] ?? -1, voter: 'v3', now }), // another poll's item
        addWord(db, { code: 'cloud', word: 'x'.repeat(11), voter: 'v4', now }), // over charLimitCount
        addWord(db, { code: 'cloud-closed', word: 'hallo', voter: 'v4', now }), // visible_only
        placeVote(db, { code: 'fixed', pollItemId: b, voter: 'v5', now }),
        addWord(db, { code: 'cloud', word: 'Ja', voter: 'v5', now }),
        addWord(db, { code: 'cloud', word: 'nein', voter: 'v5', now }), // one word per voter
      ]);
      const codes = outcomes.map((outcome) =>
        outcome.status === 'fulfilled' ? 'ok' : (outcome.reason as { extensions?: { code?: string } }).extensions?.code,
      );
      expect(codes).toEqual(['403', 'ok', 'ok', '403', '403', '404', '403', '403', 'ok', 'ok', '403']);
      // Read as the operator reads them, from the store: these votes skipped the resolvers that refresh the
      // visitors' shared answer (poll-answers.ts).
      const stored = async (code: string) => {
        const { body } = await t.graphql(operatorResults, { variables: { code }, token: operatorToken });
        return (body.data?.['getPollResults'] as PollAnswer).params;
      };
      const byLabel = (params: PollAnswer['params']) =>
        Object.fromEntries(params.pollItems.map((item) => [item.label, item.votes]));
      expect(byLabel(await stored('fixed'))).toEqual({ A: 1, B: 1 });
      expect(byLabel(await stored('multi'))).toEqual({ A: 1, B: 1, C: 0 });
      expect((await stored('closed')).totalVotes).toBe(0);
      expect((await stored('cloud')).words).toEqual([{ text: 'Ja', value: 1 }]);
    });

    it('lets one voter racing with itself through no rule', async () => {
      const token = await t.anonymousToken();
      const single = await Promise.all(['A', 'B'].map((label) => itemId('fixed', label)));
      const multi = await Promise.all(['A', 'B', 'C'].map((label) => itemId('multi', label)));
      const attempts = await Promise.all([
        ...Array.from({ length: 10 }, (_, index) => vote(token, 'fixed', single[index % 2] ?? -1)),
        ...Array.from({ length: 12 }, (_, index) => vote(token, 'multi', multi[index % 3] ?? -1)),
        ...Array.from({ length: 6 }, (_, index) => word(token, 'cloud', `wort${index}`)),
      ]);
      const accepted = attempts.filter((attempt) => !attempt.body.errors).length;
      const refused = attempts.filter((attempt) => codeOf(attempt) === '403').length;

      expect({ accepted, refused }).toEqual({ accepted: 1 + 2 + 1, refused: attempts.length - 4 });
      expect((await poll('fixed')).params.totalVotes).toBe(1);
      expect((await poll('multi')).params.totalVotes).toBe(2);
      expect((await poll('cloud')).params.words.reduce((sum, entry) => sum + entry.value, 0)).toBe(1);
    });
  });
});
