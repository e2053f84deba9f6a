// The console's Content tab on the server (decision 0026): owners edit the welcome texts, cards and polls through
// GraphQL with the event file's rules; everyone else is refused; export-event writes the event back as an event file
// that imports to the same event; a re-import wins over console edits and names them.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideOperator } from '../../../auth/access-policy.js';
import { hashPassword } from '../../../auth/passwords.js';
import { runCommand } from '../../../cli-commands.js';
import { importEvent } from '../../../event-file/import-event.js';
import { parseEventFile, readEventFile } from '../../../event-file/read-event-file.js';
import { openStore } from '../../../store/open-store.js';
import { dialects } from '../../../test-support/stores.js';
import { createTestApp, demoEventFile, type TestApp } from '../../../test-support/test-app.js';
import { addWord } from '../../polls/poll-votes.js';
import { writeWelcome } from '../../welcome/index.js';
import { saveOperator } from '../operator-accounts.js';
import { exportEvent, toEventFileYaml } from './event-export.js';

const password = 'a long operator password';
const login = `mutation ($email: String!, $password: String!) { operatorLogin(email: $email, password: $password) { token } }`;
const content = '{ getOperatorContent { welcome cards polls } }';
const updateWelcome = `mutation ($welcome: JSON) { updateWelcomeContent(welcome: $welcome) { welcome } }`;
const updateCard = `mutation ($code: String!, $card: JSON!) { updateCardContent(code: $code, card: $card) { cards } }`;
const updatePoll = `mutation ($code: String!, $poll: JSON!) { updatePollContent(code: $code, poll: $poll) { polls } }`;

type Entry = Record<string, unknown> & { code: string };

describe('the content policy', () => {
  it('lets owners edit content, not moderators, analysts or anyone without a role', () => {
    expect(decideOperator('owner', 'editContent').allowed).toBe(true);
    expect(decideOperator('moderator', 'editContent').allowed).toBe(false);
    expect(decideOperator('analyst', 'editContent').allowed).toBe(false);
    expect(decideOperator(null, 'editContent').allowed).toBe(false);
  });
});

describe('secrets in an event file', () => {
  const base =
    'event: { name: E }\nprojects: [{ id: 4, code: a, name: A, schedule: { start: "2024-01-01T00:00:00Z", end: "2099-01-01T00:00:00Z" } }, { id: 6, code: b, name: B, schedule: { start: "2024-01-01T00:00:00Z", end: "2099-01-01T00:00:00Z" } }]\n';
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$abc$def';

  it('takes a password or its argon2id hash, never both, and no other hash', () => {
    expect(() =>
      parseEventFile('e.yaml', `${base}access: { eventPassword: geheim, eventPasswordHash: '${hash}' }\n`),
    ).toThrow('e.yaml: access.eventPasswordHash: give eventPassword or eventPasswordHash, not both');
    expect(() =>
      parseEventFile(
        'e.yaml',
        `${base}customPages: [{ path: /page/a, title: A, password: geheim, passwordHash: '${hash}' }]\n`,
      ),
    ).toThrow('e.yaml: customPages[0].passwordHash: give password or passwordHash, not both');
    expect(() => parseEventFile('e.yaml', `${base}access: { eventPasswordHash: geheim }\n`)).toThrow(
      'e.yaml: access.eventPasswordHash: expected an argon2id hash',
    );
    expect(parseEventFile('e.yaml', `${base}access: { eventPasswordHash: '${hash}' }\n`).access.eventPasswordHash).toBe(
      hash,
    );
  });
});

