// The audience Q&A through the API on SQLite and PostgreSQL (issue #30): asking, moderating, upvoting once each,
// exact counts under concurrency, the limits, the filters and the operators' controls.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.js';
import { chatModerationSection } from '../../event-file/sections/chat-moderation.js';
import { qaSection } from '../../event-file/sections/qa.js';
import { importChatModeration } from '../../moderation/moderation-settings.js';
import { dialects } from '../../test-support/stores.js';
import { createTestApp, type GraphQLResponse, type TestApp } from '../../test-support/test-app.js';
import { saveOperator } from '../operator/operator-accounts.js';
import { importQas } from './qa-import.js';

const operatorToken = 'operator-'.padEnd(40, 'x');

const qas = qaSection.parse([
  { code: 'open', title: 'Fragen', maxLength: 40, questionsPerMinute: 30 },
  { code: 'moderated', moderated: true, questionsPerMinute: 30 },
  { code: 'named', names: 'required', questionsPerMinute: 30 },
  { code: 'nameless', names: 'anonymous', questionsPerMinute: 30 },
  { code: 'slow', questionsPerMinute: 2 },
  { code: 'unfiltered', profanityFilter: false, dataMasking: false, questionsPerMinute: 30 },
  { code: 'closed', status: 'closed' },
]);

const QUESTION = 'id text authorName upvotes upvoted own status answered highlighted reply';
const pageQuery = `query ($code: String!, $sort: QuestionSort, $limit: Int, $offset: Int) {
  getQuestions(code: $code, sort: $sort, limit: $limit, offset: $offset) {
    qa { code title status moderated names maxLength } total
    questions { ${QUESTION} } highlighted { ${QUESTION} } ownPending { ${QUESTION} }
  }
}`;
const askMutation = `mutation ($code: String!, $text: String!, $name: String) {
  askQuestion(code: $code, text: $text, name: $name) { ${QUESTION} }
}`;
const upvoteMutation = `mutation ($id: Int!) { upvoteQuestion(id: $id) { id upvotes upvoted } }`;
const removeUpvoteMutation = `mutation ($id: Int!) { removeQuestionUpvote(id: $id) { id upvotes upvoted } }`;
const OPERATOR_QUESTION = 'id qaCode text originalText authorName upvotes status answered highlighted reply mergedInto';

interface Question {
  id: number;
  text: string;
  authorName: string | null;
  upvotes: number;
  upvoted: boolean;
  own: boolean;
  status: string;
  answered: boolean;
  highlighted: boolean;
  reply: string | null;
}
interface Page {
  qa: { code: string; status: string; moderated: boolean; names: string; maxLength: number };
  total: number;
  questions: Question[];
  highlighted: Question | null;
  ownPending: Question[];
}

