// The floor under every React element (issue 13, decision 0015): the libraries of the design card as the elements
// import them, bundled and compressed the way the build counts (rollup with the build's resolve, CommonJS and
// production replacements, terser, brotli 11 of each file). Each library alone (the libraries it shares with
// another left out), then all of them in one file. Run: node bench/library-floor.mjs; `--smoke` bundles only the
// smallest library (a check that the pipeline still builds).
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import { brotliCompressSync, constants } from 'node:zlib';

/** What src/ imports from each library on the way to a poll's first render (grep `from '<library>` in src/). */
const LIBRARIES = {
  'react + react-dom': `
    export { createElement, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
    export { createRoot } from 'react-dom/client';
    export { flushSync } from 'react-dom';`,
  '@apollo/client 3 + graphql': `
    export { ApolloClient, ApolloLink, ApolloProvider, ApolloError, HttpLink, InMemoryCache, Observable, from, execute,
      useQuery, useMutation, useApolloClient } from '@apollo/client';
    export { setContext } from '@apollo/client/link/context';
    export { onError } from '@apollo/client/link/error';
    export { RetryLink } from '@apollo/client/link/retry';
    export { getOperationName, getMainDefinition } from '@apollo/client/utilities';`,
  'emotion (@emotion/react, @emotion/cache)': `
    export { css, keyframes, CacheProvider, Global } from '@emotion/react';
    export { jsx, jsxs, Fragment } from '@emotion/react/jsx-runtime';
    export { default as createCache } from '@emotion/cache';`,
  '@r2wc/react-to-web-component': `export { default as r2wc } from '@r2wc/react-to-web-component';`,
};
const SHARED = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
const smoke = process.argv.includes('--smoke');

const brotli = (code) =>
  brotliCompressSync(Buffer.from(code), {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(code),
    },
  }).byteLength;

/** One ESM file of `source` (a module of re-exports), minified as rollup.config.mjs does in production. */
async function bundle(source, external = []) {
  const bundled = await rollup({
    input: 'floor-entry',
    external,
    onwarn: () => {},
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'floor-entry' ? id : null),
        load: (id) => (id === 'floor-entry' ? source : null),
      },
      replace({
        preventAssignment: true,
        values: { 'process.env.NODE_ENV': JSON.stringify('production'), 'globalThis.__DEV__': 'false' },
      }),
      nodeResolve({ browser: true }),
      commonjs(),
      terser({ format: { comments: false } }),
    ],
  });
  const { output } = await bundled.generate({ format: 'es' });
  await bundled.close();
  return output.map((chunk) => chunk.code ?? '').join('\n');
}

const KB = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const rows = [];
const measured = Object.entries(LIBRARIES).filter(([library]) => !smoke || library.startsWith('@r2wc'));
for (const [library, source] of measured) {
  const code = await bundle(source, library.startsWith('react ') ? [] : SHARED);
  rows.push([library, code.length, brotli(code)]);
}
if (!smoke) {
  const all = await bundle(Object.values(LIBRARIES).join('\n'));
  rows.push(['all of them in one file', all.length, brotli(all)]);
}

console.log(`| library | minified | brotli |\n| --- | ---: | ---: |`);
for (const [library, bytes, brotliBytes] of rows) console.log(`| ${library} | ${KB(bytes)} | ${KB(brotliBytes)} |`);
const sum = (smoke ? rows : rows.slice(0, -1)).reduce((total, [, , brotliBytes]) => total + brotliBytes, 0);
console.log(`\nSum of the files alone: ${KB(sum)} brotli`);
