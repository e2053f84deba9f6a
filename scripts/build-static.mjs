// npm run build:static: the demo event as a static site (portal.md §7 "Static mode", docs/static-mode.md).
//   node scripts/build-static.mjs [--out DIR] [--rebuild]   a complete site, by default in build/static-site/
//   node scripts/build-static.mjs --example                 only the JSON files, into docs/examples/static-site/
// The JSON files are the real server's answers to the elements' own queries: the event file is imported into an
// in-memory SQLite store and asked through the Fastify app (app.inject, no network), so they cannot drift from
// what the GraphQL API returns.
import { addTypenameToDocument } from '@apollo/client/utilities/index.js';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Kind, parse, print } from 'graphql';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_OUT_DIR = join(root, 'build', 'static-site');
export const EXAMPLE_DIR = join(root, 'docs', 'examples', 'static-site');
const DEMO_EVENT_FILE = join(root, 'demo', 'event.yaml');
/** What a site needs from `npm run build`; missing pieces trigger it. */
const BUILT_FILES = [
  'dist/portal/main.js',
  'dist/portal/index.html',
  'build/server/app.js',
  'build/demo-stream/master.m3u8',
];
/** The stream a static site shows when none is named (§7 "stream{code}.json (default 'main')"). */
const DEFAULT_STREAM_CODE = 'main';

const serverModule = (path) => import(pathToFileURL(join(root, 'build', 'server', path)).href);

/** Runs `npm run build` unless dist/, build/server and the demo stream are there (or rebuild is asked for). */
export function ensureBuilt({ rebuild = false } = {}) {
  if (!rebuild && BUILT_FILES.every((file) => existsSync(join(root, file)))) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed; the static site needs it');
}

/** The elements' GraphQL operations by name, as Apollo sends them (with __typename), from src/react/**. */
async function clientOperations() {
  const files = (await readdir(join(root, 'src', 'react'), { recursive: true })).filter((file) =>
    file.endsWith('.operations.graphql'),
  );
  const operations = new Map();
  for (const file of files) {
    const document = addTypenameToDocument(parse(await readFile(join(root, 'src', 'react', file), 'utf8')));
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
      const [field] = definition.selectionSet.selections;
      operations.set(definition.name.value, {
        query: print({ kind: Kind.DOCUMENT, definitions: [definition] }),
        field: field.alias?.value ?? field.name.value,
      });
    }
  }
  return operations;
}

/**
 * The static files of an event, keyed by their path in the site: the answers of the GraphQL API for the event file
 * imported into a fresh in-memory store. Also returns the portal section (the runtime configuration).
 */
export async function staticData({ eventFile = DEMO_EVENT_FILE } = {}) {
  const [
    { buildApp },
    { createInProcessBus },
    { loadConfig },
    { readEventFile },
    { importEvent },
    store,
    migrate,
    portal,
  ] = await Promise.all([
    serverModule('app.js'),
    serverModule('bus/in-process-bus.js'),
    serverModule('config.js'),
    serverModule('event-file/read-event-file.js'),
    serverModule('event-file/import-event.js'),
    serverModule('store/open-store.js'),
    serverModule('store/migrate.js'),
    serverModule('store/portal-config.js'),
  ]);
  const event = await readEventFile(eventFile);
  const operations = await clientOperations();
  const db = store.openStore({ dialect: 'sqlite', file: ':memory:' });
  const bus = createInProcessBus();
  let app;
  try {
    await migrate.migrateToLatest(db);
    await importEvent(db, event);
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db, bus });
    const ask = async (operationName, variables = {}, token) => {
      const { query, field } = operations.get(operationName);
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { operationName, query, variables },
      });
      const body = response.json();
      if (body.errors?.length) {
        throw new Error(
          `${operationName}(${JSON.stringify(variables)}): ${body.errors.map((e) => e.message).join('; ')}`,
        );
      }
      return body.data[field];
    };

    // A visitor's view: logged in anonymously, nothing voted yet.
    const { token } = await ask('customerAnonymousLogin');
    const portalConfig = await portal.readPortalConfig(db);
    const projectId = portalConfig.projectId ?? event.projects[0]?.id;
    const files = {
      'config/welcome.json': await ask('getWelcome', {}, token),
      'eventStatus.json': await ask('getStreamAccess', { project: String(projectId) }, token),
      'conversionCards.json': await staticCards(event.cards, (path) =>
        ask('getConversionCardsForFrontend', { path }, token),
      ),
      'allEmojis.json': await ask('getAllEmojisForFrontend', {}, token),
      'polls.json': await Promise.all(event.polls.map(({ code }) => ask('getSinglePollForFrontend', { code }, token))),
    };
    // Each Q&A, read only: its most upvoted questions (the static link orders them newest first for `recent`).
    for (const { code } of event.qa) files[`qa/${code}.json`] = await ask('getQuestions', { code, limit: 100 }, token);
    const visitorStream = event.streams.find(({ code }) => code === DEFAULT_STREAM_CODE) ?? event.streams[0];
    if (visitorStream) {
      files['visitorCount.json'] = await ask('getStreamVisitorCount', { streamCode: visitorStream.code }, token);
    }
    for (const { code } of event.streams) {
      files[`stream${code}.json`] = await ask('getStream', { code, noSession: true }, token);
    }
    // The content pages and the media library: a list file and one file per page and per category.
    files['pages.json'] = await ask('getPagesForFrontend', {}, token);
    for (const { code } of files['pages.json']) {
      files[`pages/${code}.json`] = await ask('getPageContentForFrontend', { pageCode: code }, token);
    }
    files['mediaLibrary.json'] = await ask('getAllMediaLibraryCategoriesForFrontend', {}, token);
    for (const { code } of files['mediaLibrary.json']) {
      files[`mediaLibrary/${code}.json`] = await ask(
        'getAllMediaLibraryCategoryMediaForFrontend',
        {
          categoryCode: code,
        },
        token,
      );
    }
    return { files, portalConfig };
  } finally {
    await app?.close();
    await bus.close?.();
    await db.destroy();
  }
}

