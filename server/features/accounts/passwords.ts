// argon2id password hashes (DESIGN.md). Verifying against a fixed hash for unknown e-mail addresses keeps a login's
// duration from telling whether an address is registered.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id: the package's const enum cannot be read under verbatimModuleSyntax.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id };

/** Longer inputs are refused before hashing, so a huge password cannot tie up the server. */
export const PASSWORD_MAX_LENGTH = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let decoy: Promise<string> | undefined;

/** True when password matches storedHash; with no hash, spends the same time and answers false. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  if (!storedHash) {
    decoy ??= hashPassword('decoy password, never matches');
    await verify(await decoy, `${password}x`).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
