import {
  ChatError,
  conversationIdOf,
  type ChatGroup,
  type ChatListener,
  type ChatMessage,
  type ChatService,
  type ChatUser,
  type Conversation,
  type CreateGroupInput,
  type GroupMember,
  type MessagesRequestOptions,
  type PagedRequest,
} from '../../../chat/chat-service';

/** The ChatService methods a test can make fail with a ChatError (or any thrown value). */
type FailingMethod = 'init' | 'login' | 'createGroup' | 'joinGroup' | 'unread' | 'conversations' | 'users' | 'groups';

export interface FakeChatSeed {
  me: ChatUser;
  users?: ChatUser[];
  groups?: ChatGroup[];
  conversations?: Conversation[];
  /** Unread messages across every conversation, as the unread poll fetches them. */
  unread?: ChatMessage[];
  /** Already logged in (no token needed), as a host that hands over a ready service. */
  loggedIn?: boolean;
}

/**
 * An in-memory ChatService for unit tests and the bubble's browser test: seeded data, paging like the real
 * request objects, search, and `emit()` to fire any live listener. The real adapters replace it after merge.
 */
export class FakeChatService implements ChatService {
  readonly me: ChatUser;
  users: ChatUser[];
  groups: ChatGroup[];
  conversations: Conversation[];
  unread: ChatMessage[];
  /** Calls in order, e.g. ['usersRequest:{"searchKeyword":"an"}', 'joinGroup:g1']. */
  readonly calls: string[] = [];
  /** createGroup answers this instead of a group when set (§8 "empty result" means GROUP_JOIN_FAIL). */
  emptyCreateResult = false;
  private failures = new Map<FailingMethod, unknown>();
  private listeners = new Map<string, ChatListener>();
  private loggedIn: boolean;

  constructor(seed: FakeChatSeed) {
    this.me = seed.me;
    this.users = seed.users ?? [];
    this.groups = seed.groups ?? [];
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

  async init(): Promise<void> {
    this.check('init');
  }

  async login(token: string): Promise<ChatUser> {
    this.calls.push(`login:${token}`);
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
    const group = this.groups.find((candidate) => candidate.guid === guid);
    if (!group) throw new ChatError('ERR_GUID_NOT_FOUND', guid);
    return group;
  }

  messagesRequest(options: MessagesRequestOptions) {
    this.calls.push(`messagesRequest:${JSON.stringify(options)}`);
    return {
      fetchPrevious: async () => {
        if (options.unread) this.check('unread');
        return options.unread ? this.unread.slice(0, options.limit ?? 30) : [];
      },
    };
  }

  conversationsRequest(options: { limit?: number; conversationType?: 'user' | 'group' } = {}) {
    this.calls.push(`conversationsRequest:${JSON.stringify(options)}`);
    return this.pages('conversations', options.limit, () =>
      this.conversations.filter(
        (conversation) => !options.conversationType || conversation.conversationType === options.conversationType,
      ),
    );
  }

  usersRequest(options: { limit?: number; friendsOnly?: boolean; searchKeyword?: string } = {}) {
    this.calls.push(`usersRequest:${JSON.stringify(options)}`);
    return this.pages('users', options.limit, () => matching(this.users, options.searchKeyword));
  }

  groupsRequest(options: { limit?: number; searchKeyword?: string; joinedOnly?: boolean } = {}) {
    this.calls.push(`groupsRequest:${JSON.stringify(options)}`);
    return this.pages('groups', options.limit, () => matching(this.groups, options.searchKeyword));
  }

  groupMembersRequest(): PagedRequest<GroupMember> {
    return { fetchNext: async () => [] };
  }

  async sendMessage(): Promise<ChatMessage> {
    throw new ChatError('ERR_FAKE', 'the fake does not send messages');
  }

  async sendMediaMessage(): Promise<ChatMessage> {
    throw new ChatError('ERR_FAKE', 'the fake does not send messages');
  }

  async editMessage(): Promise<ChatMessage> {
    throw new ChatError('ERR_FAKE', 'the fake does not edit messages');
  }

  async deleteMessage(): Promise<ChatMessage> {
    throw new ChatError('ERR_FAKE', 'the fake does not delete messages');
  }

  startTyping(): void {}

  endTyping(): void {}

  async markAsDelivered(): Promise<void> {}

  async markAsRead(): Promise<void> {}

  async getUnreadMessageCount() {
    this.check('unread');
    return { users: {}, groups: {} };
  }

  async createGroup(input: CreateGroupInput): Promise<ChatGroup> {
    this.calls.push(`createGroup:${JSON.stringify(input)}`);
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
    this.groups.unshift(group);
    return group;
  }

  async joinGroup(guid: string, type: ChatGroup['type'], password?: string): Promise<ChatGroup> {
    this.calls.push(`joinGroup:${guid}${password === undefined ? '' : `:${password}`}`);
    this.check('joinGroup');
    const group = await this.getGroup(guid);
    if (type === 'password' && group.type === 'password' && !password) {
      throw new ChatError('ERR_WRONG_GROUP_PASSWORD', 'password needed');
    }
    const joined = { ...group, hasJoined: true, scope: 'participant' as const };
    this.groups = this.groups.map((candidate) => (candidate.guid === guid ? joined : candidate));
    return joined;
  }

  async leaveGroup(): Promise<void> {}

  addListener(id: string, listener: ChatListener): void {
    this.listeners.set(id, listener);
  }

  removeListener(id: string): void {
    this.listeners.delete(id);
  }

  private check(method: FailingMethod): void {
    if (this.failures.has(method)) throw this.failures.get(method);
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
