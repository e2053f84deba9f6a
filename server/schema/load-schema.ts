import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// tsc copies no .graphql files, so the compiled server (build/server/schema/) reads the contract from the source tree.
const candidates = [new URL('./', import.meta.url), new URL('../../../server/schema/', import.meta.url)];

/** The names of the contract's files: schema.graphql (the roots) first, then each feature's part, alphabetically. */
export function schemaFileNames(files: string[]): string[] {
  const parts = files.filter((file) => file.endsWith('.graphql') && file !== 'schema.graphql').sort();
  return ['schema.graphql', ...parts];
}

/** The GraphQL contract: server/schema/schema.graphql plus every feature's server/schema/<feature>.graphql. */
export function loadSchema(): string {
  for (const candidate of candidates) {
    const folder = fileURLToPath(candidate);
    let files: string[];
    try {
      files = readdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (!files.includes('schema.graphql')) continue;
    return schemaFileNames(files)
      .map((file) => readFileSync(`${folder}${file}`, 'utf8'))
      .join('\n');
  }
  throw new Error(`server/schema/schema.graphql not found (looked in ${candidates.map(String).join(', ')})`);
}
