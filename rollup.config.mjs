// Builds every element as its own ESM entry under dist/, sharing chunks, so a page with several tags loads React once.
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bundleSize } from './scripts/rollup/bundle-size.mjs';
import { portalHtml } from './scripts/rollup/portal-html.mjs';
import { precompress } from './scripts/rollup/precompress.mjs';
import { separateCopy } from './scripts/rollup/separate-copy.mjs';
import { chunkModules } from './scripts/rollup/chunk-modules.mjs';

const production = process.env.NODE_ENV !== 'development';

/** Copies the standalone portal's page next to its script, and the zoom page (/zoom.html) beside its own. */
function portalPage() {
  const pages = {
    'portal/index.html': 'src/portal-app/index.html',
    'console/index.html': 'src/portal-app/console.html',
    'present/index.html': 'src/portal-app/present.html',
    'zoom.html': 'src/react/stream/zoom-page/zoom.html',
  };
  return {
    name: 'portal-page',
    async generateBundle() {
      for (const [fileName, source] of Object.entries(pages)) {
        this.emitFile({ type: 'asset', fileName, source: await readFile(source, 'utf8') });
      }
    },
  };
}

const REACT_CORE =
  /node_modules\/(@emotion\/[\w-]+|stylis)\/|src\/react\/core\/(element\/(host-context|shadow-style-root)|errors\/error-boundary|i18n\/translator|theme\/theme|ui\/button)\.tsx?$/;
const ELEMENT_CORE =
  /src\/react\/core\/(element\/(export-parts|register-element|emit)|storage\/element-storage|constants|ui\/visually-hidden)\.ts$/;
/**
 * What every element on the GraphQL API loads before it shows anything (the portal, the poll, the stream, the cards,
 * the form, the console): the element definition and configuration, the session and the API's transport (the
 * session store is apart, below). Rollup split it into seven chunks of 1 to 47 KB by who imports what, each a request with 0.45 KB of
 * headers on every such page (issue 13); the parts only some elements use (subscriptions, static mode, documents)
 * stay out.
 */
const ELEMENT_API = new RegExp(
  [
    // jose's unsecured tokens, which the static mode writes: not the session store's, whose chunk would take them.
    String.raw`node_modules\/(@r2wc\/|valibot\/|jose\/dist\/webapi\/(lib\/jwt_claims_set|jwt\/unsecured))`,
    String.raw`shared\/portal\/portal-config\.ts$`,
    String.raw`src\/react\/core\/(config\/[\w-]+|api\/(api-transport|api-request|use-api-query|with-apollo|error-codes|event-url)|session\/(session|use-ensure-session)|element\/(element-errors|use-configuration-reports|define-element|element-loaders|when-idle)|ui\/(loading|use-timed-notice)|storage\/use-element-storage)\.tsx?$`,
    String.raw`src\/react\/core\/session\/session\.documents\/customerAnonymousLogin\.generated\.ts$`,
  ].join('|'),
);
/**
 * The session store with the part of jose it reads tokens with, and the chat bubble's anonymous login that keeps its
 * session there: no React. Inside element-api it made the README's bubble (no portal session) load React, the
 * element API and i18n before anyone opened it, 106.8 KB over the wire (issue 32); on its own every element on the
 * API loads it beside element-api, one request more.
 */
const SESSION_STORE = new RegExp(
  [
    String.raw`node_modules\/jose\/dist\/webapi\/(lib\/(buffer_utils|validate)|util\/(errors|base64url|decode_jwt))`,
    String.raw`src\/react\/core\/session\/session-store\.ts$`,
    String.raw`src\/react\/chat\/launcher\/anonymous-session\.ts$`,
  ].join('|'),
);
/**
 * Apollo Client with graphql and its helpers, and the element's client on it: one chunk. The stream, the cards, the
 * form and the console load it with their element; the portal and the poll after their first paint (decision 0015).
 */
const APOLLO = new RegExp(
  [
    String.raw`node_modules\/(@apollo\/client\/|graphql\/|tslib\/|ts-invariant\/|@wry\/|optimism\/|zen-observable-ts\/|symbol-observable\/|rehackt\/)`,
    String.raw`src\/react\/core\/api\/(api-client|apollo-provider)\.tsx?$`,
  ].join('|'),
);

/**
 * React, ReactDOM and the scheduler in one named chunk: the one copy every element shares. Each portal locale is a
 * chunk named after its language (locale-en), so the server can preload the configured one by name; the chat bubble's
 * label likewise (chat-label-en).
 */