describe.each(dialects)('editing content in the console on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const passwordHash = await hashPassword(password);
    for (const role of ['owner', 'moderator', 'analyst'] as const) {
      await saveOperator(t.store.db, { email: `${role}@example.org`, role, passwordHash }, 'cli', new Date());
      const answer = await t.graphql(login, { variables: { email: `${role}@example.org`, password } });
      tokens[role] = (answer.body.data?.['operatorLogin'] as { token: string }).token;
    }
  });
  afterAll(() => t.close());

  const owner = (query: string, variables?: Record<string, unknown>) =>
    t.graphql(query, { token: tokens['owner'], ...(variables ? { variables } : {}) });

  async function cardsNow(): Promise<Entry[]> {
    return ((await owner(content)).body.data?.['getOperatorContent'] as { cards: Entry[] }).cards;
  }

  const welcomeTitle = async () =>
    ((await owner(content)).body.data?.['getOperatorContent'] as { welcome: { title: string } }).welcome.title;

  it('refuses every content operation without an operator, to moderators and to analysts, as raw GraphQL', async () => {
    const operations = [
      [content, undefined],
      [updateWelcome, { welcome: { title: 'Hijacked' } }],
      [updateCard, { code: 'newsletter', card: { type: 'basic', name: 'x' } }],
      [updatePoll, { code: 'erwartung', poll: { type: 'wordCloud' } }],
    ] as const;
    for (const token of [undefined, tokens['moderator'], tokens['analyst']]) {
      for (const [query, variables] of operations) {
        const answer = await t.graphql(query, { ...(token ? { token } : {}), ...(variables ? { variables } : {}) });
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('403');
        expect(answer.body.data ?? null).toBeNull();
      }
    }
    const welcome = await t.graphql('{ getWelcome { title } }');
    expect(welcome.body.data?.['getWelcome']).toEqual({ title: 'Willkommen beim Foyer Demo-Event!' });
  });

  it('reads the content in the event file shape', async () => {
    const answer = await owner(content);
    const read = answer.body.data?.['getOperatorContent'] as { welcome: Entry; cards: Entry[]; polls: Entry[] };
    expect(read.welcome).toMatchObject({
      title: 'Willkommen beim Foyer Demo-Event!',
      subtitle: 'Schön, dass du da bist.',
    });
    expect(read.cards.map((card) => card.code)).toContain('newsletter');
    expect(read.polls.find((poll) => poll.code === 'lieblingsthema')).toMatchObject({
      type: 'singleChoice',
      items: [{ label: 'Produkt-Neuheiten', status: 'active' }, expect.anything(), expect.anything()],
    });
  });

  it('changes the welcome texts visitors read, audits it, and refuses bad input with every problem', async () => {
    const bad = await owner(updateWelcome, { welcome: { title: '  ', lines: 'one line', colour: 'red' } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.message.split('\n').sort()).toEqual([
      'welcome.colour: unknown key (see docs/event-file.md for the allowed keys)',
      'welcome.lines: expected a list, got "one line"',
      'welcome.title: must not be empty',
    ]);
    const notMapping = await owner(updateWelcome, { welcome: ['a'] });
    expect(notMapping.body.errors?.[0]?.message).toBe('welcome: expected a mapping');
    expect((await t.graphql('{ getWelcome { title } }')).body.data?.['getWelcome']).toEqual({
      title: 'Willkommen beim Foyer Demo-Event!',
    });

    const edited = await owner(updateWelcome, {
      welcome: { title: 'Herzlich willkommen!', lines: ['Neu: ein Absatz.'], modal: { title: 'Hilfe' } },
    });
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data?.['updateWelcomeContent']).toEqual({
      welcome: { title: 'Herzlich willkommen!', lines: ['Neu: ein Absatz.'], modal: { title: 'Hilfe', lines: [] } },
    });
    const visitor = await t.graphql('{ getWelcome { title subtitle lines modal { title lines } } }');
    expect(visitor.body.data?.['getWelcome']).toEqual({
      title: 'Herzlich willkommen!',
      subtitle: null,
      lines: ['Neu: ein Absatz.'],
      modal: { title: 'Hilfe', lines: [] },
    });
    const cleared = await owner(updateWelcome, { welcome: null });
    expect(cleared.body.data?.['updateWelcomeContent']).toEqual({ welcome: null });
    await owner(updateWelcome, {
      welcome: { title: 'Herzlich willkommen!', lines: ['Neu: ein Absatz.'], modal: { title: 'Hilfe' } },
    });
    const log = await owner('{ getOperatorAudit(limit: 1) { actor action target } }');
    expect(log.body.data?.['getOperatorAudit']).toEqual([
      { actor: 'owner@example.org', action: 'updateWelcomeContent', target: 'welcome' },
    ]);
  });

  it('changes a card with the import rules (cross-references included), keeping whether it is shown', async () => {
    const before = (await cardsNow()).find((card) => card.code === 'newsletter');
    expect(before).toBeDefined();
    const unknownPoll = await owner(updateCard, {
      code: 'newsletter',
      card: { type: 'poll', name: 'Umfrage', pollCode: 'gibt-es-nicht', imgURL: 'javascript:alert(1)' },
    });
    expect(unknownPoll.body.errors?.[0]?.message.split('\n').sort()).toEqual([
      'card.imgURL: expected a path starting with a single / or an http(s) link',
      'card.pollCode: no poll "gibt-es-nicht" in polls',
    ]);
    // The same problems for a client that words them in its own language (the console).
    expect((unknownPoll.body.errors?.[0]?.extensions as { problems?: unknown } | undefined)?.problems).toEqual(
      expect.arrayContaining([
        { field: 'card.imgURL', reason: 'invalid' },
        { field: 'card.pollCode', reason: 'invalid' },
      ]),
    );
    const owned = await owner(updateCard, { code: 'newsletter', card: { ...before, visible: false } });
    expect(owned.body.errors?.[0]?.message).toBe(
      'card.code: the code names the card and cannot be changed\n' +
        'card.visible: shown and hidden with showConversionCard and hideConversionCard',
    );
    const missing = await owner(updateCard, { code: 'gibt-es-nicht', card: { type: 'basic', name: 'x' } });
    expect(missing.body.errors?.[0]).toMatchObject({ message: 'Card not found', extensions: { code: '404' } });
    expect((await cardsNow()).find((card) => card.code === 'newsletter')).toEqual(before);

    const edited = await owner(updateCard, {
      code: 'newsletter',
      card: {
        type: 'basic',
        name: 'Newsletter',
        title: 'Bleib auf dem Laufenden',
        content: 'Neuer Text der Karte.',
        paths: ['/stream', '/page/info'],
        actionType: 'link',
        link: 'https://example.org/newsletter',
        buttonLabel: 'Anmelden',
      },
    });
    expect(edited.body.errors).toBeUndefined();
    const visitorToken = await t.anonymousToken();
    const cards = await t.graphql('{ getConversionCardsForFrontend(path: "/page/info") { code name params } }', {
      token: visitorToken,
    });
    expect(cards.body.data?.['getConversionCardsForFrontend']).toEqual([
      {
        code: 'newsletter',
        name: 'Newsletter',
        params: expect.objectContaining({ title: 'Bleib auf dem Laufenden', content: 'Neuer Text der Karte.' }),
      },
    ]);
  });

  it('edits a poll while it is closed or empty, and refuses while it is open with votes', async () => {
    const read = (await owner(content)).body.data?.['getOperatorContent'] as { polls: Entry[] };
    const {
      code: _code,
      status: _status,
      ...stimmung
    } = read.polls.find((poll) => poll.code === 'stimmung') ?? {
      code: '',
    };
    await addWord(t.store.db, { code: 'stimmung', word: 'neugierig', voter: 'v1', now: new Date() });
    const refused = await owner(updatePoll, { code: 'stimmung', poll: { ...stimmung, title: 'Neu?' } });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'The poll is open and has votes: close it before editing it',
      extensions: { code: '409' },
    });
    const unchanged = (await owner(content)).body.data?.['getOperatorContent'] as { polls: Entry[] };
    expect(unchanged.polls.find((poll) => poll.code === 'stimmung')?.['title']).toBe(stimmung['title']);
    await owner('mutation { closePoll(code: "stimmung") { status } }');
    const typeChange = await owner(updatePoll, { code: 'stimmung', poll: { type: 'singleChoice', items: [] } });
    expect(typeChange.body.errors?.[0]?.message).toBe('The poll has votes: clear them before changing its type');
    const closedEdit = await owner(updatePoll, {
      code: 'stimmung',
      poll: { ...stimmung, title: 'Wie fühlst du dich?' },
    });
    expect(closedEdit.body.errors).toBeUndefined();

    const open = read.polls.find((poll) => poll.code === 'erwartung') as Entry;
    const { code: _c, status: _s, ...erwartung } = open;
    const badItems = await owner(updatePoll, {
      code: 'erwartung',
      poll: { ...erwartung, type: 'singleChoice', items: [{ label: 'Nur eine' }] },
    });
    expect(badItems.body.errors?.[0]?.message).toBe('poll.items: a choice poll needs at least 2 items');
    const visitorToken = await t.anonymousToken();
    const poll = await t.graphql('{ getSinglePollForFrontend(code: "stimmung") { params { title } } }', {
      token: visitorToken,
    });
    expect(poll.body.data?.['getSinglePollForFrontend']).toEqual({ params: { title: 'Wie fühlst du dich?' } });
    const log = await owner('{ getOperatorAudit(limit: 1) { action target } }');
    expect(log.body.data?.['getOperatorAudit']).toEqual([{ action: 'updatePollContent', target: 'stimmung' }]);
  });

  it('exports the edited event as an event file that imports to the same export, and a re-import names what it overwrote', async () => {
    const first = toEventFileYaml(await exportEvent(t.store.db));
    expect(first).toContain('title: Herzlich willkommen!');
    expect(first).toContain('title: Bleib auf dem Laufenden');
    expect(first).toContain('title: Wie fühlst du dich?');
    expect(first).not.toContain('backstage2024');
    expect(first).toMatch(/passwordHash: \$argon2id\$/);

    // The demo file wins over the three edits and names them; importing it again has nothing left to tell.
    const overwritten = await importEvent(t.store.db, await readEventFile(demoEventFile));
    expect(overwritten).toEqual(['welcome', 'cards: newsletter', 'polls: stimmung']);
    // (Visitors read it within the read cache's two seconds; the console reads the store.)
    expect(await welcomeTitle()).toBe('Willkommen beim Foyer Demo-Event!');
    expect(await importEvent(t.store.db, await readEventFile(demoEventFile))).toEqual([]);

    // The export brings the edits back; exporting again gives the same bytes; the page password still opens it.
    expect(await importEvent(t.store.db, parseEventFile('export.yaml', first))).toEqual([]);
    expect(toEventFileYaml(await exportEvent(t.store.db))).toBe(first);
    expect(await welcomeTitle()).toBe('Herzlich willkommen!');
    const page = await t.graphql(
      '{ getCustomPageForFrontend(project: "4", path: "/page/backstage", password: "backstage2024") { title } }',
    );
    expect(page.body.errors).toBeUndefined();
  });
});