/**
 * conversionCards.json: every visible card in the event file's order, as the API returns it for a path it shows
 * on, with the file's `paths` kept so the static link can filter per path as the server does.
 */
async function staticCards(cards, cardsForPath) {
  const answers = new Map();
  const result = [];
  for (const card of cards) {
    const path = card.paths[0] ?? '/';
    if (!answers.has(path)) answers.set(path, await cardsForPath(path));
    const answer = answers.get(path).find(({ code }) => code === card.code);
    if (answer) result.push(card.paths.length > 0 ? { ...answer, paths: card.paths } : answer);
  }
  return result;
}

export const formatJson = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** Writes the JSON files into dir (made if missing). */
export async function writeStaticData(dir, files) {
  for (const [path, value] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), formatJson(value));
  }
}

/**
 * The whole site in outDir: index.html (the portal, apiType rest, hash routing), dist/, the demo stream and assets,
 * and the JSON files. outDir is emptied first.
 */
export async function buildStaticSite({ outDir = DEFAULT_OUT_DIR, eventFile, rebuild = false } = {}) {
  ensureBuilt({ rebuild });
  const { files, portalConfig } = await staticData({ eventFile });
  const { portalPageHtml } = await serverModule('plugins/use-static.js');
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await cp(join(root, 'dist'), join(outDir, 'dist'), { recursive: true });
  await cp(join(root, 'build', 'demo-stream'), join(outDir, 'demo-stream'), { recursive: true });
  await cp(join(root, 'demo', 'assets'), join(outDir, 'demo', 'assets'), { recursive: true });
  await writeStaticData(outDir, files);
  // A static server has no history fallback, so the portal routes behind '#'; './' is the folder of the JSON files.
  // The chat needs the /chat service of a running server: a static site leaves it out.
  const { chat: _chatNeedsAServer, ...siteConfig } = portalConfig;
  const config = { ...siteConfig, apiType: 'rest', apiUrl: './', routing: 'hash' };
  const page = await readFile(join(root, 'dist', 'portal', 'index.html'), 'utf8');
  await writeFile(
    join(outDir, 'index.html'),
    portalPageHtml(page, config).replace(/(src|href)="\/dist\//g, '$1="./dist/'),
  );
  return { outDir, files: Object.keys(files) };
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      example: { type: 'boolean', default: false },
      rebuild: { type: 'boolean', default: false },
      event: { type: 'string' },
    },
  });
  const eventFile = values.event ? resolve(values.event) : undefined;
  if (values.example) {
    ensureBuilt({ rebuild: values.rebuild });
    const { files } = await staticData({ eventFile });
    const dir = values.out ? resolve(values.out) : EXAMPLE_DIR;
    await writeStaticData(dir, files);
    console.log(`static mode example: ${Object.keys(files).length} JSON files in ${dir}`);
    return;
  }
  const site = await buildStaticSite({
    outDir: values.out ? resolve(values.out) : undefined,
    eventFile,
    rebuild: values.rebuild,
  });
  console.log(`static site: ${site.files.length} JSON files, the portal and the demo stream in ${site.outDir}`);
  console.log(
    'serve the folder with any static file server, e.g. python3 -m http.server -d build/static-site (docs/static-mode.md)',
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
