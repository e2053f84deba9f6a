import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, openTestStore, type TestStore } from '../test-support/stores.js';
import { demoEventFile } from '../test-support/test-app.js';
import { hasEvent, importEventFile } from './import-event.js';

describe.each(dialects)('importing the event file on %s', (dialect) => {
  let folder: string;
  let store: TestStore;
  let demo: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'foyer-event-'));
    demo = await readFile(demoEventFile, 'utf8');
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  beforeEach(async () => {
    store = await openTestStore(dialect);
  });
  afterEach(() => store.destroy());

  async function eventFile(source: string, name = 'event.yaml'): Promise<string> {
    const file = join(folder, `${dialect}-${name}`);
    await writeFile(file, source);
    return file;
  }

  async function snapshot() {
    const db = store.db;
    return {
      settings: await db.selectFrom('settings').selectAll().orderBy('key').execute(),
      projects: await db.selectFrom('projects').selectAll().orderBy('id').execute(),
      ticketCategories: await db.selectFrom('ticket_categories').selectAll().orderBy('code').execute(),
      welcome: await db.selectFrom('welcome').selectAll().execute(),
      portalConfig: await db.selectFrom('portal_config').selectAll().execute(),
    };
  }

  it('writes the event, its projects, ticket categories, welcome and portal config', async () => {
    expect(await hasEvent(store.db)).toBe(false);
    await importEventFile(store.db, demoEventFile);

    expect(await hasEvent(store.db)).toBe(true);
    const tables = await snapshot();
    expect(tables.projects).toEqual([
      {
        id: 4,
        code: 'basic',
        name: 'Foyer Demo-Event',
        starts_at: '2024-01-01T00:00:00.000Z',
        ends_at: '2099-12-31T23:59:59.000Z',
        parent_id: null,
      },
      expect.objectContaining({ id: 6, code: 'event', parent_id: 4 }),
    ]);
    expect(tables.ticketCategories).toEqual([
      { code: 'standard', name: 'Standard' },
      { code: 'vip', name: 'VIP' },
    ]);
    expect(JSON.parse(tables.portalConfig[0]?.config ?? '{}')).toMatchObject({
      projectId: 4,
      title: 'Foyer Demo-Event',
    });
  });

  it('changes nothing when the same file is imported again', async () => {
    await importEventFile(store.db, demoEventFile);
    const first = await snapshot();
    await importEventFile(store.db, demoEventFile);

    expect(await snapshot()).toEqual(first);
  });

  it('updates the store from a changed file, removing what it no longer lists', async () => {
    await importEventFile(store.db, demoEventFile);
    const changed = demo
      .replace('title: Willkommen beim Foyer Demo-Event!', 'title: Hallo!')
      .replace("end: '2099-12-31T23:59:59Z'", "end: '2030-01-01T00:00:00Z'")
      .replace('  - code: vip\n    name: VIP\n', '')
      .replace('        ticketCategories: [vip]\n', '')
      .replace('    ticketCategories: [vip]\n', '');
    await importEventFile(store.db, await eventFile(changed));

    const tables = await snapshot();
    expect(tables.welcome[0]?.title).toBe('Hallo!');
    expect(tables.projects[0]?.ends_at).toBe('2030-01-01T00:00:00.000Z');
    expect(tables.ticketCategories).toEqual([{ code: 'standard', name: 'Standard' }]);
  });

  it.each([
    ['a YAML syntax error', (source: string) => `${source}\n  broken: [\n`],
    ['a wrong type', (source: string) => source.replace('id: 6', 'id: six')],
    ['an unknown key', (source: string) => source.replace('  sessionMode: normal', '  sesionMode: normal')],
    ['a missing required field', (source: string) => source.replace('  name: Foyer Demo-Event\n', '')],
  ])('imports nothing from a file with %s and says where', async (_name, breakIt) => {
    const file = await eventFile(breakIt(demo), 'broken.yaml');

    await expect(importEventFile(store.db, file)).rejects.toThrow(`${file}: `);
    expect(await hasEvent(store.db)).toBe(false);
    expect(await store.db.selectFrom('projects').selectAll().execute()).toEqual([]);
  });

  it('keeps the previous event when a re-import fails halfway through writing', async () => {
    await importEventFile(store.db, demoEventFile);
    const before = await snapshot();
    // Valid for the schema, but swapping two codes breaks the unique index after the event name is written.
    const swapped = demo
      .replace('name: Foyer Demo-Event\n  language', 'name: Renamed\n  language')
      .replace('code: basic', 'code: placeholder')
      .replace('code: event', 'code: basic')
      .replace('code: placeholder', 'code: event');

    await expect(importEventFile(store.db, await eventFile(swapped, 'swapped.yaml'))).rejects.toThrow(/unique/i);
    expect(await snapshot()).toEqual(before);
  });
});
