// The reactions extension (chat-widget.md §3 Reaction, §5 "Reactions: ... the message must have been sent", §7
// "Extension POST v1/react"): a participant of a message's conversation adds or takes back their reaction; everyone
// in the conversation sees the message's new reactions map live, as an edit of the message (the hosted extension's
// way), and a client that was away catches up on it from the change feed.
import { MAX_REACTIONS_PER_MESSAGE, REACTION_MAX_LENGTH } from '../../../../shared/chat/chat-limits.js';
import { isReaction } from '../../../../shared/chat/reactions.js';
import { ChatRefusal, RICH_MESSAGE_CODES } from '../../chat-codes.js';
import type { Messages } from '../../messages/message-handlers.js';
import type { ChatHandlers, ChatModuleDependencies, ChatSession } from '../../session/chat-session.js';
import { secondsOf } from '../../session/chat-session.js';
import { addReaction, removeReaction } from './reaction-store.js';

export interface ReactionsDependencies extends ChatModuleDependencies {
  messages: Pick<Messages, 'announceChange'>;
}

function checkedEmoji(emoji: string): string {
  if (!isReaction(emoji)) {
    throw new ChatRefusal(
      RICH_MESSAGE_CODES.invalidReaction,
      `A reaction is one emoji or a :code: of at most ${REACTION_MAX_LENGTH} characters`,
    );
  }
  return emoji;
}

export function createReactions({ db, clock, access, messages }: ReactionsDependencies) {
  /**
   * Adds or takes back the asker's reaction to a message of one of their conversations (a message, not a notice,
   * not deleted) and tells the conversation when that changed something.
   */
  async function change(session: ChatSession, request: { messageId: number; emoji: string }, add: boolean) {
    const emoji = checkedEmoji(request.emoji);
    const row = await access.message('interactWithMessage', session, request.messageId);
    if (row.category === 'action') {
      throw new ChatRefusal(RICH_MESSAGE_CODES.invalidReaction, 'A group notice takes no reactions');
    }
    if (row.deleted_at !== null) {
      throw new ChatRefusal(RICH_MESSAGE_CODES.messageDeleted, `The message ${row.id} was deleted`);
    }
    const reaction = { messageId: row.id, conversationId: row.conversation_id, emoji, uid: session.uid };
    const changeId = add
      ? await addReaction(db, {
          ...reaction,
          name: session.name,
          at: secondsOf(clock),
          maxKinds: MAX_REACTIONS_PER_MESSAGE,
        })
      : await removeReaction(db, reaction);
    if (changeId === 'full') {
      throw new ChatRefusal(
        RICH_MESSAGE_CODES.invalidReaction,
        `A message carries at most ${MAX_REACTIONS_PER_MESSAGE} different reactions`,
      );
    }
    return messages.announceChange(session, row, changeId);
  }

  const handlers: ChatHandlers<'react' | 'unreact'> = {
    react: (session, request) => change(session, request, true),
    unreact: (session, request) => change(session, request, false),
  };

  return { handlers };
}
