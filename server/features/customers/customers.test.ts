import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../test-support/stores.js';
import { createTestApp, tokenPayload, type TestApp } from '../../test-support/test-app.js';

const currentCustomer =
  '{ getCurrentCustomer { email ticket firstname lastname customAttributes alias ticketCategoryCode } }';

describe.each(dialects)('customers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { TOKEN_TTL_SECONDS: '3600' } });
  });
  afterAll(() => t.close());

  it('customerAnonymousLogin creates an anonymous customer and a token carrying anonymousCustomerId and exp', async () => {
    const { body } = await t.graphql('{ customerAnonymousLogin { customerId token alias } }');
    const session = body.data?.['customerAnonymousLogin'] as { customerId: string; token: string; alias: string };

    expect(session.alias).toBe('anonymous');
    expect(session.customerId).toMatch(/^\d+$/);
    const payload = tokenPayload(session.token);
    expect(payload['sub']).toBe(session.customerId);
    expect(payload['alias']).toBe('anonymous');
    expect(payload['anonymousCustomerId']).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload['exp']).toBe(Math.floor(t.clock().getTime() / 1000) + 3600);

    const row = await t.store.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', Number(session.customerId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      alias: 'anonymous',
      anonymous_customer_id: payload['anonymousCustomerId'],
      email: null,
    });
  });

  it('gives every anonymous login its own customer', async () => {
    const first = tokenPayload(await t.anonymousToken());
    const second = tokenPayload(await t.anonymousToken());

    expect(first['sub']).not.toBe(second['sub']);
    expect(first['anonymousCustomerId']).not.toBe(second['anonymousCustomerId']);
  });

  it('getCurrentCustomer returns the logged-in customer', async () => {
    const token = await t.anonymousToken();
    const { body } = await t.graphql(currentCustomer, { token });

    expect(body.errors).toBeUndefined();
    expect(body.data?.['getCurrentCustomer']).toEqual({
      email: null,
      ticket: null,
      firstname: null,
      lastname: null,
      customAttributes: {},
      alias: 'anonymous',
      ticketCategoryCode: null,
    });
  });

  it('getCurrentCustomer without a token is UNAUTHENTICATED, also once the query is compiled', async () => {
    for (let i = 0; i < 3; i++) {
      const { statusCode, body } = await t.graphql(currentCustomer);
      expect(statusCode).toBe(200);
      expect(body.data).toEqual({ getCurrentCustomer: null });
      expect(body.errors).toEqual([
        expect.objectContaining({ message: 'You need to be logged in', extensions: { code: 'UNAUTHENTICATED' } }),
      ]);
    }
  });

  it('getCurrentCustomer with an expired token is UNAUTHENTICATED', async () => {
    const token = await t.anonymousToken();
    t.clock.set(new Date(t.clock().getTime() + 3601 * 1000));
    try {
      const { body } = await t.graphql(currentCustomer, { token });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      t.clock.set('2025-06-01T12:00:00Z');
    }
  });

  it('getCurrentCustomer with a forged or malformed token is UNAUTHENTICATED', async () => {
    const real = tokenPayload(await t.anonymousToken());
    const forged = await new SignJWT({ alias: 'anonymous' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(real['sub']))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-secret'));

    for (const token of [forged, 'not-a-jwt', `${forged}x`]) {
      const { statusCode, body } = await t.graphql(currentCustomer, { token });
      expect(statusCode).toBe(200);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('getCurrentCustomer for a customer who no longer exists is UNAUTHENTICATED', async () => {
    const token = await t.anonymousToken();
    await t.store.db
      .deleteFrom('customers')
      .where('id', '=', Number(tokenPayload(token)['sub']))
      .execute();

    const { body } = await t.graphql(currentCustomer, { token });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
