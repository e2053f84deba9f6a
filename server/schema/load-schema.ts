import { readFileSync } from 'node:fs';

// tsc copies no .graphql files, so the compiled server (build/server/schema/) reads the contract from the source tree.
const candidates = [
  new URL('./schema.graphql', import.meta.url),
  new URL('../../../server/schema/schema.graphql', import.meta.url),
];

/** The GraphQL contract, server/schema/schema.graphql. */
export function loadSchema(): string {
  for (const candidate of candidates) {
    try {
      return readFileSync(candidate, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`server/schema/schema.graphql not found (looked at ${candidates.map(String).join(', ')})`);
}
