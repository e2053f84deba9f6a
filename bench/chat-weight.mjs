// What a host page pays for the chat (DESIGN.md: the bubble costs a few KB, the panel loads on open), from the built
// dist/: the bubble page (chat-widget.js, its static imports and the de texts) and what opening the panel adds.
// Run after `npx rollup -c`: node bench/chat-weight.mjs (part of `npm run bench`); writes its section of
// docs/performance.md; `--smoke` prints the figures and writes nothing.
import { readFile, readdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { writeReportSection } from './report-section.mjs';

const smoke = process.argv.includes('--smoke');

const report = JSON.parse(await readFile('dist/bundle-size.json', 'utf8')).entries;
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
const rows = [];
for (const [label, files] of [
  ['bubble only (before opening)', bubble],
  ['panel open (bubble + panel)', panel],
  ['added on open', added],
]) {
  const { files: count, bytes, gzipBytes } = await weight(files);
  rows.push({ label, count, bytes, gzipBytes });
  const sizes = `${kib(bytes).padStart(10)} raw ${kib(gzipBytes).padStart(9)} gzip`;
  console.log(`${label.padEnd(30)} ${String(count).padStart(2)} files ${sizes}`);
}

if (!smoke) {
  await writeReportSection(
    'bench/chat-weight.mjs',
    `## Chat widget weight

Measured by \`node bench/chat-weight.mjs\` after \`npx rollup -c\` (part of \`npm run bench\`): the JavaScript files of
the built \`dist/\` that each state loads, from the bundle report (\`dist/bundle-size.json\`), with the German texts;
gzip is level 9 over the files together. There is no CSS file: the bubble's styles are Lit's inside
\`chat-widget.js\`, the panel's are emotion's inside its JavaScript, so the figures include all CSS. The bubble-only
page (\`demo/chat-bubble.html\`) requests no React before the bubble is opened
(\`tests/e2e/chat-bubble.e2e.test.ts\`).

- Date: ${new Date().toISOString()}
- Node: ${process.version}

| what loads | files | raw | gzip (JS, CSS inside) |
| --- | ---: | ---: | ---: |
${rows.map((row) => `| ${row.label} | ${row.count} | ${kib(row.bytes)} | ${kib(row.gzipBytes)} |`).join('\n')}
| CometChat UI kit, same screens (reference, issue #7) | | | about 246 KB JS + 128 KB CSS |

The CometChat figures are quoted from issue #7, not measured here.`,
  );
  console.log('Wrote the chat widget weight section of docs/performance.md');
}
