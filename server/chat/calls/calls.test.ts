// Calls as raw frames against the /chat service on SQLite and PostgreSQL (docs/chat-service.md "Calls"): a call's
// life as call messages both sides get, busy, unanswered, the end of a call whose window closed, the WebRTC signals
// relayed between the two sockets in the call, the refusals (outsiders, blocked pairs, forged session ids, other
// tabs, the wrong side) and the TURN credentials in coturn's use-auth-secret scheme.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_CODES, type CallDetails } from '../../../shared/chat/calls.js';
import {
  connectChat,
  connectVisitor,
  startChatServers,
  type ChatServers,
  type RawChatClient,
} from '../../test-support/chat-clients.js';
import { recordGoneProcess } from '../../test-support/processes.js';
import { createRedisBus } from '../../bus/redis-bus.js';
import { testRedisUrl } from '../../test-support/redis.js';
import { dialects } from '../../test-support/stores.js';
import { CHAT_ERROR_CODES } from '../chat-codes.js';
import { turnCredentials } from './ice-servers.js';

type CallMessage = { id: number; category: string; type: string; sender: { uid: string }; call: CallDetails };

const TURN_SECRET = 'coturn-static-auth-secret-for-tests';
const UNANSWERED_SECONDS = 1;

const offer = { kind: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };

/** A one-to-one call from `client` to `receiverId`: the raw answer. */
const initiate = (client: RawChatClient, receiverId: string, callType: 'audio' | 'video' = 'video') =>
  client.request({ type: 'initiateCall', receiverId, receiverType: 'user', callType });

