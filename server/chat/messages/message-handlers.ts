// Messages (chat-widget.md §4, §7): pages of a conversation, the change feed, sending, editing and deleting, delivery
// and read receipts, unread counts, and the media message an upload becomes.
import type {
  ChatMessage,
  MediaMessageType,
  MessageData,
  MessageType,
  ReceiverType,
} from '../../../shared/chat/chat-entities.js';
import { guidOfConversation, partnerOf } from '../../../shared/chat/conversation-id.js';
import type { PushDataOf } from '../../../shared/chat/chat-frames.js';
import { PAGE_SIZE } from '../../../shared/chat/chat-limits.js';
import type { ChatLimits } from '../../config.js';
import { takeAll, type Attempt, type Limit, type RateLimiter } from '../../limits/rate-limiter.js';
import { CHAT_ERROR_CODES, ChatRefusal } from '../chat-codes.js';
import { findChatUser, findChatUsers } from '../chat-users.js';
import { withExtras } from '../extensions/message-extras.js';
import { withThumbnails } from '../media/thumbnails/thumbnail-urls.js';
import { checkThreadParent } from '../extensions/threads/thread-rules.js';
import { mediaKeyOf } from '../media/media-urls.js';
import type { MediaStore } from '../media/media-store.js';
import type { TextModeration } from '../../moderation/moderation-settings.js';
import type { ChatHandlers, ChatModuleDependencies, ChatSession } from '../session/chat-session.js';
import { secondsOf } from '../session/chat-session.js';
import {
  changeMessage,
  findMessage,
  insertMessage,
  queryChanges,
  queryMessages,
  raiseReceiptMark,
  toMessage,
  toMessages,
  unreadCounts,
  type MessageRow,
  type NewMessage,
} from './message-store.js';

export interface MessagesDependencies extends ChatModuleDependencies {
  limits: ChatLimits;
  /** Where uploads live: a deleted message's files go with it. */
  media: Pick<MediaStore, 'remove'>;
  /** The event's moderation filters, run on every text sent or edited. */
  moderate: TextModeration;
  /** The shared counters: sends per user and per address, across processes. */
  limiter: RateLimiter;
}

/** A media message's details, once its file is stored (media/media-upload.ts). */
export interface MediaMessageInput {
  receiverId: string;
  receiverType: ReceiverType;
  type: MediaMessageType;
  muid?: string;
  parentMessageId?: number;
  attachment: { url: string; name: string; mimeType: string; size: number };
}

/** A minute's share of sends, and a sixth of it per ten seconds (the narrower first). */
function sendLimits(key: string, perMinute: number): Attempt[] {
  const burst: Limit = { max: Math.ceil(perMinute / 6), windowMs: 10_000 };
  return [
    [`${key}:10s`, burst],
    [key, { max: perMinute, windowMs: 60_000 }],
  ];
}

