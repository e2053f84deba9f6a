// What a host page pays for the chat (DESIGN.md: the bubble costs a few KB, the panel loads on open), from the built
// dist/: the bubble page (chat-widget.js, its static imports and the de texts) and what opening the panel adds.
// Run after `npx rollup -c`: node bench/chat-weight.mjs
import { readFile, readdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const report = JSON.parse(await readFile('dist/bundle-size.json', 'utf8'));
const filesOf = (entry) => {
  const found = report.find((item) => item.entry === entry);
  if (!found?.fileNames) throw new Error(`dist/bundle-size.json has no files for ${entry}: rebuild with rollup -c`);
  return found.fileNames;
};
const localeChunk = (await readdir('dist/chunks')).find((name) => /^de-[\w-]+\.js$/.test(name));

async function weight(files) {
  const code = (await Promise.all([...files].map((file) => readFile(`dist/${file}`, 'utf8')))).join('');
  return { files: files.size, bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).byteLength };
}

const bubble = new Set([...filesOf('chat-widget.js'), ...(localeChunk ? [`chunks/${localeChunk}`] : [])]);
const panel = new Set([...bubble, ...filesOf('chat-panel.js')]);
const added = new Set([...panel].filter((file) => !bubble.has(file)));
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const [label, files] of [
  ['bubble only (before opening)', bubble],
  ['panel open (bubble + panel)', panel],
  ['added on open', added],
]) {
  const { files: count, bytes, gzipBytes } = await weight(files);
  const sizes = `${kib(bytes).padStart(10)} raw ${kib(gzipBytes).padStart(9)} gzip`;
  console.log(`${label.padEnd(30)} ${String(count).padStart(2)} files ${sizes}`);
}
