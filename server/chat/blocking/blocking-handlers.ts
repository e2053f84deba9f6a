// Blocking (chat-widget.md §3 blockedByMe, §4 Block, §7 "Block / unblock users"): a user blocks and unblocks others
// and lists whom they blocked; every user the chat shows carries blockedByMe and hasBlockedMe for the one asking.
// Nothing passes within a blocked pair: chat-access.ts refuses sends, presence and messages drop typing and receipts.
import { PAGE_SIZE } from '../../../shared/chat/chat-limits.js';
import { findChatUsers } from '../chat-users.js';
import type { Presence } from '../presence/presence-handlers.js';
import type { ChatHandlers, ChatModuleDependencies, ChatSession } from '../session/chat-session.js';
import { secondsOf } from '../session/chat-session.js';
import { deleteBlocks, insertBlocks, pageOfBlocked, withBlockFlags } from './blocking-store.js';

type Outcome = Record<string, 'success' | 'fail'>;

export function createBlocking({
  db,
  clock,
  presence,
}: Pick<ChatModuleDependencies, 'db' | 'clock'> & { presence: Pick<Presence, 'asUser'> }) {
  /** Splits the asked uids into existing others (success) and the rest (fail: unknown, or oneself). */
  async function outcomeFor(session: ChatSession, uids: string[]): Promise<{ known: string[]; outcome: Outcome }> {
    const users = await findChatUsers(db, uids);
    const outcome: Outcome = {};
    const known: string[] = [];
    for (const uid of new Set(uids)) {
      const ok = uid !== session.uid && users.has(uid);
      outcome[uid] = ok ? 'success' : 'fail';
      if (ok) known.push(uid);
    }
    return { known, outcome };
  }

  const handlers: ChatHandlers<'blockUsers' | 'unblockUsers' | 'blockedUsers'> = {
    blockUsers: async (session, request) => {
      const { known, outcome } = await outcomeFor(session, request.uids);
      await insertBlocks(db, session.uid, known, secondsOf(clock));
      return outcome;
    },
    unblockUsers: async (session, request) => {
      const { known, outcome } = await outcomeFor(session, request.uids);
      await deleteBlocks(db, session.uid, known);
      return outcome;
    },
    blockedUsers: async (session, request) => {
      const uids = await pageOfBlocked(db, {
        blocker: session.uid,
        limit: request.limit ?? PAGE_SIZE.users,
        offset: request.offset ?? 0,
      });
      const users = await findChatUsers(db, uids);
      const page = uids.flatMap((uid) => {
        const user = users.get(uid);
        return user ? [presence.asUser(user)] : [];
      });
      return withBlockFlags(db, session.uid, page);
    },
  };

  return { handlers };
}
