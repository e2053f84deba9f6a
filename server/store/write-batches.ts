// Group commit for small writes that arrive in bursts (votes and words at a keynote): the writes queued while the
// previous batch commits go to the store together, in one transaction, each in a savepoint of its own. A write's
// promise settles only after its batch committed, so an acknowledged write is as durable as one of its own
// transaction; one write's refusal rolls back its savepoint and leaves the others of its batch standing.
// Measured in docs/decisions/0031-group-commit.md.
import type { Db } from './database.js';
import { isPostgres } from './migrations/column-types.js';

/** What a write may share with the other writes of its batch: values loaded once per batch (a poll's row). */
export interface Batch {
  /** The value under key, loaded once per batch in the batch's transaction. */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export type BatchedWrite<R> = (trx: Db, batch: Batch) => Promise<R>;

export interface WriteBatches {
  /**
   * Runs work in the next batch. lockOrder sorts the writes of a batch (the voter key): every batch takes its row
   * locks in that order, so two batches in flight (PostgreSQL, or two processes) never wait for each other in a cycle.
   */
  run<R>(lockOrder: string, work: BatchedWrite<R>): Promise<R>;
}

export interface WriteBatchOptions {
  /** The most writes in one transaction: bounds how long one batch holds the store. */
  maxWrites?: number;
  /** Batches in flight at once: 1 on SQLite (one writer anyway); a few on PostgreSQL to overlap round trips. */
  inFlight?: number;
}

interface Queued {
  lockOrder: string;
  work: BatchedWrite<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const SAVEPOINT = 'batched_write';

export function createWriteBatches(db: Db, { maxWrites = 256, inFlight }: WriteBatchOptions = {}): WriteBatches {
  const limit = inFlight ?? (isPostgres(db) ? 4 : 1);
  const queue: Queued[] = [];
  let running = 0;
  let scheduled = false;

  async function runAlone(write: Queued): Promise<void> {
    try {
      const shared = new Map<string, Promise<unknown>>();
      write.resolve(await db.transaction().execute((trx) => write.work(trx, batchOf(shared))));
    } catch (error) {
      write.reject(error);
    }
  }

  async function commit(writes: Queued[]): Promise<void> {
    writes.sort((a, b) => (a.lockOrder < b.lockOrder ? -1 : a.lockOrder > b.lockOrder ? 1 : 0));
    const outcomes: { ok: boolean; value: unknown }[] = [];
    const trx = await db.startTransaction().execute();
    try {
      const shared = new Map<string, Promise<unknown>>();
      const loadedNow = new Set<string>();
      const batch = batchOf(shared, loadedNow);
      for (const write of writes) {
        loadedNow.clear();
        const saved = await trx.savepoint(SAVEPOINT).execute();
        try {
          outcomes.push({ ok: true, value: await write.work(trx, batch) });
          await saved.releaseSavepoint(SAVEPOINT).execute();
        } catch (error) {
          await saved.rollbackToSavepoint(SAVEPOINT).execute();
          // The rollback also let go of the row locks taken since the savepoint (PostgreSQL): what this write loaded
          // is loaded, and locked, again by the next write that needs it. Earlier writes' loads keep their locks.
          for (const key of loadedNow) shared.delete(key);
          outcomes.push({ ok: false, value: error });
        }
      }
      await trx.commit().execute();
    } catch {
      // The batch as a whole failed (a lost connection, a deadlock with a writer outside the batches): nothing of it
      // was committed, so each write runs again in a transaction of its own and gets its own answer.
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      await Promise.all(writes.map(runAlone));
      return;
    }
    writes.forEach((write, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) write.resolve(outcome.value);
      else write.reject(outcome?.value);
    });
  }

  function pump(): void {
    scheduled = false;
    while (running < limit && queue.length > 0) {
      const writes = queue.splice(0, maxWrites);
      running++;
      void commit(writes).finally(() => {
        running--;
        pump();
      });
    }
  }

  return {
    run<R>(lockOrder: string, work: BatchedWrite<R>): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        // The queue holds the work's own result type; run() hands it back to the caller that queued it.
        queue.push({ lockOrder, work, resolve: resolve as (value: unknown) => void, reject });
        // Writes of the same turn of the event loop join one batch; later ones wait for a batch to finish.
        if (!scheduled && running < limit) {
          scheduled = true;
          setImmediate(pump);
        }
      });
    },
  };
}

function batchOf(shared: Map<string, Promise<unknown>>, loaded?: Set<string>): Batch {
  return {
    once<T>(key: string, load: () => Promise<T>): Promise<T> {
      let value = shared.get(key);
      if (!value) {
        shared.set(key, (value = load()));
        loaded?.add(key);
      }
      // Entries hold what load() returned for the same key.
      return value as Promise<T>;
    },
  };
}

const batchesOfStore = new WeakMap<Db, WriteBatches>();

/** The store's write batches, one set per store (and so per process). */
export function writeBatchesOf(db: Db): WriteBatches {
  let batches = batchesOfStore.get(db);
  if (!batches) batchesOfStore.set(db, (batches = createWriteBatches(db)));
  return batches;
}
