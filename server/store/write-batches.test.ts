import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, openTestStore, type TestStore } from '../test-support/stores.js';
import type { Db } from './database.js';
import { createWriteBatches } from './write-batches.js';

describe.each(dialects)('write batches on %s', (dialect) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await openTestStore(dialect);
  });
  afterAll(() => store.destroy());
  beforeEach(async () => {
    await store.db.deleteFrom('settings').where('key', 'like', 'batch-%').execute();
  });

  const put = (trx: Db, key: string) => trx.insertInto('settings').values({ key, value: 'x' }).execute();
  const storedKeys = async () =>
    (await store.db.selectFrom('settings').select('key').where('key', 'like', 'batch-%').orderBy('key').execute()).map(
      (row) => row.key,
    );

  it('writes the writes of one turn in one transaction, each with its own answer', async () => {
    const batches = createWriteBatches(store.db);
    const transactions = new Set<Db>();
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        batches.run(name, async (trx) => {
          transactions.add(trx);
          await put(trx, `batch-${name}`);
          return name.toUpperCase();
        }),
      ),
    );
    expect(answers).toEqual(['A', 'B', 'C']);
    expect(transactions.size).toBe(1);
    expect(await storedKeys()).toEqual(['batch-a', 'batch-b', 'batch-c']);
  });

  it("rolls back a refused write's own rows and keeps the others of its batch", async () => {
    const batches = createWriteBatches(store.db);
    const refused = new Error('refused by a rule');
    const outcomes = await Promise.allSettled(
      ['a', 'b', 'c'].map((name) =>
        batches.run(name, async (trx) => {
          await put(trx, `batch-${name}`);
          if (name === 'b') throw refused;
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ reason: refused });
    expect(await storedKeys()).toEqual(['batch-a', 'batch-c']);
  });

  it("survives a write whose statement the store refuses (a duplicate key), the others' rows kept", async () => {
    const batches = createWriteBatches(store.db);
    const outcomes = await Promise.allSettled(
      ['a', 'a', 'b'].map((name) => batches.run(name, (trx) => put(trx, `batch-${name}`))),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await storedKeys()).toEqual(['batch-a', 'batch-b']);
  });

  it('loads again after a refusal only what the refused write loaded (its locks went with its savepoint)', async () => {
    const batches = createWriteBatches(store.db);
    const loads = { earlier: 0, refused: 0 };
    const outcomes = await Promise.allSettled(
      ['a', 'b', 'c'].map((name) =>
        batches.run(name, async (_trx, batch) => {
          await batch.once('earlier', async () => ++loads.earlier);
          if (name === 'b') {
            await batch.once('refused', async () => ++loads.refused);
            throw new Error('refused by a rule');
          }
          if (name === 'c') await batch.once('refused', async () => ++loads.refused);
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(loads).toEqual({ earlier: 1, refused: 2 });
  });

  it('puts at most maxWrites writes in one transaction and loads a shared value once per batch', async () => {
    const batches = createWriteBatches(store.db, { maxWrites: 3 });
    const transactions = new Set<Db>();
    let loads = 0;
    await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        batches.run(String(index), async (trx, batch) => {
          transactions.add(trx);
          await batch.once('shared', async () => ++loads);
          await put(trx, `batch-${index}`);
        }),
      ),
    );
    expect(transactions.size).toBe(3);
    expect(loads).toBe(3);
    expect(await storedKeys()).toHaveLength(7);
  });
});