describe.each(dialects)('chat calls on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  const clients: RawChatClient[] = [];

  const visitor = () => connectVisitor(servers, clients);
  const callOf = (frame: { result?: unknown }) => frame.result as CallMessage;
  /** The call message of this status that reached a client. */
  const callEvent = (client: RawChatClient, sessionId: string, status: string, timeoutMs?: number) =>
    client.event(
      'message',
      (data) => {
        const call = (data as Partial<CallMessage>).call;
        return call?.sessionId === sessionId && call.status === status;
      },
      timeoutMs,
    ) as Promise<CallMessage>;

  async function ringing(callType: 'audio' | 'video' = 'video') {
    const alice = await visitor();
    const bob = await visitor();
    const initiated = await initiate(alice.client, bob.uid, callType);
    expect(initiated.ok).toBe(true);
    return { alice, bob, call: callOf(initiated) };
  }

  async function answered() {
    const { alice, bob, call } = await ringing();
    expect((await bob.client.request({ type: 'acceptCall', sessionId: call.call.sessionId })).ok).toBe(true);
    return { alice, bob, call };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-chat-calls-'));
    servers = await startChatServers(dialect, {
      dataDir,
      env: {
        CALL_STUN_URLS: 'stun:turn.example.org:3478',
        CALL_TURN_URLS: 'turn:turn.example.org:3478?transport=udp,turns:turn.example.org:5349',
        CALL_TURN_SECRET: TURN_SECRET,
        CALL_TURN_TTL_SECONDS: '600',
        CALL_UNANSWERED_SECONDS: String(UNANSWERED_SECONDS),
      },
    });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('rings the callee with an initiated call message, and both hear its acceptance and its end', async () => {
    const { alice, bob, call } = await ringing('audio');
    expect(call).toMatchObject({
      category: 'call',
      type: 'audio',
      sender: { uid: alice.uid },
      call: { status: 'initiated', callInitiator: alice.uid, callReceiver: bob.uid },
    });
    const { sessionId } = call.call;
    expect((await callEvent(bob.client, sessionId, 'initiated')).id).toBe(call.id);

    const accepted = callOf(await bob.client.request({ type: 'acceptCall', sessionId }));
    expect(accepted.call).toMatchObject({ status: 'ongoing', joinedAt: expect.any(Number) });
    await callEvent(alice.client, sessionId, 'ongoing');

    const ended = callOf(await alice.client.request({ type: 'endCall', sessionId }));
    expect(ended.call).toMatchObject({ status: 'ended', endedAt: expect.any(Number) });
    await callEvent(bob.client, sessionId, 'ended');
    // Each change is a message of the pair's conversation, persisted like the others.
    const history = (await bob.client.request({ type: 'messages', uid: alice.uid, categories: ['call'] }))
      .result as CallMessage[];
    expect(history.map((message) => message.call.status)).toEqual(['initiated', 'ongoing', 'ended']);
    // Over is over: it cannot be accepted or ended again.
    expect((await bob.client.request({ type: 'endCall', sessionId })).error?.code).toBe(CALL_CODES.callNotActive);
  });

  it('declines with rejected (the callee) and cancels with cancelled (the caller), never the other way round', async () => {
    const first = await ringing();
    const sessionId = first.call.call.sessionId;
    expect((await first.alice.client.request({ type: 'rejectCall', sessionId, status: 'rejected' })).error?.code).toBe(
      CALL_CODES.notYourTurn,
    );
    expect((await first.bob.client.request({ type: 'rejectCall', sessionId, status: 'cancelled' })).error?.code).toBe(
      CALL_CODES.notYourTurn,
    );
    expect((await first.alice.client.request({ type: 'acceptCall', sessionId })).error?.code).toBe(
      CALL_CODES.notYourTurn,
    );
    callOf(await first.bob.client.request({ type: 'rejectCall', sessionId, status: 'rejected' }));
    await callEvent(first.alice.client, sessionId, 'rejected');

    const second = await ringing();
    const cancelled = second.call.call.sessionId;
    await second.alice.client.request({ type: 'rejectCall', sessionId: cancelled, status: 'cancelled' });
    await callEvent(second.bob.client, cancelled, 'cancelled');
    expect((await second.bob.client.request({ type: 'acceptCall', sessionId: cancelled })).error?.code).toBe(
      CALL_CODES.callNotActive,
    );
  });

  it('answers busy when the callee is in another call, and refuses a caller who is in one', async () => {
    const { alice, bob } = await answered();
    const carol = await visitor();
    const busy = callOf(await initiate(carol.client, bob.uid, 'video'));
    expect(busy.call.status).toBe('busy');
    // A busy callee's client hears nothing ring.
    await expect(callEvent(bob.client, busy.call.sessionId, 'initiated', 300)).rejects.toThrow();
    const again = await initiate(alice.client, carol.uid, 'audio');
    expect(again.error?.code).toBe(CALL_CODES.alreadyInCall);
  });

  it("counts a group's meeting as another call: its participants are busy, cannot call and cannot accept", async () => {
    const dave = await visitor();
    const erin = await visitor();
    const guid = `calls-busy-meeting-${dialect}`;
    expect((await dave.client.request({ type: 'createGroup', guid, name: 'Stage', groupType: 'public' })).ok).toBe(
      true,
    );
    // Grace rings Erin before Erin joins the meeting; Erin tries to accept from inside it.
    const grace = await visitor();
    const early = callOf(await initiate(grace.client, erin.uid, 'audio'));
    expect((await erin.client.request({ type: 'joinGroup', guid })).ok).toBe(true);
    const started = (await dave.client.request({ type: 'startMeeting', guid })).result as {
      meeting: { sessionId: string };
    };
    expect((await erin.client.request({ type: 'joinMeeting', sessionId: started.meeting.sessionId })).ok).toBe(true);

    const frank = await visitor();
    const toDave = callOf(await initiate(frank.client, dave.uid, 'video'));
    expect(toDave.call.status).toBe('busy');
    const fromDave = await initiate(dave.client, frank.uid, 'video');
    expect(fromDave.error?.code).toBe(CALL_CODES.alreadyInCall);
    expect((await erin.client.request({ type: 'acceptCall', sessionId: early.call.sessionId })).error?.code).toBe(
      CALL_CODES.alreadyInCall,
    );
  });

  it('ends a ringing call as unanswered after the timeout, for both sides', async () => {
    const { alice, bob, call } = await ringing();
    const { sessionId } = call.call;
    await callEvent(alice.client, sessionId, 'unanswered', UNANSWERED_SECONDS * 1000 + 3000);
    await callEvent(bob.client, sessionId, 'unanswered');
    expect((await bob.client.request({ type: 'acceptCall', sessionId })).error?.code).toBe(CALL_CODES.callNotActive);
  });

  it('relays signals only between the two sockets in the call; a closed window ends the call', async () => {
    const { alice, bob, call } = await ringing();
    const { sessionId } = call.call;
    // Before it is answered there is nobody to negotiate with.
    expect((await alice.client.request({ type: 'callSignal', sessionId, signal: offer })).error?.code).toBe(
      CALL_CODES.callNotActive,
    );
    // Bob's second tab: it hears the ring and the acceptance, but the first tab took the call.
    const bobTab = await connectChat(servers.urls[0]!, bob.chatToken);
    clients.push(bobTab);
    await bob.client.request({ type: 'acceptCall', sessionId });
    await callEvent(bobTab, sessionId, 'ongoing');

    expect((await alice.client.request({ type: 'callSignal', sessionId, signal: offer })).ok).toBe(true);
    expect(await bob.client.event('callSignal')).toEqual({ sessionId, from: alice.uid, signal: offer });
    const answer = { kind: 'answer', sdp: 'v=0\r\n' };
    expect((await bobTab.request({ type: 'callSignal', sessionId, signal: answer })).error?.code).toBe(
      CALL_CODES.notYourTurn,
    );
    const candidate = { kind: 'candidate', candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' };
    expect((await bob.client.request({ type: 'callSignal', sessionId, signal: candidate })).ok).toBe(true);
    expect(await alice.client.event('callSignal')).toEqual({ sessionId, from: bob.uid, signal: candidate });
    // A signal that is no signal is refused at the edge.
    const bad = await bob.client.request({ type: 'callSignal', sessionId, signal: { kind: 'offer', sdp: 42 } });
    expect(bad.error?.code).toBe(CHAT_ERROR_CODES.invalidInput);

    bob.client.close();
    await callEvent(alice.client, sessionId, 'ended', 5000);
  });

  it('refuses calls and signals to outsiders, blocked users and forged session ids', async () => {
    const { alice, bob, call } = await answered();
    const { sessionId } = call.call;
    const mallory = await visitor();
    for (const request of [
      { type: 'acceptCall', sessionId },
      { type: 'endCall', sessionId },
      { type: 'rejectCall', sessionId, status: 'rejected' },
      { type: 'callSignal', sessionId, signal: offer },
    ]) {
      expect((await mallory.client.request(request)).error?.code).toBe(CALL_CODES.callNotFound);
    }
    const forged = { type: 'callSignal', sessionId: '00000000-0000-4000-8000-000000000000', signal: offer };
    expect((await alice.client.request(forged)).error?.code).toBe(CALL_CODES.callNotFound);
    expect((await alice.client.request({ ...forged, sessionId: '../../x' })).error?.code).toBe(
      CHAT_ERROR_CODES.invalidInput,
    );

    // Blocked mid-call: nothing passes any more; and no new call rings.
    await bob.client.request({ type: 'blockUsers', uids: [alice.uid] });
    expect((await alice.client.request({ type: 'callSignal', sessionId, signal: offer })).error?.code).toBe(
      CHAT_ERROR_CODES.userBlocked,
    );
    const carol = await visitor();
    await carol.client.request({ type: 'blockUsers', uids: [mallory.uid] });
    const toBlocker = await initiate(mallory.client, carol.uid, 'audio');
    expect(toBlocker.error?.code).toBe(CHAT_ERROR_CODES.userBlocked);
    const toSelf = await initiate(mallory.client, mallory.uid, 'audio');
    expect(toSelf.error?.code).toBe(CHAT_ERROR_CODES.invalidInput);
    const toGroup = await mallory.client.request({
      type: 'initiateCall',
      receiverId: 'group_1',
      receiverType: 'group',
      callType: 'video',
    });
    expect(toGroup.error?.code).toBe(CALL_CODES.groupCallsNotOffered);
    const nobody = await mallory.client.request({
      type: 'initiateCall',
      receiverId: '999999',
      receiverType: 'user',
      callType: 'audio',
    });
    expect(nobody.error?.code).toBe(CHAT_ERROR_CODES.uidNotFound);
  });

  it("hands out the ICE servers with TURN credentials coturn's use-auth-secret accepts", async () => {
    const alice = await visitor();
    const before = Math.floor(Date.now() / 1000);
    const { iceServers } = (await alice.client.request({ type: 'iceServers' })).result as {
      iceServers: { urls: string[]; username?: string; credential?: string }[];
    };
    expect(iceServers[0]).toEqual({ urls: ['stun:turn.example.org:3478'] });
    const turn = iceServers[1]!;
    expect(turn.urls).toEqual(['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349']);
    const [expiry, uid] = turn.username!.split(':');
    expect(uid).toBe(alice.uid);
    expect(Number(expiry) - before).toBeGreaterThanOrEqual(600);
    expect(Number(expiry) - before).toBeLessThan(605);
    // What coturn computes from its static-auth-secret for that username.
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username!).digest('base64'));
  });

  it('ends at start-up the calls a stopped process left behind, and leaves the calls of live processes alone', async () => {
    // Two calls of a process that stopped without closing its sockets (killed): one answered, one still ringing.
    const stopped = await answered();
    // A call of the live process (the first app), answered too.
    const live = await answered();
    const gone = 'process-that-was-killed';
    const { db } = servers.store;
    // Its heartbeat is an hour old (a process missing from the table altogether counts as gone too).
    await recordGoneProcess(db, gone);
    await db
      .updateTable('chat_calls')
      .set({ initiator_process: gone, receiver_process: gone })
      .where('session_id', '=', stopped.call.call.sessionId)
      .execute();
    // A ringing call of a process never seen (the ring timer died with it): inserted as that process wrote it.
    const ringingId = randomUUID();
    await db
      .insertInto('chat_calls')
      .values({
        session_id: ringingId,
        call_type: 'audio',
        initiator_uid: stopped.bob.uid,
        receiver_uid: stopped.alice.uid,
        status: 'initiated',
        initiator_socket: 'a-socket-of-the-stopped-process',
        receiver_socket: null,
        initiator_process: 'process-never-seen',
        receiver_process: null,
        initiated_at: Math.floor(Date.now() / 1000),
        joined_at: null,
        ended_at: null,
      })
      .execute();

    // A process starts: the stopped process's calls end with their §3 statuses, both sides told by a call message.
    await servers.addApp();
    const status = async (sessionId: string) =>
      (await db.selectFrom('chat_calls').select('status').where('session_id', '=', sessionId).executeTakeFirst())
        ?.status;
    expect(await status(stopped.call.call.sessionId)).toBe('ended');
    expect(await status(ringingId)).toBe('cancelled');
    await callEvent(stopped.alice.client, stopped.call.call.sessionId, 'ended');
    await callEvent(stopped.bob.client, stopped.call.call.sessionId, 'ended');
    await callEvent(stopped.alice.client, ringingId, 'cancelled');
    // Their users are free again: the callee of the stopped call can be called.
    const again = await initiate(stopped.alice.client, stopped.bob.uid, 'audio');
    expect(callOf(again).call.status).toBe('initiated');
    await stopped.alice.client.request({
      type: 'rejectCall',
      sessionId: callOf(again).call.sessionId,
      status: 'cancelled',
    });

    // The live process's call goes on: still ongoing, and its sides still end it.
    const liveId = live.call.call.sessionId;
    expect(await status(liveId)).toBe('ongoing');
    expect(callOf(await live.alice.client.request({ type: 'endCall', sessionId: liveId })).call.status).toBe('ended');
    await callEvent(live.bob.client, liveId, 'ended');
  });
});

