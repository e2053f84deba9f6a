// What one GraphQL request may ask for (issue #11): graphql-armor's default limits, one credential check and one
// anonymous login per request, no introspection or hints, and malformed requests answered 400, on both stores.
import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_VALIDATION_FAILED, LIMIT_EXCEEDED, graphqlLimits } from '../plugins/graphql-limits.js';
import { loadSchema } from '../schema/load-schema.js';
import { dialects } from '../test-support/stores.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Errors = { message: string; extensions?: { code?: string } }[];

const repeat = (count: number, item: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => item(index)).join(' ');

const pagePasswordGuesses = (count: number) =>
  `query { ${repeat(
    count,
    (index) =>
      `g${index}: getCustomPageForFrontend(project: "event", path: "/page/backstage", password: "guess${index}") { title }`,
  )} }`;

describe('the operations the portal and the elements send', () => {
  it('all pass the limits', () => {
    const schema = buildSchema(loadSchema());
    const { validationRules, parseOptions } = graphqlLimits();
    const src = new URL('../../src/', import.meta.url);
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.operations.graphql'),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const document = parse(readFileSync(new URL(file, src), 'utf8'), parseOptions);
      expect({ file, errors: validate(schema, document, validationRules).map((error) => error.message) }).toEqual({
        file,
        errors: [],
      });
    }
  });
});

describe.each(dialects)('GraphQL limits on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function refused(query: string) {
    const response = await t.graphql(query);
    expect(response.statusCode).toBe(400);
    expect(response.body.data ?? null).toBeNull();
    return response.body.errors as Errors;
  }

  it('takes 15 aliases and refuses the 16th, every time the same text comes again', async () => {
    const fifteen = `query { ${repeat(15, (index) => `w${index}: getWelcome { title }`)} }`;
    expect((await t.graphql(fifteen)).statusCode).toBe(200);
    const sixteen = `query { ${repeat(16, (index) => `w${index}: getWelcome { title }`)} }`;
    // Mercurius caches parsed and validated texts: the second and third send must be refused as well.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [error] = await refused(sixteen);
      expect(error).toMatchObject({
        message: 'Aliases limit of 15 exceeded, found 16.',
        extensions: { code: LIMIT_EXCEEDED },
      });
    }
  });

  it('refuses 13,000 aliases: past the body limit, and at the token limit when the body fits', async () => {
    const aliases = (count: number) => `query{${repeat(count, (index) => `w${index}:getWelcome{title}`)}}`;
    const tooLarge = await t.graphql(aliases(13_000));
    expect(tooLarge.statusCode).toBe(413);
    const t2 = await createTestApp(dialect, { env: { BODY_LIMIT_BYTES: String(1024 * 1024) } });
    try {
      const response = await t2.graphql(aliases(13_000));
      expect(response.statusCode).toBe(400);
      expect(response.body.errors?.[0]).toMatchObject({
        message: 'Token limit of 1000 exceeded.',
        extensions: { code: LIMIT_EXCEEDED },
      });
    } finally {
      await t2.close();
    }
  });

  it('refuses a query deeper than 6 levels', async () => {
    const nested = (depth: number): string => (depth === 0 ? '__typename' : `... on Query { ${nested(depth - 1)} }`);
    expect((await t.graphql(`query { ${nested(5)} }`)).statusCode).toBe(200);
    const [error] = await refused(`query { ${nested(7)} }`);
    expect(error?.extensions?.code).toBe(LIMIT_EXCEEDED);
    expect(error?.message).toMatch(/^Query depth limit of 6 exceeded/);
  });

  it('refuses more than 50 directives', async () => {
    const [error] = await refused(`query { ${repeat(51, () => '__typename @skip(if: false)')} }`);
    expect(error).toMatchObject({
      message: 'Directives limit of 50 exceeded, found 51.',
      extensions: { code: LIMIT_EXCEEDED },
    });
  });

  it('refuses a query that costs more than 5000', async () => {
    const nested = (depth: number, leaf: string): string =>
      depth === 0 ? leaf : `... on Query { ${nested(depth - 1, leaf)} }`;
    const [error] = await refused(
      `query { ${nested(
        5,
        repeat(700, () => '__typename'),
      )} }`,
    );
    expect(error?.extensions?.code).toBe(LIMIT_EXCEEDED);
    expect(error?.message).toMatch(/^Query Cost limit of 5000 exceeded/);
  });

  it('checks one credential per request: two logins, a login and a page password, two page passwords', async () => {
    const cases = [
      'query { a: customerLogin(email: "a@example.org", password: "x") { token } b: customerLogin(email: "a@example.org", password: "y") { token } }',
      'query { customerPasswordLogin(password: "x") { token } getCustomPageForFrontend(project: "event", path: "/page/backstage", password: "y") { title } }',
      'mutation { deleteCurrentCustomer(password: "x") setCustomerPassword(resetToken: "t", password: "p") }',
      'query { ...Guess ...Other } fragment Guess on Query { a: customerPasswordLogin(password: "x") { token } } fragment Other on Query { b: customerPasswordLogin(password: "y") { token } }',
    ];
    for (const query of cases) {
      const [error] = await refused(query);
      expect(error?.extensions?.code).toBe(LIMIT_EXCEEDED);
      expect(error?.message).toMatch(/^At most 1 login, password or secret-token field per request, found 2/);
    }
  });

  it('creates one anonymous customer per request at most', async () => {
    const before = await t.store.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const [error] = await refused(
      `query { ${repeat(1_000, (index) => `a${index}: customerAnonymousLogin { token }`)} }`,
    );
    expect(error?.extensions?.code).toBe(LIMIT_EXCEEDED);
    const [small] = await refused('query { a: customerAnonymousLogin { token } b: customerAnonymousLogin { token } }');
    expect(small?.message).toBe('At most 1 anonymous login per request, found 2: a, b.');
    const after = await t.store.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers no introspection and no "did you mean" hints', async () => {
    const [introspection] = await refused('query { __schema { types { name } } }');
    expect(introspection?.extensions?.code).toBe(GRAPHQL_VALIDATION_FAILED);
    expect(introspection?.message).toMatch(/introspection/i);
    expect((await refused('query { __type(name: "Query") { name } }'))[0]?.message).toMatch(/introspection/i);
    const [typo] = await refused('query { getWelcom { title } }');
    expect(typo).toMatchObject({ extensions: { code: GRAPHQL_VALIDATION_FAILED } });
    expect(typo?.message).toBe('Cannot query field "getWelcom" on type "Query". [Suggestion hidden]');
    // Enum values' hints too, in a literal and in a variable (issue #25: "Did you mean the enum value "day"?").
    const range = 'from: "2025-01-01", to: "2025-01-02"';
    const [literal] = await refused(`query { getAudience(${range}, bucket: dya) { __typename } }`);
    expect(literal?.message).not.toMatch(/day/);
    expect(literal?.message).toMatch(/\[Suggestion hidden\]/);
    const variable = await t.graphql(
      `query ($bucket: AudienceBucket!) { getAudience(${range}, bucket: $bucket) { __typename } }`,
      { variables: { bucket: 'dya' } },
    );
    expect(variable.body.errors?.[0]?.message).not.toMatch(/day"/);
    expect(variable.body.errors?.[0]?.message).toMatch(/\[Suggestion hidden\]/);
  });

  it('answers 400 for 5,000 chained fragments', async () => {
    const fragments = repeat(5_000, (index) => `fragment F${index} on Query { ...F${index + 1} }`);
    const [error] = await refused(`query { ...F0 } ${fragments} fragment F5000 on Query { __typename }`);
    expect(error?.extensions?.code).toBe(LIMIT_EXCEEDED);
  });

  it('answers 400 for a JSON body sent as application/graphql, and for JSON in the query string', async () => {
    const asGraphQL = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/graphql' },
      payload: JSON.stringify({ query: '{ getWelcome { title } }' }),
    });
    expect(asGraphQL.statusCode).toBe(400);
    expect(asGraphQL.json().errors[0].extensions.code).toBeDefined();
    for (const query of ['{"kind":"Document","definitions":[{}]}', '{"kind":"Document"}', '[1]', '"text"']) {
      const response = await t.graphql(query);
      expect(response.statusCode).toBe(400);
      expect(response.body.errors?.[0]?.extensions?.code).toBeDefined();
    }
  });

  it('marks every answer no-store, those with a token first of all', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'query { customerAnonymousLogin { token } }' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: '{"query": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });
});

