// Finishes the standalone portal's page after rollup emitted it (rollup.config.mjs's portalPage): a modulepreload
// link for every chunk the entry imports statically, so the browser fetches them in parallel with the entry instead
// of after parsing it, and the favicon beside it: inline as a data: address, so a first visit asks for no icon (over
// HTTP/1.1 its response headers alone were 1.1 KB, issue 13); the file is still served at /favicon.ico for the demo
// pages.
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
      const favicon = await readFile('src/portal-app/favicon.svg', 'utf8');
      this.emitFile({ type: 'asset', fileName: 'portal/favicon.svg', source: favicon });
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
        `<link rel="icon" href="${svgDataUrl(favicon)}" type="image/svg+xml" />\n    ${links}\n    ${entryScript}`,
      );
    },
  };
}

/** An SVG as a data: address for an attribute in double quotes (percent-encoded where URLs and HTML need it). */
export function svgDataUrl(svg) {
  const encoded = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[%#<>"&]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `data:image/svg+xml,${encoded}`;
}
