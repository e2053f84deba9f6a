/**
 * Where this window's calls stand (chat-widget.md §4 Incoming call, Outgoing call), as plain data: the call UI's
 * controller (call-layer.tsx) moves it with the call port's answers and events, the screens (call-screens.tsx) draw
 * it. Pure, so each transition is tested without a browser.
 */
import type { Call, CallPerson, CallType } from '../../../chat/call-port';

/** A call this window makes or takes part in. */
export type CurrentCall =
  /** §4 Outgoing call: Calling; `call` once the server answered; `busy` shows the banner (§8). */
  | { phase: 'outgoing'; type: CallType; peer: CallPerson; call: Call | null; busy: boolean }
  /** Accepted: the in-call screen. */
  | { phase: 'active'; call: Call; peer: CallPerson };

export interface CallState {
  current: CurrentCall | null;
  /** §4 Incoming call: the alert. */
  incoming: Call | null;
  /** A short notice of the call UI: "You are already in an ongoing call", or the devices failed. */
  notice: 'alreadyInCall' | 'mediaFailed' | null;
}

export const IDLE: CallState = { current: null, incoming: null, notice: null };

/** The other side of a call, as this window sees it. */
export function peerOf(call: Call, me: string, known?: CallPerson): CallPerson {
  if (known) return known;
  const uid = call.initiatorUid === me ? call.receiverUid : call.initiatorUid;
  return call.sender.uid === uid ? call.sender : { uid, name: uid };
}

/** Whether a call would start while another goes on (§4 "Starting or accepting while in a call"). */
export const inCall = (state: CallState): boolean => state.current !== null;

/** What the stored active call (§4 "also saved in local storage") holds: enough for another tab to compare. */
export interface StoredActiveCall {
  sessionId: string;
  type: CallType;
}

export function parseStoredCall(raw: string | null): StoredActiveCall | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredActiveCall>;
    return typeof value.sessionId === 'string' && (value.type === 'audio' || value.type === 'video')
      ? { sessionId: value.sessionId, type: value.type }
      : null;
  } catch {
    return null;
  }
}

/** How long the call UI's notice shows (§9 the widget notification snackbar, 4000 ms). */
export const CALL_NOTICE_MS = 4000;
/** The ring tones repeat this often while a call rings. */
export const RING_REPEAT_MS = 2000;
