import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../test-support/stores.js';
import { createTestApp, tokenPayload, type TestApp } from '../../test-support/test-app.js';

const trackMutation = `mutation ($event: TrackEvent!, $targetType: TrackTargetType!, $target: String!, $id: String) {
  track(event: $event, targetType: $targetType, target: $target, anonymousCustomerId: $id)
}`;

describe.each(dialects)('track on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const rows = () => t.store.db.selectFrom('tracking_events').selectAll().orderBy('id').execute();

  it('stores a visit without login', async () => {
    await t.store.db.deleteFrom('tracking_events').execute();
    const { body } = await t.graphql(trackMutation, {
      variables: { event: 'visit', targetType: 'page', target: '/welcome', id: 'anon-1' },
    });

    expect(body).toEqual({ data: { track: true } });
    expect(await rows()).toEqual([
      expect.objectContaining({
        event: 'visit',
        target_type: 'page',
        target: '/welcome',
        customer_id: null,
        anonymous_customer_id: 'anon-1',
        created_at: '2025-06-01T12:00:00.000Z',
      }),
    ]);
  });

  it('stores a click with the customer and anonymous id from the token', async () => {
    await t.store.db.deleteFrom('tracking_events').execute();
    const token = await t.anonymousToken();
    const claims = tokenPayload(token);

    await t.graphql(trackMutation, { variables: { event: 'click', targetType: 'CTA', target: 'card-1' }, token });

    expect(await rows()).toEqual([
      expect.objectContaining({
        event: 'click',
        target_type: 'CTA',
        customer_id: Number(claims['sub']),
        anonymous_customer_id: claims['anonymousCustomerId'],
      }),
    ]);
  });

  it('rejects an unknown event and stores nothing', async () => {
    await t.store.db.deleteFrom('tracking_events').execute();
    const { statusCode, body } = await t.graphql(trackMutation, {
      variables: { event: 'hover', targetType: 'page', target: '/' },
    });

    expect(statusCode).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Value "hover" does not exist in "TrackEvent" enum/);
    expect(await rows()).toEqual([]);
  });

  it('rejects an unknown target type written into the query', async () => {
    const { statusCode, body } = await t.graphql('mutation { track(event: visit, targetType: button, target: "/") }');

    expect(statusCode).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Value "button" does not exist in "TrackTargetType" enum/);
  });

  it('rejects a target over 2048 characters and an anonymousCustomerId over 64, saying which', async () => {
    await t.store.db.deleteFrom('tracking_events').execute();
    const longTarget = await t.graphql(trackMutation, {
      variables: { event: 'visit', targetType: 'page', target: `/${'a'.repeat(2048)}` },
    });
    const longId = await t.graphql(trackMutation, {
      variables: { event: 'visit', targetType: 'page', target: '/', id: 'x'.repeat(65) },
    });

    expect(longTarget.body.errors).toEqual([
      expect.objectContaining({ message: 'target: at most 2048 characters', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    expect(longId.body.errors).toEqual([
      expect.objectContaining({
        message: 'anonymousCustomerId: at most 64 characters',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
    expect(await rows()).toEqual([]);
  });

  it('accepts a target of exactly 2048 characters', async () => {
    const { body } = await t.graphql(trackMutation, {
      variables: { event: 'visit', targetType: 'page', target: `/${'a'.repeat(2047)}` },
    });
    expect(body).toEqual({ data: { track: true } });
  });
});
