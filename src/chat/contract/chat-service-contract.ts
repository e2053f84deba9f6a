/**
 * The behaviour every ChatService adapter must show, as one vitest suite. An adapter's test calls
 * runChatServiceContract with a setup that logs in N users on its provider (ours against a real server;
 * CometChat's against its own), so both adapters are held to the same contract.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CHAT_ERROR_CODES,
  ChatError,
  capabilitiesOf,
  conversationIdOf,
  type ChatCapability,
  type ChatGroupAdministration,
  type ChatExtensions,
  type ChatGroups,
  type ChatListener,
  type ChatMessage,
  type ChatModeration,
  type ChatService,
  type ChatUser,
} from '../chat-service';
import { PAGE_SIZE, TYPING_AUTO_END_MS } from '../chat-constants';
import { RICH_MESSAGE_CODES } from '../../../shared/chat/rich-message-codes';
import { MESSAGE_SERVICE_CODES } from '../../../shared/chat/message-services';
import { MEDIA_MESSAGE_CODES } from '../../../shared/chat/media-message-codes';
import { stickerSetsOf } from '../../../shared/chat/stickers';

export interface ContractClient {
  service: ChatService;
  user: ChatUser;
}

export interface ChatContractSetup {
  /** `count` services, each initialised and logged in as a different user. */
  login(count: number): Promise<ContractClient[]>;
  /** Logs out every service and frees what the setup made. */
  cleanup(): Promise<void>;
  /** A token the provider refuses. */
  invalidToken: string;
  /** The provider's longest message text. */
  maxTextLength: number;
  /** The provider's largest image upload in bytes (kept small in tests). */
  maxImageBytes: number;
  /** The provider's codes where they differ from CHAT_ERROR_CODES. */
  codes?: Partial<typeof CHAT_ERROR_CODES>;
  /** The capabilities the provider offers besides messaging (the UI shows the controls of these only). */
  capabilities: Record<ChatCapability, boolean>;
  /** What the provider's message services answer, for those it offers (its translator, model and a web page). */
  services?: {
    /** A text in `language`, and its translation into `target`. */
    translation?: { text: string; language: string; target: string; translated: string };
    /** A text, and the three replies the model suggests for it. */
    smartReplies?: { text: string; replies: { reply_positive: string; reply_neutral: string; reply_negative: string } };
    /** A web page the provider can fetch, and its title and description. */
    linkPreview?: { url: string; title: string; description: string };
  };
}

/** How long a live event may take to arrive. */
const EVENT_TIMEOUT_MS = 5_000;

