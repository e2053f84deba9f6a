import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTokenService, resolveJwtSecret } from '../../auth/tokens.js';
import { createInProcessBus } from '../../bus/in-process-bus.js';
import { importEvent } from '../../event-file/import-event.js';
import { readEventFile } from '../../event-file/read-event-file.js';
import { dialects, openTestStore } from '../../test-support/stores.js';
import { createSessionRegistry } from '../accounts/sessions.js';
import { listStreams } from './stream-store.js';
import { createTestApp, demoEventFile, tokenPayload, type TestApp } from '../../test-support/test-app.js';

const getStream = `query ($projectId: Int, $code: String, $noSession: Boolean) {
  getStream(projectId: $projectId, code: $code, noSession: $noSession) {
    code guid platform type showVisitorCount failureText navTitle content
    params { link autoPlay videoId hideVolumeControl joinParams { meetingNumber } }
    actions { type label url openInNewTab formCode code }
    chat { isVisible link publisher chatroom position }
  }
}`;
const count = 'query ($code: String!) { getStreamVisitorCount(streamCode: $code) { count } }';
const ping = 'mutation ($code: String!, $id: String) { pingStream(code: $code, anonymousCustomerId: $id) }';
const leave = 'mutation ($code: String!, $id: String) { leaveStream(code: $code, anonymousCustomerId: $id) }';

