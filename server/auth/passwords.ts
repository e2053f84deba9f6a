// argon2id password hashes (DESIGN.md). Verifying against a decoy hash for unknown e-mail addresses keeps a login's
// duration from telling whether an address is registered. Hashing runs a few at a time: a burst of guesses waits
// in a bounded queue and, once that is full, is refused at once instead of tying up every thread (docs/security.md).
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { tooManyRequests } from '../errors.js';

// Algorithm.Argon2id: the package's const enum cannot be read under verbatimModuleSyntax.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id };

/** Longer inputs are refused before hashing, so a huge password cannot tie up the server. */
export const PASSWORD_MAX_LENGTH = 256;

/** Hashes computed at once: one per core, so password checks leave the event loop and other requests room. */
export const ARGON2_CONCURRENCY = availableParallelism();
/** Hashes that may wait: about a second of work on two cores; more are refused with 429. */
export const ARGON2_QUEUE_MAX = 64;

const argon2Work = pLimit(ARGON2_CONCURRENCY);

/** Queues one argon2 computation; a full queue refuses with the rate-limit error rather than grow. */
function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (argon2Work.pendingCount >= ARGON2_QUEUE_MAX) {
    return Promise.reject(tooManyRequests('The server is busy checking passwords, please try again in a moment'));
  }
  return argon2Work(work);
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, OPTIONS));
}

/** Made once at start, with the parameters of every new hash, so checking it costs what a real check does. */
const decoy = hash('decoy password, never matches', OPTIONS);

/** True when password matches storedHash; with no hash, spends the same time on the decoy and answers false. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  const against = storedHash ?? (await decoy);
  const matches = await bounded(() => verify(against, password).catch(() => false));
  return matches && Boolean(storedHash);
}