describe('TURN credentials (draft-uberti-behave-turn-rest-00, coturn use-auth-secret)', () => {
  it('signs "<expiry>:<uid>" with HMAC-SHA1 of the secret, base64', () => {
    // Known answer: printf '1700003600:42' | openssl dgst -sha1 -hmac secret -binary | base64
    expect(turnCredentials('secret', '42', 1_700_000_000, 3600)).toEqual({
      username: '1700003600:42',
      credential: 'BiRzwDjrED4KnqX7kNBEFJ1fDaQ=',
    });
  });
});

describe('calls across two server processes (PostgreSQL and Redis)', () => {
  let servers: ChatServers;
  let dataDir: string;
  const clients: RawChatClient[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-chat-call-processes-'));
    const prefix = `test-calls-${randomBytes(6).toString('hex')}:`;
    servers = await startChatServers('postgres', {
      dataDir,
      bus: createRedisBus({ url: testRedisUrl, prefix, connectionName: 'calls-a' }),
    });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a process starting beside a live one leaves the live one's calls going, and ends only a stopped one's", async () => {
    const alice = await connectVisitor(servers, clients);
    const bob = await connectVisitor(servers, clients);
    const initiated = await initiate(alice.client, bob.uid, 'video');
    const { sessionId } = (initiated.result as CallMessage).call;
    expect((await bob.client.request({ type: 'acceptCall', sessionId })).ok).toBe(true);
    // A call left behind by a third process that is gone, between two other visitors on the first one's sockets.
    const carol = await connectVisitor(servers, clients);
    const dave = await connectVisitor(servers, clients);
    const left = await initiate(carol.client, dave.uid, 'audio');
    const leftId = (left.result as CallMessage).call.sessionId;
    expect((await dave.client.request({ type: 'acceptCall', sessionId: leftId })).ok).toBe(true);
    await servers.store.db
      .updateTable('chat_calls')
      .set({ receiver_process: 'a-third-process-now-gone' })
      .where('session_id', '=', leftId)
      .execute();

    // The second process starts on the same database and Redis.
    await servers.addApp();
    const status = async (id: string) =>
      (await servers.store.db.selectFrom('chat_calls').select('status').where('session_id', '=', id).executeTakeFirst())
        ?.status;
    expect(await status(sessionId)).toBe('ongoing');
    expect(await status(leftId)).toBe('ended');
    // The gone process's call ended for the visitors on the first process too (over Redis).
    await carol.client.event(
      'message',
      (data) => (data as CallMessage).call?.sessionId === leftId && (data as CallMessage).call.status === 'ended',
    );

    // The live call still works from both sides: a signal relayed, then its end heard, through the first process.
    const signal = { kind: 'offer', sdp: 'v=0' };
    expect((await alice.client.request({ type: 'callSignal', sessionId, signal })).ok).toBe(true);
    await bob.client.event('callSignal', (data) => (data as { sessionId: string }).sessionId === sessionId);
    expect((await bob.client.request({ type: 'endCall', sessionId })).ok).toBe(true);
    await alice.client.event(
      'message',
      (data) => (data as CallMessage).call?.sessionId === sessionId && (data as CallMessage).call.status === 'ended',
    );
  });
});
