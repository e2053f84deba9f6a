/**
 * The call controller (issue 17; chat-widget.md §4): moves this window's call state with the call port (never a
 * provider), plays the ring tones, keeps the accepted call in the element's local storage and closes the alert when
 * another tab stores the same call, and draws the call screens. A chunk of its own that call-layer.tsx loads once
 * the panel is up; it hands the header its call buttons through the layer's context.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Call, CallPerson, CallType, ChatCalls } from '../../../chat/call-port';
import { TranslationProvider, useTranslation, type Translator } from '../../core/i18n/translator';
import type { KeyValueStorage } from '../../core/storage/element-storage';
import { loadCallI18n } from '../i18n/call-locale-texts';
import { useChat } from '../chat-context';
import { playChatSound } from '../conversation/sounds';
import { errorCodeOf } from '../notices/chat-notices';
import type { CallControls, CallsApi, CallStorage, PublishCalls } from './call-types';
import CallScreens from './call-screens';
import {
  CALL_NOTICE_MS,
  IDLE,
  inCall,
  parseStoredCall,
  peerOf,
  RING_REPEAT_MS,
  type CallState,
  type StoredActiveCall,
} from './call-state';
import { callActionsFor } from './use-call-actions';
import { useGroupCalls } from './group/use-group-calls';

/** The code with which the server refuses a call while the user is in another (shared/chat/calls.ts). */
const ALREADY_IN_CALL = 'ERR_ALREADY_IN_CALL';

/** §4 "records the call as in progress (also saved in local storage)": the key, under the element's namespace. */
const ACTIVE_CALL_KEY = 'activeCall';

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function useRepeatingTone(kind: 'incomingCall' | 'outgoingCall', on: boolean) {
  useEffect(() => {
    if (!on) return;
    playChatSound(kind);
    const timer = setInterval(() => playChatSound(kind), RING_REPEAT_MS);
    return () => clearInterval(timer);
  }, [kind, on]);
}

