// SFU media of group calls as raw frames against the /chat service and a real Janus process (Debian's janus, started
// by tests/support/janus.mjs): a meeting's join answers sfu, its VideoRoom room is created as its first participant
// joins and destroyed when the last leaves (asked of Janus itself), the SDP goes through to Janus and back, and the
// refusals: non-members, forged session ids, meetings the asker did not join or another group's, sockets that did not
// join, bad input, no SFU configured, and Janus unreachable or gone mid-meeting.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_CODES } from '../../../../shared/chat/calls.js';
import { SFU_CODES } from '../../../../shared/chat/sfu.js';
import { freePort, startJanus, type JanusProcess } from '../../../../tests/support/janus.mjs';
import {
  connectChat,
  connectVisitor,
  startChatServers,
  type ChatServers,
  type RawChatClient,
} from '../../../test-support/chat-clients.js';
import { CHAT_ERROR_CODES } from '../../chat-codes.js';
import { createInProcessBus } from '../../../bus/in-process-bus.js';
import { createChatAccess } from '../../chat-access.js';
import { createChatHub } from '../../chat-hub.js';
import { createSfu, roomIdOf } from './sfu-handlers.js';

/** A publisher's offer as a browser makes one (one Opus audio m-line, DTLS, ICE credentials), for Janus to answer. */
const audioOffer = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=msid-semantic: WMS foyer',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'c=IN IP4 0.0.0.0',
  'a=rtcp:9 IN IP4 0.0.0.0',
  'a=ice-ufrag:F0yr',
  'a=ice-pwd:foyersfutestpassword0123',
  'a=ice-options:trickle',
  'a=fingerprint:sha-256 ' +
    Array.from({ length: 32 }, (_, index) => (index * 7 + 16).toString(16).toUpperCase().padStart(2, '0')).join(':'),
  'a=setup:actpass',
  'a=mid:0',
  'a=sendonly',
  'a=msid:foyer audio0',
  'a=rtcp-mux',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'a=ssrc:1001 cname:foyer',
  '',
].join('\r\n');

/** Sends one VideoRoom request to Janus itself (a raw Janus API session of the test's own); its plugin data. */
async function askVideoRoom(janus: JanusProcess, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const socket = new WebSocket(janus.url, 'janus-protocol');
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let transaction = 0;
  const ask = (body: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = `t${(transaction += 1)}`;
      const listener = (data: WebSocket.RawData) => {
        const frame = JSON.parse(String(data)) as Record<string, unknown>;
        if (frame['transaction'] !== id) return;
        socket.off('message', listener);
        resolve(frame);
      };
      socket.on('message', listener);
      socket.send(JSON.stringify({ ...body, transaction: id, apisecret: janus.apiSecret }));
    });
  try {
    const session = ((await ask({ janus: 'create' }))['data'] as { id: number }).id;
    const handle = (
      (await ask({ janus: 'attach', plugin: 'janus.plugin.videoroom', session_id: session }))['data'] as {
        id: number;
      }
    ).id;
    const answer = await ask({
      janus: 'message',
      session_id: session,
      handle_id: handle,
      body,
    });
    await ask({ janus: 'destroy', session_id: session });
    return (answer['plugindata'] as { data: Record<string, unknown> }).data;
  } finally {
    socket.close();
  }
}

/** Whether Janus has that VideoRoom room. */
async function janusHasRoom(janus: JanusProcess, room: number): Promise<boolean> {
  return (await askVideoRoom(janus, { request: 'exists', room }))['exists'] === true;
}

/** How many are in a room's media (each participant that joined it, publishing or not). */
async function janusParticipants(janus: JanusProcess, room: number): Promise<number> {
  const answer = await askVideoRoom(janus, { request: 'listparticipants', room });
  return Array.isArray(answer['participants']) ? answer['participants'].length : 0;
}

/** Starts a meeting of the group as `client` (its first participant); its session id and media mode. */
async function startMeeting(client: RawChatClient, guid: string) {
  const started = await client.request({ type: 'startMeeting', guid });
  expect(started.ok).toBe(true);
  const join = started.result as { meeting: { sessionId: string }; media: { mode: string } };
  return { sessionId: join.meeting.sessionId, mode: join.media.mode };
}

async function joinMeeting(client: RawChatClient, sessionId: string) {
  const joined = await client.request({ type: 'joinMeeting', sessionId });
  expect(joined.ok).toBe(true);
  return (joined.result as { media: { mode: string } }).media.mode;
}

