import {
  ChatError,
  conversationIdOf,
  type ChatGroup,
  type ChatGroups,
  type ChatListener,
  type ChatMessage,
  type ChatService,
  type ChatUser,
  type Conversation,
  type CreateGroupInput,
  type EditMessageInput,
  type GroupMember,
  type MessagesRequestOptions,
  type PagedRequest,
  type SendMediaInput,
  type SendTextInput,
} from '../../../chat/chat-service';

/**
 * What a test can make fail with a ChatError (or any thrown value): a port method by name, `fetchPrevious` of a
 * conversation's messages, or the paged lists and the unread poll by their short names.
 */
type FailingMethod =
  | 'init'
  | 'login'
  | 'createGroup'
  | 'joinGroup'
  | 'unread'
  | 'conversations'
  | 'users'
  | 'groups'
  | 'fetchPrevious'
  | 'sendMessage'
  | 'sendMediaMessage'
  | 'editMessage'
  | 'deleteMessage'
  | 'markAsRead'
  | 'markAsDelivered';

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

export interface FakeChatSeed {
  me: ChatUser;
  users?: ChatUser[];
  groups?: ChatGroup[];
  conversations?: Conversation[];
  /** Unread messages across every conversation, as the unread poll fetches them. */
  unread?: ChatMessage[];
  /** Already logged in (no token needed), as a host that hands over a ready service. */
  loggedIn?: boolean;
  /** Capabilities to leave out, as a provider without them: `{ groups: false }`. */
  capabilities?: { groups?: boolean };
}

/**
 * The in-memory ChatService for the chat UI's unit tests: seeded users, groups, conversations and unread messages,
 * paging like the real request objects, search, stored messages per conversation that sends, edits and deletions
 * change, held sends the test answers by hand, and `emit()` to fire any live listener.
 */
export class FakeChatService implements ChatService, ChatGroups {
  readonly me: ChatUser;
  users: ChatUser[];
  /** The seeded groups (and those created or joined). */
  groupList: ChatGroup[];
  /** The groups capability: this double itself, or absent when seeded without it (`capabilities.groups: false`). */
  readonly groups?: ChatGroups;
  conversations: Conversation[];
  unread: ChatMessage[];
  /** The lists' and groups' calls in order, e.g. ['usersRequest:{"searchKeyword":"an"}', 'joinGroup:g1']. */
  readonly callLog: string[] = [];
  /** createGroup answers this instead of a group when set (§8 "empty result" means GROUP_JOIN_FAIL). */
  emptyCreateResult = false;
  readonly listeners = new Map<string, ChatListener>();
  /** Server messages by conversation id, oldest first. */
  readonly stored = new Map<string, ChatMessage[]>();
  /** When set, the next sends wait for the test (`answerSend`) instead of answering at once. */
  holdSends = false;
  private readonly failures = new Map<string, unknown>();
  private readonly records: { method: string; args: unknown[] }[] = [];
  private readonly heldSends: Deferred<ChatMessage>[] = [];
  private nextId = 1000;
  private loggedIn: boolean;

  constructor(seed: FakeChatSeed) {
    this.me = seed.me;
    this.users = seed.users ?? [];
    this.groupList = seed.groups ?? [];
    if (seed.capabilities?.groups !== false) this.groups = this;
    this.conversations = seed.conversations ?? [];
    this.unread = seed.unread ?? [];
    this.loggedIn = seed.loggedIn ?? false;
  }

  /** The next calls of `method` throw `error` until `heal(method)`. */
  fail(method: FailingMethod, error: unknown = new ChatError('ERR_FAKE', `${method} failed`)): void {
    this.failures.set(method, error);
  }

  heal(method: FailingMethod): void {
    this.failures.delete(method);
  }

