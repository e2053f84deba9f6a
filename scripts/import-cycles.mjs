// Import cycles among our TypeScript modules (issue 14: the chat had one). Imports, type-only ones included, are
// resolved as the compiler resolves them; every cycle found is printed as a chain of files.
//   node scripts/import-cycles.mjs [tsconfig ...]   exits with 1 when there is a cycle
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The import graph of a tsconfig's files: file -> files it imports (inside the repository, not node_modules). */
function importGraph(configPath) {
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  const graph = new Map();
  for (const file of config.fileNames) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith('.d.ts')) {
        targets.add(resolve(resolved.resolvedFileName));
      }
    }
    graph.set(resolve(file), targets);
  }
  return graph;
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node))
        cycles.push(component.map((file) => relative(root, file)).sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

export function importCycles(configs = ['tsconfig.json', 'tsconfig.node.json']) {
  return configs.flatMap((config) => findCycles(importGraph(resolve(root, config))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = importCycles(process.argv.length > 2 ? process.argv.slice(2) : undefined);
  for (const cycle of cycles) console.log(`cycle: ${cycle.join(' <-> ')}`);
  console.log(`${cycles.length} import cycle(s)`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
