import {
  CHAT_ERROR_CODES,
  ChatError,
  type ChatConnection,
  type ChatListener,
  type ChatMessage,
  type ChatMessaging,
  type ChatUser,
  type MessagesRequestOptions,
} from '../chat-service';
import { MAX_PAGE_LIMIT, PAGE_SIZE } from '../../../shared/chat/chat-limits';
import type { MessageChange } from '../../../shared/chat/chat-entities';
import { MEDIA_MESSAGE_TYPES } from '../../../shared/chat/chat-kinds';
import type { PushDataOf, ResultOf } from '../../../shared/chat/chat-frames';
import type { ChatRequest } from '../../../shared/chat/chat-requests';
import type { MessageServices } from '../../../shared/chat/message-services';
import type { SfuPush } from '../calls/sfu-session';
import { createFoyerConnection, type ServerEvent } from './foyer-connection';
import { withAbsoluteExtensionUrls } from './foyer-extension-urls';

export interface FoyerChatServiceOptions {
  /** The WebSocket endpoint of our chat service, e.g. ws://host/chat (the chat widget config's url). */
  url: string;
  /** Where media uploads go; derived from url when absent. */
  uploadUrl?: string;
  /** For Node.js tests (Node 20 has no global WebSocket): pass the `ws` package's class. */
  WebSocket?: typeof WebSocket;
  /** A new login token when the server refuses the old one on a reconnect (expired); see foyer-connection.ts. */
  renewToken?: () => Promise<string | null>;
}

/** How many message ids (and edit or delete versions) are remembered to deliver each to the listeners once. */
const SEEN_MEMORY = 10_000;
/** The catch-up page after a reconnect (the server's largest page). */
const SYNC_PAGE = MAX_PAGE_LIMIT;
const MEDIA_TYPES = new Set<string>(MEDIA_MESSAGE_TYPES);

/** The upload endpoint next to the socket: ws://host/chat -> http://host/chat/media. */
function defaultUploadUrl(url: string): string {
  const target = new URL(url);
  target.protocol = target.protocol === 'wss:' ? 'https:' : 'http:';
  target.pathname = `${target.pathname.replace(/\/$/, '')}/media`;
  target.search = '';
  return target.href;
}

/** Remembers the last SEEN_MEMORY keys. */
function createSeenSet() {
  const seen = new Set<string>();
  return {
    /** True the first time a key is offered. */
    add(key: string): boolean {
      if (seen.has(key)) return false;
      seen.add(key);
      if (seen.size > SEEN_MEMORY) seen.delete(seen.values().next().value as string);
      return true;
    },
  };
}

/** What the full adapter (foyer-chat-service.ts, loaded with the panel) builds on: the session's inner parts. */
export interface FoyerSessionParts {
  request<F extends ChatRequest>(frame: F, retry?: boolean): Promise<ResultOf<F['type']>>;
  normalize(message: ChatMessage): ChatMessage;
  /** Our own sends: their ids are seen, so a catch-up never hands them to the listeners. */
  ownMessage(message: ChatMessage): ChatMessage;
  /** Our own deletion: a catch-up never hands it to the listeners. */
  ownDeletion(id: number): void;
  uploadUrl(): string;
  connection: ReturnType<typeof createFoyerConnection>;
  /** Hands every live listener call to `call`. */
  emit(call: (listener: ChatListener) => void): void;
  /** The panel's handling of group events (action messages, deletions), which the bubble does without. */
  setGroupEvents(events: FoyerGroupEvents): void;
  /** The message services the server said at login it offers (none before login, or from an older server). */
  services(): MessageServices | undefined;
  /** The panel's handling of calls (call messages, WebRTC signals), which the bubble does without. */
  setCallEvents(events: FoyerCallEvents): void;
}

export interface FoyerCallEvents {
  message(message: ChatMessage): void;
  signal(push: PushDataOf<'callSignal'>): void;
  meetingParticipants(push: PushDataOf<'meetingParticipants'>): void;
  meetingSignal(push: PushDataOf<'meetingSignal'>): void;
  /** The SFU's pushes of a meeting whose media go through it (sfu-session.ts). */
  sfu(push: SfuPush): void;
}

