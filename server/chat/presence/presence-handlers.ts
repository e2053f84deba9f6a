// Presence and people (chat-widget.md §4, §7): who is online, the users list, a user's details, typing indicators.
import type { ChatUser } from '../../../shared/chat/chat-entities.js';
import { PAGE_SIZE, TYPING_AUTO_END_MS } from '../../../shared/chat/chat-limits.js';
import type { RequestOf } from '../../../shared/chat/chat-requests.js';
import { withBlockFlags } from '../blocking/blocking-store.js';
import { listChatUsers, type ChatUserRow } from '../chat-users.js';
import type { ChatHandlers, ChatModuleDependencies, ChatSession } from '../session/chat-session.js';

export function createPresence({ db, hub, access }: Pick<ChatModuleDependencies, 'db' | 'hub' | 'access'>) {
  /** A user as others see them: with whether they are online now, in any process. */
  function asUser(row: ChatUserRow): ChatUser {
    return { ...row, status: hub.isOnline(row.uid) ? 'online' : 'offline' };
  }

  async function typing(session: ChatSession, request: RequestOf<'typingStart' | 'typingEnd'>): Promise<null> {
    const key = `${request.receiverType}:${request.receiverId}`;
    const indicator = {
      sender: { uid: session.uid, name: session.name },
      receiverId: request.receiverId,
      receiverType: request.receiverType,
      ...(request.metadata ? { metadata: request.metadata } : {}),
    };
    const publish = (event: 'typingStarted' | 'typingEnded') =>
      request.receiverType === 'group'
        ? hub.toGroup(request.receiverId, event, indicator, session.socketId)
        : hub.toUsers([request.receiverId], event, indicator, session.socketId);
    clearTimeout(session.typing.get(key)?.timer);
    session.typing.delete(key);
    // An end is an event in the group as much as a start: only members may send either.
    if (request.receiverType === 'group') await access.group('send', session, request.receiverId);
    // Within a blocked pair nobody sees the other type.
    else if (!(await access.signalsPass(session.uid, request.receiverId))) return null;
    if (request.type === 'typingEnd') {
      await publish('typingEnded');
      return null;
    }
    const end = () => {
      session.typing.delete(key);
      void publish('typingEnded');
    };
    session.typing.set(key, { timer: setTimeout(end, TYPING_AUTO_END_MS), end });
    await publish('typingStarted');
    return null;
  }

  const handlers: ChatHandlers<'getUser' | 'users' | 'typingStart' | 'typingEnd'> = {
    getUser: async (session, request) => {
      const [user] = await withBlockFlags(db, session.uid, [asUser(await access.visibleUser(session, request.uid))]);
      return user!;
    },
    users: async (session, request) => {
      const rows = await listChatUsers(db, {
        exclude: session.uid,
        limit: request.limit ?? PAGE_SIZE.users,
        offset: request.offset ?? 0,
        ...(request.search ? { search: request.search } : {}),
        friendsOnly: access.friendsOnlyListing(session, request.friendsOnly),
        chattersOnly: await access.chattersOnly(session),
      });
      return withBlockFlags(db, session.uid, rows.map(asUser));
    },
    typingStart: typing,
    typingEnd: typing,
  };

  return {
    handlers,
    asUser,
    /** Ends every typing indicator of a closing socket at once, as its auto-end would later. */
    endTyping(session: ChatSession) {
      for (const { timer, end } of [...session.typing.values()]) {
        clearTimeout(timer);
        end();
      }
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