describe.each(dialects)('the audience Q&A on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // 500 visitors from one address log in and upvote at once below.
    t = await createTestApp(dialect, {
      env: { OPERATOR_TOKEN: operatorToken, LIVE_LIMIT_VISITORS_PER_IP: '1000', ANONYMOUS_LOGINS_PER_IP: '10000' },
    });
    await importChatModeration(t.store.db, chatModerationSection.parse({ extraProfanity: ['Bananenkopf'] }));
    await saveOperator(
      t.store.db,
      { email: 'analyst@example.org', role: 'analyst', passwordHash: await hashPassword('a long password here') },
      'cli',
      new Date(),
    );
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await importQas(t.store.db, []);
    await importQas(t.store.db, qas);
  });

  const codeOf = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions?.code;
  function dataOf<T>(response: GraphQLResponse, field: string): T {
    if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
    return response.body.data[field] as T;
  }
  const page = async (code: string, token?: string, variables: Record<string, unknown> = {}) =>
    dataOf<Page>(
      await t.graphql(pageQuery, { variables: { code, ...variables }, ...(token ? { token } : {}) }),
      'getQuestions',
    );
  const ask = (token: string, code: string, text: string, name?: string) =>
    t.graphql(askMutation, { variables: { code, text, ...(name === undefined ? {} : { name }) }, token });
  async function asked(token: string, code: string, text: string, name?: string): Promise<Question> {
    return dataOf<Question>(await ask(token, code, text, name), 'askQuestion');
  }
  const upvote = (token: string, id: number) => t.graphql(upvoteMutation, { variables: { id }, token });
  const operator = (query: string, variables: Record<string, unknown> = {}, token = operatorToken) =>
    t.graphql(query, { variables, token });
  const texts = (questions: Question[]) => questions.map((question) => question.text);

  it('shows an unmoderated question to everyone at once, with the name its asker gave', async () => {
    const [asker, other] = [await t.anonymousToken(), await t.anonymousToken()];
    const question = await asked(asker, 'open', '  Wann   kommt\n die Aufzeichnung? ', 'Anna');
    expect(question).toMatchObject({ text: 'Wann kommt die Aufzeichnung?', authorName: 'Anna', own: true });
    expect(question).toMatchObject({ status: 'approved', upvotes: 0, upvoted: false, highlighted: false });
    const seen = await page('open', other);
    expect(seen).toMatchObject({ total: 1, qa: { code: 'open', maxLength: 40, moderated: false }, ownPending: [] });
    expect(seen.questions).toEqual([{ ...question, own: false }]);
    // A caller without a session reads it too, where the event lets anonymous visitors in (the demo's does).
    expect(texts((await page('open')).questions)).toEqual(['Wann kommt die Aufzeichnung?']);
  });

  it('keeps a moderated question from visitors until an operator approves it; a rejected one never shows', async () => {
    const [asker, other] = [await t.anonymousToken(), await t.anonymousToken()];
    const first = await asked(asker, 'moderated', 'Gibt es die Folien?');
    const second = await asked(asker, 'moderated', 'Wer war das?');
    expect(first.status).toBe('pending');
    const own = await page('moderated', asker);
    expect({ total: own.total, pending: texts(own.ownPending) }).toEqual({
      total: 0,
      pending: ['Wer war das?', 'Gibt es die Folien?'],
    });
    expect(await page('moderated', other)).toMatchObject({ total: 0, questions: [], ownPending: [] });
    // Nobody can upvote what visitors do not see, nor highlight it.
    expect(codeOf(await upvote(other, first.id))).toBe('404');
    expect(
      codeOf(await operator(`mutation ($id: Int!) { highlightQuestion(id: $id) { code } }`, { id: first.id })),
    ).toBe('409');

    const approve = `mutation ($id: Int!) { approveQuestion(id: $id) { ${OPERATOR_QUESTION} } }`;
    const reject = `mutation ($id: Int!) { rejectQuestion(id: $id, reason: "off topic") { status } }`;
    expect(dataOf(await operator(approve, { id: first.id }), 'approveQuestion')).toMatchObject({
      status: 'approved',
      qaCode: 'moderated',
    });
    expect(dataOf(await operator(reject, { id: second.id }), 'rejectQuestion')).toEqual({ status: 'rejected' });
    expect(texts((await page('moderated', other)).questions)).toEqual(['Gibt es die Folien?']);
    const asker_ = await page('moderated', asker);
    expect({ questions: texts(asker_.questions), pending: asker_.ownPending }).toEqual({
      questions: ['Gibt es die Folien?'],
      pending: [],
    });
    expect(codeOf(await upvote(other, second.id))).toBe('404');
  });

  it('counts one upvote per visitor, none for one’s own question, and takes one back', async () => {
    const [asker, voter] = [await t.anonymousToken(), await t.anonymousToken()];
    const { id } = await asked(asker, 'open', 'Eine Frage');
    expect(dataOf(await upvote(voter, id), 'upvoteQuestion')).toEqual({ id, upvotes: 1, upvoted: true });
    expect(codeOf(await upvote(voter, id))).toBe('403');
    expect(codeOf(await upvote(asker, id))).toBe('403');
    expect((await page('open', voter)).questions[0]).toMatchObject({ upvotes: 1, upvoted: true });
    expect((await page('open', asker)).questions[0]).toMatchObject({ upvotes: 1, upvoted: false, own: true });
    const removed = await t.graphql(removeUpvoteMutation, { variables: { id }, token: voter });
    expect(dataOf(removed, 'removeQuestionUpvote')).toEqual({ id, upvotes: 0, upvoted: false });
    expect(codeOf(await t.graphql(removeUpvoteMutation, { variables: { id }, token: voter }))).toBe('403');
    expect(codeOf(await t.graphql(upvoteMutation, { variables: { id } }))).toBe('UNAUTHENTICATED');
  });

  it('orders by upvotes (popular) or newest first (recent), a page at a time', async () => {
    const asker = await t.anonymousToken();
    const voters = await Promise.all([1, 2, 3].map(() => t.anonymousToken()));
    const ids: number[] = [];
    for (const text of ['eins', 'zwei', 'drei', 'vier']) ids.push((await asked(asker, 'open', text)).id);
    // zwei gets three upvotes, vier two, eins one.
    for (const [index, votes] of [1, 3, 0, 2].entries()) {
      for (const voter of voters.slice(0, votes)) await upvote(voter, ids[index] ?? -1);
    }
    expect(texts((await page('open')).questions)).toEqual(['zwei', 'vier', 'eins', 'drei']);
    expect(texts((await page('open', undefined, { sort: 'recent' })).questions)).toEqual([
      'vier',
      'drei',
      'zwei',
      'eins',
    ]);
    const second = await page('open', undefined, { limit: 2, offset: 2 });
    expect({ total: second.total, questions: texts(second.questions) }).toEqual({
      total: 4,
      questions: ['eins', 'drei'],
    });
    expect(codeOf(await t.graphql(pageQuery, { variables: { code: 'open', limit: 101 } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.graphql(pageQuery, { variables: { code: 'nope' } }))).toBe('404');
  });

  it('checks every text: empty, too long, names as the Q&A says', async () => {
    const token = await t.anonymousToken();
    expect(codeOf(await ask(token, 'open', '   '))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ask(token, 'open', 'x'.repeat(41)))).toBe('BAD_USER_INPUT');
    // 100,000 spaces are refused before they are tidied (after tidying it would be the 5 characters 'Frage').
    expect(codeOf(await ask(token, 'open', `Frage${' '.repeat(100_000)}`))).toBe('BAD_USER_INPUT');
    expect((await asked(token, 'open', '😀'.repeat(40))).text).toHaveLength(80);
    expect(codeOf(await ask(token, 'named', 'Ohne Namen?'))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ask(token, 'named', 'Mit Namen', 'x'.repeat(81)))).toBe('BAD_USER_INPUT');
    expect((await asked(token, 'named', 'Mit Namen', ' Ben ')).authorName).toBe('Ben');
    expect((await asked(token, 'nameless', 'Anonym', 'Ben')).authorName).toBeNull();
    expect(codeOf(await ask(token, 'nope', 'Frage'))).toBe('404');
  });

  it('stars out swear words and personal data for visitors; operators see the text as typed', async () => {
    const token = await t.anonymousToken();
    const question = await asked(token, 'open', 'Du Bananenkopf, mail an anna@example.org', 'Arschloch');
    expect(question).toMatchObject({ text: 'Du ***, mail an ****************', authorName: '***' });
    expect((await asked(token, 'unfiltered', 'Du Bananenkopf')).text).toBe('Du Bananenkopf');
    const listed = `query { getOperatorQuestions(code: "open", status: approved) { total questions { text originalText } } }`;
    expect(dataOf(await operator(listed), 'getOperatorQuestions')).toEqual({
      total: 1,
      questions: [
        { text: 'Du ***, mail an ****************', originalText: 'Du Bananenkopf, mail an anna@example.org' },
      ],
    });
  });

  it('lets a closed Q&A be read, and nothing asked or upvoted (403)', async () => {
    const token = await t.anonymousToken();
    const { id } = await asked(await t.anonymousToken(), 'open', 'Vor dem Schluss');
    expect(dataOf(await operator(`mutation { closeQa(code: "open") { status } }`), 'closeQa')).toEqual({
      status: 'closed',
    });
    expect(codeOf(await ask(token, 'open', 'Noch eine'))).toBe('403');
    expect(codeOf(await upvote(token, id))).toBe('403');
    expect(codeOf(await ask(token, 'closed', 'Frage'))).toBe('403');
    expect((await page('open', token)).qa.status).toBe('closed');
    await operator(`mutation { openQa(code: "open") { status } }`);
    expect(dataOf(await upvote(token, id), 'upvoteQuestion')).toMatchObject({ upvotes: 1 });
  });

  describe('limits, counted before they check', () => {
    it("refuses a visitor's questions over the Q&A's questionsPerMinute (429), refused texts included", async () => {
      const token = await t.anonymousToken();
      expect(codeOf(await ask(token, 'slow', '   '))).toBe('BAD_USER_INPUT');
      expect((await ask(token, 'slow', 'Zweite')).body.errors).toBeUndefined();
      expect(codeOf(await ask(token, 'slow', 'Dritte'))).toBe('429');
      // Another visitor has a minute of their own.
      expect((await ask(await t.anonymousToken(), 'slow', 'Andere')).body.errors).toBeUndefined();
      t.clock.set(new Date(t.clock().getTime() + 61_000));
      expect((await ask(token, 'slow', 'Später')).body.errors).toBeUndefined();
    });

    it('refuses the 61st upvote or take-back of a visitor within a minute (429)', async () => {
      const { id } = await asked(await t.anonymousToken(), 'open', 'Viel geklickt');
      const voter = await t.anonymousToken();
      for (let click = 0; click < 60; click++) {
        const response = await t.graphql(click % 2 === 0 ? upvoteMutation : removeUpvoteMutation, {
          variables: { id },
          token: voter,
        });
        expect(response.body.errors).toBeUndefined();
      }
      expect(codeOf(await upvote(voter, id))).toBe('429');
      expect((await page('open')).questions[0]?.upvotes).toBe(0);
    });
  });

  describe('operators', () => {
    it('refuses every operator operation to visitors and refuses moderating to analysts (403)', async () => {
      const { id } = await asked(await t.anonymousToken(), 'moderated', 'Darf ich?');
      const visitor = await t.anonymousToken();
      const login = await t.graphql(
        `mutation { operatorLogin(email: "analyst@example.org", password: "a long password here") { token } }`,
      );
      const analyst = dataOf<{ token: string }>(login, 'operatorLogin').token;
      const mutations = [
        `mutation ($id: Int!) { approveQuestion(id: $id) { id } }`,
        `mutation ($id: Int!) { highlightQuestion(id: $id) { code } }`,
        `mutation ($id: Int!) { archiveQuestion(id: $id) { id } }`,
      ];
      for (const query of mutations) {
        expect(codeOf(await operator(query, { id }, visitor))).toBe('403');
        expect(codeOf(await operator(query, { id }, analyst))).toBe('403');
      }
      expect(codeOf(await operator(`{ getOperatorQas { code } }`, {}, visitor))).toBe('403');
      expect(codeOf(await operator(`{ exportQuestions(code: "open") }`, {}, visitor))).toBe('403');
      expect(
        dataOf<unknown[]>(await operator(`{ getOperatorQas { code } }`, {}, analyst), 'getOperatorQas'),
      ).toHaveLength(qas.length);
      expect((await page('moderated')).total).toBe(0);
    });

    it('edits, replies, marks answered, highlights and archives, each in the audit log', async () => {
      const visitor = await t.anonymousToken();
      const { id } = await asked(await t.anonymousToken(), 'open', 'Wie gehts weitr?');
      const other = await asked(await t.anonymousToken(), 'open', 'Noch was');
      const run = (query: string, variables: Record<string, unknown>) =>
        operator(query, variables).then((r) =>
          dataOf<Record<string, unknown>>(r, Object.keys(r.body.data ?? {})[0] ?? ''),
        );
      await run(`mutation ($id: Int!) { editQuestion(id: $id, text: "Wie geht es weiter?") { text } }`, { id });
      await run(`mutation ($id: Int!) { replyToQuestion(id: $id, reply: "Im Herbst.") { reply } }`, { id });
      expect(await run(`mutation ($id: Int!) { highlightQuestion(id: $id) { highlighted { id } } }`, { id })).toEqual({
        highlighted: { id },
      });
      const seen = await page('open', visitor);
      expect(seen.highlighted).toMatchObject({
        id,
        text: 'Wie geht es weiter?',
        reply: 'Im Herbst.',
        highlighted: true,
      });
      expect(seen.questions.find((question) => question.id === id)?.highlighted).toBe(true);
      // Marking it answered ends the highlight; archiving takes a question out of visitors' lists.
      await run(`mutation ($id: Int!) { markQuestionAnswered(id: $id, answered: true) { answered } }`, { id });
      await run(`mutation ($id: Int!) { archiveQuestion(id: $id) { status } }`, { id: other.id });
      const after = await page('open', visitor);
      expect({ highlighted: after.highlighted, questions: after.questions.map((q) => [q.text, q.answered]) }).toEqual({
        highlighted: null,
        questions: [['Wie geht es weiter?', true]],
      });
      const audit = await operator(`{ getOperatorAudit(limit: 5) { action target } }`);
      expect(dataOf(audit, 'getOperatorAudit')).toEqual([
        { action: 'archiveQuestion', target: `open#${other.id}` },
        { action: 'markQuestionAnswered', target: `open#${id}` },
        { action: 'highlightQuestion', target: 'open' },
        { action: 'replyToQuestion', target: `open#${id}` },
        { action: 'editQuestion', target: `open#${id}` },
      ]);
    });

    it('merges a duplicate: its upvotes and its asker count once for the other, and it leaves the list', async () => {
      const [first, second, both, only] = await Promise.all([1, 2, 3, 4].map(() => t.anonymousToken()));
      const original = await asked(first ?? '', 'open', 'Gibt es Folien?');
      const duplicate = await asked(second ?? '', 'open', 'Folien bitte!');
      for (const voter of [both, only]) await upvote(voter ?? '', duplicate.id);
      await upvote(both ?? '', original.id);
      // The asker of the original upvoted the duplicate: that upvote does not count for their own question.
      await upvote(first ?? '', duplicate.id);
      const merged = await operator(
        `mutation ($id: Int!, $into: Int!) { mergeQuestion(id: $id, intoId: $into) { id upvotes } }`,
        { id: duplicate.id, into: original.id },
      );
      // both (once), only, and the duplicate's asker.
      expect(dataOf(merged, 'mergeQuestion')).toEqual({ id: original.id, upvotes: 3 });
      expect((await page('open')).questions.map((q) => [q.text, q.upvotes])).toEqual([['Gibt es Folien?', 3]]);
      expect(
        codeOf(
          await operator(`mutation ($id: Int!, $into: Int!) { mergeQuestion(id: $id, intoId: $into) { id } }`, {
            id: original.id,
            into: original.id,
          }),
        ),
      ).toBe('409');
      expect(codeOf(await upvote(only ?? '', duplicate.id))).toBe('404');
    });

    it('exports every question with its state and upvotes as CSV', async () => {
      const voter = await t.anonymousToken();
      const { id } = await asked(await t.anonymousToken(), 'moderated', '=HYPERLINK("x")', 'Eve');
      await operator(`mutation ($id: Int!) { approveQuestion(id: $id) { id } }`, { id });
      await upvote(voter, id);
      await asked(await t.anonymousToken(), 'moderated', 'Noch offen');
      const csv = dataOf<string>(await operator(`{ exportQuestions(code: "moderated") }`), 'exportQuestions');
      const lines = csv
        .slice(1)
        .split('\r\n')
        .map((line) => line.split(',').filter((_, index) => ![1, 2].includes(index)));
      expect(lines).toEqual([
        ['questionId', 'status', 'answered', 'upvotes', 'author', 'text', 'originalText', 'reply', 'mergedInto'],
        [String(id), 'approved', 'no', '1', 'Eve', `"'=HYPERLINK(""x"")"`, `"'=HYPERLINK(""x"")"`, '', ''],
        [expect.any(String), 'pending', 'no', '0', '', 'Noch offen', 'Noch offen', '', ''],
        [''],
      ]);
    });

    it('shows the highlighted question on the presenter screen, and a poll when switched', async () => {
      const { id } = await asked(await t.anonymousToken(), 'open', 'Auf die Leinwand');
      const screen = `{ getPresenterScreen { mode code title question { id text } poll { code } } }`;
      expect(dataOf(await operator(screen), 'getPresenterScreen')).toEqual({
        mode: 'join',
        code: null,
        title: null,
        question: null,
        poll: null,
      });
      await operator(`mutation { showOnPresenter(mode: question, code: "open") { mode } }`);
      expect(dataOf(await operator(screen), 'getPresenterScreen')).toEqual({
        mode: 'question',
        code: 'open',
        title: 'Fragen',
        question: null,
        poll: null,
      });
      await operator(`mutation ($id: Int!) { highlightQuestion(id: $id) { code } }`, { id });
      expect(dataOf(await operator(screen), 'getPresenterScreen')).toMatchObject({
        question: { id, text: 'Auf die Leinwand' },
      });
      const poll = await operator(
        `mutation { showOnPresenter(mode: poll, code: "lieblingsthema") { mode poll { code } } }`,
      );
      expect(dataOf(poll, 'showOnPresenter')).toEqual({ mode: 'poll', poll: { code: 'lieblingsthema' } });
      expect(codeOf(await operator(`mutation { showOnPresenter(mode: poll, code: "nope") { mode } }`))).toBe('404');
      expect(
        codeOf(await operator(`mutation { showOnPresenter(mode: join) { mode } }`, {}, await t.anonymousToken())),
      ).toBe('403');
    });
  });

  describe('under concurrency', () => {
    it('counts 500 visitors upvoting one question at once exactly', async () => {
      const { id } = await asked(await t.anonymousToken(), 'open', 'Die beliebteste Frage');
      const voters = await Promise.all(Array.from({ length: 500 }, () => t.anonymousToken()));
      const answers = await Promise.all(voters.map((token) => upvote(token, id)));
      expect(answers.filter((answer) => answer.body.errors).map(codeOf)).toEqual([]);
      expect((await page('open')).questions[0]?.upvotes).toBe(500);
    }, 60_000);

    it('lets one visitor racing with itself upvote once', async () => {
      const { id } = await asked(await t.anonymousToken(), 'open', 'Schnell geklickt');
      const voter = await t.anonymousToken();
      const answers = await Promise.all(Array.from({ length: 20 }, () => upvote(voter, id)));
      expect(answers.map((answer) => codeOf(answer) ?? 'ok').sort()).toEqual([...Array<string>(19).fill('403'), 'ok']);
      expect((await page('open')).questions[0]?.upvotes).toBe(1);
    });

    it('loses no upvote of a duplicate merged while visitors upvote it', async () => {
      const original = await asked(await t.anonymousToken(), 'open', 'Original');
      const duplicate = await asked(await t.anonymousToken(), 'open', 'Duplikat');
      const voters = await Promise.all(Array.from({ length: 60 }, () => t.anonymousToken()));
      const merge = `mutation ($id: Int!, $into: Int!) { mergeQuestion(id: $id, intoId: $into) { upvotes } }`;
      const answers = await Promise.all([
        ...voters.map((token) => upvote(token, duplicate.id)),
        operator(merge, { id: duplicate.id, into: original.id }),
      ]);
      // Every upvote answered before the merge moved with it; the later ones were refused (404), none is lost.
      const accepted = answers.slice(0, 60).filter((answer) => !answer.body.errors).length;
      expect(
        answers
          .slice(0, 60)
          .filter((answer) => answer.body.errors)
          .map(codeOf)
          .every((code) => code === '404'),
      ).toBe(true);
      expect((await page('open')).questions.find((q) => q.id === original.id)?.upvotes).toBe(accepted + 1);
    });
  });
});
