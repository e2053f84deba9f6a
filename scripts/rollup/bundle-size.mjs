// The weight budget (issue 13): dist/bundle-size.json with what each entry and each page state costs (raw, gzip and
// brotli of the files it loads, each file compressed on its own as the server sends it), and a warning table when a
// page state outgrows its budget. A static estimate from the bundle graph; bench/wire.mjs measures the same states
// over the wire in Chromium.
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const KB = 1000;
const portalLocale = /src\/react\/core\/i18n\/locales\/de-DE-DU\.json$/;
const chatLocale = /src\/react\/chat\/i18n\/locales\/de\.json$/;
/** The bubble's label alone (launcher-locales/): the launcher loads no more of the chat's texts before it opens. */
const chatLabel = /src\/react\/chat\/i18n\/launcher-locales\/de\.json$/;
const hlsJs = /node_modules\/hls\.js\//;
const chatFrameReader = /src\/chat\/foyer\/foyer-frames\.ts$/;

/**
 * How the bubble gets its chat token (chat-start.ts), and what each way loads beyond the launcher: a token from the
 * host and the portal session's token need nothing more; without either it logs in anonymously, keeping that session
 * in the session store (the session-store chunk).
 */
const BUBBLE_LOGINS = [
  { path: 'host token', modules: [] },
  { path: 'portal session', modules: [] },
  { path: 'anonymous', modules: [/src\/react\/chat\/launcher\/anonymous-session\.ts$/] },
];

/**
 * The states a first-time visitor of the demo reaches: the entries the page loads and the modules the state renders
 * (their chunks are added with everything they import statically, wherever the build puts them). The demo event
 * speaks de-DE-DU; the chat follows the browser's German.
 */
export const PAGE_STATES = [
  {
    // The landing page logs the visitor in anonymously and sends them on to the welcome page. The chat bubble the demo
    // event shows to every visitor with a session loads once the welcome text has shown (the next state).
    state: 'portal, anonymous, until the welcome text',
    entries: ['portal/main.js'],
    modules: [
      /src\/react\/account\/pages\/landing-page\.tsx$/,
      /src\/react\/portal\/pages\/welcome-page\.tsx$/,
      portalLocale,
    ],
    budgetBytes: 150 * KB,
  },
  {
    state: 'portal, welcome text, then the bubble',
    entries: ['portal/main.js', 'chat-widget.js'],
    modules: [
      /src\/react\/account\/pages\/landing-page\.tsx$/,
      /src\/react\/portal\/pages\/welcome-page\.tsx$/,
      portalLocale,
      chatLabel,
    ],
  },
  {
    state: 'poll-only page, until its options',
    entries: ['event-poll.js'],
    modules: [portalLocale],
    budgetBytes: 110 * KB,
  },
  // Issue 30: <event-qa> alone on a page is held to the poll page's budget until its questions show.
  {
    state: 'Q&A-only page, until its questions',
    entries: ['event-qa.js'],
    modules: [portalLocale],
    budgetBytes: 110 * KB,
  },
  // The bubble before it is opened, on each of its login paths (issue 32): what it loads until it connects to the chat.
  ...BUBBLE_LOGINS.map(({ path, modules }) => ({
    state: `bubble before opening, ${path}`,
    entries: ['chat-widget.js'],
    modules: [chatLabel, ...modules],
    budgetBytes: 18 * KB,
  })),
  // The bubble shows once logged in; the login's answer is read by the frame reader, a chunk of its own (decision 0012).
  ...BUBBLE_LOGINS.map(({ path, modules }) => ({
    state: `bubble logged in, ${path}`,
    entries: ['chat-widget.js'],
    modules: [chatLabel, chatFrameReader, ...modules],
    budgetBytes: 32 * KB,
  })),
  // The open panel has a session, so it reads frames too: the frame reader counts (it was left out until 2026-11-26).
  {
    state: 'chat panel open, in total',
    entries: ['chat-widget.js', 'chat-panel.js'],
    modules: [chatLabel, chatLocale, chatFrameReader],
    budgetBytes: 130 * KB,
  },
  { state: 'stream page, hls.js path', entries: ['event-stream.js'], modules: [portalLocale, hlsJs] },
  // The target is hls.js's light build or smaller: its own minified file is the budget.
  { state: 'hls.js chunk', entries: [], modules: [hlsJs], budget: 'node_modules/hls.js/dist/hls.light.min.js' },
];

