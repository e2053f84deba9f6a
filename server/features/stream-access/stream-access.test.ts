import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../test-support/stores.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const streamAccess = 'query ($project: ID!) { getStreamAccess(project: $project) }';

describe.each(dialects)('getStreamAccess on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** Asks at the clock's current time, with a token issued just before unless withToken is false. */
  async function access(project: string, withToken = true) {
    const token = withToken ? await t.anonymousToken() : undefined;
    const { body } = await t.graphql(streamAccess, { variables: { project }, ...(token ? { token } : {}) });
    return body;
  }

  it.each([
    ['ok while the schedule is open', '2025-06-01T12:00:00Z', 'ok'],
    ['ok from the very start', '2024-01-01T00:00:00Z', 'ok'],
    ['early before schedule.start', '2023-12-31T23:59:59Z', 'early'],
    ['late from schedule.end on', '2099-12-31T23:59:59Z', 'late'],
  ])('is %s', async (_name, now, expected) => {
    t.clock.set(now);
    expect(await access('4')).toEqual({ data: { getStreamAccess: expected } });
  });

  it('finds the project by its code as well as its id', async () => {
    t.clock.set('2025-06-01T12:00:00Z');
    expect(await access('basic')).toEqual({ data: { getStreamAccess: 'ok' } });
    expect(await access('6')).toEqual({ data: { getStreamAccess: 'ok' } });
  });

  it('is loggedOut without a valid token', async () => {
    t.clock.set('2025-06-01T12:00:00Z');
    expect(await access('4', false)).toEqual({ data: { getStreamAccess: 'loggedOut' } });
    const { body } = await t.graphql(streamAccess, { variables: { project: '4' }, token: 'forged.token.value' });
    expect(body).toEqual({ data: { getStreamAccess: 'loggedOut' } });
  });

  it('rejects an unknown project with BAD_USER_INPUT', async () => {
    const body = await access('nope');
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Unknown project "nope": use a project id or code from the event file',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });
});
