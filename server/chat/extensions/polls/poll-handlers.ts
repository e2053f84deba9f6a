// The polls extension (chat-widget.md §3 Poll, §5 "Create poll", §7 "Extension POST v2/create (poll)" and
// "v2/vote"): a poll is a custom message of type extension_poll whose customData holds the question and options; its
// results (metadata.polls) are counted by the server from one vote per voter, so they are exact however many vote
// at once. A vote reaches the conversation as an edit of the poll, like a reaction.
import { checkedPoll, pollOf } from '../../../../shared/chat/polls.js';
import type { MessageData } from '../../../../shared/chat/chat-entities.js';
import { ChatRefusal, RICH_MESSAGE_CODES } from '../../chat-codes.js';
import type { Messages } from '../../messages/message-handlers.js';
import type { ChatHandlers, ChatModuleDependencies } from '../../session/chat-session.js';
import { secondsOf } from '../../session/chat-session.js';
import { castVote } from './poll-store.js';

export interface PollsDependencies extends ChatModuleDependencies {
  messages: Pick<Messages, 'announceChange' | 'sendCustom'>;
}

type RichCode = (typeof RICH_MESSAGE_CODES)[keyof typeof RICH_MESSAGE_CODES];

export function createPolls({ db, clock, access, messages }: PollsDependencies) {
  const handlers: ChatHandlers<'createPoll' | 'votePoll'> = {
    createPoll: (session, request) => {
      const poll = checkedPoll(request.question, request.options);
      if ('code' in poll) {
        throw new ChatRefusal(poll.code as RichCode, 'A poll has a question and two options, none of them too long');
      }
      return messages.sendCustom(session, {
        receiverId: request.receiverId,
        receiverType: request.receiverType,
        type: 'extension_poll',
        muid: request.muid,
        customData: { question: poll.question, options: poll.options },
      });
    },
    votePoll: async (session, request) => {
      const row = await access.message('interactWithMessage', session, request.messageId);
      const data = row.data === null ? undefined : (JSON.parse(row.data) as MessageData);
      const poll = row.type === 'extension_poll' ? pollOf(data?.customData) : null;
      if (row.deleted_at !== null) {
        throw new ChatRefusal(RICH_MESSAGE_CODES.messageDeleted, `The poll ${row.id} was deleted`);
      }
      if (!poll || request.option > poll.options.length) {
        throw new ChatRefusal(RICH_MESSAGE_CODES.invalidVote, 'That is no option of a poll');
      }
      const changeId = await castVote(db, {
        messageId: row.id,
        conversationId: row.conversation_id,
        uid: session.uid,
        name: session.name,
        option: request.option,
        at: secondsOf(clock),
      });
      return messages.announceChange(session, row, changeId);
    },
  };
  return { handlers };
}