function manualChunks(id) {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  // What every React element loads with React, and nothing without it (the same entries depend on it, measured from
  // the build's graph): emotion, the shadow-root style root, the theme, the translator, the error boundary and the
  // button. Its own chunk cost each of those pages a request and its headers (issue 13).
  if (REACT_CORE.test(id)) return 'react';
  // The React-free half of the translator stays apart (or the translator above would take it along): the zoom page
  // translates without React.
  if (/node_modules\/(rosetta|dlv|templite)\/|src\/react\/core\/i18n\/translate\.ts$/.test(id)) return 'translate';
  // The loader of the portal's locale chunks, apart from both: the zoom page loads it without React, element-api
  // would take it along otherwise, and the chat panel, which loads the translator, never needs it.
  if (/src\/react\/core\/i18n\/i18n\.ts$|shared\/portal\/portal-choices\.ts$/.test(id)) return 'i18n';
  // The element helpers every element needs, the Lit chat bubble too: one chunk instead of two (issue 13).
  if (ELEMENT_CORE.test(id)) return 'element-core';
  // Live results (the console's subscriptions) are the console's own.
  if (
    /node_modules\/(@apollo\/client\/(link\/subscriptions\/|react\/hooks\/useSubscription\.)|graphql-ws\/)/.test(id)
  ) {
    return 'live-queries';
  }
  if (APOLLO.test(id)) return 'apollo';
  if (SESSION_STORE.test(id)) return 'session-store';
  if (ELEMENT_API.test(id)) return 'element-api';
  const locale = /src\/react\/core\/i18n\/locales\/([\w-]+)\.json$/.exec(id);
  if (locale) return `locale-${locale[1]}`;
  // The bubble's label in each chat language: a few hundred bytes that experimentalMinChunkSize would otherwise merge
  // into a chunk the launcher loads up front, all 13 of them.
  const launcher = /src\/react\/chat\/i18n\/launcher-locales\/([\w-]+)\.json$/.exec(id);
  if (launcher) return `chat-label-${launcher[1]}`;
  // The emoji picker's data, one chunk per language that loads when the picker opens: named, so
  // experimentalMinChunkSize never merges shared helpers into it (which made every page load it).
  const emoji = /node_modules\/emojibase-data\/([\w-]+)\/compact\.json$/.exec(id);
  if (emoji) return `emoji-${emoji[1]}`;
  // The calls' code that loads only when a call rings or starts: named, for the same reason (issue 17).
  if (/src\/chat\/foyer\/foyer-call-media\.ts$/.test(id)) return 'call-media';
  if (/src\/chat\/foyer\/foyer-calls\.ts$/.test(id)) return 'calls';
  const callTexts = /src\/react\/chat\/i18n\/call-locales\/([\w-]+)\.json$/.exec(id);
  if (callTexts) return `call-texts-${callTexts[1]}`;
  return undefined;
}

/**
 * Keeps of emojibase-data's compact.json what the picker reads (src/react/chat/conversation/emoji-data.ts), and only
 * emoji one sends: skin-tone variants and the components group go, which halves each language's chunk.
 */
function slimEmojiData() {
  return {
    name: 'slim-emoji-data',
    transform(code, id) {
      if (!/node_modules\/emojibase-data\/[\w-]+\/compact\.json$/.test(id)) return null;
      const slim = JSON.parse(code)
        .filter((emoji) => emoji.group !== undefined && emoji.group !== 2)
        .map(({ unicode, label, group, order, tags }) => ({ unicode, label, group, order, tags }));
      return { code: JSON.stringify(slim), map: null };
    },
  };
}

/**
 * rosetta's one dependency, dlv, as its ES build: with `browser: true` node-resolve picks dlv's UMD file, whose
 * CommonJS wrapper pulled rollup's CommonJS helper (kept in the react chunk) into every page that translates, the
 * zoom page too, which runs no React.
 */
function dlvAsModule() {
  return {
    name: 'dlv-as-module',
    resolveId(source) {
      return source === 'dlv' ? fileURLToPath(import.meta.resolve('dlv/dist/dlv.es.js')) : null;
    },
  };
}

export default {
  input: {
    foyer: 'src/elements/foyer.ts',
    'event-portal': 'src/elements/event-portal.ts',
    'event-poll': 'src/elements/event-poll.ts',
    'event-qa': 'src/elements/event-qa.ts',
    'event-form': 'src/elements/event-form.ts',
    'event-cards': 'src/elements/event-cards.ts',
    'event-stream': 'src/elements/event-stream.ts',
    // The chat launcher (Lit, no React) and the panel it imports on open: a lazy chunk with a stable name.
    'chat-widget': 'src/elements/chat-widget.ts',
    'chat-panel': 'src/react/chat/panel/mount-chat-panel.tsx',
    'portal/main': 'src/portal-app/main.ts',
    // The operators' console (issue 18): the element, and the standalone build's /console page.
    'event-console': 'src/elements/event-console.ts',
    'console/main': 'src/portal-app/console-main.ts',
    // The presenter screen (issue 30): the element, and the standalone build's /present page.
    'event-present': 'src/elements/event-present.ts',
    'present/main': 'src/portal-app/present-main.ts',
    // /zoom.html's script (served by server/features/stream/use-stream-files.ts); no element loads it.
    'zoom-page': 'src/react/stream/zoom-page/zoom-page.ts',
  },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks,
    // Each file a first visit loads costs a request and its headers (0.6 KB over HTTP/1.1): chunks of a few hundred
    // bytes of shared helpers are merged into a chunk loaded under the same conditions (issue 13, measured).
    experimentalMinChunkSize: 1500,
    sourcemap: true,
  },
  treeshake: {
    // Two CommonJS helpers that only emotion's withTheme uses (no element does) and that declare no side effects in
    // their package.json: without this rollup keeps them on every React page (1.3 KB brotli, issue 13).
    moduleSideEffects: (id) => !/node_modules\/(hoist-non-react-statics|react-is)\//.test(id),
  },
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // Apollo's dev-only checks and its "Download the Apollo DevTools" console line: gone in production.
        'globalThis.__DEV__': JSON.stringify(!production),
      },
    }),
    // The chat's frame reader and the contract it reads with: their own zod, so the portal's stays as small.
    separateCopy({ importers: /\/(shared\/chat\/[\w-]+|src\/chat\/foyer\/foyer-frames)\.ts$/, suffix: 'chat-reader' }),
    dlvAsModule(),
    nodeResolve({ browser: true, dedupe: ['react', 'react-dom', '@emotion/react', '@emotion/cache'] }),
    commonjs(),
    slimEmojiData(),
    json(),
    typescript({ tsconfig: './tsconfig.json', noEmit: false, outDir: 'dist', declaration: false, sourceMap: true }),
    production && terser({ format: { comments: false } }),
    portalPage(),
    portalHtml(),
    chunkModules(),
    bundleSize(),
    precompress(),
  ],
  onwarn(warning, warn) {
    // The 'use client' directives of React libraries mean nothing to a plain ESM bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};