  /** Fires a live event on every listener, as the provider would. */
  emit<Name extends keyof ChatListener>(name: Name, ...args: Parameters<NonNullable<ChatListener[Name]>>): void {
    for (const listener of this.listeners.values()) {
      const callback = listener[name] as unknown as ((...callbackArgs: typeof args) => void) | undefined;
      callback?.(...args);
    }
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** The arguments of every call of a conversation method (sends, typing, receipts, message fetches). */
  callsOf(method: string): unknown[][] {
    return this.records.filter((call) => call.method === method).map((call) => call.args);
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

  /** Answers the oldest held send with the server message, or fails it. */
  answerSend(error?: unknown): void {
    const held = this.heldSends.shift();
    if (!held) throw new Error('no send is waiting');
    if (error) held.reject(error);
    else held.resolve(undefined as unknown as ChatMessage);
  }

  async init(): Promise<void> {
    this.check('init');
  }

  async login(token: string): Promise<ChatUser> {
    this.callLog.push(`login:${token}`);
    this.check('login');
    this.loggedIn = true;
    return this.me;
  }

  async logout(): Promise<void> {
    this.loggedIn = false;
  }

  async getLoggedInUser(): Promise<ChatUser | null> {
    return this.loggedIn ? this.me : null;
  }

  async getUser(uid: string): Promise<ChatUser> {
    const user = this.users.find((candidate) => candidate.uid === uid);
    if (!user) throw new ChatError('ERR_UID_NOT_FOUND', uid);
    return user;
  }

  async getGroup(guid: string): Promise<ChatGroup> {
    const group = this.groupList.find((candidate) => candidate.guid === guid);
    if (!group) throw new ChatError('ERR_GUID_NOT_FOUND', guid);
    return group;
  }

  messagesRequest(options: MessagesRequestOptions) {
    this.callLog.push(`messagesRequest:${JSON.stringify(options)}`);
    this.record('messagesRequest', options);
    if (options.unread) {
      return {
        fetchPrevious: async () => {
          this.check('unread');
          return this.unread.slice(0, options.limit ?? 30);
        },
      };
    }
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

  conversationsRequest(options: { limit?: number; conversationType?: 'user' | 'group' } = {}) {
    this.callLog.push(`conversationsRequest:${JSON.stringify(options)}`);
    return this.pages('conversations', options.limit, () =>
      this.conversations.filter(
        (conversation) => !options.conversationType || conversation.conversationType === options.conversationType,
      ),
    );
  }

  usersRequest(options: { limit?: number; friendsOnly?: boolean; searchKeyword?: string } = {}) {
    this.callLog.push(`usersRequest:${JSON.stringify(options)}`);
    return this.pages('users', options.limit, () => matching(this.users, options.searchKeyword));
  }

  groupsRequest(options: { limit?: number; searchKeyword?: string; joinedOnly?: boolean } = {}) {
    this.callLog.push(`groupsRequest:${JSON.stringify(options)}`);
    return this.pages('groups', options.limit, () => matching(this.groupList, options.searchKeyword));
  }

  groupMembersRequest(): PagedRequest<GroupMember> {
    return { fetchNext: async () => [] };
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
    const message = this.storedMessage(input.id);
    // The server reruns the text extensions on an edit; this fake has none, so their old results go.
    Object.assign(message, { text: input.text, editedAt: Math.floor(Date.now() / 1000) });
    delete message.metadata;
    return { ...message };
  }

  async deleteMessage(id: number): Promise<ChatMessage> {
    this.record('deleteMessage', id);
    const message = this.storedMessage(id);
    message.deletedAt = Math.floor(Date.now() / 1000);
    return { ...message };
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
    this.check('unread');
    return { users: {}, groups: {} };
  }

  async createGroup(input: CreateGroupInput): Promise<ChatGroup> {
    this.callLog.push(`createGroup:${JSON.stringify(input)}`);
    this.check('createGroup');
    // The SDK may resolve with nothing; the port's type cannot say so, the UI must still handle it (§8).
    if (this.emptyCreateResult) return undefined as unknown as ChatGroup;
    const group: ChatGroup = {
      guid: input.guid,
      name: input.name,
      type: input.type,
      membersCount: 1,
      hasJoined: true,
      scope: 'administrator',
      owner: this.me.uid,
    };
    this.groupList.unshift(group);
    return group;
  }

  async joinGroup(guid: string, type: ChatGroup['type'], password?: string): Promise<ChatGroup> {
    this.callLog.push(`joinGroup:${guid}${password === undefined ? '' : `:${password}`}`);
    this.check('joinGroup');
    const group = await this.getGroup(guid);
    if (type === 'password' && group.type === 'password' && !password) {
      throw new ChatError('ERR_WRONG_GROUP_PASSWORD', 'password needed');
    }
    const joined = { ...group, hasJoined: true, scope: 'participant' as const };
    this.groupList = this.groupList.map((candidate) => (candidate.guid === guid ? joined : candidate));
    return joined;
  }

  async leaveGroup(): Promise<void> {}

  addListener(id: string, listener: ChatListener): void {
    this.listeners.set(id, listener);
  }

  removeListener(id: string): void {
    this.listeners.delete(id);
  }

  private check(method: string): void {
    if (this.failures.has(method)) throw this.failures.get(method);
  }

  private record(method: string, ...args: unknown[]): void {
    this.records.push({ method, args });
    this.check(method);
  }

  private storedMessage(id: number): ChatMessage {
    for (const list of this.stored.values()) {
      const message = list.find((candidate) => candidate.id === id);
      if (message) return message;
    }
    throw new ChatError('ERR_MESSAGE_NOT_FOUND', String(id));
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

  private pages<T>(method: FailingMethod, limit = 30, items: () => T[]): PagedRequest<T> {
    let offset = 0;
    return {
      fetchNext: async () => {
        this.check(method);
        const page = items().slice(offset, offset + limit);
        offset += page.length;
        return page;
      },
    };
  }
}

function matching<T extends { name: string }>(items: T[], keyword: string | undefined): T[] {
  const needle = keyword?.trim().toLowerCase();
  return needle ? items.filter((item) => item.name.toLowerCase().includes(needle)) : items;
}

export const fakeUser = (uid: string, name = uid, status: ChatUser['status'] = 'offline'): ChatUser => ({
  uid,
  name,
  status,
});

export const fakeGroup = (guid: string, name = guid, overrides: Partial<ChatGroup> = {}): ChatGroup => ({
  guid,
  name,
  type: 'public',
  membersCount: 2,
  hasJoined: false,
  ...overrides,
});

let nextMessageId = 1;

/** A text message; `to` is a uid (user chat) or a group. */
export function fakeMessage(
  from: ChatUser,
  to: ChatUser | ChatGroup,
  overrides: Partial<ChatMessage> = {},
): ChatMessage {
  const toGroup = 'guid' in to;
  return {
    id: nextMessageId++,
    conversationId: toGroup ? conversationIdOf('group', to.guid) : conversationIdOf('user', from.uid, to.uid),
    category: 'message',
    type: 'text',
    text: 'Hallo',
    sender: { uid: from.uid, name: from.name },
    receiverId: toGroup ? to.guid : to.uid,
    receiverType: toGroup ? 'group' : 'user',
    sentAt: 1_760_000_000 + nextMessageId,
    ...overrides,
  };
}

export function fakeConversation(
  me: ChatUser,
  other: ChatUser | ChatGroup,
  overrides: Partial<Conversation> = {},
): Conversation {
  const group = 'guid' in other;
  return {
    conversationId: group ? conversationIdOf('group', other.guid) : conversationIdOf('user', me.uid, other.uid),
    conversationType: group ? 'group' : 'user',
    conversationWith: other,
    unreadMessageCount: 0,
    ...overrides,
  };
}