const brotliSize = (source) =>
  brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
    },
  }).byteLength;

/** Every file `fileName` loads before it runs: itself and its static imports, transitively. */
function closure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName) || !bundle[fileName]) return seen;
  seen.add(fileName);
  for (const imported of bundle[fileName].imports ?? []) closure(bundle, imported, seen);
  return seen;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** @returns {import('rollup').Plugin} */
export function bundleSize({ states = PAGE_STATES } = {}) {
  return {
    name: 'bundle-size',
    async generateBundle(_options, bundle) {
      const sizes = new Map();
      const sizeOf = (fileName) => {
        if (!sizes.has(fileName)) {
          const source = Buffer.from(bundle[fileName].code);
          sizes.set(fileName, {
            bytes: source.byteLength,
            gzipBytes: gzipSync(source, { level: 9 }).byteLength,
            brotliBytes: brotliSize(source),
          });
        }
        return sizes.get(fileName);
      };
      const weigh = (files) => {
        const total = { files: files.size, fileNames: [...files], bytes: 0, gzipBytes: 0, brotliBytes: 0 };
        for (const fileName of files) {
          const size = sizeOf(fileName);
          total.bytes += size.bytes;
          total.gzipBytes += size.gzipBytes;
          total.brotliBytes += size.brotliBytes;
        }
        return total;
      };
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');

      const entries = chunks
        .filter((chunk) => chunk.isEntry)
        .map((chunk) => ({ entry: chunk.fileName, ...weigh(closure(bundle, chunk.fileName)) }));

      const pageStates = [];
      for (const { state, entries: stateEntries, modules, budgetBytes, budget } of states) {
        const files = new Set();
        for (const entry of stateEntries) closure(bundle, entry, files);
        for (const pattern of modules) {
          const holders = chunks.filter((chunk) => Object.keys(chunk.modules).some((id) => pattern.test(id)));
          if (holders.length === 0) this.warn(`bundle-size: no chunk holds ${pattern} (page state "${state}")`);
          for (const chunk of holders) closure(bundle, chunk.fileName, files);
        }
        const limit = budget ? brotliSize(await readFile(budget)) : budgetBytes;
        pageStates.push({ state, ...weigh(files), ...(limit ? { budgetBrotliBytes: limit } : {}) });
      }

      this.emitFile({
        type: 'asset',
        fileName: 'bundle-size.json',
        source: `${JSON.stringify({ entries, pageStates }, null, 2)}\n`,
      });

      const row = (name, size, budgetBytes) =>
        `${name.padEnd(44)} ${String(size.files).padStart(3)} files ${kb(size.bytes).padStart(10)} raw ` +
        `${kb(size.gzipBytes).padStart(9)} gzip ${kb(size.brotliBytes).padStart(9)} br` +
        (budgetBytes ? `  budget ${kb(budgetBytes)}${size.brotliBytes > budgetBytes ? '  OVER' : ''}` : '');
      console.log(entries.map((entry) => row(entry.entry, entry)).join('\n'));
      console.log(pageStates.map((state) => row(state.state, state, state.budgetBrotliBytes)).join('\n'));
      const over = pageStates.filter((state) => state.budgetBrotliBytes && state.brotliBytes > state.budgetBrotliBytes);
      // A warning, not a failure: the budget shows where weight grew, the bench measures what the wire carries.
      if (over.length > 0) {
        this.warn(
          `Over the weight budget (brotli, the files each state loads):\n${over
            .map((state) => `  ${state.state}: ${kb(state.brotliBytes)} > ${kb(state.budgetBrotliBytes)}`)
            .join('\n')}`,
        );
      }
    },
  };
}