describe('GraphQL limits with GRAPHQL_INTROSPECTION=on (development)', () => {
  it('answers introspection and keeps the hints', async () => {
    const t = await createTestApp('sqlite', { env: { GRAPHQL_INTROSPECTION: 'on' } });
    try {
      const schema = await t.graphql('query { __schema { queryType { name } } }');
      expect(schema.statusCode).toBe(200);
      expect(schema.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      const typo = await t.graphql('query { getWelcom { title } }');
      expect(typo.body.errors?.[0]?.message).toMatch(/Did you mean "getWelcome"/);
      const sixteen = `query { ${repeat(16, (index) => `w${index}: getWelcome { title }`)} }`;
      expect((await t.graphql(sixteen)).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe.each(dialects)('600 page-password guesses in one request on %s', (dialect) => {
  it('are refused at once and do not hold up a static file', async () => {
    const t = await createTestApp(dialect);
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (typeof address !== 'object' || !address) throw new Error('not listening');
      const base = `http://127.0.0.1:${address.port}`;
      const started = performance.now();
      const guesses = fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: pagePasswordGuesses(600) }),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { errors: Errors },
        ms: performance.now() - started,
      }));
      const file = fetch(`${base}/demo/assets/logo.svg`).then(async (response) => ({
        status: response.status,
        bytes: (await response.arrayBuffer()).byteLength,
        ms: performance.now() - started,
      }));
      const [guessAnswer, fileAnswer] = await Promise.all([guesses, file]);
      console.info(
        `[${dialect}] 600 page-password aliases: ${guessAnswer.status} after ${guessAnswer.ms.toFixed(1)} ms; ` +
          `static file alongside: ${fileAnswer.status} after ${fileAnswer.ms.toFixed(1)} ms`,
      );
      expect(guessAnswer.status).toBe(400);
      expect(guessAnswer.body.errors[0]?.extensions?.code).toBe(LIMIT_EXCEEDED);
      expect(fileAnswer.status).toBe(200);
      expect(fileAnswer.bytes).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
