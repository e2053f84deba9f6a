// Finishes the standalone portal's page after rollup emitted it (rollup.config.mjs's portalPage): a modulepreload
// link for every chunk the entry imports statically, so the browser fetches them in parallel with the entry instead
// of after parsing it, and the favicon beside it (served at /favicon.ico too).
import { readFile } from 'node:fs/promises';

const PAGE = 'portal/index.html';
const ENTRY = 'portal/main.js';

/** Every file `fileName` imports statically, directly or through other chunks (without itself). */
export function staticImports(bundle, fileName, seen = new Set()) {
  for (const imported of bundle[fileName]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(bundle, imported, seen);
  }
  return seen;
}

/** @returns {import('rollup').Plugin} */
export function portalHtml() {
  return {
    name: 'portal-html',
    async generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'portal/favicon.svg',
        source: await readFile('src/portal-app/favicon.svg', 'utf8'),
      });
      const page = bundle[PAGE];
      if (page?.type !== 'asset' || !bundle[ENTRY]) this.error(`${PAGE} and ${ENTRY} must be in the bundle`);
      const links = [...staticImports(bundle, ENTRY)]
        .map((fileName) => `<link rel="modulepreload" href="/dist/${fileName}" />`)
        .join('\n    ');
      const entryScript = `<script type="module" src="/dist/${ENTRY}"></script>`;
      const html = String(page.source);
      if (!html.includes(entryScript)) this.error(`${PAGE} must load ${ENTRY} with ${entryScript}`);
      page.source = html.replace(
        entryScript,
        `<link rel="icon" href="/dist/portal/favicon.svg" type="image/svg+xml" />\n    ${links}\n    ${entryScript}`,
      );
    },
  };
}
