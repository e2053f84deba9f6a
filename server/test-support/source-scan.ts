// What the contract tests (chat-contract.test.ts, portal-contract.test.ts) read of the source tree: the project's
// source files under a folder, the names a file defines, the modules a file imports.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

export const REPOSITORY_ROOT = join(import.meta.dirname, '../..');

/** The .ts and .tsx files under `dir` (relative to the repository), tests and generated files left out. */
export async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(REPOSITORY_ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|generated)\.tsx?$/.test(entry.name))
    .map((entry) => relative(REPOSITORY_ROOT, join(entry.parentPath, entry.name)));
}

/** The names a file exports a definition of: consts, functions, classes, types, interfaces. */
export function definedNames(source: string): string[] {
  const pattern = /^export\s+(?:const|let|function|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

/** Where in server/ and src/ a name defined in the files under `contractDir` is defined again. */
export async function redefinitionsOf(contractDir: string): Promise<{ names: Set<string>; redefinitions: string[] }> {
  const names = new Set<string>();
  for (const file of await sourceFiles(contractDir)) {
    for (const name of definedNames(await readFile(join(REPOSITORY_ROOT, file), 'utf8'))) names.add(name);
  }
  const redefinitions: string[] = [];
  for (const file of [...(await sourceFiles('server')), ...(await sourceFiles('src'))]) {
    for (const name of definedNames(await readFile(join(REPOSITORY_ROOT, file), 'utf8'))) {
      if (names.has(name)) redefinitions.push(`${file}: ${name}`);
    }
  }
  return { names, redefinitions };
}

/** The modules a file imports, as written. */
export async function importsOf(file: string): Promise<string[]> {
  return [...(await readFile(join(REPOSITORY_ROOT, file), 'utf8')).matchAll(/from '([^']+)'/g)].map(
    (match) => match[1]!,
  );
}
