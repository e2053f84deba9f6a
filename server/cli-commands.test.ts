import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, usage } from './cli-commands.js';
import { placeVote, addWord } from './features/polls/poll-votes.js';
import { openStore } from './store/open-store.js';
import { demoEventFile } from './test-support/test-app.js';

/** RFC 4180 reading, as a spreadsheet does it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  return rows;
}

describe('the operator CLI', () => {
  let folder: string;
  let env: Record<string, string>;
  const logs: string[] = [];
  const out: string[] = [];
  const io = () => ({ env, stdout: (text: string) => out.push(text), log: (text: string) => logs.push(text) });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'foyer-cli-'));
    env = { DATA_DIR: folder, LOG_LEVEL: 'silent' };
    await runCommand(['import-event', demoEventFile], io());
    const db = openStore({ dialect: 'sqlite', file: join(folder, 'foyer.sqlite') });
    try {
      const items = await db
        .selectFrom('poll_items')
        .innerJoin('polls', 'polls.id', 'poll_items.poll_id')
        .select(['poll_items.id', 'poll_items.label'])
        .where('polls.code', '=', 'lieblingsthema')
        .orderBy('poll_items.sequence_id')
        .execute();
      const now = new Date('2025-06-01T12:00:00Z');
      for (const [index, voter] of ['a', 'b', 'c'].entries()) {
        await placeVote(db, { code: 'lieblingsthema', pollItemId: items[index === 2 ? 1 : 0]?.id ?? -1, voter, now });
      }
      for (const [voter, text] of [
        ['a', 'grün, "gut"'],
        ['b', '=1+1'],
        ['c', 'grün, "gut"'],
      ]) {
        await addWord(db, { code: 'stimmung', word: text ?? '', voter: voter ?? '', now });
      }
    } finally {
      await db.destroy();
    }
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('reports what it imported', () => {
    expect(logs[0]).toMatch(/^Imported .*event\.yaml: "Foyer Demo-Event", 2 projects, 2 ticket categories, 5 polls$/);
  });

  it('exports a choice poll as CSV with a BOM, a header row and one row per item', async () => {
    const file = join(folder, 'lieblingsthema.csv');
    await runCommand(['export-poll', 'lieblingsthema', file], io());
    const text = await readFile(file, 'utf8');

    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(['poll', 'pollItemId', 'label', 'votes']);
    expect(rows.slice(1).map(([, , label, votes]) => [label, votes])).toEqual([
      ['Produkt-Neuheiten', '2'],
      ['Kundenstimmen', '1'],
      ['Blick hinter die Kulissen', '0'],
    ]);
    expect(logs).toContain(`Wrote the results of poll lieblingsthema to ${file}`);
  });

  it('quotes commas and quotes, keeps umlauts, and defuses formulas in a word cloud export to stdout', async () => {
    out.length = 0;
    await runCommand(['export-poll', 'stimmung'], io());
    const text = out.join('');
    expect(text).toContain('"grün, ""gut"""');
    expect(parseCsv(text.slice(1))).toEqual([
      ['poll', 'word', 'count'],
      ['stimmung', 'grün, "gut"', '2'],
      ['stimmung', "'=1+1", '1'],
    ]);
  });

  it('names an unknown poll and explains its usage', async () => {
    await expect(runCommand(['export-poll', 'nope'], io())).rejects.toThrow('No poll with the code "nope"');
    await expect(runCommand(['export-everything'], io())).rejects.toThrow(usage);
  });

  it('adds an operator with a role, its password read from standard input as an argon2id hash', async () => {
    const withPassword = (password: string) => ({ ...io(), readLine: () => Promise.resolve(password) });
    await runCommand(['add-operator', 'Anna@Example.org', 'moderator'], withPassword('a long password here'));
    expect(logs.at(-1)).toBe('Operator anna@example.org (moderator) saved');
    const db = openStore({ dialect: 'sqlite', file: join(folder, 'foyer.sqlite') });
    try {
      const row = await db
        .selectFrom('operators')
        .selectAll()
        .where('email', '=', 'anna@example.org')
        .executeTakeFirst();
      expect(row).toMatchObject({
        role: 'moderator',
        source: 'cli',
        password_hash: expect.stringMatching(/^\$argon2id\$/),
      });
    } finally {
      await db.destroy();
    }
    await expect(
      runCommand(['add-operator', 'anna@example.org', 'admin'], withPassword('a long password here')),
    ).rejects.toThrow('The role must be one of owner, moderator, analyst');
    await expect(
      runCommand(['add-operator', 'not-an-address', 'owner'], withPassword('a long password here')),
    ).rejects.toThrow('Not an e-mail address: not-an-address');
    await expect(runCommand(['add-operator', 'anna@example.org', 'owner'], withPassword('short'))).rejects.toThrow(
      'An operator password needs at least 12 characters',
    );
  });
});