/** The controller of one chat UI's calls; renders the screens the state asks for. */
export default function CallController({
  calls,
  storage: given,
  publish,
}: {
  calls: ChatCalls;
  /** The element's storage; without one (a test's own mount) the call is kept in memory only. */
  storage: CallStorage | undefined;
  publish: PublishCalls;
}) {
  const [{ local: storage, prefix }] = useState(() => given ?? { local: memoryStorage(), prefix: '' });
  const storageKey = prefix + ACTIVE_CALL_KEY;
  const { me, settings } = useChat();
  /** §5 "show_call_notifications governs call notices": without them no incoming alert rings here. */
  const ringsHere = useRef(settings.show_call_notifications);
  ringsHere.current = settings.show_call_notifications;
  const [state, setState] = useState<CallState>(IDLE);
  const latest = useRef(state);
  latest.current = state;

  const update = useCallback((change: (state: CallState) => CallState) => {
    latest.current = change(latest.current);
    setState(latest.current);
  }, []);
  const showNotice = useCallback(
    (notice: NonNullable<CallState['notice']>) => update((state) => ({ ...state, notice })),
    [update],
  );
  const forget = useCallback(
    (sessionId: string) => {
      if (parseStoredCall(storage.getItem(ACTIVE_CALL_KEY))?.sessionId === sessionId) {
        storage.removeItem(ACTIVE_CALL_KEY);
      }
    },
    [storage],
  );
  const clearCurrent = useCallback(
    (sessionId?: string) => {
      if (sessionId) forget(sessionId);
      update((state) =>
        !sessionId || state.current?.call?.sessionId === sessionId ? { ...state, current: null } : state,
      );
    },
    [forget, update],
  );

  useEffect(() => {
    if (state.notice === null) return;
    const timer = setTimeout(() => update((now) => ({ ...now, notice: null })), CALL_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state.notice, update]);

  useEffect(() => {
    const listenerId = `call-layer-${me.uid}`;
    const closeIncoming = (call: Call) =>
      update((state) => (state.incoming?.sessionId === call.sessionId ? { ...state, incoming: null } : state));
    calls.addCallListener(listenerId, {
      onIncomingCallReceived: (call) => {
        if (ringsHere.current) update((state) => ({ ...state, incoming: call }));
      },
      onIncomingCallCancelled: closeIncoming,
      onOutgoingCallAccepted: (call) =>
        update((state) =>
          state.current?.phase === 'outgoing' && state.current.call?.sessionId === call.sessionId
            ? { ...state, current: { phase: 'active', call, peer: state.current.peer } }
            : state,
        ),
      onOutgoingCallRejected: (call) => {
        if (call.status === 'busy') {
          update((state) =>
            state.current?.phase === 'outgoing' && state.current.call?.sessionId === call.sessionId
              ? { ...state, current: { ...state.current, busy: true } }
              : state,
          );
        } else clearCurrent(call.sessionId);
      },
      onCallEnded: (call) => clearCurrent(call.sessionId),
    });
    return () => calls.removeCallListener(listenerId);
  }, [calls, me.uid, update, clearCurrent]);

  // §4 "If another tab changes the stored active call with the same session id, the alert closes".
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey) return;
      const stored = parseStoredCall(event.newValue);
      update((state) =>
        stored && state.incoming?.sessionId === stored.sessionId ? { ...state, incoming: null } : state,
      );
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey, update]);

  const outgoingRinging = state.current?.phase === 'outgoing' && !state.current.busy;
  useRepeatingTone('incomingCall', state.incoming !== null);
  useRepeatingTone('outgoingCall', outgoingRinging);

  const { notify } = useChat();
  const notifyError = useCallback((error: unknown) => notify({ kind: 'error', code: errorCodeOf(error) }), [notify]);
  /** The call being started, until the server answers: cancelling before that cancels it once it is known. */
  const starting = useRef<{ cancelled: boolean } | null>(null);

  /** Ends this window's one-to-one call, if any: joining a meeting ends it (§4 "Join ends any active call"). */
  const endOneToOne = useCallback(async () => {
    const current = latest.current.current;
    if (current?.phase === 'active') {
      clearCurrent(current.call.sessionId);
      await calls.endCall(current.call.sessionId).catch(() => undefined);
    } else if (current?.phase === 'outgoing') {
      if (current.call && !current.busy)
        await calls.rejectCall(current.call.sessionId, 'cancelled').catch(() => undefined);
      if (!current.call && starting.current) starting.current.cancelled = true;
      clearCurrent();
    }
  }, [calls, clearCurrent]);
  const group = useGroupCalls({
    calls,
    storage,
    storageKey,
    activeKey: ACTIVE_CALL_KEY,
    inOneToOne: () => inCall(latest.current),
    endOneToOne,
    alreadyInCall: () => showNotice('alreadyInCall'),
    mediaFailed: () => showNotice('mediaFailed'),
  });
  const { inMeeting, leave: leaveMeeting } = group;

  const start = useCallback(
    (peer: CallPerson, type: CallType) => {
      if (inCall(latest.current) || inMeeting()) return showNotice('alreadyInCall');
      const attempt = { cancelled: false };
      starting.current = attempt;
      update((state) => ({ ...state, current: { phase: 'outgoing', type, peer, call: null, busy: false } }));
      calls.initiateCall({ receiverId: peer.uid, receiverType: 'user', type }).then(
        (call) => {
          if (starting.current === attempt) starting.current = null;
          if (attempt.cancelled) {
            if (call.status === 'initiated') void calls.rejectCall(call.sessionId, 'cancelled').catch(() => undefined);
            return;
          }
          update((state) =>
            state.current?.phase === 'outgoing' && state.current.call === null
              ? { ...state, current: { ...state.current, call, busy: call.status === 'busy' } }
              : state,
          );
        },
        (error: unknown) => {
          if (starting.current === attempt) starting.current = null;
          if (attempt.cancelled) return;
          clearCurrent();
          if (errorCodeOf(error) === ALREADY_IN_CALL) showNotice('alreadyInCall');
          else notifyError(error);
        },
      );
    },
    [calls, update, clearCurrent, showNotice, notifyError, inMeeting],
  );

  const controls: CallControls = {
    state,
    calls,
    me: me.uid,
    accept() {
      const call = latest.current.incoming;
      if (!call) return;
      update((now) => ({ ...now, incoming: null }));
      void (async () => {
        // §4 "Accept ends any active call" (a meeting too).
        await leaveMeeting();
        const current = latest.current.current;
        if (current?.phase === 'active') {
          await calls.endCall(current.call.sessionId).catch(() => undefined);
          clearCurrent(current.call.sessionId);
        }
        try {
          const accepted = await calls.acceptCall(call.sessionId);
          const stored: StoredActiveCall = { sessionId: accepted.sessionId, type: accepted.type };
          storage.setItem(ACTIVE_CALL_KEY, JSON.stringify(stored));
          update((now) => ({
            ...now,
            current: { phase: 'active', call: accepted, peer: peerOf(call, me.uid) },
          }));
        } catch (error) {
          // §4 "On accept failure the call state is cleared and the alert closes."
          clearCurrent();
          if (errorCodeOf(error) === ALREADY_IN_CALL) showNotice('alreadyInCall');
          else notifyError(error);
        }
      })();
    },
    decline() {
      const call = latest.current.incoming;
      if (!call) return;
      update((now) => ({ ...now, incoming: null }));
      calls.rejectCall(call.sessionId, 'rejected').catch(notifyError);
    },
    cancel() {
      const current = latest.current.current;
      if (current?.phase !== 'outgoing') return;
      // §4 "Cancel while ringing rejects with status cancelled; cancel on the error screen just clears."
      if (current.call && !current.busy) calls.rejectCall(current.call.sessionId, 'cancelled').catch(() => undefined);
      if (!current.call && starting.current) starting.current.cancelled = true;
      clearCurrent();
    },
    end() {
      const current = latest.current.current;
      if (current?.phase !== 'active') return;
      clearCurrent(current.call.sessionId);
      calls.endCall(current.call.sessionId).catch(() => undefined);
    },
    failed() {
      const current = latest.current.current;
      if (current?.phase === 'active') {
        clearCurrent(current.call.sessionId);
        calls.endCall(current.call.sessionId).catch(() => undefined);
      }
      showNotice('mediaFailed');
    },
  };

  // The call texts load with this chunk (call-locale-texts.ts): the buttons show once they are there.
  const { i18n } = useTranslation();
  const [translator, setTranslator] = useState<Translator | null>(null);
  useEffect(() => {
    let current = true;
    void loadCallI18n(i18n.language).then((loaded) => current && setTranslator(loaded));
    return () => {
      current = false;
    };
  }, [i18n.language]);

  const busy = state.current !== null || group.busy;
  const { startMeeting, joinMeeting } = group;
  const api = useMemo<CallsApi | null>(
    () =>
      translator && {
        busy,
        start,
        actionsFor: (target, settings) => callActionsFor(target, translator.t, settings, busy, start, startMeeting),
        joinMeeting,
        translator,
      },
    [translator, busy, start, startMeeting, joinMeeting],
  );
  useEffect(() => publish(api), [publish, api]);
  useEffect(() => () => publish(null), [publish]);
  const shown = state.current !== null || state.incoming !== null || state.notice !== null;
  if ((!shown && !group.screens) || !translator) return null;
  return (
    <TranslationProvider translator={translator}>
      {shown && <CallScreens controls={controls} />}
      {group.screens}
    </TranslationProvider>
  );
}
