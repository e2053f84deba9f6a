import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_CHANGED_TOPIC } from '../../bus/bus.js';
import { flushed } from '../../bus/bus-contract.js';
import { createInProcessBus } from '../../bus/in-process-bus.js';
import { pollsSection } from '../../event-file/sections/polls.js';
import { createReadCache, forgetEverywhere } from '../../read-cache.js';
import { dialects, openTestStore, type TestStore } from '../../test-support/stores.js';
import { ANNOUNCE_MS, answerArrived, pollChanged, readSharedTallies, usePollAnswers } from './poll-answers.js';
import { importPolls } from './poll-import.js';
import { findPollRow } from './poll-store.js';
import { placeVote } from './poll-votes.js';

const polls = pollsSection.parse([{ code: 'single', type: 'singleChoice', items: [{ label: 'A' }, { label: 'B' }] }]);

describe.each(dialects)("a poll's shared answer on %s", (dialect) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await openTestStore(dialect);
  });
  afterAll(() => store.destroy());
  beforeEach(async () => {
    await importPolls(store.db, []);
    await importPolls(store.db, polls);
  });

  /** Two processes' caches on one bus, as with Redis; the clock moves the read-cache interval (2 s). */
  function twoProcesses() {
    let now = 0;
    const bus = createInProcessBus();
    const processes = [0, 1].map(() => {
      const app = Fastify();
      const { cache } = forgetEverywhere(createReadCache({ now: () => now }), bus, () => undefined);
      usePollAnswers(app, { bus, cache });
      return { app, cache, bus, db: store.db };
    });
    return { processes, bus, advance: (ms: number) => (now += ms) };
  }
  const votes = async (ctx: Parameters<typeof readSharedTallies>[0]) => {
    const row = await findPollRow(store.db, 'single');
    if (!row) throw new Error('no poll');
    return (await readSharedTallies(ctx, row)).votesByItem.reduce((sum, [, count]) => sum + count, 0);
  };
  const voteFor = async (voter: string) => {
    const row = await findPollRow(store.db, 'single');
    const item = await store.db
      .selectFrom('poll_items')
      .select('id')
      .where('poll_id', '=', row?.id ?? -1)
      .limit(1);
    await placeVote(store.db, {
      code: 'single',
      pollItemId: (await item.executeTakeFirstOrThrow()).id,
      voter,
      now: new Date(),
    });
  };

  it('is read once per interval: a vote elsewhere shows when the interval ends at the latest', async () => {
    const { processes, advance } = twoProcesses();
    const [, b] = processes;
    if (!b) throw new Error('two processes');
    expect(await votes(b)).toBe(0);
    // Written by a process that announces nothing (the CLI, or one whose announcement got lost).
    await voteFor('v1');
    expect(await votes(b)).toBe(0);
    advance(1999);
    expect(await votes(b)).toBe(0);
    advance(1);
    expect(await votes(b)).toBe(1);
  });

  it("shows a vote at once in the voter's process and, once announced, in every other", async () => {
    const { processes, bus } = twoProcesses();
    const [a, b] = processes;
    if (!a || !b) throw new Error('two processes');
    expect([await votes(a), await votes(b)]).toEqual([0, 0]);
    await voteFor('v1');
    answerArrived(a, 'single');
    expect(await votes(a)).toBe(1);
    await flushed(bus);
    expect(await votes(b)).toBe(1);
  });

  it("shows an operator's change in every process at once", async () => {
    const { processes, bus } = twoProcesses();
    const [a, b] = processes;
    if (!a || !b) throw new Error('two processes');
    await voteFor('v1');
    expect([await votes(a), await votes(b)]).toEqual([1, 1]);
    await store.db.deleteFrom('poll_votes').execute();
    await pollChanged(a, 'single');
    await flushed(bus);
    expect([await votes(a), await votes(b)]).toEqual([0, 0]);
  });
});

describe('announcing a burst of votes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first change of a poll at once, then at most one per ANNOUNCE_MS, the last one always', async () => {
    const bus = createInProcessBus();
    const heard: unknown[] = [];
    bus.subscribe(POLL_CHANGED_TOPIC, (payload) => heard.push(payload));
    const ctx = { bus, cache: createReadCache() };

    for (let vote = 0; vote < 100; vote++) answerArrived(ctx, 'single');
    answerArrived(ctx, 'other');
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([{ code: 'single' }, { code: 'other' }]);

    await vi.advanceTimersByTimeAsync(ANNOUNCE_MS);
    // The bus delivers on the turn after the publish.
    await vi.advanceTimersByTimeAsync(1);
    // The 99 votes after the first are announced once; 'other' had nothing more.
    expect(heard).toEqual([{ code: 'single' }, { code: 'other' }, { code: 'single' }]);
    await vi.advanceTimersByTimeAsync(10 * ANNOUNCE_MS);
    expect(heard).toHaveLength(3);

    answerArrived(ctx, 'single');
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toHaveLength(4);
  });
});