describe('SFU media through a real Janus', () => {
  let janus: JanusProcess;
  let servers: ChatServers;
  let dataDir: string;
  const clients: RawChatClient[] = [];
  let guidCount = 0;

  const visitor = () => connectVisitor(servers, clients);

  /** A group of `members` visitors (the first owns it) and an outsider. */
  async function group(members = 2) {
    const people = await Promise.all(Array.from({ length: members + 1 }, () => visitor()));
    const [owner, ...rest] = people;
    const outsider = rest.pop()!;
    const guid = `group_sfu_${Date.now()}_${(guidCount += 1)}`;
    expect((await owner!.client.request({ type: 'createGroup', guid, name: 'Meeting', groupType: 'private' })).ok).toBe(
      true,
    );
    if (rest.length > 0) {
      const added = await owner!.client.request({ type: 'addMembers', guid, uids: rest.map((member) => member.uid) });
      expect(added.ok).toBe(true);
    }
    return { guid, members: [owner!, ...rest], outsider };
  }

  /**
   * `owner` starts a meeting of the group and joins its media; `member` joins the meeting (not yet its media). The
   * meeting's session id and Janus room.
   */
  async function sfuMeetingOf(owner: RawChatClient, member: RawChatClient, guid: string) {
    const { sessionId } = await startMeeting(owner, guid);
    expect((await owner.request({ type: 'sfuJoin', sessionId, guid })).ok).toBe(true);
    expect(await joinMeeting(member, sessionId)).toBe('sfu');
    return { sessionId, room: roomIdOf(guid, sessionId) };
  }

  /** The owner kicks `uid` from the group: Janus's room keeps only the owner. */
  async function kickOutOfRoom(owner: RawChatClient, guid: string, uid: string, room: number) {
    expect((await owner.request({ type: 'kickMember', guid, uid })).ok).toBe(true);
    await expect.poll(() => janusParticipants(janus, room), { timeout: 5000 }).toBe(1);
  }

  beforeAll(async () => {
    janus = await startJanus();
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-sfu-'));
    servers = await startChatServers('sqlite', { dataDir, env: janus.env() });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    await janus?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers sfu, creates the meeting's room as it starts, forwards the SDP, and destroys it when the last leaves", async () => {
    const { guid, members } = await group(2);
    const [alice, bob] = members;
    const { sessionId, mode } = await startMeeting(alice!.client, guid);
    expect(mode).toBe('sfu');
    const room = roomIdOf(guid, sessionId);
    expect(await janusHasRoom(janus, room)).toBe(true);

    const joined = await alice!.client.request({ type: 'sfuJoin', sessionId, guid });
    expect(joined).toMatchObject({ ok: true, result: { participantId: expect.any(String), publishers: [] } });

    const published = await alice!.client.request({ type: 'sfuPublish', sessionId, sdp: audioOffer });
    expect(published.ok).toBe(true);
    const answer = (published.result as { sdp: string }).sdp;
    // Janus's own answer: its ICE credentials and fingerprint, the same mid, receiving what Alice sends.
    expect(answer).toMatch(/^v=0\r\n/);
    expect(answer).toContain('a=mid:0');
    expect(answer).toContain('a=recvonly');
    expect(answer).toMatch(/a=fingerprint:sha-256 /);
    expect(answer).not.toContain('a=ice-ufrag:F0yr');
    expect(
      (
        await alice!.client.request({
          type: 'sfuTrickle',
          sessionId,
          target: 'publisher',
          candidate: {
            candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
            sdpMid: '0',
            sdpMLineIndex: 0,
          },
        })
      ).ok,
    ).toBe(true);
    expect((await alice!.client.request({ type: 'sfuTrickle', sessionId, target: 'publisher' })).ok).toBe(true);

    expect(await joinMeeting(bob!.client, sessionId)).toBe('sfu');
    expect((await bob!.client.request({ type: 'sfuJoin', sessionId, guid })).ok).toBe(true);
    expect((await alice!.client.request({ type: 'sfuLeave', sessionId })).ok).toBe(true);
    expect((await alice!.client.request({ type: 'leaveMeeting', sessionId })).ok).toBe(true);
    // Bob is still in: the room stays.
    expect(await janusHasRoom(janus, room)).toBe(true);
    // Leaving the meeting leaves its media too; the last one out takes the room.
    expect((await bob!.client.request({ type: 'leaveMeeting', sessionId })).ok).toBe(true);
    expect(await janusHasRoom(janus, room)).toBe(false);
    // Gone is gone: leaving again is not joined.
    expect((await bob!.client.request({ type: 'sfuLeave', sessionId })).error?.code).toBe(SFU_CODES.notJoined);
  });

  it('leaves the room when the socket closes, so the last closed window destroys it', async () => {
    const { guid, members } = await group(1);
    const { sessionId } = await startMeeting(members[0]!.client, guid);
    expect((await members[0]!.client.request({ type: 'sfuJoin', sessionId, guid })).ok).toBe(true);
    expect(await janusHasRoom(janus, roomIdOf(guid, sessionId))).toBe(true);
    members[0]!.client.close();
    await members[0]!.client.closed;
    await expect.poll(() => janusHasRoom(janus, roomIdOf(guid, sessionId)), { timeout: 5000 }).toBe(false);
  });

  it("lets go of a kicked member's media at once, and of the room when the group is deleted", async () => {
    const { guid, members } = await group(2);
    const [alice, bob] = members;
    const { sessionId, room } = await sfuMeetingOf(alice!.client, bob!.client, guid);
    expect((await bob!.client.request({ type: 'sfuJoin', sessionId, guid })).ok).toBe(true);
    expect(await janusParticipants(janus, room)).toBe(2);

    await kickOutOfRoom(alice!.client, guid, bob!.uid, room);
    expect((await alice!.client.request({ type: 'deleteGroup', guid })).ok).toBe(true);
    await expect.poll(() => janusHasRoom(janus, room), { timeout: 5000 }).toBe(false);
  });

  it("lets go of a kicked member's media in the process their window is on, not only in the one that kicked", async () => {
    const second = servers.urls[1] ?? (await servers.addApp());
    const { guid, members } = await group(2);
    const [alice, bob] = members;
    // Bob's window is on the second process; the kick goes to the first. His raw client does nothing when told.
    const bobThere = await connectChat(second, bob!.chatToken);
    clients.push(bobThere);
    const { sessionId, room } = await sfuMeetingOf(alice!.client, bobThere, guid);
    expect((await bobThere.request({ type: 'sfuJoin', sessionId, guid })).ok).toBe(true);
    expect(await janusParticipants(janus, room)).toBe(2);

    await kickOutOfRoom(alice!.client, guid, bob!.uid, room);
    expect((await alice!.client.request({ type: 'leaveMeeting', sessionId })).ok).toBe(true);
    await expect.poll(() => janusHasRoom(janus, room), { timeout: 5000 }).toBe(false);
  });

  it('lets go of the media of a member kicked while Janus was still joining them', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { guid, members } = await group(2);
      const [alice, bob] = members;
      const { sessionId, room } = await sfuMeetingOf(alice!.client, bob!.client, guid);
      const [joined] = await Promise.all([
        bob!.client.request({ type: 'sfuJoin', sessionId, guid }),
        alice!.client.request({ type: 'kickMember', guid, uid: bob!.uid }),
      ]);
      // Whichever landed first, Bob has no media in the room: refused, or let go of once the kick is known.
      await expect.poll(() => janusParticipants(janus, room), { timeout: 5000 }).toBe(1);
      if (!joined.ok) expect(joined.error?.code).toBe(CHAT_ERROR_CODES.notAGroupMember);
      expect((await alice!.client.request({ type: 'leaveMeeting', sessionId })).ok).toBe(true);
    }
  });

  it('takes more participants than the mesh allows when the meeting is an SFU one', async () => {
    const { guid, members } = await group(6);
    const { sessionId } = await startMeeting(members[0]!.client, guid);
    // CALL_MESH_MAX_PARTICIPANTS is 4 by default: the fifth and sixth still join.
    for (const member of members.slice(1)) expect(await joinMeeting(member.client, sessionId)).toBe('sfu');
    for (const member of members)
      expect((await member.client.request({ type: 'leaveMeeting', sessionId })).ok).toBe(true);
    await expect.poll(() => janusHasRoom(janus, roomIdOf(guid, sessionId)), { timeout: 5000 }).toBe(false);
  });

  it("keeps a meeting's mode while anyone is in it: later joiners get sfu while its room lives, mesh once Janus lost it", async () => {
    const { guid, members } = await group(4);
    const [alice, bob, carla, dora] = members;
    const { sessionId, mode } = await startMeeting(alice!.client, guid);
    expect(mode).toBe('sfu');
    expect(await joinMeeting(bob!.client, sessionId)).toBe('sfu');
    // Janus loses the room (as after its restart) while Alice and Bob are in: the meeting goes on as a mesh.
    const room = roomIdOf(guid, sessionId);
    expect((await askVideoRoom(janus, { request: 'destroy', room, admin_key: janus.adminKey }))['videoroom']).toBe(
      'destroyed',
    );
    expect(await joinMeeting(carla!.client, sessionId)).toBe('mesh');
    // Once everyone left, the next one to join decides afresh, and Janus can be reached: sfu again.
    for (const member of [alice!, bob!, carla!]) {
      expect((await member.client.request({ type: 'leaveMeeting', sessionId })).ok).toBe(true);
    }
    expect(await joinMeeting(dora!.client, sessionId)).toBe('sfu');
    expect(await janusHasRoom(janus, room)).toBe(true);
    expect((await dora!.client.request({ type: 'leaveMeeting', sessionId })).ok).toBe(true);
    await expect.poll(() => janusHasRoom(janus, room), { timeout: 5000 }).toBe(false);
  });

  it('refuses non-members, meetings not joined or of another group, and sockets that did not join, as raw frames', async () => {
    const { guid, members, outsider } = await group(2);
    const other = await group(1);
    const [alice, bob] = members;
    const { sessionId } = await startMeeting(alice!.client, guid);
    expect((await alice!.client.request({ type: 'sfuJoin', sessionId, guid })).ok).toBe(true);

    // Not a member of the meeting's group: the policy's useMeetingMedia.
    const outsiderJoin = await outsider.client.request({ type: 'sfuJoin', sessionId, guid });
    expect(outsiderJoin.error?.code).toBe(CHAT_ERROR_CODES.notAGroupMember);
    // A meeting of another group, named with a group the asker is in: no such meeting.
    const forged = await other.members[0]!.client.request({ type: 'sfuJoin', sessionId, guid: other.guid });
    expect(forged.error?.code).toBe(CALL_CODES.callNotFound);
    // A session id that is no meeting at all.
    const made = await alice!.client.request({ type: 'sfuJoin', sessionId: 'meeting-nobody-started', guid });
    expect(made.error?.code).toBe(CALL_CODES.callNotFound);
    // A member of the group who did not join the meeting: its media are not theirs.
    expect((await bob!.client.request({ type: 'sfuJoin', sessionId, guid })).error?.code).toBe(CALL_CODES.notYourTurn);
    // A member who did not join publishes, subscribes, answers, trickles or leaves: not joined.
    for (const frame of [
      { type: 'sfuPublish', sessionId, sdp: audioOffer },
      { type: 'sfuSubscribe', sessionId, uids: [alice!.uid] },
      { type: 'sfuStart', sessionId, sdp: audioOffer },
      { type: 'sfuTrickle', sessionId, target: 'subscriber' },
      { type: 'sfuLeave', sessionId },
    ]) {
      expect((await bob!.client.request(frame)).error?.code, frame.type).toBe(SFU_CODES.notJoined);
    }
    // Alice in another window of hers has not joined from there either.
    const aliceAgain = await visitorWithToken(alice!.chatToken);
    expect((await aliceAgain.request({ type: 'sfuPublish', sessionId, sdp: audioOffer })).error?.code).toBe(
      SFU_CODES.notJoined,
    );
    // Nor may that window join the media of the meeting another window of hers is in.
    expect((await aliceAgain.request({ type: 'sfuJoin', sessionId, guid })).error?.code).toBe(CALL_CODES.notYourTurn);
    // One meeting's media per socket: another meeting of the same group waits until Alice leaves this one.
    const second = await startMeeting(alice!.client, guid);
    const secondMeeting = await alice!.client.request({ type: 'sfuJoin', sessionId: second.sessionId, guid });
    expect(secondMeeting.error?.code).toBe(CALL_CODES.alreadyInCall);
    // Joining the same meeting again starts afresh.
    expect((await alice!.client.request({ type: 'sfuJoin', sessionId, guid })).ok).toBe(true);
    // Bad input never reaches Janus.
    expect((await alice!.client.request({ type: 'sfuTrickle', sessionId, target: 'janus' })).error?.code).toBe(
      CHAT_ERROR_CODES.invalidInput,
    );
    expect((await alice!.client.request({ type: 'sfuJoin', sessionId: '../room', guid })).error?.code).toBe(
      CHAT_ERROR_CODES.invalidInput,
    );
    // Removed from the group while in the meeting: the next frame is refused.
    expect(await joinMeeting(bob!.client, sessionId)).toBe('sfu');
    expect((await alice!.client.request({ type: 'kickMember', guid, uid: bob!.uid })).ok).toBe(true);
    expect((await bob!.client.request({ type: 'sfuJoin', sessionId, guid })).error?.code).toBe(
      CHAT_ERROR_CODES.notAGroupMember,
    );
    expect((await alice!.client.request({ type: 'sfuLeave', sessionId })).ok).toBe(true);
  });

  async function visitorWithToken(chatToken: string) {
    const client = await connectChat(servers.urls[0]!, chatToken);
    clients.push(client);
    return client;
  }
});

