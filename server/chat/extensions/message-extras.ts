// What the extensions add to a message as the protocol carries it (chat-widget.md §3): the reactions map in
// metadata.reactions, a parent's replyCount and a poll's results in metadata.polls. Every message a client gets passes here, in pages and live.
import type { ChatMessage } from '../../../shared/chat/chat-entities.js';
import type { Db } from '../../store/database.js';
import { pollOf, pollResults } from '../../../shared/chat/polls.js';
import { votesOf } from './polls/poll-store.js';
import { reactionsOf } from './reactions/reaction-store.js';
import { replyCounts } from './threads/thread-store.js';
import { withThumbnails } from '../media/thumbnails/thumbnail-urls.js';

export async function withExtras(db: Db, messages: ChatMessage[]): Promise<ChatMessage[]> {
  const ids = messages
    .filter((message) => message.category === 'message' || message.category === 'custom')
    .map((message) => message.id);
  if (ids.length === 0) return messages;
  const pollIds = messages.filter((message) => message.type === 'extension_poll').map((message) => message.id);
  const [reactions, replies, votes] = await Promise.all([
    reactionsOf(db, ids),
    replyCounts(db, ids),
    votesOf(db, pollIds),
  ]);
  return messages
    .map(withThumbnails)
    .map((message) => withPoll(message, votes.get(message.id) ?? []))
    .map((message) => {
      // A deleted message keeps no reactions: its content is gone (§4 deleted message).
      const reactionsMap = message.deletedAt === undefined ? reactions.get(message.id) : undefined;
      const replyCount = replies.get(message.id);
      if (!reactionsMap && replyCount === undefined) return message;
      return {
        ...message,
        ...(reactionsMap ? { metadata: { ...message.metadata, reactions: reactionsMap } } : {}),
        ...(replyCount === undefined ? {} : { replyCount }),
      };
    });
}

/** A poll message with its results counted from its votes (§3 "Poll (extension data)"); other messages as they are. */
function withPoll(message: ChatMessage, votes: { uid: string; name: string; option: number }[]): ChatMessage {
  const poll = message.type === 'extension_poll' && !message.deletedAt ? pollOf(message.data?.customData) : null;
  if (!poll) return message;
  return { ...message, metadata: { ...message.metadata, polls: pollResults(message.id, poll, votes) } };
}
