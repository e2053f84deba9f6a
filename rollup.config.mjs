// Builds every element as its own ESM entry under dist/, sharing chunks, so a page with several tags loads React once.
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const production = process.env.NODE_ENV !== 'development';

/** Copies the standalone portal's page next to its script. */
function portalPage() {
  return {
    name: 'portal-page',
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'portal/index.html',
        source: await readFile('src/portal-app/index.html', 'utf8'),
      });
    },
  };
}

/** What a page pays per entry: the entry and every chunk it imports statically, raw and gzipped. */
function bundleSizeReport() {
  return {
    name: 'bundle-size-report',
    generateBundle(_options, bundle) {
      const closure = (fileName, seen = new Set()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of bundle[fileName]?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entries = Object.values(bundle)
        .filter((file) => file.type === 'chunk' && file.isEntry)
        .map((entry) => {
          const files = [...closure(entry.fileName)];
          const code = files.map((fileName) => bundle[fileName].code).join('');
          return {
            entry: entry.fileName,
            files: files.length,
            // Which files: bench/chat-weight.mjs adds up the bubble and the open panel from these.
            fileNames: files,
            bytes: Buffer.byteLength(code),
            gzipBytes: gzipSync(code, { level: 9 }).byteLength,
          };
        });
      this.emitFile({ type: 'asset', fileName: 'bundle-size.json', source: `${JSON.stringify(entries, null, 2)}\n` });
      for (const { entry, files, bytes, gzipBytes } of entries) {
        console.log(`${entry.padEnd(22)} ${String(files).padStart(2)} files ${kib(bytes)} raw ${kib(gzipBytes)} gzip`);
      }
    },
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;

/** React, ReactDOM and the scheduler in one named chunk: the one copy every element shares. */
function manualChunks(id) {
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  return undefined;
}

export default {
  input: {
    foyer: 'src/elements/foyer.ts',
    'event-portal': 'src/elements/event-portal.ts',
    'event-poll': 'src/elements/event-poll.ts',
    'event-form': 'src/elements/event-form.ts',
    'event-cards': 'src/elements/event-cards.ts',
    'event-stream': 'src/elements/event-stream.ts',
    // The chat launcher (Lit, no React) and the panel it imports on open: a lazy chunk with a stable name.
    'chat-widget': 'src/elements/chat-widget.ts',
    'chat-panel': 'src/react/chat/panel/mount-chat-panel.tsx',
    'portal/main': 'src/portal-app/main.ts',
  },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks,
    sourcemap: true,
  },
  plugins: [
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    }),
    nodeResolve({ browser: true, dedupe: ['react', 'react-dom', '@emotion/react', '@emotion/cache'] }),
    commonjs(),
    json(),
    typescript({ tsconfig: './tsconfig.json', noEmit: false, outDir: 'dist', declaration: false, sourceMap: true }),
    production && terser({ format: { comments: false } }),
    portalPage(),
    bundleSizeReport(),
  ],
  onwarn(warning, warn) {
    // The 'use client' directives of React libraries mean nothing to a plain ESM bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};