describe('SFU media without Janus', () => {
  const clients: RawChatClient[] = [];
  const opened: { servers: ChatServers; dataDir: string }[] = [];

  async function serversWith(env: Record<string, string>) {
    const dataDir = mkdtempSync(join(tmpdir(), 'foyer-sfu-off-'));
    const servers = await startChatServers('sqlite', { dataDir, env });
    opened.push({ servers, dataDir });
    return servers;
  }

  async function meeting(servers: ChatServers) {
    const owner = await connectVisitor(servers, clients);
    const guid = `group_sfu_off_${Date.now()}`;
    expect((await owner.client.request({ type: 'createGroup', guid, name: 'Meeting', groupType: 'public' })).ok).toBe(
      true,
    );
    const { sessionId, mode } = await startMeeting(owner.client, guid);
    return { owner, guid, sessionId, mode };
  }

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const { servers, dataDir } of opened) {
      await servers.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers ERR_SFU_UNAVAILABLE when no SFU is configured (npm start as it is)', async () => {
    const servers = await serversWith({});
    const { owner, guid, sessionId, mode } = await meeting(servers);
    expect(mode).toBe('mesh');
    expect((await owner.client.request({ type: 'sfuJoin', sessionId, guid })).error?.code).toBe(SFU_CODES.unavailable);
  });

  it('answers ERR_SFU_UNAVAILABLE when Janus cannot be reached, and keeps serving the chat', async () => {
    const port = await freePort();
    const servers = await serversWith({ CALL_SFU_JANUS_URL: `ws://127.0.0.1:${port}`, CALL_SFU_JANUS_API_SECRET: 'x' });
    const { owner, guid, sessionId, mode } = await meeting(servers);
    expect(mode).toBe('mesh');
    const refused = await owner.client.request({ type: 'sfuJoin', sessionId, guid });
    expect(refused.error).toMatchObject({ code: SFU_CODES.unavailable, message: 'The media server is unavailable' });
    const sent = await owner.client.request({
      type: 'send',
      receiverId: guid,
      receiverType: 'group',
      text: 'still here',
    });
    expect(sent.ok).toBe(true);
  });

  it('answers ERR_SFU_UNAVAILABLE once Janus stops mid-meeting, never crashing', async () => {
    const janus = await startJanus();
    const servers = await serversWith(janus.env());
    const { owner, guid, sessionId, mode } = await meeting(servers);
    expect(mode).toBe('sfu');
    expect((await owner.client.request({ type: 'sfuJoin', sessionId, guid })).ok).toBe(true);
    await janus.stop();
    expect((await owner.client.request({ type: 'sfuPublish', sessionId, sdp: audioOffer })).error?.code).toBe(
      SFU_CODES.unavailable,
    );
    expect((await owner.client.request({ type: 'sfuLeave', sessionId })).ok).toBe(true);
    expect((await owner.client.request({ type: 'sfuJoin', sessionId, guid })).error?.code).toBe(SFU_CODES.unavailable);
    expect((await owner.client.request({ type: 'groups' })).ok).toBe(true);
    // A meeting started now goes peer to peer.
    expect((await startMeeting(owner.client, guid)).mode).toBe('mesh');
  });

  it('offers sfu media for new meetings only while Janus can be reached, mesh otherwise', async () => {
    const janus = await startJanus();
    const servers = await serversWith({});
    const sfuOf = (janusUrl: string) =>
      createSfu({
        db: servers.store.db,
        hub: createChatHub(createInProcessBus(), () => undefined),
        access: createChatAccess(servers.store.db),
        settings: { janusUrl, apiSecret: janus.apiSecret, adminKey: janus.adminKey },
      });
    const reachable = sfuOf(janus.url);
    const unreachable = sfuOf(`ws://127.0.0.1:${await freePort()}`);
    const off = createSfu({
      db: servers.store.db,
      hub: createChatHub(createInProcessBus(), () => undefined),
      access: createChatAccess(servers.store.db),
      settings: undefined,
    });
    try {
      expect(await reachable.mediaMode()).toBe('sfu');
      expect(await unreachable.mediaMode()).toBe('mesh');
      expect(await off.mediaMode()).toBe('mesh');
      await janus.stop();
      await expect.poll(() => reachable.mediaMode()).toBe('mesh');
    } finally {
      for (const sfu of [reachable, unreachable, off]) sfu.close();
      await janus.stop();
    }
  });
});
