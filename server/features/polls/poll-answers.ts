// What every visitor of a poll is sent alike (its items and tallies) is read once per read-cache interval (2 s) and
// served from memory; each visitor's request adds their own poll row and their own votes. A vote forgets the poll's
// tallies in its own process at once, so the voter's next poll shows it; other processes hear of it through one
// POLL_CHANGED_TOPIC message per poll at most every ANNOUNCE_MS (a burst of votes sends a few, the last one always),
// which also moves the consoles' live results (operator/live-results.ts). An operator's change is announced at once.
// docs/decisions/0032-shared-poll-answers.md has the numbers.
import type { FastifyInstance } from 'fastify';
import { POLL_CHANGED_TOPIC, type Bus } from '../../bus/bus.js';
import type { ReadCache } from '../../read-cache.js';
import type { Db } from '../../store/database.js';
import { readTallies, type PollRow, type PollTallies } from './poll-store.js';

/** At most this often per poll and process a burst of votes is announced to the other processes and the consoles. */
export const ANNOUNCE_MS = 250;

const talliesKey = (code: string) => `poll.tallies:${code}`;

interface Announcer {
  bus: Bus;
  /** Codes announced within ANNOUNCE_MS, and whether a change came in since (then announced when it ends). */
  recent: Map<string, { again: boolean }>;
}

const announcers = new WeakMap<Bus, Announcer>();

interface Changes {
  bus: Bus;
  cache: ReadCache;
}

/** A poll's shared tallies: from memory when read within the interval and nothing changed since. */
export async function readSharedTallies({ cache, db }: Changes & { db: Db }, row: PollRow): Promise<PollTallies> {
  // Keyed by a code found in the store, so the entries are bounded by the event's polls.
  const key = talliesKey(row.code);
  const shared = await cache.get(key, async () => ({ pollId: row.id, tallies: await readTallies(db, row) }));
  if (shared.pollId === row.id) return shared.tallies;
  // An import replaced the poll under its code (another process, or this one before the interval ended).
  cache.forgetHere(key);
  return readTallies(db, row);
}

/** After an operator's change: every process reads the poll afresh at once. */
export async function pollChanged({ bus, cache }: Changes, code: string): Promise<void> {
  cache.forgetHere(talliesKey(code));
  await bus.publish(POLL_CHANGED_TOPIC, { code });
}

/**
 * After a visitor's vote or word: this process reads the tallies afresh at its next request; the other processes and
 * the consoles hear at most every ANNOUNCE_MS per poll, the last change always.
 */
export function answerArrived({ bus, cache }: Changes, code: string): void {
  cache.forgetHere(talliesKey(code));
  let announcer = announcers.get(bus);
  if (!announcer) announcers.set(bus, (announcer = { bus, recent: new Map() }));
  announce(announcer, code);
}

function announce(announcer: Announcer, code: string): void {
  const recent = announcer.recent.get(code);
  if (recent) {
    recent.again = true;
    return;
  }
  const entry = { again: false };
  announcer.recent.set(code, entry);
  // A lost announcement only delays the other processes until their cache interval ends; the vote stands.
  announcer.bus.publish(POLL_CHANGED_TOPIC, { code }).catch(() => undefined);
  setTimeout(() => {
    announcer.recent.delete(code);
    if (entry.again) announce(announcer, code);
  }, ANNOUNCE_MS).unref();
}

/** Every process forgets a poll's tallies when any process announces a change of it; ends with the app. */
export function usePollAnswers(app: FastifyInstance, { bus, cache }: Changes): void {
  const unsubscribe = bus.subscribe(POLL_CHANGED_TOPIC, (payload) => {
    const code = (payload as { code?: unknown } | null)?.code;
    if (typeof code === 'string') cache.forgetHere(talliesKey(code));
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });
}