describe.each(dialects)('streams and presence on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const event = await readEventFile(demoEventFile);
    await importEvent(t.store.db, {
      ...event,
      streams: [
        ...event.streams,
        {
          code: 'vip',
          projectId: 6,
          platform: 'youtube',
          type: 'embed',
          params: { videoId: 'abc123', hideVolumeControl: true },
          actions: [{ type: 'form', label: 'Frage stellen', formCode: 'questions' }],
          showVisitorCount: false,
          singleSessionPerCustomer: true,
          chat: { isVisible: true, link: 'https://chat.example/room', chatroom: 'r1', position: 'side' },
        },
      ],
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set('2025-06-01T12:00:00Z');
    await t.store.db.deleteFrom('stream_presence').execute();
  });

  const visitors = async (code = 'main') => {
    const { body } = await t.graphql(count, { variables: { code } });
    return (body.data?.['getStreamVisitorCount'] as { count: number }).count;
  };

  it('returns a stream with its params, actions and chat', async () => {
    const token = await t.anonymousToken();
    const { body } = await t.graphql(getStream, { variables: { code: 'vip' }, token });
    expect(body.errors).toBeUndefined();
    expect(body.data?.['getStream']).toEqual({
      code: 'vip',
      guid: 'vip',
      platform: 'youtube',
      type: 'embed',
      showVisitorCount: false,
      failureText: null,
      navTitle: null,
      content: null,
      params: { link: null, autoPlay: null, videoId: 'abc123', hideVolumeControl: true, joinParams: null },
      actions: [
        { type: 'form', label: 'Frage stellen', url: null, openInNewTab: null, formCode: 'questions', code: null },
      ],
      chat: { isVisible: true, link: 'https://chat.example/room', publisher: null, chatroom: 'r1', position: 'side' },
    });
  });

  it("returns the project's first stream without a code", async () => {
    const { body } = await t.graphql(getStream, { variables: { projectId: 4 } });
    expect(body.data?.['getStream']).toMatchObject({ code: 'main', platform: 'hls', showVisitorCount: true });
  });

  it('answers 404 for an unknown stream and for a stream of another project', async () => {
    const unknown = await t.graphql(getStream, { variables: { code: 'nope' } });
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({ message: 'No stream "nope"', extensions: { code: '404' } }),
    ]);
    const otherProject = await t.graphql(getStream, { variables: { code: 'vip', projectId: 4 } });
    expect(otherProject.body.errors?.[0]?.extensions?.code).toBe('404');
  });

  it('rejects bad arguments with BAD_USER_INPUT', async () => {
    const badCode = await t.graphql(getStream, { variables: { code: '../etc' } });
    expect(badCode.body.errors?.[0]).toMatchObject({
      message: 'code: expected letters, digits, - and _',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badProject = await t.graphql(getStream, { variables: { projectId: -1 } });
    expect(badProject.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('counts distinct visitors, never one twice, and a leave takes one away', async () => {
    expect(await visitors()).toBe(0);
    await t.graphql(ping, { variables: { code: 'main', id: 'anon-a' } });
    await t.graphql(ping, { variables: { code: 'main', id: 'anon-a' } });
    await t.graphql(ping, { variables: { code: 'main', id: 'anon-b' } });
    const token = await t.anonymousToken();
    await t.graphql(ping, { variables: { code: 'main', id: 'ignored-with-a-session' }, token });
    await t.graphql(ping, { variables: { code: 'main' }, token });
    expect(await visitors()).toBe(3);

    const { body } = await t.graphql(leave, { variables: { code: 'main', id: 'anon-b' } });
    expect(body).toEqual({ data: { leaveStream: true } });
    expect(await visitors()).toBe(2);
    expect(await visitors('vip')).toBe(0);
  });

  it('stops counting a visitor whose last ping is older than the 130 s default window (a closed tab)', async () => {
    await t.graphql(ping, { variables: { code: 'main', id: 'anon-a' } });
    t.clock.set('2025-06-01T12:01:00Z');
    await t.graphql(ping, { variables: { code: 'main', id: 'anon-b' } });
    t.clock.set('2025-06-01T12:02:10Z');
    expect(await visitors()).toBe(2);
    t.clock.set('2025-06-01T12:02:10.001Z');
    expect(await visitors()).toBe(1);
    t.clock.set('2025-06-01T12:03:10.001Z');
    expect(await visitors()).toBe(0);
  });

  it('answers 400 on ping and leave without a visitor or with bad input, and 404 for an unknown stream', async () => {
    const cases = [
      [ping, { code: 'main' }, 'anonymousCustomerId: required without a session'],
      [leave, { code: 'main' }, 'anonymousCustomerId: required without a session'],
      [ping, { code: 'main', id: 'x'.repeat(65) }, 'anonymousCustomerId: at most 64 characters'],
      [ping, { code: '', id: 'a' }, 'code: expected letters, digits, - and _'],
      [leave, { code: 'a b', id: 'a' }, 'code: expected letters, digits, - and _'],
    ] as const;
    for (const [mutation, variables, message] of cases) {
      const { body } = await t.graphql(mutation, { variables });
      expect(body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
    }
    const unknown = await t.graphql(ping, { variables: { code: 'nope', id: 'a' } });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('404');
    expect(await visitors()).toBe(0);
  });

  it('counts alike in another server process on the same database', async () => {
    const other = await buildApp({
      config: t.config,
      db: t.store.db,
      bus: createInProcessBus(),
      clock: t.clock,
    });
    try {
      await t.graphql(ping, { variables: { code: 'main', id: 'anon-a' } });
      const pingElsewhere = await other.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: ping, variables: { code: 'main', id: 'anon-b' } },
      });
      expect(pingElsewhere.json()).toEqual({ data: { pingStream: true } });
      const countElsewhere = await other.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: count, variables: { code: 'main' } },
      });
      expect(countElsewhere.json()).toEqual({ data: { getStreamVisitorCount: { count: 2 } } });
      expect(await visitors()).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('drops a stream and its presence when the event file no longer lists it', async () => {
    const store = await openTestStore(dialect);
    try {
      const event = await readEventFile(demoEventFile);
      const extra = { ...event.streams[0]!, code: 'extra' };
      await importEvent(store.db, { ...event, streams: [...event.streams, extra] });
      await store.db
        .insertInto('stream_presence')
        .values({ stream_code: 'extra', visitor_key: 'a:x', session_key: null, last_seen_at: '2025-06-01T12:00:00Z' })
        .execute();
      await importEvent(store.db, event);
      expect((await listStreams(store.db)).map((stream) => stream.code)).toEqual(['main']);
      expect(await store.db.selectFrom('stream_presence').selectAll().execute()).toEqual([]);
    } finally {
      await store.destroy();
    }
  });

  describe('a stream limited to one session per customer', () => {
    /** Two tokens of one customer, as two logins would issue them (a second later, so they differ). */
    async function secondSession(): Promise<[string, string]> {
      const first = await t.anonymousToken();
      const { sub, anonymousCustomerId } = tokenPayload(first) as { sub: string; anonymousCustomerId: string };
      t.clock.set('2025-06-01T12:00:05Z');
      return [first, await issueFor(sub, anonymousCustomerId)];
    }
    let issueFor: (customerId: string, anonymousCustomerId: string) => Promise<string>;
    beforeAll(async () => {
      const tokens = createTokenService({
        secret: await resolveJwtSecret(t.store.db, t.config),
        ttlSeconds: 3600,
        clock: t.clock,
      });
      const sessions = createSessionRegistry({
        db: t.store.db,
        bus: createInProcessBus(),
        clock: t.clock,
        idleSeconds: t.config.sessionIdleSeconds,
      });
      issueFor = async (customerId, anonymousCustomerId) =>
        tokens.issue({
          customerId,
          alias: 'anonymous',
          anonymousCustomerId,
          sessionId: await sessions.start(Number(customerId)),
        });
    });

    it('answers 409 to a second session of the same customer while the first watches', async () => {
      const [first, second] = await secondSession();
      expect((await t.graphql(ping, { variables: { code: 'vip' }, token: first })).body).toEqual({
        data: { pingStream: true },
      });
      const secondPing = await t.graphql(ping, { variables: { code: 'vip' }, token: second });
      expect(secondPing.body.errors).toEqual([
        expect.objectContaining({
          message: 'Stream "vip" is already in use by another session of this customer',
          extensions: { code: '409' },
        }),
      ]);
      const secondGet = await t.graphql(getStream, { variables: { code: 'vip' }, token: second });
      expect(secondGet.body.errors?.[0]?.extensions?.code).toBe('409');
      const withoutSession = await t.graphql(getStream, { variables: { code: 'vip', noSession: true }, token: second });
      expect(withoutSession.body.errors).toBeUndefined();
      expect(await visitors('vip')).toBe(1);

      // The second session's leave does not end the first one's presence; the first one's leave frees the stream.
      await t.graphql(leave, { variables: { code: 'vip' }, token: second });
      expect(await visitors('vip')).toBe(1);
      await t.graphql(leave, { variables: { code: 'vip' }, token: first });
      expect((await t.graphql(ping, { variables: { code: 'vip' }, token: second })).body).toEqual({
        data: { pingStream: true },
      });
    });

    it('lets the second session in once the first has not pinged within the window', async () => {
      const [first, second] = await secondSession();
      await t.graphql(ping, { variables: { code: 'vip' }, token: first });
      t.clock.set('2025-06-01T12:02:20Z');
      expect((await t.graphql(ping, { variables: { code: 'vip' }, token: second })).body).toEqual({
        data: { pingStream: true },
      });
    });

    it('lets one session ping again and again, and other streams are not limited', async () => {
      const [first, second] = await secondSession();
      await t.graphql(ping, { variables: { code: 'vip' }, token: first });
      expect((await t.graphql(ping, { variables: { code: 'vip' }, token: first })).body.errors).toBeUndefined();
      await t.graphql(ping, { variables: { code: 'main' }, token: first });
      expect((await t.graphql(ping, { variables: { code: 'main' }, token: second })).body.errors).toBeUndefined();
    });
  });
});
