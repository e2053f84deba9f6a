// Writes a .br and a .gz twin beside each compressible file of the build, at the highest levels (done once per build,
// not per request), which @fastify/static's preCompressed option serves to browsers that accept them.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Source maps are only fetched by developer tools; the server compresses them on the fly when asked.
const COMPRESSIBLE = /\.(js|mjs|json|html|svg|css|txt)$/;
// Below about a packet, compression saves nothing worth a second file.
const MIN_BYTES = 1024;

/** @returns {import('rollup').Plugin} */
export function precompress() {
  return {
    name: 'precompress',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(dir, fileName);
          const source = await readFile(path);
          // A file that shrank below the bound loses the twins of an earlier build, which would be served instead.
          if (source.byteLength < MIN_BYTES) {
            await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
            return;
          }
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