/** Resolves with the arguments of the first call of a listener callback that matches. */
function nextEvent<K extends keyof ChatListener>(
  service: ChatService,
  name: K,
  matches: (...args: Parameters<NonNullable<ChatListener[K]>>) => boolean = () => true,
  timeoutMs = EVENT_TIMEOUT_MS,
): Promise<Parameters<NonNullable<ChatListener[K]>>> {
  const id = `contract-${String(name)}-${Math.random()}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      service.removeListener(id);
      reject(new Error(`No ${String(name)} within ${timeoutMs} ms`));
    }, timeoutMs);
    const callback = (...args: Parameters<NonNullable<ChatListener[K]>>) => {
      if (!matches(...args)) return;
      clearTimeout(timer);
      service.removeListener(id);
      resolve(args);
    };
    service.addListener(id, { [name]: callback } as ChatListener);
  });
}

/** A PNG signature followed by `size - 8` bytes: enough for a type check by magic bytes. */
function pngOfSize(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return new Blob([bytes], { type: 'image/png' });
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => new Error('expected a refusal'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ChatError);
  return (error as ChatError).code;
}

/** The group administration capability of a client's service. */
function adminOf(client: ContractClient): ChatGroupAdministration {
  const administration = client.service.groupAdministration;
  if (!administration) throw new Error('this provider has no groupAdministration capability');
  return administration;
}

/** The groups capability of a client's service; the contract's group tests need it. */
function groupsOf(client: ContractClient): ChatGroups {
  const groups = client.service.groups;
  if (!groups) throw new Error('this provider has no groups capability');
  return groups;
}

/** The moderation capability of a client's service; the contract's blocking and report tests need it. */
function moderationOf(client: ContractClient): ChatModeration {
  const moderation = client.service.moderation;
  if (!moderation) throw new Error('this provider has no moderation capability');
  return moderation;
}

let guidCounter = 0;
/** §3 "guid (generated as "group_" plus a millisecond timestamp)", with a counter so tests never collide. */
const newGuid = () => `group_${Date.now()}${guidCounter++}`;

export function runChatServiceContract(name: string, setup: () => Promise<ChatContractSetup>): void {
  describe(`ChatService contract: ${name}`, () => {
    let harness: ChatContractSetup;
    let codes: typeof CHAT_ERROR_CODES;

    beforeEach(async () => {
      harness = await setup();
      codes = { ...CHAT_ERROR_CODES, ...harness.codes };
    });
    afterEach(async () => {
      await harness.cleanup();
    });

    async function textFrom(from: ContractClient, to: ContractClient, text: string): Promise<ChatMessage> {
      const received = nextEvent(to.service, 'onTextMessageReceived', (message) => message.text === text);
      const sent = await from.service.sendMessage({ receiverId: to.user.uid, receiverType: 'user', text });
      await received;
      return sent;
    }

    it('logs in, knows the logged-in user, and refuses a bad token', async () => {
      const [alice] = await harness.login(1);
      expect(await alice!.service.getLoggedInUser()).toMatchObject({ uid: alice!.user.uid, name: alice!.user.name });
      const [other] = await harness.login(1);
      await other!.service.logout();
      expect(await refusal(other!.service.login(harness.invalidToken))).toBe(codes.unauthenticated);
    });

    it('offers exactly the capabilities it declares, so the UI can hide the controls of the others', async () => {
      const [alice] = await harness.login(1);
      expect(capabilitiesOf(alice!.service)).toEqual(harness.capabilities);
    });

    it('lists the other users a page at a time, finds them by name, and leaves out the logged-in user', async () => {
      const [alice, bob, carol] = await harness.login(3);
      const all = await alice!.service.usersRequest({ limit: PAGE_SIZE.users }).fetchNext();
      expect(all.map((user) => user.uid)).toEqual(expect.arrayContaining([bob!.user.uid, carol!.user.uid]));
      expect(all.map((user) => user.uid)).not.toContain(alice!.user.uid);
      const pages = alice!.service.usersRequest({ limit: 1 });
      expect(await pages.fetchNext()).toHaveLength(1);
      expect(await pages.fetchNext()).toHaveLength(1);
      const found = await alice!.service.usersRequest({ searchKeyword: bob!.user.name }).fetchNext();
      expect(found.map((user) => user.uid)).toContain(bob!.user.uid);
    });

    it('sends a text from one user to another, with the §3 conversation id and the sender local id', async () => {
      const [alice, bob] = await harness.login(2);
      const received = nextEvent(bob!.service, 'onTextMessageReceived');
      const sent = await alice!.service.sendMessage({
        receiverId: bob!.user.uid,
        receiverType: 'user',
        text: '  Hallo Bob  ',
        muid: 'local-1',
      });
      expect(sent).toMatchObject({ text: 'Hallo Bob', muid: 'local-1', receiverId: bob!.user.uid });
      expect(sent.conversationId).toBe(conversationIdOf('user', alice!.user.uid, bob!.user.uid));
      const [message] = await received;
      expect(message).toMatchObject({ id: sent.id, text: 'Hallo Bob', sender: { uid: alice!.user.uid } });
      expect(typeof message.sentAt).toBe('number');
    });

    it('pages messages 30 at a time, oldest first within a page', async () => {
      const [alice, bob] = await harness.login(2);
      const sent: ChatMessage[] = [];
      for (let index = 0; index < PAGE_SIZE.messages + 5; index += 1) {
        sent.push(
          await alice!.service.sendMessage({ receiverId: bob!.user.uid, receiverType: 'user', text: `m${index}` }),
        );
      }
      const request = bob!.service.messagesRequest({ uid: alice!.user.uid });
      const newest = await request.fetchPrevious();
      expect(newest).toHaveLength(PAGE_SIZE.messages);
      expect(newest.map((message) => message.text)).toEqual(sent.slice(5).map((message) => message.text));
      const oldest = await request.fetchPrevious();
      expect(oldest.map((message) => message.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
      expect(await request.fetchPrevious()).toEqual([]);
    });

    it("reports sent, then delivered (by the receiver's client itself, as it arrives), then read", async () => {
      const [alice, bob] = await harness.login(2);
      // §4 DELIVERED: the message reached Bob's client; nothing in Bob's UI has to ask for it (no panel is open).
      const delivered = nextEvent(alice!.service, 'onMessagesDelivered');
      const sent = await textFrom(alice!, bob!, 'Receipt please');
      expect(sent.sentAt).toBeGreaterThan(0);
      expect(sent.deliveredAt).toBeUndefined();
      expect((await delivered)[0]).toMatchObject({
        receiptType: 'delivery',
        messageId: sent.id,
        sender: { uid: bob!.user.uid },
      });
      const read = nextEvent(alice!.service, 'onMessagesRead');
      await bob!.service.markAsRead(sent);
      expect((await read)[0]).toMatchObject({ receiptType: 'read', messageId: sent.id });
      const [stored] = await alice!.service.messagesRequest({ uid: bob!.user.uid }).fetchPrevious();
      expect(stored?.deliveredAt).toBeGreaterThan(0);
      expect(stored?.readAt).toBeGreaterThan(0);
    });

    it(`shows typing, and ends it by itself after ${TYPING_AUTO_END_MS} ms`, { timeout: 20_000 }, async () => {
      const [alice, bob] = await harness.login(2);
      const started = nextEvent(bob!.service, 'onTypingStarted');
      alice!.service.startTyping({ receiverId: bob!.user.uid, receiverType: 'user' });
      expect((await started)[0]).toMatchObject({ sender: { uid: alice!.user.uid }, receiverId: bob!.user.uid });
      const since = Date.now();
      await nextEvent(bob!.service, 'onTypingEnded', () => true, TYPING_AUTO_END_MS + 3_000);
      expect(Date.now() - since).toBeGreaterThanOrEqual(TYPING_AUTO_END_MS - 500);
      const endedEarly = nextEvent(bob!.service, 'onTypingEnded');
      alice!.service.startTyping({ receiverId: bob!.user.uid, receiverType: 'user' });
      alice!.service.endTyping({ receiverId: bob!.user.uid, receiverType: 'user' });
      await endedEarly;
    });

    it('passes edits and deletions on, and keeps a deleted message without its text', async () => {
      const [alice, bob] = await harness.login(2);
      const sent = await textFrom(alice!, bob!, 'Frist');
      const edited = nextEvent(bob!.service, 'onMessageEdited');
      await alice!.service.editMessage({ id: sent.id, receiverId: bob!.user.uid, receiverType: 'user', text: 'First' });
      expect((await edited)[0]).toMatchObject({ id: sent.id, text: 'First' });
      const deleted = nextEvent(bob!.service, 'onMessageDeleted');
      const result = await alice!.service.deleteMessage(sent.id);
      expect(result.deletedAt).toBeGreaterThan(0);
      expect((await deleted)[0]).toMatchObject({ id: sent.id });
      const [stored] = await bob!.service.messagesRequest({ uid: alice!.user.uid }).fetchPrevious();
      expect(stored?.deletedAt).toBeGreaterThan(0);
      expect(stored?.text).toBeUndefined();
    });

    it('counts unread messages per conversation until they are read', async () => {
      const [alice, bob] = await harness.login(2);
      await textFrom(alice!, bob!, 'one');
      await textFrom(alice!, bob!, 'two');
      const last = await textFrom(alice!, bob!, 'three');
      expect((await bob!.service.getUnreadMessageCount()).users[alice!.user.uid]).toBe(3);
      const [conversation] = await bob!.service.conversationsRequest().fetchNext();
      expect(conversation).toMatchObject({
        conversationId: last.conversationId,
        conversationType: 'user',
        unreadMessageCount: 3,
        lastMessage: { id: last.id },
        conversationWith: { uid: alice!.user.uid },
      });
      await bob!.service.markAsRead(last);
      expect((await bob!.service.getUnreadMessageCount()).users[alice!.user.uid] ?? 0).toBe(0);
    });

    it('creates, joins and leaves a public group, telling the members', async () => {
      const [alice, bob, carol] = await harness.login(3);
      const guid = newGuid();
      const group = await groupsOf(alice!).createGroup({ guid, name: 'Lobby', type: 'public' });
      expect(group).toMatchObject({ guid, hasJoined: true, scope: 'administrator', membersCount: 1 });
      const joined = nextEvent(alice!.service, 'onGroupMemberJoined');
      expect(await groupsOf(bob!).joinGroup(guid, 'public')).toMatchObject({
        hasJoined: true,
        scope: 'participant',
        membersCount: 2,
      });
      const [action, joinedUser, joinedGroup] = await joined;
      expect(action.category).toBe('action');
      expect(joinedUser.uid).toBe(bob!.user.uid);
      expect(joinedGroup.guid).toBe(guid);

      const received = nextEvent(alice!.service, 'onTextMessageReceived', (message) => message.text === 'Hi all');
      const sent = await bob!.service.sendMessage({ receiverId: guid, receiverType: 'group', text: 'Hi all' });
      expect(sent.conversationId).toBe(conversationIdOf('group', guid));
      await received;
      expect(
        await refusal(carol!.service.sendMessage({ receiverId: guid, receiverType: 'group', text: 'Let me in' })),
      ).toBe(codes.notAGroupMember);

      const left = nextEvent(alice!.service, 'onGroupMemberLeft');
      await groupsOf(bob!).leaveGroup(guid);
      expect((await left)[1].uid).toBe(bob!.user.uid);
      expect(
        await refusal(bob!.service.sendMessage({ receiverId: guid, receiverType: 'group', text: 'Still here?' })),
      ).toBe(codes.notAGroupMember);
    });

    it('checks a new group in the order of §5 and guards a password group', async () => {
      const [alice, bob] = await harness.login(2);
      expect(await refusal(groupsOf(alice!).createGroup({ guid: newGuid(), name: '   ', type: 'public' }))).toBe(
        'INVALID_GROUP_NAME',
      );
      expect(
        await refusal(groupsOf(alice!).createGroup({ guid: newGuid(), name: 'X', type: 'secret' as 'public' })),
      ).toBe('INVALID_GROUP_TYPE');
      expect(await refusal(groupsOf(alice!).createGroup({ guid: newGuid(), name: 'X', type: 'password' }))).toBe(
        'INVALID_PASSWORD',
      );
      const guid = newGuid();
      await groupsOf(alice!).createGroup({ guid, name: 'Backstage', type: 'password', password: 'sesame' });
      expect(await refusal(groupsOf(bob!).joinGroup(guid, 'password', 'wrong'))).toBe(codes.wrongGroupPassword);
      expect(await groupsOf(bob!).joinGroup(guid, 'password', 'sesame')).toMatchObject({ hasJoined: true });
      expect(await refusal(groupsOf(bob!).joinGroup(newGuid(), 'public'))).toBe(codes.guidNotFound);
      expect(
        await refusal(bob!.service.sendMessage({ receiverId: newGuid(), receiverType: 'group', text: 'Anyone?' })),
      ).toBe(codes.guidNotFound);
    });

    it('tells others when a user comes online and goes offline', async () => {
      const [alice] = await harness.login(1);
      const online = nextEvent(alice!.service, 'onUserOnline');
      const [bob] = await harness.login(1);
      expect((await online)[0]).toMatchObject({ uid: bob!.user.uid, status: 'online' });
      const offline = nextEvent(alice!.service, 'onUserOffline', (user) => user.uid === bob!.user.uid);
      await bob!.service.logout();
      expect((await offline)[0]).toMatchObject({ status: 'offline' });
      expect((await alice!.service.getUser(bob!.user.uid)).lastActiveAt).toBeGreaterThan(0);
    });

    it('sends an image and refuses files of the wrong type or size', async () => {
      const [alice, bob] = await harness.login(2);
      const received = nextEvent(bob!.service, 'onMediaMessageReceived');
      const sent = await alice!.service.sendMediaMessage({
        receiverId: bob!.user.uid,
        receiverType: 'user',
        type: 'image',
        file: Object.assign(pngOfSize(1_000), { name: 'dot.png' }),
      });
      expect(sent).toMatchObject({
        type: 'image',
        data: { attachments: [{ name: 'dot.png', mimeType: 'image/png' }] },
      });
      const [message] = await received;
      const response = await fetch(message.data!.url!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');

      const text = Object.assign(new Blob(['just text, not an image']), { name: 'fake.png' });
      expect(
        await refusal(
          alice!.service.sendMediaMessage({
            receiverId: bob!.user.uid,
            receiverType: 'user',
            type: 'image',
            file: text,
          }),
        ),
      ).toBe(codes.fileTypeNotAllowed);
      const huge = Object.assign(pngOfSize(harness.maxImageBytes + 1), { name: 'huge.png' });
      expect(
        await refusal(
          alice!.service.sendMediaMessage({
            receiverId: bob!.user.uid,
            receiverType: 'user',
            type: 'image',
            file: huge,
          }),
        ),
      ).toBe(codes.fileTooLarge);
    });

    it('refuses empty, blank and oversized texts', async () => {
      const [alice, bob] = await harness.login(2);
      const to = { receiverId: bob!.user.uid, receiverType: 'user' as const };
      expect(await refusal(alice!.service.sendMessage({ ...to, text: '' }))).toBe(codes.emptyMessage);
      expect(await refusal(alice!.service.sendMessage({ ...to, text: ' \n\t ' }))).toBe(codes.emptyMessage);
      expect(await refusal(alice!.service.sendMessage({ ...to, text: 'x'.repeat(harness.maxTextLength + 1) }))).toBe(
        codes.messageTooLong,
      );
      expect((await alice!.service.sendMessage({ ...to, text: 'x'.repeat(harness.maxTextLength) })).text).toHaveLength(
        harness.maxTextLength,
      );
    });

    it("refuses changing someone else's message and touching another pair's conversation", async () => {
      const [alice, bob, carol] = await harness.login(3);
      const sent = await textFrom(alice!, bob!, 'Between us');
      const edit = { id: sent.id, receiverId: alice!.user.uid, receiverType: 'user' as const, text: 'Hijacked' };
      expect(await refusal(bob!.service.editMessage(edit))).toBe(codes.notMessageOwner);
      expect(await refusal(bob!.service.deleteMessage(sent.id))).toBe(codes.notMessageOwner);
      expect(await refusal(carol!.service.markAsRead(sent))).toBe(codes.conversationForbidden);
      expect(await refusal(carol!.service.deleteMessage(sent.id))).toBe(codes.conversationForbidden);
    });

    describe('group administration (§6)', () => {
      /** A public group of alice (owner), bob (moderator) and carol (participant). */
      async function staffedGroup() {
        const [alice, bob, carol, dave] = await harness.login(4);
        const guid = newGuid();
        await groupsOf(alice!).createGroup({ guid, name: 'Stage', type: 'public' });
        const bobAdded = nextEvent(bob!.service, 'onMemberAddedToGroup', (_action, user) => user.uid === bob!.user.uid);
        expect(await adminOf(alice!).addMembersToGroup(guid, [bob!.user.uid, carol!.user.uid])).toEqual({
          [bob!.user.uid]: 'success',
          [carol!.user.uid]: 'success',
        });
        const [addedAction, addedUser, addedBy, addedTo] = await bobAdded;
        expect(addedAction.action).toMatchObject({ action: 'added', actionBy: alice!.user.uid });
        expect([addedUser.uid, addedBy.uid, addedTo.guid]).toEqual([bob!.user.uid, alice!.user.uid, guid]);
        const promoted = nextEvent(carol!.service, 'onGroupMemberScopeChanged');
        await adminOf(alice!).updateGroupMemberScope(guid, bob!.user.uid, 'moderator');
        const [, changed, newScope, oldScope] = await promoted;
        expect([changed.uid, newScope, oldScope]).toEqual([bob!.user.uid, 'moderator', 'participant']);
        return { alice: alice!, bob: bob!, carol: carol!, dave: dave!, guid };
      }

      it('answers an add with a result per uid, and refuses the ranks below what §6 allows', async () => {
        const { alice, bob, carol, dave, guid } = await staffedGroup();
        expect(await adminOf(alice).addMembersToGroup(guid, [carol.user.uid])).toEqual({
          [carol.user.uid]: codes.alreadyJoined,
        });
        const forbidden = codes.conversationForbidden;
        expect(await refusal(adminOf(carol).kickGroupMember(guid, bob.user.uid))).toBe(forbidden);
        expect(await refusal(adminOf(carol).addMembersToGroup(guid, [dave.user.uid]))).toBe(forbidden);
        expect(await refusal(adminOf(bob).updateGroupMemberScope(guid, carol.user.uid, 'administrator'))).toBe(
          forbidden,
        );
        expect(await refusal(adminOf(bob).banGroupMember(guid, alice.user.uid))).toBe(forbidden);
        expect(await refusal(adminOf(bob).deleteGroup(guid))).toBe(forbidden);
        expect(await refusal(adminOf(dave).kickGroupMember(guid, carol.user.uid))).toBe(codes.notAGroupMember);
      });

      it('kicks and bans with live events; a banned user cannot send or join until unbanned', async () => {
        const { alice, bob, carol, guid } = await staffedGroup();
        const kicked = nextEvent(carol.service, 'onGroupMemberKicked');
        await adminOf(bob).kickGroupMember(guid, carol.user.uid);
        const [kickAction, kickedUser, kickedBy] = await kicked;
        expect(kickAction.action).toMatchObject({ action: 'kicked', actionFor: { guid, membersCount: 2 } });
        expect([kickedUser.uid, kickedBy.uid]).toEqual([carol.user.uid, bob.user.uid]);
        const toGroup = { receiverId: guid, receiverType: 'group' as const, text: 'Still in?' };
        expect(await refusal(carol.service.sendMessage(toGroup))).toBe(codes.notAGroupMember);

        await groupsOf(carol).joinGroup(guid, 'public');
        const banned = nextEvent(alice.service, 'onGroupMemberBanned');
        await adminOf(bob).banGroupMember(guid, carol.user.uid);
        expect((await banned)[1].uid).toBe(carol.user.uid);
        expect(await refusal(carol.service.sendMessage(toGroup))).toBe(codes.notAGroupMember);
        expect(await refusal(groupsOf(carol).joinGroup(guid, 'public'))).toBe(codes.bannedFromGroup);
        const bannedList = await adminOf(bob).bannedMembersRequest(guid).fetchNext();
        expect(bannedList).toEqual([expect.objectContaining({ uid: carol.user.uid, scope: 'participant' })]);

        const unbanned = nextEvent(alice.service, 'onGroupMemberUnbanned');
        await adminOf(bob).unbanGroupMember(guid, carol.user.uid);
        expect((await unbanned)[1].uid).toBe(carol.user.uid);
        expect(await adminOf(bob).bannedMembersRequest(guid).fetchNext()).toEqual([]);
        expect(await groupsOf(carol).joinGroup(guid, 'public')).toMatchObject({ hasJoined: true });
      });

      it('deletes a group for everyone, telling its members', async () => {
        const { alice, bob, guid } = await staffedGroup();
        const deleted = nextEvent(bob.service, 'onGroupDeleted');
        await adminOf(alice).deleteGroup(guid);
        expect((await deleted)[0]).toBe(guid);
        expect(await refusal(groupsOf(bob).getGroup(guid))).toBe(codes.guidNotFound);
        expect(
          await refusal(bob.service.sendMessage({ receiverId: guid, receiverType: 'group', text: 'Hello?' })),
        ).toBe(codes.guidNotFound);
      });
    });

    it('blocks and unblocks by uid, shows blockedByMe and hasBlockedMe, and lists whom a user blocked', async () => {
      const [alice, bob, carol] = await harness.login(3);
      const moderation = moderationOf(alice!);
      expect(await moderation.blockUsers([bob!.user.uid, carol!.user.uid])).toEqual({
        [bob!.user.uid]: 'success',
        [carol!.user.uid]: 'success',
      });
      expect((await moderation.blockUsers([alice!.user.uid]))[alice!.user.uid]).toBe('fail');
      expect(await alice!.service.getUser(bob!.user.uid)).toMatchObject({ blockedByMe: true, hasBlockedMe: false });
      expect(await bob!.service.getUser(alice!.user.uid)).toMatchObject({ blockedByMe: false, hasBlockedMe: true });
      const blocked = moderation.blockedUsersRequest({ limit: 1 });
      const listed = [...(await blocked.fetchNext()), ...(await blocked.fetchNext())];
      expect(listed.map((user) => user.uid).sort()).toEqual([bob!.user.uid, carol!.user.uid].sort());
      expect(listed.every((user) => user.blockedByMe)).toBe(true);
      expect(await blocked.fetchNext()).toEqual([]);

      expect(await moderation.unblockUsers([bob!.user.uid])).toEqual({ [bob!.user.uid]: 'success' });
      expect(await alice!.service.getUser(bob!.user.uid)).toMatchObject({ blockedByMe: false });
      const after = await moderation.blockedUsersRequest().fetchNext();
      expect(after.map((user) => user.uid)).toEqual([carol!.user.uid]);
    });

    it('passes no message within a blocked pair, either way, and unblocking restores it', async () => {
      const [alice, bob] = await harness.login(2);
      await moderationOf(alice!).blockUsers([bob!.user.uid]);
      const toAlice = { receiverId: alice!.user.uid, receiverType: 'user' as const, text: 'Hello?' };
      expect(await refusal(bob!.service.sendMessage(toAlice))).toBe(codes.userBlocked);
      expect(
        await refusal(alice!.service.sendMessage({ receiverId: bob!.user.uid, receiverType: 'user', text: 'No' })),
      ).toBe(codes.userBlocked);
      await moderationOf(alice!).unblockUsers([bob!.user.uid]);
      expect((await textFrom(bob!, alice!, 'Hello again')).text).toBe('Hello again');
    });

    it('reports a received message, but not one of its own or of a conversation it is not in', async () => {
      const [alice, bob, carol] = await harness.login(3);
      const sent = await textFrom(alice!, bob!, 'You are all idiots');
      await moderationOf(bob!).reportMessage({ id: sent.id, reason: 'Insults' });
      expect(await refusal(moderationOf(alice!).reportMessage({ id: sent.id, reason: 'Mine' }))).toBe(
        codes.invalidInput,
      );
      expect(await refusal(moderationOf(bob!).reportMessage({ id: sent.id, reason: '   ' }))).toBe(codes.invalidInput);
      expect(await refusal(moderationOf(carol!).reportMessage({ id: sent.id, reason: 'Nosy' }))).toBe(
        codes.conversationForbidden,
      );
    });

    // The rich-message extensions (issue #16), for a provider that offers them; one without them has none to call.
    const withExtensions = (client: ContractClient | undefined) => {
      if (harness.capabilities.extensions) return true;
      expect(client?.service.extensions).toBeUndefined();
      return false;
    };

    it('passes reactions on live as edits with the §3 reactions map, and takes them back', async () => {
      const [alice, bob] = await harness.login(2);
      if (!withExtensions(alice)) return;
      const sent = await textFrom(alice!, bob!, 'React to me');
      const seen = nextEvent(
        alice!.service,
        'onMessageEdited',
        (message) => message.id === sent.id && message.metadata?.['reactions'] !== undefined,
      );
      const reacted = await extensionsOf(bob!).addReaction(sent.id, '👍');
      const byBob = { '👍': { [bob!.user.uid]: { name: bob!.user.name } } };
      expect(reacted.metadata?.['reactions']).toEqual(byBob);
      expect((await seen)[0].metadata?.['reactions']).toEqual(byBob);
      // Twice is once; taken back, it is gone for both.
      expect((await extensionsOf(bob!).addReaction(sent.id, '👍')).metadata?.['reactions']).toEqual(byBob);
      const gone = nextEvent(alice!.service, 'onMessageEdited', (message) => message.id === sent.id);
      expect((await extensionsOf(bob!).removeReaction(sent.id, '👍')).metadata?.['reactions']).toBeUndefined();
      expect((await gone)[0].metadata?.['reactions']).toBeUndefined();
    });

    it('refuses reactions to unknown, foreign and deleted messages and anything but an emoji', async () => {
      const [alice, bob, carol] = await harness.login(3);
      if (!withExtensions(alice)) return;
      const sent = await textFrom(alice!, bob!, 'Only for Bob');
      expect(await refusal(extensionsOf(bob!).addReaction(sent.id + 100_000, '👍'))).toBe(codes.messageNotFound);
      expect(await refusal(extensionsOf(carol!).addReaction(sent.id, '👍'))).toBe(codes.conversationForbidden);
      expect(await refusal(extensionsOf(bob!).addReaction(sent.id, '<img>'))).toBe(RICH_MESSAGE_CODES.invalidReaction);
      await alice!.service.deleteMessage(sent.id);
      expect(await refusal(extensionsOf(bob!).addReaction(sent.id, '👍'))).toBe(RICH_MESSAGE_CODES.messageDeleted);
    });

    it('keeps thread replies out of the main list and counts them on the parent, one level deep', async () => {
      const [alice, bob] = await harness.login(2);
      if (!withExtensions(alice)) return;
      const parent = await textFrom(alice!, bob!, 'Thread start');
      const to = { receiverId: alice!.user.uid, receiverType: 'user' as const };
      const arrived = nextEvent(alice!.service, 'onTextMessageReceived', (message) => message.text === 'In the thread');
      const reply = await bob!.service.sendMessage({ ...to, text: 'In the thread', parentMessageId: parent.id });
      expect(reply.parentMessageId).toBe(parent.id);
      expect((await arrived)[0].parentMessageId).toBe(parent.id);

      const main = await alice!.service.messagesRequest({ uid: bob!.user.uid, hideReplies: true }).fetchPrevious();
      expect(main.map((message) => message.id)).toEqual([parent.id]);
      expect(main[0]?.replyCount).toBe(1);
      const thread = await extensionsOf(alice!)
        .threadMessagesRequest({ receiverId: bob!.user.uid, receiverType: 'user', parentMessageId: parent.id })
        .fetchPrevious();
      expect(thread.map((message) => message.text)).toEqual(['In the thread']);
      expect(await refusal(bob!.service.sendMessage({ ...to, text: 'Deeper', parentMessageId: reply.id }))).toBe(
        RICH_MESSAGE_CODES.replyToReply,
      );
    });

    it('creates polls as §5 allows and counts one vote per voter, live on the other side', async () => {
      const [alice, bob] = await harness.login(2);
      if (!withExtensions(alice)) return;
      const to = { receiverId: bob!.user.uid, receiverType: 'user' as const };
      expect(await refusal(extensionsOf(alice!).createPoll({ ...to, question: ' ', options: ['a', 'b'] }))).toBe(
        RICH_MESSAGE_CODES.pollQuestionBlank,
      );
      expect(await refusal(extensionsOf(alice!).createPoll({ ...to, question: 'Q?', options: ['a', ''] }))).toBe(
        RICH_MESSAGE_CODES.pollOptionBlank,
      );
      const arrived = nextEvent(
        bob!.service,
        'onCustomMessageReceived',
        (message) => message.type === 'extension_poll',
      );
      const poll = await extensionsOf(alice!).createPoll({ ...to, question: 'Mittag?', options: ['Pizza', 'Salat'] });
      expect(poll).toMatchObject({ category: 'custom', type: 'extension_poll' });
      expect((await arrived)[0].metadata?.['polls']).toMatchObject({ question: 'Mittag?', results: { total: 0 } });

      const seen = nextEvent(
        alice!.service,
        'onMessageEdited',
        (message) => (message.metadata?.['polls'] as { results: { total: number } } | undefined)?.results.total === 1,
      );
      await extensionsOf(bob!).votePoll(poll.id, 2);
      const [counted] = await seen;
      expect(counted.metadata?.['polls']).toMatchObject({
        options: { '1': { count: 0 }, '2': { count: 1, voters: { [bob!.user.uid]: { name: bob!.user.name } } } },
      });
      const moved = await extensionsOf(bob!).votePoll(poll.id, 1);
      expect(moved.metadata?.['polls']).toMatchObject({
        options: { '1': { count: 1 }, '2': { count: 0 } },
        results: { total: 1 },
      });
      expect(await refusal(extensionsOf(bob!).votePoll(poll.id, 3))).toBe(RICH_MESSAGE_CODES.invalidVote);
    });

    // The message services (issue #16): each offered or not as declared; each reads only messages of the asker's
    // conversations.
    it('offers the message services it declares, and no others', async () => {
      const [alice] = await harness.login(1);
      const offered = capabilitiesOf(alice!.service);
      for (const service of ['translation', 'smartReplies', 'linkPreviews'] as const) {
        expect(offered[service]).toBe(harness.capabilities[service]);
      }
    });

    it('translates a received text message into the asked language, for the conversation only', async () => {
      const [alice, bob, carol] = await harness.login(3);
      const fixture = harness.services?.translation;
      const translation = bob!.service.translation;
      if (!harness.capabilities.translation || !fixture || !translation) return;
      const sent = await textFrom(alice!, bob!, fixture.text);
      const answer = await translation.translateMessage({ messageId: sent.id, language: fixture.target });
      expect(answer).toEqual({
        language_original: fixture.language,
        translations: [{ message_translated: fixture.translated, language_translated: fixture.target }],
      });
      const foreign = carol!.service.translation!.translateMessage({ messageId: sent.id, language: fixture.target });
      expect(await refusal(foreign)).toBe(codes.conversationForbidden);
    });

    it('suggests three replies to a received text message, none to an own one', async () => {
      const [alice, bob] = await harness.login(2);
      const fixture = harness.services?.smartReplies;
      const replies = bob!.service.smartReplies;
      if (!harness.capabilities.smartReplies || !fixture || !replies) return;
      const sent = await textFrom(alice!, bob!, fixture.text);
      expect(await replies.smartReplies(sent.id)).toEqual(fixture.replies);
      expect(await refusal(alice!.service.smartReplies!.smartReplies(sent.id))).toBe(MESSAGE_SERVICE_CODES.ownMessage);
    });

    it('previews the web page a text message links to', async () => {
      const [alice, bob] = await harness.login(2);
      const fixture = harness.services?.linkPreview;
      const previews = bob!.service.linkPreviews;
      if (!harness.capabilities.linkPreviews || !fixture || !previews) return;
      const sent = await textFrom(alice!, bob!, `Schau mal: ${fixture.url}`);
      const [preview] = await previews.linkPreviews(sent.id);
      expect(preview).toMatchObject({ url: fixture.url, title: fixture.title, description: fixture.description });
      const plain = await textFrom(alice!, bob!, 'Kein Link hier');
      expect(await previews.linkPreviews(plain.id)).toEqual([]);
    });

    it('lists stickers and sends one of them as an extension_sticker message; refuses any other', async () => {
      const [alice, bob] = await harness.login(2);
      if (!withExtensions(alice)) return;
      const list = await extensionsOf(alice!).fetchStickers();
      expect(list.defaultStickers.length).toBeGreaterThan(0);
      const [sticker] = stickerSetsOf(list)[0]!.stickers;
      const to = { receiverId: bob!.user.uid, receiverType: 'user' as const };
      const arrived = nextEvent(bob!.service, 'onCustomMessageReceived', (m) => m.type === 'extension_sticker');
      const sent = await extensionsOf(alice!).sendSticker({ ...to, sticker: sticker! });
      expect(sent).toMatchObject({ category: 'custom', type: 'extension_sticker' });
      expect((await arrived)[0].data?.customData).toEqual({
        sticker_url: sticker!.stickerUrl,
        sticker_name: sticker!.stickerName,
      });
      const unknown = { stickerSetName: sticker!.stickerSetName, stickerName: 'not-a-sticker' };
      expect(await refusal(extensionsOf(alice!).sendSticker({ ...to, sticker: unknown }))).toBe(
        MEDIA_MESSAGE_CODES.unknownSticker,
      );
    });

    it('sends a location message and refuses a position off the globe', async () => {
      const [alice, bob] = await harness.login(2);
      if (!withExtensions(alice)) return;
      const to = { receiverId: bob!.user.uid, receiverType: 'user' as const };
      const arrived = nextEvent(bob!.service, 'onCustomMessageReceived', (m) => m.type === 'location');
      await extensionsOf(alice!).sendLocation({ ...to, latitude: 52.520008, longitude: 13.404954 });
      expect((await arrived)[0]).toMatchObject({
        category: 'custom',
        data: { customData: { latitude: 52.520008, longitude: 13.404954 } },
      });
      for (const [latitude, longitude] of [
        [91, 0],
        [0, -180.5],
        [Number.NaN, 0],
      ] as const) {
        expect(await refusal(extensionsOf(alice!).sendLocation({ ...to, latitude, longitude }))).toBe(
          MEDIA_MESSAGE_CODES.invalidLocation,
        );
      }
    });

    it('fetches shared media by type, ten a page (§7 "Shared media fetch")', async () => {
      const [alice, bob] = await harness.login(2);
      const to = { receiverId: bob!.user.uid, receiverType: 'user' as const };
      for (let index = 0; index < 11; index += 1) {
        await alice!.service.sendMediaMessage({
          ...to,
          type: 'image',
          file: Object.assign(pngOfSize(100), { name: `${index}.png` }),
        });
      }
      await alice!.service.sendMessage({ ...to, text: 'not media' });
      const request = bob!.service.messagesRequest({
        uid: alice!.user.uid,
        limit: 10,
        categories: ['message'],
        types: ['image'],
      });
      const first = await request.fetchPrevious();
      expect(first).toHaveLength(10);
      expect(first.every((message) => message.type === 'image')).toBe(true);
      expect((await request.fetchPrevious()).map((message) => message.data?.attachments?.[0]?.name)).toEqual(['0.png']);
      const videos = bob!.service.messagesRequest({
        uid: alice!.user.uid,
        limit: 10,
        categories: ['message'],
        types: ['video'],
      });
      expect(await videos.fetchPrevious()).toEqual([]);
    });
  });
}

/** The extensions capability of a client's service; the contract's extension tests need it. */
function extensionsOf(client: ContractClient): ChatExtensions {
  const extensions = client.service.extensions;
  if (!extensions) throw new Error('this provider has no extensions capability');
  return extensions;
}