export function createMessages({ db, hub, clock, access, limits, media, moderate, limiter }: MessagesDependencies) {
  const now = () => secondsOf(clock);

  /** §5 "Empty or whitespace-only text is not sent; text is trimmed", and our length bound. */
  function checkedText(text: string): string {
    const trimmed = text.trim();
    if (trimmed === '') throw new ChatRefusal(CHAT_ERROR_CODES.emptyMessage, 'The message is empty');
    if (trimmed.length > limits.maxTextLength) {
      throw new ChatRefusal(
        CHAT_ERROR_CODES.messageTooLong,
        `A message holds at most ${limits.maxTextLength} characters`,
      );
    }
    return trimmed;
  }

  /**
   * Sends a message event to everyone in its conversation but the socket it came from. Edits and deletions carry
   * their change-feed id, so a client knows where to catch up from after a drop.
   */
  async function fanOut<E extends 'message' | 'messageEdited' | 'messageDeleted'>(
    event: E,
    message: PushDataOf<E>,
    origin?: string,
  ) {
    if (message.receiverType === 'group') await hub.toGroup(message.receiverId, event, message, origin);
    else await hub.toUsers([message.sender.uid, message.receiverId], event, message, origin);
  }

  /**
   * Writes a message (once per muid) and, when new, tells its conversation: all but the socket it came from, or with
   * `toSender` that socket too (an administrator's action message, which their request does not answer with).
   */
  async function writeMessage(session: ChatSession, message: NewMessage, toSender = false): Promise<ChatMessage> {
    const { row, created } = await insertMessage(db, message);
    // A custom message (a poll) carries its extension's data from the start, a media message its thumbnails'.
    const plain = toMessage(row, session);
    const json = message.category === 'custom' ? ((await withExtras(db, [plain]))[0] ?? plain) : withThumbnails(plain);
    if (created) await fanOut('message', json, toSender ? undefined : session.socketId);
    return json;
  }

  /** A new message of the user's, text or media, to a receiver they may write to (and a parent in its conversation). */
  async function sendNew(
    session: ChatSession,
    input: {
      receiverId: string;
      receiverType: ReceiverType;
      type: MessageType;
      category?: 'message' | 'custom';
      muid?: string | undefined;
      parentMessageId?: number | undefined;
      content: Pick<NewMessage, 'text' | 'data' | 'moderation'>;
    },
  ): Promise<ChatMessage> {
    // Counted before anything is checked, the user first: one user's refused burst leaves their address's share be.
    // A sixth of each minute's share in any ten seconds: the same pace without a minute's sends in one burst.
    const counted = await takeAll(limiter, [
      ...sendLimits(`chat-send:uid:${session.uid}`, limits.sendsPerMinutePerUser),
      ...sendLimits(`chat-send:ip:${session.ip}`, limits.sendsPerMinutePerIp),
    ]);
    if (!counted) throw new ChatRefusal(CHAT_ERROR_CODES.rateLimited, 'Too many messages, please wait a moment');
    const { conversationId, pair } = await access.target(session, input.receiverId, input.receiverType);
    await checkThreadParent(db, conversationId, input.parentMessageId);
    return writeMessage(session, {
      conversationId,
      conversationType: input.receiverType,
      ...(pair ? { pair } : {}),
      ...(input.muid ? { muid: input.muid } : {}),
      senderUid: session.uid,
      receiverId: input.receiverId,
      receiverType: input.receiverType,
      category: input.category ?? 'message',
      type: input.type,
      ...input.content,
      ...(input.parentMessageId === undefined ? {} : { parentId: input.parentMessageId }),
      sentAt: now(),
    });
  }

  /**
   * Deletes a message: the text and attachments go, the row stays so the conversation shows "This message was
   * deleted" (§4), and its conversation is told. `origin`: the socket that asked, which is not told.
   */
  async function removeMessage(
    message: MessageRow,
    sender: Parameters<typeof toMessage>[1],
    origin?: string,
  ): Promise<ChatMessage> {
    if (message.deleted_at !== null) return toMessage(message, sender);
    const { row, changeId } = await changeMessage(db, message.id, {
      text: null,
      data: null,
      moderation: null,
      deleted_at: now(),
    });
    // Its files go too: their URLs need no login, so a kept file would outlive the message it was sent in.
    const data = message.data === null ? undefined : (JSON.parse(message.data) as MessageData);
    for (const attachment of data?.attachments ?? []) {
      const key = mediaKeyOf(attachment.url);
      if (key) await media.remove(key);
    }
    const json = toMessage(row, sender);
    await fanOut('messageDeleted', { ...json, changeId }, origin);
    return json;
  }

  /**
   * Tells the message's conversation that it changed (an edit, a deletion, a reaction), as it is now with its
   * extensions' data and its change-feed id; answers the message for the asker. Without a change id nothing
   * changed (a reaction that was there already): only the asker gets the message.
   */
  async function announceChange(session: ChatSession, row: MessageRow, changeId: number | null): Promise<ChatMessage> {
    const names = await findChatUsers(db, [row.sender_uid]);
    const [json] = await withExtras(db, [toMessage(row, names.get(row.sender_uid) ?? session)]);
    const message = json!;
    if (changeId !== null) {
      await fanOut(message.deletedAt ? 'messageDeleted' : 'messageEdited', { ...message, changeId }, session.socketId);
    }
    return message;
  }

  async function receipt(session: ChatSession, id: number, read: boolean): Promise<null> {
    const message = await access.message('readConversation', session, id);
    const at = now();
    await raiseReceiptMark(db, { conversationId: message.conversation_id, uid: session.uid, id, at, read });
    const data = {
      receiptType: read ? ('read' as const) : ('delivery' as const),
      messageId: id,
      sender: { uid: session.uid, name: session.name },
      receiverId: message.receiver_type === 'group' ? message.receiver_id : message.sender_uid,
      receiverType: message.receiver_type,
      deliveredAt: at,
      ...(read ? { readAt: at } : {}),
    };
    // The sender learns of delivery and reading in a pair (§4: group messages show only sent), unless one of the
    // two blocked the other; the reader's other sockets learn of reads, so their unread counts drop too.
    const toSender =
      message.receiver_type === 'user' &&
      message.sender_uid !== session.uid &&
      (await access.signalsPass(session.uid, message.sender_uid));
    const audience = [...(toSender ? [message.sender_uid] : []), ...(read ? [session.uid] : [])];
    if (audience.length > 0) await hub.toUsers(audience, 'receipt', data, session.socketId);
    return null;
  }

  const handlers: ChatHandlers<
    'messages' | 'changes' | 'send' | 'edit' | 'delete' | 'delivered' | 'read' | 'unreadCounts'
  > = {
    messages: async (session, request) => {
      const conversationId = await access.conversationToRead(session, request);
      const rows = await queryMessages(db, {
        ...(conversationId === undefined ? {} : { conversationId }),
        viewer: session.uid,
        limit: request.limit ?? PAGE_SIZE.messages,
        ...(request.before === undefined ? {} : { before: request.before }),
        ...(request.after === undefined ? {} : { after: request.after }),
        ...(request.parentMessageId === undefined ? {} : { parentId: request.parentMessageId }),
        ...(request.hideReplies ? { hideReplies: true } : {}),
        ...(request.unread ? { unread: true } : {}),
        ...(request.categories ? { categories: request.categories } : {}),
        ...(request.types ? { types: request.types } : {}),
      });
      return toMessages(db, rows, session.uid);
    },
    changes: async (session, request) => {
      const changes = await queryChanges(db, {
        viewer: session.uid,
        after: request.after,
        limit: request.limit ?? PAGE_SIZE.messages,
      });
      const messages = await toMessages(
        db,
        changes.map((change) => change.row),
        session.uid,
      );
      // toMessages keeps the rows' order and count, so the nth message is the nth change's.
      return messages.map((message, index) => ({ changeId: changes[index]!.changeId, message }));
    },
    send: async (session, request) => {
      const text = checkedText(request.text);
      const moderation = await moderate(text);
      return sendNew(session, { ...request, type: 'text', content: { text, ...(moderation ? { moderation } : {}) } });
    },
    edit: async (session, request) => {
      const text = checkedText(request.text);
      const message = await access.message('editMessage', session, request.messageId);
      if (message.type !== 'text' || message.deleted_at !== null) {
        throw new ChatRefusal(CHAT_ERROR_CODES.invalidInput, 'Only a text message that is not deleted can be edited');
      }
      const moderation = await moderate(text);
      const { row, changeId } = await changeMessage(db, request.messageId, {
        text,
        edited_at: now(),
        moderation: moderation ? JSON.stringify(moderation) : null,
      });
      return announceChange(session, row, changeId);
    },
    delete: async (session, request) => {
      const message = await access.message('editMessage', session, request.messageId);
      return removeMessage(message, session, session.socketId);
    },
    delivered: (session, request) => receipt(session, request.messageId, false),
    read: (session, request) => receipt(session, request.messageId, true),
    unreadCounts: async (session) => {
      const counts = await unreadCounts(db, session.uid);
      const result: { users: Record<string, number>; groups: Record<string, number> } = { users: {}, groups: {} };
      for (const [conversationId, count] of counts) {
        const guid = guidOfConversation(conversationId);
        if (guid === undefined) result.users[partnerOf(conversationId, session.uid)] = count;
        else result.groups[guid] = count;
      }
      return result;
    },
  };

  return {
    handlers,
    announceChange,
    /** Writes a message on the user's behalf (a group's join and leave notices) and tells its conversation. */
    writeMessage,
    /** Checks the receiver before an upload is stored, so a refused upload leaves no file behind. */
    checkTarget: (session: ChatSession, receiverId: string, receiverType: ReceiverType) =>
      access.target(session, receiverId, receiverType),
    /** Deletes any message on an operator's behalf (GraphQL deleteChatMessage); false for an unknown id. */
    async deleteAsOperator(id: number): Promise<boolean> {
      const message = await findMessage(db, id);
      if (!message) return false;
      const sender = await findChatUser(db, message.sender_uid);
      await removeMessage(message, sender ?? { name: `#${message.sender_uid}` });
      return true;
    },
    /** Writes a custom message of an extension (a poll) from the user and fans it out. */
    sendCustom: (
      session: ChatSession,
      input: {
        receiverId: string;
        receiverType: ReceiverType;
        type: MessageType;
        muid?: string | undefined;
        customData: Record<string, unknown>;
      },
    ): Promise<ChatMessage> =>
      sendNew(session, { ...input, category: 'custom', content: { data: { customData: input.customData } } }),
    /** Writes a media message (the HTTP upload route) and fans it out. */
    sendMedia: (session: ChatSession, input: MediaMessageInput): Promise<ChatMessage> =>
      sendNew(session, {
        ...input,
        content: { data: { url: input.attachment.url, attachments: [input.attachment] } },
      }),
  };
}

export type Messages = ReturnType<typeof createMessages>;
