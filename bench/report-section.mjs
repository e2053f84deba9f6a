// Writes one bench's section of docs/performance.md between its start and end markers (appended the first time),
// so each bench rewrites only its own figures and leaves the other sections alone.
import { readFile, writeFile } from 'node:fs/promises';

const reportFile = new URL('../docs/performance.md', import.meta.url);

/** @param {string} bench the bench's path, e.g. `bench/chat-weight.mjs`; @param {string} body the section's Markdown */
export async function writeReportSection(bench, body) {
  const [sectionStart, sectionEnd] = [`<!-- ${bench}:start -->`, `<!-- ${bench}:end -->`];
  const section = `${sectionStart}\n${body.trim()}\n${sectionEnd}`;
  const report = await readFile(reportFile, 'utf8');
  const start = report.indexOf(sectionStart);
  const end = report.indexOf(sectionEnd);
  const updated =
    start >= 0 && end > start
      ? `${report.slice(0, start)}${section}${report.slice(end + sectionEnd.length)}`
      : `${report.trimEnd()}\n\n${section}\n`;
  await writeFile(reportFile, updated);
}