export interface FoyerGroupEvents {
  action(message: ChatMessage): void;
  deleted(guid: string): void;
}

/**
 * What the bubble needs of our provider, in the launcher's bundle: the connection (with its reconnects and
 * catch-up), login, the listeners, the delivery receipts and the unread poll's messages request. The panel chunk
 * completes it into the whole ChatService (`completeFoyerChatService`).
 */
export interface FoyerSession extends ChatConnection, Pick<ChatMessaging, 'messagesRequest'> {
  readonly foyerParts: FoyerSessionParts;
}

export function isFoyerSession(service: object): service is FoyerSession {
  return 'foyerParts' in service;
}

/** Our provider's session over the server's /chat WebSocket (docs/chat-service.md). */
export function createFoyerSession(options: FoyerChatServiceOptions): FoyerSession {
  let url = options.url;
  const WebSocketClass = options.WebSocket ?? globalThis.WebSocket;
  const listeners = new Map<string, ChatListener>();
  const seen = createSeenSet();
  let user: ChatUser | null = null;
  let services: MessageServices | undefined;
  /** The newest message id delivered or caught up on; the next catch-up starts after it. */
  let lastSeenId = 0;
  /** The newest change-feed id (an edit or deletion) seen live or caught up on. */
  let lastChangeId = 0;

  const uploadUrl = () => options.uploadUrl ?? defaultUploadUrl(url);

  /** Media URLs come relative to the server; make them absolute for <img> and <a> on any host page. */
  function normalize(message: ChatMessage): ChatMessage {
    if (!message.data) return message;
    const base = uploadUrl();
    const absolute = (value: string) => new URL(value, base).href;
    const withData: ChatMessage = {
      ...message,
      data: {
        ...message.data,
        ...(message.data.url ? { url: absolute(message.data.url) } : {}),
        ...(message.data.attachments
          ? { attachments: message.data.attachments.map((file) => ({ ...file, url: absolute(file.url) })) }
          : {}),
      },
    };
    return withAbsoluteExtensionUrls(withData, absolute);
  }

  /** Set by the panel's part of the adapter: turns action messages and deletions into the group listeners' calls. */
  let groupEvents: FoyerGroupEvents | null = null;
  /** Set by the panel's calls adapter (foyer-calls.ts) once loaded; call messages before that wait for it. */
  let callEvents: FoyerCallEvents | null = null;
  const earlyCalls: ChatMessage[] = [];
  /** The launcher's watchers of calls that ring before any call UI listens (ChatConnection.watchIncomingCalls). */
  const callWatchers = new Set<() => void>();
  /** A call message that rings for the logged-in user: the launcher loads the call UI for it. */
  const ringsHere = (message: ChatMessage) =>
    message.call?.status === 'initiated' && message.call.callReceiver === user?.uid;

  function emit(call: (listener: ChatListener) => void) {
    for (const listener of [...listeners.values()]) call(listener);
  }

  /** Hands a new message to the listeners, once per id however often it arrives (live, and in a catch-up). */
  function deliverMessage(raw: ChatMessage) {
    if (!seen.add(`m:${raw.id}`)) return;
    lastSeenId = Math.max(lastSeenId, raw.id);
    const message = normalize(raw);
    if (message.category === 'action') {
      // The group listeners' calls are the panel's (foyer-group-events.ts): the bubble has none.
      groupEvents?.action(message);
      return;
    }
    // A call's changes are the calls adapter's (foyer-calls.ts): no message sound, no delivery receipt.
    if (message.category === 'call') {
      if (callEvents) callEvents.message(message);
      else if (earlyCalls.length < 50) {
        earlyCalls.push(message);
        if (ringsHere(message)) callWatchers.forEach((watcher) => watcher());
      }
      // §4 "a call event moves the conversation to the top" (the list's, without a message sound).
      emit((l) => l.onCallMessageReceived?.(message));
      return;
    }
    if (message.category === 'custom') emit((l) => l.onCustomMessageReceived?.(message));
    else if (MEDIA_TYPES.has(message.type)) emit((l) => l.onMediaMessageReceived?.(message));
    else emit((l) => l.onTextMessageReceived?.(message));
    acknowledge(message);
  }

  /** The newest incoming one-to-one message per conversation still to confirm as delivered. */
  const toAcknowledge = new Map<string, ChatMessage>();

  /**
   * §4 DELIVERED means the message reached the other side's client, with or without a conversation open (the
   * hosted SDK confirms deliveries itself). Receipts are watermarks, so one per conversation and turn is enough:
   * a catch-up of many messages sends one. Group messages show only sent (§4), so they are not confirmed.
   */
  function acknowledge(message: ChatMessage) {
    if (message.receiverType !== 'user' || !user || message.sender.uid === user.uid) return;
    const pending = toAcknowledge.size > 0;
    toAcknowledge.set(message.conversationId, message);
    if (pending) return;
    queueMicrotask(() => {
      const newest = [...toAcknowledge.values()];
      toAcknowledge.clear();
      for (const one of newest) {
        // A lost receipt is made good by the next one: receipts mark everything up to their message.
        connection.request({ type: 'delivered', messageId: one.id }).catch(() => undefined);
      }
    });
  }

  /**
   * Hands a change (an edit, a reaction, a deletion) to the listeners once, however often it arrives (live, and in
   * a catch-up): by its change-feed id. A change is read as the message now is: deleted wins over edited.
   */
  function deliverChange({ changeId, ...raw }: MessageChange) {
    lastChangeId = Math.max(lastChangeId, changeId);
    const message = normalize(raw);
    if (message.deletedAt) {
      if (seen.add(`d:${message.id}`)) emit((l) => l.onMessageDeleted?.(message));
    } else if (seen.add(`e:${changeId}`)) {
      emit((l) => l.onMessageEdited?.(message));
    }
  }

  type MessageEvent = Extract<ServerEvent, { event: 'message' | 'messageEdited' | 'messageDeleted' }>;
  /** Live events that arrive while a catch-up runs wait for it, so listeners get them in order. */
  let heldBack: MessageEvent[] | null = null;

  function onEvent(serverEvent: ServerEvent) {
    switch (serverEvent.event) {
      case 'message':
      case 'messageEdited':
      case 'messageDeleted':
        if (heldBack) heldBack.push(serverEvent);
        else if (serverEvent.event === 'message') deliverMessage(serverEvent.data);
        else deliverChange(serverEvent.data);
        return;
      case 'receipt': {
        const receipt = serverEvent.data;
        if (receipt.receiptType === 'read') emit((l) => l.onMessagesRead?.(receipt));
        else emit((l) => l.onMessagesDelivered?.(receipt));
        return;
      }
      case 'typingStarted':
        return emit((l) => l.onTypingStarted?.(serverEvent.data));
      case 'typingEnded':
        return emit((l) => l.onTypingEnded?.(serverEvent.data));
      case 'userOnline':
        return emit((l) => l.onUserOnline?.(serverEvent.data));
      case 'userOffline':
        return emit((l) => l.onUserOffline?.(serverEvent.data));
      case 'groupDeleted':
        return groupEvents?.deleted(serverEvent.data.guid);
      case 'callSignal':
        return callEvents?.signal(serverEvent.data);
      case 'meetingParticipants':
        return callEvents?.meetingParticipants(serverEvent.data);
      case 'meetingSignal':
        return callEvents?.meetingSignal(serverEvent.data);
      case 'sfuPublishers':
        return callEvents?.sfu({ event: 'sfuPublishers', data: serverEvent.data });
      case 'sfuOffer':
        return callEvents?.sfu({ event: 'sfuOffer', data: serverEvent.data });
    }
  }

  /**
   * After a reconnect: every message of our conversations newer than the last one seen, oldest first; then every
   * edit or deletion since the last change seen, of the messages we had before (newer ones came as they are now).
   */
  async function catchUp() {
    heldBack = [];
    const hadUpTo = lastSeenId;
    try {
      for (;;) {
        const page = await connection.request({ type: 'messages', after: lastSeenId, limit: SYNC_PAGE });
        for (const message of page) deliverMessage(message);
        if (page.length < SYNC_PAGE) break;
      }
      // Each message once, as it is now, however often it changed while we were away.
      const changed = new Map<number, MessageChange>();
      for (;;) {
        const page = await connection.request({
          type: 'changes',
          after: lastChangeId,
          limit: SYNC_PAGE,
        });
        for (const { changeId, message } of page) {
          lastChangeId = Math.max(lastChangeId, changeId);
          if (message.id <= hadUpTo) changed.set(message.id, { ...message, changeId });
        }
        if (page.length < SYNC_PAGE) break;
      }
      for (const change of changed.values()) deliverChange(change);
    } finally {
      const live = heldBack;
      heldBack = null;
      const messages = live.flatMap((held) => (held.event === 'message' ? [held.data] : []));
      for (const message of messages.sort((a, b) => a.id - b.id)) deliverMessage(message);
      for (const held of live) {
        if (held.event !== 'message') deliverChange(held.data);
      }
    }
  }

  const connection = createFoyerConnection({
    get url() {
      return url;
    },
    WebSocket: WebSocketClass,
    onEvent,
    onStateChanged: (state) => emit((l) => l.onConnectionStateChanged?.(state)),
    onReconnected: () => catchUp().catch(() => undefined),
    ...(options.renewToken ? { renewToken: options.renewToken } : {}),
  });

  const request = <F extends ChatRequest>(frame: F, retry = false): Promise<ResultOf<F['type']>> =>
    connection.request(frame, { retry });

  function ownMessage(message: ChatMessage): ChatMessage {
    seen.add(`m:${message.id}`);
    return normalize(message);
  }

  return {
    async init(initOptions) {
      if (initOptions.url) url = initOptions.url;
    },
    async login(token) {
      if (!WebSocketClass) throw new ChatError(CHAT_ERROR_CODES.disconnected, 'This environment has no WebSocket');
      const result = await connection.start(token);
      user = result.user;
      services = result.services;
      lastSeenId = Math.max(lastSeenId, result.lastMessageId);
      lastChangeId = Math.max(lastChangeId, result.lastChangeId);
      return user;
    },
    async logout() {
      connection.stop();
      user = null;
    },
    async getLoggedInUser() {
      return user;
    },
    messagesRequest(messageOptions: MessagesRequestOptions) {
      const limit = messageOptions.limit ?? PAGE_SIZE.messages;
      let before: number | undefined;
      let done = false;
      return {
        async fetchPrevious() {
          if (done) return [];
          const page = await request({
            type: 'messages',
            ...(messageOptions.uid ? { uid: messageOptions.uid } : {}),
            ...(messageOptions.guid ? { guid: messageOptions.guid } : {}),
            ...(messageOptions.parentMessageId ? { parentMessageId: messageOptions.parentMessageId } : {}),
            ...(messageOptions.hideReplies ? { hideReplies: true } : {}),
            ...(messageOptions.unread ? { unread: true } : {}),
            ...(messageOptions.categories ? { categories: messageOptions.categories } : {}),
            ...(messageOptions.types ? { types: messageOptions.types } : {}),
            ...(before === undefined ? {} : { before }),
            limit,
          });
          done = page.length < limit;
          if (page[0]) before = page[0].id;
          return page.map(normalize);
        },
      };
    },
    addListener(id, listener) {
      listeners.set(id, listener);
    },
    watchIncomingCalls(watcher) {
      callWatchers.add(watcher);
      if (!callEvents && earlyCalls.some(ringsHere)) watcher();
      return () => void callWatchers.delete(watcher);
    },
    removeListener(id) {
      listeners.delete(id);
    },
    foyerParts: {
      services: () => services,
      request,
      normalize,
      ownMessage,
      ownDeletion: (id) => void seen.add(`d:${id}`),
      uploadUrl,
      connection,
      emit,
      setGroupEvents: (events) => {
        groupEvents = events;
      },
      setCallEvents: (events) => {
        callEvents = events;
        // After the calls adapter's first listener is in (it loaded to take it).
        setTimeout(() => earlyCalls.splice(0).forEach(events.message));
      },
    },
  };
}
