// README's settings table is where a newcomer looks for a setting: it must name every one the server reads, no more,
// with the default the server really uses.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settingDefaults, settingNames } from './config.js';

interface DocumentedSetting {
  defaultCell: string;
  meaning: string;
}

/** The rows of the table under README's "Server settings" heading, by setting name. */
function readmeSettings(): Map<string, DocumentedSetting> {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## Server settings$/m)[1]?.split(/^## /m)[0];
  if (section === undefined) throw new Error('README.md has no "## Server settings" section');
  const rows = new Map<string, DocumentedSetting>();
  for (const line of section.split('\n')) {
    const cells = /^\|\s*`([A-Z0-9_]+)`\s*\|([^|]*)\|([^|]*)\|\s*$/.exec(line);
    const [, name, defaultCell, meaning] = cells ?? [];
    if (name === undefined || defaultCell === undefined || meaning === undefined) continue;
    if (rows.has(name)) throw new Error(`README.md lists ${name} twice`);
    rows.set(name, { defaultCell: defaultCell.trim(), meaning: meaning.trim() });
  }
  return rows;
}

describe("README's settings table", () => {
  const documented = readmeSettings();

  it('lists every setting server/config.ts reads', () => {
    expect(settingNames.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists no setting the server does not read', () => {
    const read = new Set<string>(settingNames);
    expect([...documented.keys()].filter((name) => !read.has(name))).toEqual([]);
  });

  it("gives each default the server's own value", () => {
    const wrong: string[] = [];
    for (const name of settingNames) {
      const row = documented.get(name);
      if (row === undefined) continue;
      const serverDefault = settingDefaults[name];
      // A long default (MAIL_FROM) is quoted in the meaning, with "see meaning" in its cell.
      const shown = /^`.*`$/.test(row.defaultCell) ? row.defaultCell : undefined;
      if (serverDefault === undefined) {
        if (shown !== undefined) wrong.push(`${name}: README says ${shown}, the server has no default`);
      } else if (shown !== `\`${serverDefault}\`` && !row.meaning.includes(`\`${serverDefault}\``)) {
        wrong.push(`${name}: README says ${row.defaultCell}, the server's default is ${serverDefault}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
