import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './test-support/stores.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

describe.each(dialects)('HTTP edge on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { BODY_LIMIT_BYTES: '4096' } });
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': contentType }, payload });

  it('answers GET /health after asking the store', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers GET /graphql with 405 and a JSON error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/graphql?query=%7BgetWelcome%7Btitle%7D%7D' });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('POST');
    expect(response.json()).toEqual({
      data: null,
      errors: [{ message: 'Use POST for /graphql', extensions: { code: 'METHOD_NOT_ALLOWED' } }],
    });
  });

  it.each([
    ['bad JSON', '{"query": '],
    ['a body without a query', '{"variables": {}}'],
    ['an empty query', '{"query": "  "}'],
    ['a query that is not a string', '{"query": 42}'],
    ['a GraphQL syntax error', '{"query": "{ getWelcome { title "}'],
    ['an unknown field', '{"query": "{ getWelcomeNope }"}'],
    ['a missing required argument', '{"query": "{ getStreamAccess }"}'],
  ])('answers %s with 400 and an errors body', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: { message: string }[] }>();
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.errors[0]?.message).toEqual(expect.any(String));
  });

  it('answers a body over BODY_LIMIT_BYTES with 413 and a JSON error', async () => {
    const response = await post(JSON.stringify({ query: `{ getWelcome { title } } # ${'x'.repeat(5000)}` }));
    expect(response.statusCode).toBe(413);
    expect(response.json<{ errors: { message: string }[] }>().errors[0]?.message).toMatch(/too large/i);
  });

  it.each([
    ['text/plain', 400],
    ['application/x-www-form-urlencoded', 415],
  ])('answers a %s body with %i and an errors body, never running it', async (contentType, status) => {
    const response = await post('{ getWelcome { title } }', contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json<{ errors: unknown[] }>().errors).toHaveLength(1);
  });

  it('answers unknown non-HTML paths with 404 JSON', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/nothing/here',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'GET /nothing/here not found' });
  });
});

describe('error masking', () => {
  it('turns an unexpected resolver error into Internal server error with code INTERNAL_SERVER_ERROR', async () => {
    const t = await createTestApp('sqlite');
    // A store that is gone makes the resolver fail the way a real outage would.
    await t.store.db.destroy();

    const { statusCode, body } = await t.graphql('{ getWelcome { title } }');

    expect(statusCode).toBe(200);
    expect(body).toEqual({
      data: { getWelcome: null },
      errors: [
        expect.objectContaining({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
      ],
    });
    await t.app.close();
  });
});

describe('error masking outside GraphQL', () => {
  it('answers an unexpected route error with a masked 500 JSON body', async () => {
    const t = await createTestApp('sqlite', { importDemo: false });
    try {
      t.app.get('/boom', () => {
        throw new Error('secret detail');
      });
      const response = await t.app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Internal server error',
      });
    } finally {
      await t.close();
    }
  });
});

describe('CORS', () => {
  it('allows the configured origins with credentials and no others', async () => {
    const t = await createTestApp('sqlite', { env: { CORS_ORIGINS: 'https://host.example' } });
    try {
      const preflight = (origin: string) =>
        t.app.inject({
          method: 'OPTIONS',
          url: '/graphql',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const allowed = await preflight('https://host.example');
      const other = await preflight('https://evil.example');

      expect(allowed.headers['access-control-allow-origin']).toBe('https://host.example');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      // An element on the host page reads a shed request's Retry-After.
      const answer = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { origin: 'https://host.example', 'content-type': 'application/json' },
        payload: { query: '{ __typename }' },
      });
      expect(answer.headers['access-control-expose-headers']).toBe('retry-after');
    } finally {
      await t.close();
    }
  });
});
