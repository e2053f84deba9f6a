// README names the tags `dist/foyer.js` registers: the list must be the entry's (src/elements/foyer.ts), and every
// element it leaves out must be named, with the file it loads from.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = (path: string | URL) => readFileSync(new URL(path, import.meta.url), 'utf8');
const tagsIn = (text: string) => [...text.matchAll(/<([a-z]+-[a-z-]+)>/g)].map((match) => match[1]).sort();

/** The element modules foyer.ts re-exports; each is named after its tag. */
const registered = [...source('./foyer.ts').matchAll(/from '\.\/([a-z-]+)'/g)].map((match) => match[1]).sort();
/** Every element module: the files here that register a tag. */
const elements = readdirSync(new URL('.', import.meta.url))
  .filter((file) => /^[a-z-]+\.ts$/.test(file) && source(`./${file}`).includes('registerElement('))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

describe('README on dist/foyer.js', () => {
  const readme = source('../../README.md').replace(/\s+/g, ' ');
  const [, named = '', leftOut = ''] =
    /`dist\/foyer\.js` registers the visitors' tags at once: ([^;]+);([^.]+(?:\.js[^.]+)*)\./.exec(readme) ?? [];

  it('names exactly the tags the entry registers', () => {
    expect(registered.length).toBeGreaterThan(0);
    expect(tagsIn(named)).toEqual(registered);
  });

  it('names every other element, with the file it loads from', () => {
    const others = elements.filter((tag) => !registered.includes(tag));
    expect(tagsIn(leftOut)).toEqual(others);
    for (const tag of others) expect(leftOut).toContain(`dist/${tag}.js`);
  });
});
