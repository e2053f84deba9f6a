// Votes under a burst, on the built server (issue 31): votes go to the store in batches (server/store/write-batches.ts)
// and each is acknowledged after its batch committed. So a `kill -9` in the middle of a burst loses no acknowledged
// vote, and after the restart on the same data the voters' tokens hold and their next poll shows their vote; and two
// processes on one PostgreSQL with Redis count a burst exactly, every rule holding across both.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { graphqlData, graphqlRequest, type GraphqlAnswer } from '../support/graphql.mjs';
import { startServer, type RunningServer } from '../support/start-server.mjs';
import { freshSchema } from './support/postgres-schema.js';

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const operatorToken = `operator-${randomUUID()}`;
// Every voter of these tests comes from 127.0.0.1.
const limits = { LIVE_LIMIT_VISITORS_PER_IP: '1000000', ANONYMOUS_LOGINS_PER_IP: '1000000' };

const VOTE = `mutation ($code: String!, $pollItemId: Int!) {
  placePollVoteFromFrontend(code: $code, pollItemId: $pollItemId) { success token } }`;
const POLL = `query ($code: String!) { getSinglePollForFrontend(code: $code) {
  params { voted pollItems { pollItemId voted } } } }`;
const RESULTS = `query ($code: String!) { getPollResults(code: $code) {
  params { customersVoted pollItems { pollItemId votes } } } }`;

interface Results {
  getPollResults: { params: { customersVoted: number; pollItems: { pollItemId: number; votes: number }[] } };
}
interface Poll {
  getSinglePollForFrontend: { params: { voted: boolean; pollItems: { pollItemId: number; voted: boolean }[] } };
}

const results = (server: RunningServer, code: string) =>
  graphqlData<Results>(server.url, RESULTS, { variables: { code }, token: operatorToken });
const itemsOf = async (server: RunningServer, code: string) =>
  (await results(server, code)).getPollResults.params.pollItems.map((item) => item.pollItemId);
const tallies = async (server: RunningServer, code: string) =>
  Object.fromEntries((await results(server, code)).getPollResults.params.pollItems.map((i) => [i.pollItemId, i.votes]));
const vote = (server: RunningServer, token: string, code: string, pollItemId: number): Promise<GraphqlAnswer> =>
  graphqlRequest(server.url, VOTE, { variables: { code, pollItemId }, token });

async function anonymousTokens(server: RunningServer, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, () =>
      graphqlData<{ customerAnonymousLogin: { token: string } }>(server.url, '{ customerAnonymousLogin { token } }'),
    );
    for (const answer of await Promise.all(batch)) tokens.push(answer.customerAnonymousLogin.token);
  }
  return tokens;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(['sqlite', 'postgres'] as const)('a kill -9 during a vote burst on %s', (dialect) => {
  it('loses no acknowledged vote, and the voters continue after the restart with the same tokens', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-vote-burst-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    let env: Record<string, string> = { ...limits, OPERATOR_TOKEN: operatorToken };
    if (dialect === 'postgres') {
      const schema = await freshSchema('vb');
      cleanups.push(() => schema.drop());
      env = { ...env, DATABASE_URL: schema.databaseUrl, JWT_SECRET: randomUUID().repeat(2) };
    }
    const first = await startServer({ env, dataDir });
    cleanups.push(() => first.stop());
    const items = await itemsOf(first, 'fragen-runde');
    const voters = await anonymousTokens(first, 300);

    // Each voter sends two multiple-choice votes at once; the server is killed once a third of them are answered.
    const acknowledged: { token: string; pollItemId: number }[] = [];
    let answered = 0;
    let killed = false;
    const burst = voters.flatMap((token, index) =>
      [0, 1].map(async (offset) => {
        const pollItemId = items[(index + offset) % items.length] ?? -1;
        try {
          const answer = await vote(first, token, 'fragen-runde', pollItemId);
          if (answer.data?.['placePollVoteFromFrontend']) acknowledged.push({ token, pollItemId });
        } catch {
          // The connection broke with the process: this vote was never acknowledged.
        }
        answered++;
        if (!killed && answered >= voters.length * (2 / 3) && first.pid !== undefined) {
          killed = true;
          process.kill(first.pid, 'SIGKILL');
        }
      }),
    );
    await Promise.all(burst);
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(0);
    await first.stop();

    const second = await startServer({ env, dataDir, port: first.port });
    cleanups.push(() => second.stop());
    const counted = await tallies(second, 'fragen-runde');
    const expected = new Map<number, number>();
    for (const { pollItemId } of acknowledged) expected.set(pollItemId, (expected.get(pollItemId) ?? 0) + 1);
    for (const [pollItemId, votes] of expected) expect(counted[pollItemId]).toBeGreaterThanOrEqual(votes);

    // Every acknowledged voter's token holds, and their next poll shows the vote they were told was counted.
    const polls = await Promise.all(
      acknowledged.map(({ token }) =>
        graphqlData<Poll>(second.url, POLL, { variables: { code: 'fragen-runde' }, token }),
      ),
    );
    acknowledged.forEach(({ pollItemId }, index) => {
      const shown = polls[index]?.getSinglePollForFrontend.params.pollItems.find((i) => i.pollItemId === pollItemId);
      expect(shown?.voted).toBe(true);
    });
    // And a voter cut off by the kill votes again as if nothing happened.
    const single = await itemsOf(second, 'lieblingsthema');
    const again = await vote(second, voters[voters.length - 1] ?? '', 'lieblingsthema', single[0] ?? -1);
    expect(again.errors).toBeUndefined();
  });
});

