import {
  ChatError,
  conversationIdOf,
  type ChatGroup,
  type ChatListener,
  type ChatMessage,
  type ChatService,
  type ChatUser,
  type EditMessageInput,
  type MessagesRequestOptions,
  type SendMediaInput,
  type SendTextInput,
} from '../../../../chat/chat-service';

/** A pending call the test settles by hand, to see the UI between "sent" and "answered". */
interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * An in-memory stand-in for the ChatService port: one logged-in user, stored messages per conversation, the
 * listeners the UI registers, and a record of the calls it made. Tests drive live events with `emit`.
 */
export class FakeChatService implements ChatService {
  readonly calls: { method: string; args: unknown[] }[] = [];
  readonly listeners = new Map<string, ChatListener>();
  /** Server messages by conversation id, oldest first. */
  readonly stored = new Map<string, ChatMessage[]>();
  /** When set, the next sends wait for the test (`answerSend`) instead of answering at once. */
  holdSends = false;
  /** When set, every call of these methods fails with this error. */
  readonly failures = new Map<string, ChatError>();
  private readonly heldSends: Deferred<ChatMessage>[] = [];
  private nextId = 1000;

  constructor(
    readonly me: ChatUser,
    readonly users: ChatUser[] = [],
    readonly groups: ChatGroup[] = [],
  ) {}

  private record(method: string, ...args: unknown[]): void {
    this.calls.push({ method, args });
    const failure = this.failures.get(method);
    if (failure) throw failure;
  }

  callsOf(method: string): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  /** Stores messages as the server would hold them; ids are assigned in order when absent. */
  store(conversationId: string, messages: Partial<ChatMessage>[]): ChatMessage[] {
    const list = this.stored.get(conversationId) ?? [];
    const created = messages.map((message) => this.serverMessage({ conversationId, ...message }));
    list.push(...created);
    this.stored.set(conversationId, list);
    return created;
  }

  serverMessage(message: Partial<ChatMessage> & { conversationId: string }): ChatMessage {
    this.nextId += 1;
    return {
      id: this.nextId,
      category: 'message',
      type: 'text',
      sender: { uid: this.me.uid, name: this.me.name },
      receiverId: '',
      receiverType: 'user',
      sentAt: Math.floor(Date.now() / 1000),
      ...message,
    };
  }

  /** Delivers a live event to every registered listener. */
  emit<K extends keyof ChatListener>(event: K, ...args: Parameters<NonNullable<ChatListener[K]>>): void {
    for (const listener of this.listeners.values()) {
      const callback = listener[event] as ((...values: unknown[]) => void) | undefined;
      callback?.(...args);
    }
  }

  /** Answers the oldest held send with the server message, or fails it. */
  answerSend(error?: unknown): void {
    const held = this.heldSends.shift();
    if (!held) throw new Error('no send is waiting');
    if (error) held.reject(error);
    else held.resolve(undefined as unknown as ChatMessage);
  }

  async init(): Promise<void> {}
  async login(): Promise<ChatUser> {
    return this.me;
  }
  async logout(): Promise<void> {}
  async getLoggedInUser(): Promise<ChatUser | null> {
    return this.me;
  }
  async getUser(uid: string): Promise<ChatUser> {
    const user = this.users.find((candidate) => candidate.uid === uid);
    if (!user) throw new ChatError('ERR_UID_NOT_FOUND', uid);
    return user;
  }
  async getGroup(guid: string): Promise<ChatGroup> {
    const group = this.groups.find((candidate) => candidate.guid === guid);
    if (!group) throw new ChatError('ERR_GUID_NOT_FOUND', guid);
    return group;
  }

  messagesRequest(options: MessagesRequestOptions) {
    this.record('messagesRequest', options);
    const conversationId = options.guid
      ? conversationIdOf('group', options.guid)
      : conversationIdOf('user', this.me.uid, options.uid);
    let before = Number.POSITIVE_INFINITY;
    return {
      fetchPrevious: async (): Promise<ChatMessage[]> => {
        this.record('fetchPrevious', options);
        const all = (this.stored.get(conversationId) ?? []).filter(
          (message) => message.id < before && !(options.hideReplies && message.parentMessageId !== undefined),
        );
        const page = all.slice(-(options.limit ?? 30));
        if (page[0]) before = page[0].id;
        return page.map((message) => ({ ...message }));
      },
    };
  }
  conversationsRequest() {
    return { fetchNext: async () => [] };
  }
  usersRequest() {
    return { fetchNext: async () => this.users };
  }
  groupsRequest() {
    return { fetchNext: async () => this.groups };
  }
  groupMembersRequest() {
    return { fetchNext: async () => [] };
  }

  private async answer(input: SendTextInput | SendMediaInput, message: Partial<ChatMessage>): Promise<ChatMessage> {
    const conversationId =
      input.receiverType === 'group'
        ? conversationIdOf('group', input.receiverId)
        : conversationIdOf('user', this.me.uid, input.receiverId);
    if (this.holdSends) {
      const held = deferred<ChatMessage>();
      this.heldSends.push(held);
      await held.promise;
    }
    const [created] = this.store(conversationId, [
      { ...message, receiverId: input.receiverId, receiverType: input.receiverType, muid: input.muid },
    ]);
    return { ...created! };
  }

  async sendMessage(input: SendTextInput): Promise<ChatMessage> {
    this.record('sendMessage', input);
    return this.answer(input, { type: 'text', text: input.text });
  }
  async sendMediaMessage(input: SendMediaInput): Promise<ChatMessage> {
    this.record('sendMediaMessage', input);
    return this.answer(input, { type: input.type, data: { url: `https://media.test/${input.file.name ?? 'file'}` } });
  }
  async editMessage(input: EditMessageInput): Promise<ChatMessage> {
    this.record('editMessage', input);
    for (const list of this.stored.values()) {
      const message = list.find((candidate) => candidate.id === input.id);
      if (message) {
        // The server reruns the text extensions on an edit; this fake has none, so their old results go.
        Object.assign(message, { text: input.text, editedAt: Math.floor(Date.now() / 1000) });
        delete message.metadata;
        return { ...message };
      }
    }
    throw new ChatError('ERR_MESSAGE_NOT_FOUND', String(input.id));
  }
  async deleteMessage(id: number): Promise<ChatMessage> {
    this.record('deleteMessage', id);
    for (const list of this.stored.values()) {
      const message = list.find((candidate) => candidate.id === id);
      if (message) {
        message.deletedAt = Math.floor(Date.now() / 1000);
        return { ...message };
      }
    }
    throw new ChatError('ERR_MESSAGE_NOT_FOUND', String(id));
  }

  startTyping(input: { receiverId: string; receiverType: 'user' | 'group' }): void {
    this.record('startTyping', input);
  }
  endTyping(input: { receiverId: string; receiverType: 'user' | 'group' }): void {
    this.record('endTyping', input);
  }
  async markAsDelivered(message: ChatMessage): Promise<void> {
    this.record('markAsDelivered', message);
  }
  async markAsRead(message: ChatMessage): Promise<void> {
    this.record('markAsRead', message);
  }
  async getUnreadMessageCount() {
    return { users: {}, groups: {} };
  }
  async createGroup(): Promise<ChatGroup> {
    throw new ChatError('ERROR', 'not in this fake');
  }
  async joinGroup(): Promise<ChatGroup> {
    throw new ChatError('ERROR', 'not in this fake');
  }
  async leaveGroup(): Promise<void> {}

  addListener(id: string, listener: ChatListener): void {
    this.listeners.set(id, listener);
  }
  removeListener(id: string): void {
    this.listeners.delete(id);
  }
}
