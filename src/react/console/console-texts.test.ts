import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import deDu from './locales/de-DE-DU.json';
import deSie from './locales/de-DE-SIE.json';
import en from './locales/en.json';

const LOCALES = { 'de-DE-DU': deDu, de, 'de-DE-SIE': deSie, en };

/** The texts' tree with every non-empty text as `true`: equal shapes, equal keys. */
function shape(texts: unknown): unknown {
  if (typeof texts === 'string') return texts.trim() !== '';
  return Object.fromEntries(Object.entries(texts as object).map(([key, value]) => [key, shape(value)]));
}

function textAt(texts: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

describe('the console texts', () => {
  it('has every key, none empty, in the four portal languages', () => {
    for (const texts of Object.values(LOCALES)) expect(shape(texts)).toEqual(shape(en));
    expect(JSON.stringify(shape(en))).not.toContain('false');
  });

  it('has a text for every key the console uses', () => {
    const folder = new URL('.', import.meta.url);
    const source = readdirSync(folder)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => readFileSync(new URL(file, folder), 'utf8'))
      .join('\n');
    const keys = [...source.matchAll(/'console\.([\w.]+)'/g)].map((match) => match[1] ?? '');
    expect(keys.length).toBeGreaterThan(30);
    const missing = keys.filter((key) => typeof textAt(en, key) !== 'string');
    expect(missing).toEqual([]);
    // Keys built from a value: every value they can take.
    for (const key of ['polls.types.singleChoice', 'polls.types.multipleChoice', 'polls.types.wordCloud']) {
      expect(typeof textAt(en, key)).toBe('string');
    }
    const columns = [
      ...['at', 'actor', 'action', 'target', 'reason'].map((column) => `audit.${column}`),
      ...['reported', 'message', 'sender', 'reportReason', 'actions'].map((column) => `moderation.${column}`),
    ];
    for (const key of [
      'polls.status.active',
      'polls.status.visible_only',
      'roles.owner',
      'roles.analyst',
      ...columns,
    ]) {
      expect(typeof textAt(en, key)).toBe('string');
    }
  });
});
