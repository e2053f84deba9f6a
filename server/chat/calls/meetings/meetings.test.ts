// Group calls (meetings) as raw frames against the /chat service on SQLite and PostgreSQL (docs/chat-service.md
// "Meetings"): starting, announcing (the meeting custom message), joining and leaving a group's meeting, the mesh limit,
// and the refusals: outsiders, banned and kicked members, empty, unknown and forged session ids; the WebRTC signals
// relayed only from a participant's socket to another participant, never to anyone else.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALL_CODES, type MeetingJoin } from '../../../../shared/chat/calls.js';
import {
  connectChat,
  connectVisitor,
  startChatServers,
  type ChatServers,
  type RawChatClient,
} from '../../../test-support/chat-clients.js';
import { recordGoneProcess } from '../../../test-support/processes.js';
import { dialects } from '../../../test-support/stores.js';
import { CHAT_ERROR_CODES } from '../../chat-codes.js';

const MESH_MAX = 3;
const offer = { kind: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };

describe.each(dialects)('chat meetings on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  const clients: RawChatClient[] = [];
  let groups = 0;

  const visitor = () => connectVisitor(servers, clients);
  const code = async (client: RawChatClient, frame: Record<string, unknown>) =>
    (await client.request(frame)).error?.code;
  const ok = async <T>(client: RawChatClient, frame: Record<string, unknown>): Promise<T> => {
    const answer = await client.request(frame);
    expect(answer.error).toBeUndefined();
    return answer.result as T;
  };

  /** Who takes part in the meeting now, as the store has it (uids, sorted). */
  const participantUids = async (sessionId: string) =>
    (
      await servers.store.db
        .selectFrom('chat_meeting_participants')
        .select('uid')
        .where('session_id', '=', sessionId)
        .execute()
    )
      .map((row) => row.uid)
      .sort();

  /** `client` is told that exactly `uids` take part in a meeting now. */
  const toldTakingPart = (client: RawChatClient, uids: string[]) =>
    client.event(
      'meetingParticipants',
      (data) =>
        JSON.stringify((data as { participants: { uid: string }[] }).participants.map((one) => one.uid).sort()) ===
        JSON.stringify([...uids].sort()),
      5000,
    );

  /** A public group of an owner and `members` more, and a meeting the owner started in it. */
  async function meetingOf(members: number) {
    const owner = await visitor();
    const guid = `meeting-group-${dialect}-${++groups}`;
    await ok(owner.client, { type: 'createGroup', guid, name: 'Stage', groupType: 'public' });
    const others = [];
    for (let i = 0; i < members; i++) {
      const member = await visitor();
      await ok(member.client, { type: 'joinGroup', guid });
      others.push(member);
    }
    const started = await ok<MeetingJoin>(owner.client, { type: 'startMeeting', guid });
    return { owner, others, guid, started, sessionId: started.meeting.sessionId };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-chat-meetings-'));
    servers = await startChatServers(dialect, {
      dataDir,
      env: { CALL_STUN_URLS: 'stun:turn.example.org:3478', CALL_MESH_MAX_PARTICIPANTS: String(MESH_MAX) },
    });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts a meeting with a session id the server made, announces it to the group and lets members join and leave', async () => {
    const { owner, others, guid, started, sessionId } = await meetingOf(2);
    const [bob, carol] = others as [(typeof others)[0], (typeof others)[0]];
    expect(started).toMatchObject({
      meeting: { guid, starterUid: owner.uid, sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      self: { uid: owner.uid },
      participants: [{ uid: owner.uid, seq: started.self.seq }],
      media: { mode: 'mesh' },
      iceServers: [{ urls: ['stun:turn.example.org:3478'] }],
    });

    const announced = await ok<{ type: string; category: string; data: { customData: unknown } }>(owner.client, {
      type: 'announceMeeting',
      guid,
      sessionId,
    });
    expect(announced).toMatchObject({
      category: 'custom',
      type: 'meeting',
      receiverType: 'group',
      receiverId: guid,
      conversationId: `group_${guid}`,
      data: { customData: { sessionID: sessionId, sessionId, callType: 'video' } },
    });
    // Every member hears the meeting custom message, as any message of the group.
    await bob.client.event('message', (data) => (data as { type?: string }).type === 'meeting');

    const joined = await ok<MeetingJoin>(bob.client, { type: 'joinMeeting', sessionId });
    expect(joined.participants.map((one) => one.uid)).toEqual([owner.uid, bob.uid]);
    expect(joined.self.seq).toBeGreaterThan(started.self.seq);
    const seen = await owner.client.event(
      'meetingParticipants',
      (data) => (data as { participants: unknown[] }).participants.length === 2,
    );
    expect(seen).toMatchObject({ sessionId, participants: [{ uid: owner.uid }, { uid: bob.uid }] });

    await ok(carol.client, { type: 'joinMeeting', sessionId });
    await ok(bob.client, { type: 'leaveMeeting', sessionId });
    const after = (await owner.client.event(
      'meetingParticipants',
      (data) =>
        (data as { participants: { uid: string }[] }).participants.map((one) => one.uid).join() ===
        [owner.uid, carol.uid].join(),
    )) as { participants: { uid: string }[] };
    expect(after.participants).toHaveLength(2);
    // A meeting stays joinable (its card in the group's history) while it exists.
    await ok(bob.client, { type: 'joinMeeting', sessionId });
  });

  it('refuses outsiders, banned and kicked members, and empty, unknown or forged session ids', async () => {
    const { owner, others, guid, sessionId } = await meetingOf(3);
    const [bob, carol, dave] = others as [(typeof others)[0], (typeof others)[0], (typeof others)[0]];
    const mallory = await visitor();

    expect(await code(mallory.client, { type: 'startMeeting', guid })).toBe(CHAT_ERROR_CODES.notAGroupMember);
    expect(await code(mallory.client, { type: 'joinMeeting', sessionId })).toBe(CHAT_ERROR_CODES.notAGroupMember);
    expect(await code(mallory.client, { type: 'announceMeeting', guid, sessionId })).toBe(
      CHAT_ERROR_CODES.notAGroupMember,
    );

    await ok(owner.client, { type: 'banMember', guid, uid: carol.uid });
    expect(await code(carol.client, { type: 'joinMeeting', sessionId })).toBe(CHAT_ERROR_CODES.notAGroupMember);
    await ok(owner.client, { type: 'kickMember', guid, uid: dave.uid });
    expect(await code(dave.client, { type: 'joinMeeting', sessionId })).toBe(CHAT_ERROR_CODES.notAGroupMember);

    // §5 "Meeting start or join needs a session id, else ERR_EMPTY_CALL_SESSION_ID".
    expect(await code(bob.client, { type: 'joinMeeting', sessionId: '' })).toBe(CALL_CODES.emptySessionId);
    expect(await code(owner.client, { type: 'announceMeeting', guid, sessionId: '' })).toBe(CALL_CODES.emptySessionId);
    // A session id nobody was given, and one of another group's meeting announced here, are refused.
    const forged = '00000000-0000-4000-8000-000000000000';
    expect(await code(bob.client, { type: 'joinMeeting', sessionId: forged })).toBe(CALL_CODES.callNotFound);
    expect(await code(owner.client, { type: 'announceMeeting', guid, sessionId: forged })).toBe(
      CALL_CODES.callNotFound,
    );
    const elsewhere = await meetingOf(0);
    await ok(elsewhere.owner.client, { type: 'createGroup', guid: `${guid}-b`, name: 'Other', groupType: 'public' });
    expect(
      await code(elsewhere.owner.client, {
        type: 'announceMeeting',
        guid: `${guid}-b`,
        sessionId: elsewhere.sessionId,
      }),
    ).toBe(CALL_CODES.callNotFound);
    // Only the starter announces a meeting: a member cannot put words in their mouth.
    expect(await code(bob.client, { type: 'announceMeeting', guid, sessionId })).toBe(CALL_CODES.callNotFound);
    // A session id that is no id is refused at the edge.
    expect(await code(bob.client, { type: 'joinMeeting', sessionId: 'a b' })).toBe(CHAT_ERROR_CODES.invalidInput);
    // Audio meetings do not exist (§5 audio calling hidden for groups): a group's initiated call is still refused.
    expect(
      await code(bob.client, { type: 'initiateCall', receiverId: guid, receiverType: 'group', callType: 'audio' }),
    ).toBe(CALL_CODES.groupCallsNotOffered);
  });

  it('takes a member out of the meeting when they are kicked, banned or leave the group, and everyone when it is deleted', async () => {
    const { owner, others, guid, sessionId } = await meetingOf(3);
    const [bob, carol, dave] = others as [(typeof others)[0], (typeof others)[0], (typeof others)[0]];
    const inMeeting = () => participantUids(sessionId);
    /** The owner is told that exactly `uids` take part now. */
    const told = (...uids: string[]) => toldTakingPart(owner.client, uids);
    // MESH_MAX (3) at a time: the owner, Bob and Carol; Dave once Bob is out.
    await ok(bob.client, { type: 'joinMeeting', sessionId });
    await ok(carol.client, { type: 'joinMeeting', sessionId });
    expect(await inMeeting()).toEqual([owner.uid, bob.uid, carol.uid].sort());

    /** `member` is told they are out of the meeting, and nothing of who is still in. */
    const toldOut = (member: typeof bob) =>
      member.client.event(
        'meetingParticipants',
        (data) => JSON.stringify(data) === JSON.stringify({ sessionId, participants: [] }),
        5000,
      );
    await ok(owner.client, { type: 'kickMember', guid, uid: bob.uid });
    await told(owner.uid, carol.uid);
    await toldOut(bob);
    expect(await inMeeting()).toEqual([owner.uid, carol.uid].sort());
    // No more signals to or from the kicked member's window.
    expect(await code(bob.client, { type: 'meetingSignal', sessionId, to: owner.uid, signal: offer })).toBe(
      CHAT_ERROR_CODES.notAGroupMember,
    );
    expect(await code(owner.client, { type: 'meetingSignal', sessionId, to: bob.uid, signal: offer })).toBe(
      CALL_CODES.notYourTurn,
    );

    await ok(dave.client, { type: 'joinMeeting', sessionId });
    await ok(owner.client, { type: 'banMember', guid, uid: carol.uid });
    await told(owner.uid, dave.uid);
    await toldOut(carol);

    await ok(dave.client, { type: 'leaveGroup', guid });
    await told(owner.uid);
    await toldOut(dave);
    expect(await inMeeting()).toEqual([owner.uid]);

    await ok(owner.client, { type: 'deleteGroup', guid });
    await vi.waitFor(async () => expect(await inMeeting()).toEqual([]));
  });

  it('never keeps a member kicked while their join was under way in the meeting', async () => {
    for (let round = 0; round < 12; round += 1) {
      const { owner, others, guid, sessionId } = await meetingOf(1);
      const [bob] = others as [(typeof others)[0]];
      // The kick, and the join a moment later (a little later each round): whichever order the server's steps
      // interleave in, Bob ends up out.
      const kicked = ok(owner.client, { type: 'kickMember', guid, uid: bob.uid });
      await new Promise((resolve) => setTimeout(resolve, round % 6));
      await Promise.all([bob.client.request({ type: 'joinMeeting', sessionId }), kicked]);
      expect(await participantUids(sessionId)).toEqual([owner.uid]);
    }
  });

  it('takes the participants of a process that stopped without closing its sockets out of their meetings', async () => {
    const { owner, others, sessionId } = await meetingOf(1);
    const [bob] = others as [(typeof others)[0]];
    await ok(bob.client, { type: 'joinMeeting', sessionId });
    // Bob's window was on a process that was killed: its heartbeat is an hour old.
    const gone = 'meeting-process-that-was-killed';
    const { db } = servers.store;
    await recordGoneProcess(db, gone);
    await db
      .updateTable('chat_meeting_participants')
      .set({ process_id: gone })
      .where('session_id', '=', sessionId)
      .where('uid', '=', bob.uid)
      .execute();
    const carol = await visitor();
    /** What a one-to-one call from Carol to Bob finds: busy while he takes part in a meeting. */
    const callBob = async () =>
      (
        await ok<{ call: { status: string } }>(carol.client, {
          type: 'initiateCall',
          receiverId: bob.uid,
          receiverType: 'user',
          callType: 'audio',
        })
      ).call.status;
    expect(await callBob()).toBe('busy');

    // A process starting (as every live one's heartbeat does) takes Bob out; the others are told, and he is free.
    await servers.addApp();
    await toldTakingPart(owner.client, [owner.uid]);
    expect(await participantUids(sessionId)).toEqual([owner.uid]);
    expect(await callBob()).toBe('initiated');
  });

  it('refuses the joiner after CALL_MESH_MAX_PARTICIPANTS participants', async () => {
    const { others, sessionId } = await meetingOf(MESH_MAX);
    for (const member of others.slice(0, MESH_MAX - 1)) await ok(member.client, { type: 'joinMeeting', sessionId });
    const late = others[MESH_MAX - 1]!;
    const refused = await late.client.request({ type: 'joinMeeting', sessionId });
    expect(refused.error?.code).toBe(CALL_CODES.meshFull);
    expect(refused.error?.message).toContain(String(MESH_MAX));
    // When someone leaves, there is room again.
    await ok(others[0]!.client, { type: 'leaveMeeting', sessionId });
    await ok(late.client, { type: 'joinMeeting', sessionId });
  });

  it('relays signals only from the socket in the meeting to another participant; a closed window leaves', async () => {
    const { owner, others, sessionId } = await meetingOf(2);
    const [bob, carol] = others as [(typeof others)[0], (typeof others)[0]];
    await ok(bob.client, { type: 'joinMeeting', sessionId });

    expect(await ok(bob.client, { type: 'meetingSignal', sessionId, to: owner.uid, signal: offer })).toBeNull();
    expect(await owner.client.event('meetingSignal')).toEqual({ sessionId, from: bob.uid, signal: offer });

    // Carol is a member of the group but not in the meeting: she neither sends nor is sent signals.
    expect(await code(carol.client, { type: 'meetingSignal', sessionId, to: owner.uid, signal: offer })).toBe(
      CALL_CODES.notYourTurn,
    );
    expect(await code(owner.client, { type: 'meetingSignal', sessionId, to: carol.uid, signal: offer })).toBe(
      CALL_CODES.notYourTurn,
    );
    // Bob's second tab is not the window in the meeting.
    const bobTab = await connectChat(servers.urls[0]!, bob.chatToken);
    clients.push(bobTab);
    expect(await code(bobTab, { type: 'meetingSignal', sessionId, to: owner.uid, signal: offer })).toBe(
      CALL_CODES.notYourTurn,
    );
    // Leaving from that tab leaves the meeting alone.
    await ok(bobTab, { type: 'leaveMeeting', sessionId });
    expect(await ok(bob.client, { type: 'meetingSignal', sessionId, to: owner.uid, signal: offer })).toBeNull();
    const bad = await bob.client.request({ type: 'meetingSignal', sessionId, to: owner.uid, signal: { kind: 'x' } });
    expect(bad.error?.code).toBe(CHAT_ERROR_CODES.invalidInput);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(carol.client.events.some((frame) => frame.event === 'meetingSignal')).toBe(false);
    expect(bobTab.events.filter((frame) => frame.event === 'meetingSignal')).toEqual([]);

    bob.client.close();
    const left = await owner.client.event(
      'meetingParticipants',
      (data) => (data as { participants: unknown[] }).participants.length === 1,
      5000,
    );
    expect(left).toMatchObject({ participants: [{ uid: owner.uid }] });
    expect(await code(owner.client, { type: 'meetingSignal', sessionId, to: bob.uid, signal: offer })).toBe(
      CALL_CODES.notYourTurn,
    );
  });
});
