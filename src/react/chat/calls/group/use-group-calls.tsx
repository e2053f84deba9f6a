/**
 * Group calls in the call controller (chat-widget.md §4 "Direct/meeting call"; docs/decisions/0025): starting a
 * meeting in a group (the call screen at once, the meeting custom message about 5 ms later), the alert a meeting
 * custom message from someone else shows (Join, Ignore; not for the session already active here), joining from it or
 * from a group call card, and leaving. One call at a time with the one-to-one calls: the controller asks `inMeeting`
 * before a call starts, and Join ends any active call first.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChatCalls, MeetingJoin } from '../../../../chat/call-port';
import type { KeyValueStorage } from '../../../core/storage/element-storage';
import { useChat, useChatStore } from '../../chat-context';
import { errorCodeOf } from '../../notices/chat-notices';
import { parseStoredCall, type StoredActiveCall } from '../call-state';
import { MeetingAlert, MeetingScreen } from './group-call-screens';
import { meetingInviteOf, type CurrentMeeting, type MeetingInvite } from './meeting-invite';

/** §9 "Meeting message about 5 ms after start". */
export const MEETING_MESSAGE_DELAY_MS = 5;
/** A meeting message older than this arrived late (a catch-up after a reconnect): it alerts no more. */
const STALE_MEETING_SECONDS = 60;
const ALREADY_IN_CALL = 'ERR_ALREADY_IN_CALL';

export interface GroupCalls {
  /** Whether this window is in a meeting (or starting one). */
  inMeeting(): boolean;
  busy: boolean;
  startMeeting(guid: string): void;
  joinMeeting(invite: MeetingInvite): void;
  /** Leaves the meeting this window is in, if any (an accepted one-to-one call ends it). */
  leave(): Promise<void>;
  screens: ReactNode;
}

export function useGroupCalls({
  calls,
  storage,
  storageKey,
  activeKey,
  inOneToOne,
  endOneToOne,
  alreadyInCall,
  mediaFailed,
}: {
  calls: ChatCalls;
  storage: KeyValueStorage;
  /** The stored active call's key as the page's storage events name it (with the element's prefix). */
  storageKey: string;
  activeKey: string;
  inOneToOne(): boolean;
  endOneToOne(): Promise<void>;
  alreadyInCall(): void;
  /** The camera or microphone could not start (the call UI's notice). */
  mediaFailed(): void;
}): GroupCalls {
  const { service, me, notify } = useChat();
  const chat = useChatStore();
  const [current, setCurrent] = useState<CurrentMeeting | null>(null);
  const [alert, setAlert] = useState<MeetingInvite | null>(null);
  const latest = useRef(current);
  latest.current = current;
  const notifyError = useCallback((error: unknown) => notify({ kind: 'error', code: errorCodeOf(error) }), [notify]);

  const store = useCallback(
    (sessionId: string) => {
      const stored: StoredActiveCall = { sessionId, type: 'video' };
      storage.setItem(activeKey, JSON.stringify(stored));
    },
    [storage, activeKey],
  );

  // §4 "a meeting custom message from someone else shows Join and Ignore; ignored when the same session is already
  // active here".
  useEffect(() => {
    const id = `group-calls-${me.uid}`;
    service.addListener(id, {
      onCustomMessageReceived(message) {
        const invite = meetingInviteOf(message);
        if (!invite || invite.starter.uid === me.uid) return;
        if (Date.now() / 1000 - message.sentAt > STALE_MEETING_SECONDS) return;
        if (parseStoredCall(storage.getItem(activeKey))?.sessionId === invite.sessionId) return;
        if (latest.current?.join?.meeting.sessionId === invite.sessionId) return;
        setAlert(invite);
      },
    });
    return () => service.removeListener(id);
  }, [service, me.uid, storage, activeKey]);

  // Another tab joined or ignored the same meeting: the alert closes here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey) return;
      const stored = parseStoredCall(event.newValue);
      setAlert((shown) => (stored && shown?.sessionId === stored.sessionId ? null : shown));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);

  const show = useCallback((meeting: CurrentMeeting | null) => {
    latest.current = meeting;
    setCurrent(meeting);
  }, []);
  const leave = useCallback(async () => {
    const meeting = latest.current;
    if (!meeting) return;
    show(null);
    const sessionId = meeting.join?.meeting.sessionId;
    if (!sessionId) return;
    if (parseStoredCall(storage.getItem(activeKey))?.sessionId === sessionId) storage.removeItem(activeKey);
    await calls.leaveMeeting(sessionId).catch(() => undefined);
  }, [calls, storage, activeKey, show]);

  /** The server let us in: the call screen gets its meeting, unless the visitor ended it meanwhile (then we leave). */
  const joined = useCallback(
    (guid: string, join: MeetingJoin): boolean => {
      const now = latest.current;
      if (now?.guid !== guid || now.join !== null) {
        void calls.leaveMeeting(join.meeting.sessionId).catch(() => undefined);
        return false;
      }
      store(join.meeting.sessionId);
      show({ guid, join });
      return true;
    },
    [calls, store, show],
  );
  const failed = useCallback(
    (error: unknown) => {
      show(null);
      if (errorCodeOf(error) === ALREADY_IN_CALL) alreadyInCall();
      else notifyError(error);
    },
    [alreadyInCall, notifyError, show],
  );

  const startMeeting = useCallback(
    (guid: string) => {
      if (inOneToOne() || latest.current) return alreadyInCall();
      // §4 "it shows the call screen, sends the meeting custom message about 5 ms later".
      show({ guid, join: null });
      calls.startMeeting(guid).then((join) => {
        if (!joined(guid, join)) return;
        setTimeout(() => {
          calls
            .announceMeeting(guid, join.meeting.sessionId)
            .then((message) => chat.addSentCustom({ receiverId: guid, receiverType: 'group' }, message), notifyError);
        }, MEETING_MESSAGE_DELAY_MS);
      }, failed);
    },
    [calls, chat, inOneToOne, alreadyInCall, joined, failed, notifyError, show],
  );

  const joinMeeting = useCallback(
    (invite: MeetingInvite) => {
      setAlert(null);
      void (async () => {
        // §4 "Join ends any active call and stores the session as active".
        await endOneToOne();
        if (latest.current?.join?.meeting.sessionId === invite.sessionId) return;
        await leave();
        show({ guid: invite.guid, join: null });
        try {
          joined(invite.guid, await calls.joinMeeting(invite.sessionId));
        } catch (error) {
          failed(error);
        }
      })();
    },
    [calls, endOneToOne, leave, joined, failed, show],
  );

  const ignore = useCallback(() => {
    // §4 "Ignore stores it and closes the alert".
    if (alert) store(alert.sessionId);
    setAlert(null);
  }, [alert, store]);

  const screens =
    current || alert ? (
      <>
        {current && (
          <MeetingScreen
            key={current.join?.meeting.sessionId ?? 'starting'}
            calls={calls}
            meeting={current}
            onEnd={leave}
            onFailed={() => {
              void leave();
              mediaFailed();
            }}
          />
        )}
        {alert && (
          <MeetingAlert key={alert.sessionId} invite={alert} onJoin={() => joinMeeting(alert)} onIgnore={ignore} />
        )}
      </>
    ) : null;

  return {
    inMeeting: () => latest.current !== null,
    busy: current !== null,
    startMeeting,
    joinMeeting,
    leave,
    screens,
  };
}
