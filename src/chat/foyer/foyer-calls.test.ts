// Our provider's call port (foyer-calls.ts) against the built server, on SQLite: the call listener's events on both
// sides of a call as the server's call messages drive them (the media are a browser's, tested in
// tests/e2e/chat-calls.e2e.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSocketUrl, newChatToken, NodeWebSocket, storeEnv } from '../../../tests/support/chat-server.mjs';
import { startServer, type RunningServer } from '../../../tests/support/start-server.mjs';
import type { Call, CallListener, ChatCalls } from '../call-port';
import type { ChatService, ChatUser } from '../chat-service';
import { createFoyerChatService } from './foyer-chat-service';

type Heard = { event: keyof CallListener; call: Call };

describe('the foyer call port', () => {
  let server: RunningServer;
  let dropStore = async () => {};
  const services: ChatService[] = [];

  beforeAll(async () => {
    const store = await storeEnv('sqlite');
    dropStore = store.drop;
    server = await startServer({ env: { ...store.env } });
  });

  afterAll(async () => {
    await Promise.all(services.map((service) => service.logout()));
    await server?.stop();
    await dropStore();
  });

  async function person(): Promise<{ calls: ChatCalls; user: ChatUser; heard: Heard[]; service: ChatService }> {
    const service = createFoyerChatService({ url: chatSocketUrl(server.url), WebSocket: NodeWebSocket });
    services.push(service);
    const user = await service.login(await newChatToken(server.url));
    const heard: Heard[] = [];
    const calls = service.calls!;
    const record =
      (event: keyof CallListener) =>
      (call: Call): void => {
        heard.push({ event, call });
      };
    calls.addCallListener('test', {
      onIncomingCallReceived: record('onIncomingCallReceived'),
      onIncomingCallCancelled: record('onIncomingCallCancelled'),
      onOutgoingCallAccepted: record('onOutgoingCallAccepted'),
      onOutgoingCallRejected: record('onOutgoingCallRejected'),
      onCallEnded: record('onCallEnded'),
    });
    return { calls, user, heard, service };
  }

  const events = (heard: Heard[]) => heard.map(({ event, call }) => `${event}:${call.status}`);

  it('rings the callee, tells the caller it was accepted, and both that it ended', async () => {
    const anna = await person();
    const ben = await person();
    const call = await anna.calls.initiateCall({ receiverId: ben.user.uid, receiverType: 'user', type: 'video' });
    expect(call).toMatchObject({ status: 'initiated', type: 'video', initiatorUid: anna.user.uid });
    await expect.poll(() => events(ben.heard)).toEqual(['onIncomingCallReceived:initiated']);
    expect(ben.heard[0]?.call.sender).toMatchObject({ uid: anna.user.uid, name: anna.user.name });

    await ben.calls.acceptCall(call.sessionId);
    await expect.poll(() => events(anna.heard)).toEqual(['onOutgoingCallAccepted:ongoing']);
    await ben.calls.endCall(call.sessionId);
    await expect.poll(() => events(anna.heard)).toContain('onCallEnded:ended');
    // Our own answers never come back as events.
    expect(events(ben.heard)).toEqual(['onIncomingCallReceived:initiated']);
  });

  it('reports declined and busy calls as rejected, and a cancelled one to the callee', async () => {
    const anna = await person();
    const ben = await person();
    const first = await anna.calls.initiateCall({ receiverId: ben.user.uid, receiverType: 'user', type: 'audio' });
    await expect.poll(() => ben.heard.length).toBe(1);
    await ben.calls.rejectCall(first.sessionId, 'rejected');
    await expect.poll(() => events(anna.heard)).toEqual(['onOutgoingCallRejected:rejected']);

    const second = await anna.calls.initiateCall({ receiverId: ben.user.uid, receiverType: 'user', type: 'audio' });
    await expect.poll(() => ben.heard.length).toBe(2);
    await anna.calls.rejectCall(second.sessionId, 'cancelled');
    await expect.poll(() => events(ben.heard).at(-1)).toBe('onIncomingCallCancelled:cancelled');

    const third = await anna.calls.initiateCall({ receiverId: ben.user.uid, receiverType: 'user', type: 'video' });
    await ben.calls.acceptCall(third.sessionId);
    const carl = await person();
    const busy = await carl.calls.initiateCall({ receiverId: ben.user.uid, receiverType: 'user', type: 'video' });
    expect(busy.status).toBe('busy');
    expect(busy.sender.uid).toBe(ben.user.uid);
  });

  it('starts, announces, joins and leaves a meeting, tells its participants who is in, and needs a session id', async () => {
    const anna = await person();
    const ben = await person();
    const guid = `port-meeting-${Date.now()}`;
    await anna.service.groups!.createGroup({ guid, name: 'Runde', type: 'public' });
    await ben.service.groups!.joinGroup(guid, 'public');

    const started = await anna.calls.startMeeting(guid);
    expect(started).toMatchObject({ meeting: { guid, starterUid: anna.user.uid }, media: { mode: 'mesh' } });
    const { sessionId } = started.meeting;
    const announced = await anna.calls.announceMeeting(guid, sessionId);
    expect(announced.data?.customData).toEqual({ sessionID: sessionId, sessionId, callType: 'video' });

    const seen: string[][] = [];
    anna.calls.addMeetingListener('test', sessionId, (participants) => seen.push(participants.map((one) => one.uid)));
    const joined = await ben.calls.joinMeeting(sessionId);
    expect(joined.participants.map((one) => one.uid)).toEqual([anna.user.uid, ben.user.uid]);
    await expect.poll(() => seen.at(-1)).toEqual([anna.user.uid, ben.user.uid]);
    await ben.calls.leaveMeeting(sessionId);
    await expect.poll(() => seen.at(-1)).toEqual([anna.user.uid]);
    anna.calls.removeMeetingListener('test');

    // §5 "Meeting start or join needs a session id, else ERR_EMPTY_CALL_SESSION_ID", before anything is sent.
    await expect(ben.calls.joinMeeting('')).rejects.toMatchObject({ code: 'ERR_EMPTY_CALL_SESSION_ID' });
    await expect(anna.calls.announceMeeting(guid, '')).rejects.toMatchObject({ code: 'ERR_EMPTY_CALL_SESSION_ID' });
  });
});
