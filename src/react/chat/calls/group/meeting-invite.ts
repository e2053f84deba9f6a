// The group call's types: the meeting a meeting custom message announces (chat-widget.md §3 "Meeting custom message: type meeting,
// customData with sessionID and sessionId, callType video, receiver type group"): what its alert and its card show.
import type { MeetingJoin } from '../../../../chat/call-port';
import type { ListMessage } from '../../../../chat/state/messages';

/** The meeting a meeting custom message announces. */
export interface MeetingInvite {
  sessionId: string;
  guid: string;
  starter: { uid: string; name: string; avatar?: string };
}

export function meetingInviteOf(message: ListMessage): MeetingInvite | null {
  if (message.type !== 'meeting' || message.receiverType !== 'group') return null;
  const data = message.data?.customData as { sessionId?: unknown; sessionID?: unknown } | undefined;
  const sessionId = data?.sessionId ?? data?.sessionID;
  return {
    sessionId: typeof sessionId === 'string' ? sessionId : '',
    guid: message.receiverId,
    starter: {
      uid: message.sender.uid,
      name: message.sender.name,
      ...(message.sender.avatar ? { avatar: message.sender.avatar } : {}),
    },
  };
}

/** The meeting this window takes part in: its group, and the join answer once the server gave it. */
export interface CurrentMeeting {
  guid: string;
  join: MeetingJoin | null;
}