describe('npm run foyer -- export-event', () => {
  let folder: string;
  const logs: string[] = [];
  const out: string[] = [];
  const io = () => ({
    env: { DATA_DIR: folder, LOG_LEVEL: 'silent' },
    stdout: (text: string) => out.push(text),
    log: (text: string) => logs.push(text),
  });
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'foyer-export-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('round-trips the demo event: import, export, import the export, export again, byte-equal', async () => {
    await runCommand(['import-event', demoEventFile], io());
    const exported = join(folder, 'export.yaml');
    await runCommand(['export-event', '--out', exported], io());
    expect(logs.at(-1)).toBe(`Wrote the event to ${exported}`);
    const first = await readFile(exported, 'utf8');
    await runCommand(['import-event', exported], io());
    await runCommand(['export-event'], io());
    expect(out.at(-1)).toBe(first);
    const demo = await readEventFile(demoEventFile);
    const { access: demoAccess, customPages: demoPages, ...demoRest } = demo;
    const { access, customPages, ...rest } = parseEventFile('export.yaml', first);
    expect(rest).toEqual(demoRest);
    const { eventPasswordHash: _hash, ...accessWithoutHash } = access;
    expect(accessWithoutHash).toEqual(demoAccess);
    expect(customPages.map(({ passwordHash: _hash, ...page }) => page)).toEqual(
      demoPages.map(({ password: _password, ...page }) => page),
    );
  });

  it('refuses a bad command line with the usage', async () => {
    await expect(runCommand(['export-event', '--out'], io())).rejects.toThrow(/export-event \[--out <file.yaml>\]/);
  });

  it('names a store without a kept event file', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'foyer-export-empty-'));
    try {
      await expect(
        runCommand(['export-event'], { ...io(), env: { DATA_DIR: empty, LOG_LEVEL: 'silent' } }),
      ).rejects.toThrow(/run import-event once, then export-event/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('warns on re-import about console edits the file replaces', async () => {
    const db = openStore({ dialect: 'sqlite', file: join(folder, 'foyer.sqlite') });
    try {
      // What updateWelcomeContent writes (the GraphQL side is tested above on both stores).
      await writeWelcome(db, { title: 'Im Store geändert', lines: [] });
    } finally {
      await db.destroy();
    }
    logs.length = 0;
    await runCommand(['import-event', demoEventFile], io());
    expect(logs.filter((line) => line.startsWith('Warning'))).toEqual([
      'Warning: the file replaced what the console had edited since the last import: welcome',
    ]);
    logs.length = 0;
    await runCommand(['import-event', demoEventFile], io());
    expect(logs.filter((line) => line.startsWith('Warning'))).toEqual([]);
  });
});
