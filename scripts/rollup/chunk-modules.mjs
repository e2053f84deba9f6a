// dist/chunk-modules.json: which modules each emitted file holds, so tests and benches can tell what a page loaded
// (react-router, yup, hls.js, a locale ...) by file name instead of by minified code.
import path from 'node:path';

/** A module's id as a reader knows it: the npm package (`react-router`, `@apollo/client`) or the source path. */
export function moduleName(id, root = process.cwd()) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inPackages = clean.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const [scopeOrName, name] = clean.slice(inPackages + 'node_modules/'.length).split('/');
    return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
  }
  return path.isAbsolute(clean) ? path.relative(root, clean) : clean;
}

/** Emits dist/chunk-modules.json: { "<file>": ["react-dom", "src/react/poll/event-poll.tsx", ...] }. */
export function chunkModules() {
  return {
    name: 'chunk-modules',
    generateBundle(_options, bundle) {
      const files = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const names = Object.entries(file.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => moduleName(id));
        files[file.fileName] = [...new Set(names)].sort();
      }
      this.emitFile({ type: 'asset', fileName: 'chunk-modules.json', source: `${JSON.stringify(files, null, 2)}\n` });
    },
  };
}