describe('two server processes on one PostgreSQL with Redis', () => {
  it('count a vote burst spread over both exactly, every rule holding across them', async () => {
    const schema = await freshSchema('vb');
    cleanups.push(() => schema.drop());
    const env = {
      ...limits,
      OPERATOR_TOKEN: operatorToken,
      DATABASE_URL: schema.databaseUrl,
      JWT_SECRET: randomUUID().repeat(2),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `test:${randomUUID()}:`,
    };
    const a = await startServer({ env });
    cleanups.push(() => a.stop());
    const b = await startServer({ env });
    cleanups.push(() => b.stop());
    const single = await itemsOf(a, 'lieblingsthema');
    const multi = await itemsOf(a, 'fragen-runde');
    const voters = await anonymousTokens(a, 200);

    // Each voter: a single-choice vote on A and a different one on B at once (canChangeVote: both succeed, the
    // later one counts), then three multiple-choice votes at once over both processes, of which 2 may pass.
    const [x = -1, y = -1] = single;
    const firstRound = await Promise.all(
      voters.flatMap((token) => [vote(a, token, 'lieblingsthema', x), vote(b, token, 'lieblingsthema', y)]),
    );
    expect(firstRound.filter((answer) => answer.errors).length).toBeLessThanOrEqual(voters.length);
    const multiRound = await Promise.all(
      voters.map((token, index) =>
        Promise.all([0, 1, 2].map((k) => vote(k % 2 ? b : a, token, 'fragen-runde', multi[(index + k) % 3] ?? -1))),
      ),
    );

    const singleTallies = await tallies(b, 'lieblingsthema');
    expect((singleTallies[x] ?? 0) + (singleTallies[y] ?? 0)).toBe(voters.length);
    const accepted = multiRound.map((answers) => answers.filter((answer) => !answer.errors).length);
    expect(accepted).toEqual(voters.map(() => 2));
    const refusals = multiRound.flat().filter((answer) => answer.errors);
    expect(refusals.map((answer) => answer.errors?.[0]?.extensions?.code)).toEqual(voters.map(() => '403'));
    const multiTallies = await tallies(a, 'fragen-runde');
    expect(Object.values(multiTallies).reduce((sum, votes) => sum + votes, 0)).toBe(2 * voters.length);
    const expectedMulti = new Map(multi.map((id) => [id, 0]));
    multiRound.forEach((answers, index) =>
      answers.forEach((answer, k) => {
        const id = multi[(index + k) % 3] ?? -1;
        if (!answer.errors) expectedMulti.set(id, (expectedMulti.get(id) ?? 0) + 1);
      }),
    );
    expect(multiTallies).toEqual(Object.fromEntries(expectedMulti));
    expect((await results(a, 'fragen-runde')).getPollResults.params.customersVoted).toBe(voters.length);
  });
});
