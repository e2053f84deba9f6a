// The chat's one door to the access policy: gathers the facts a decision needs from the modules' stores (membership,
// the group's type, who sent a message), asks decideChat of auth/access-policy.ts, and turns a refusal into the chat
// code the client knows. Every chat module checks who asks through here.
import type { MemberScope, ReceiverType } from '../../shared/chat/chat-entities.js';
import { conversationIdOf, guidOfConversation, partnerOf } from '../../shared/chat/conversation-id.js';
import type { RequestOf } from '../../shared/chat/chat-requests.js';
import { decideChat, type ChatAction, type ChatFacts, type ChatRefusalReason } from '../auth/access-policy.js';
import type { Db } from '../store/database.js';
import { createModerationSettings } from '../moderation/moderation-settings.js';
import { isPairBlocked } from './blocking/blocking-store.js';
import { CALL_CODES } from '../../shared/chat/calls.js';
import { CHAT_ERROR_CODES, ChatRefusal } from './chat-codes.js';
import { findChatUser, type ChatUserRow } from './chat-users.js';
import { bannedScope, findGroup, memberScope, type GroupRow } from './groups/group-store.js';
import { findMessage, findParticipant, type MessageRow } from './messages/message-store.js';
/** Who asks: a logged-in socket's user. */
type Asker = { uid: string; friendsOnly?: true; anonymous?: true };

const REFUSAL_CODES = {
  notAMember: CHAT_ERROR_CODES.notAGroupMember,
  forbidden: CHAT_ERROR_CODES.conversationForbidden,
  notOwner: CHAT_ERROR_CODES.notMessageOwner,
  hidden: CHAT_ERROR_CODES.guidNotFound,
  self: CHAT_ERROR_CODES.invalidInput,
  banned: CHAT_ERROR_CODES.bannedFromGroup,
  blocked: CHAT_ERROR_CODES.userBlocked,
} as const satisfies Record<ChatRefusalReason, string>;

/** The refusal's message, for what was asked. */
type Explain = (refusal: ChatRefusalReason) => string;

const notJoined = (guid: string) => `You have not joined the group ${guid}`;
const defaultExplanation =
  (guid?: string): Explain =>
  (refusal) =>
    ({
      notAMember: notJoined(guid ?? ''),
      forbidden: 'That conversation is not yours',
      notOwner: 'Only the sender may change a message',
      hidden: `There is no group ${guid ?? ''}`,
      self: 'You cannot message yourself',
      banned: `You are banned from the group ${guid ?? ''}`,
      blocked: 'You cannot message this user: one of you blocked the other',
    })[refusal];

export function createChatAccess(db: Db) {
  const settings = createModerationSettings(db);

  /** Whether the asker may see this attendee: anyone who used the chat, others by the event's attendeeNames. */
  async function seesAttendee(session: Asker, user: ChatUserRow): Promise<boolean> {
    const facts = {
      participant: user.uid === session.uid || user.lastActiveAt !== undefined,
      anonymous: session.anonymous === true,
      namesForEveryone: (await settings()).attendeeNames === 'everyone',
    };
    return decideChat('seeAttendee', facts).allowed;
  }

  function check(action: ChatAction, facts: ChatFacts, explain: Explain): void {
    const decision = decideChat(action, facts);
    if (!decision.allowed) throw new ChatRefusal(REFUSAL_CODES[decision.refusal], explain(decision.refusal));
  }

  async function requireUser(uid: string): Promise<ChatUserRow> {
    const user = await findChatUser(db, uid);
    if (!user) throw new ChatRefusal(CHAT_ERROR_CODES.uidNotFound, `There is no user ${uid}`);
    return user;
  }

  async function requireGroup(guid: string): Promise<GroupRow> {
    const group = await findGroup(db, guid);
    if (!group) throw new ChatRefusal(CHAT_ERROR_CODES.guidNotFound, `There is no group ${guid}`);
    return group;
  }

  /** The group, after the policy allowed the action on it; with the user's scope when a member. */
  async function group(
    action: ChatAction,
    session: Asker,
    guid: string,
    explain: Explain = defaultExplanation(guid),
  ): Promise<{ group: GroupRow; scope: MemberScope | undefined }> {
    const row = await requireGroup(guid);
    const scope = await memberScope(db, guid, session.uid);
    const banned =
      action === 'joinGroup' && scope === undefined && (await bannedScope(db, guid, session.uid)) !== undefined;
    check(
      action,
      {
        groupType: row.type,
        participant: scope !== undefined,
        ...(scope ? { scope } : {}),
        ...(banned ? { banned } : {}),
      },
      explain,
    );
    return { group: row, scope };
  }

  /**
   * §6 administration of a group, and of one member of it when `uid` is given: a member for kick, ban and scope
   * changes, a banned user for unban. Returns the group, the asker's scope and the member's.
   */
  async function administer(
    action: 'addMembers' | 'deleteGroup' | 'listBanned' | 'kickMember' | 'banMember' | 'unbanMember' | 'changeScope',
    session: Asker,
    guid: string,
    target?: { uid: string; newScope?: MemberScope },
  ): Promise<{ group: GroupRow; scope: MemberScope; memberScope?: MemberScope }> {
    const row = await requireGroup(guid);
    const scope = await memberScope(db, guid, session.uid);
    let member: { uid: string; scope: MemberScope; owner: boolean } | undefined;
    if (target) {
      const found =
        action === 'unbanMember' ? await bannedScope(db, guid, target.uid) : await memberScope(db, guid, target.uid);
      // Only a member of the group learns who is (or is not) in it.
      if (found === undefined && scope !== undefined) {
        throw action === 'unbanMember'
          ? new ChatRefusal(CHAT_ERROR_CODES.notBanned, `${target.uid} is not banned from ${guid}`)
          : new ChatRefusal(CHAT_ERROR_CODES.notAGroupMember, `${target.uid} is not a member of ${guid}`);
      }
      if (found) member = { uid: target.uid, scope: found, owner: row.owner_uid === target.uid };
    }
    check(
      action,
      {
        groupType: row.type,
        participant: scope !== undefined,
        ...(scope ? { scope } : {}),
        asker: session.uid,
        owner: row.owner_uid === session.uid,
        ...(member ? { member } : {}),
        ...(target?.newScope ? { newScope: target.newScope } : {}),
      },
      (refusal) =>
        refusal === 'forbidden' ? 'Your role in this group does not allow that' : defaultExplanation(guid)(refusal),
    );
    return { group: row, scope: scope as MemberScope, ...(member ? { memberScope: member.scope } : {}) };
  }

  /**
   * A message of a conversation the user takes part in (to edit, their own). Changing it (an edit, a deletion, a
   * reaction, a vote) reaches the other side of a pair: not within a pair where one blocked the other.
   */
  async function message(
    action: 'readConversation' | 'editMessage' | 'interactWithMessage',
    session: Asker,
    id: number,
  ): Promise<MessageRow> {
    const row = await findMessage(db, id);
    if (!row) throw new ChatRefusal(CHAT_ERROR_CODES.messageNotFound, `There is no message ${id}`);
    const participant = (await findParticipant(db, row.conversation_id, session.uid)) !== undefined;
    const pair = guidOfConversation(row.conversation_id) === undefined;
    const blocked =
      participant &&
      pair &&
      action !== 'readConversation' &&
      (await isPairBlocked(db, session.uid, partnerOf(row.conversation_id, session.uid)));
    check(action, { participant, sender: row.sender_uid === session.uid, blocked }, defaultExplanation());
    return row;
  }

  return {
    requireUser,
    /** A user the asker may see (by their uid: §7 "Get user"); an unseen attendee answers as one that does not exist. */
    async visibleUser(session: Asker, uid: string): Promise<ChatUserRow> {
      const user = await requireUser(uid);
      if (!(await seesAttendee(session, user))) {
        throw new ChatRefusal(CHAT_ERROR_CODES.uidNotFound, `There is no user ${uid}`);
      }
      return user;
    },
    /** Whether the users list holds only those who used the chat, for this asker. */
    async chattersOnly(session: Asker): Promise<boolean> {
      return !(await seesAttendee(session, { uid: '', name: '' }));
    },
    requireGroup,
    group,
    administer,
    message,
    /**
     * Whether a users list shows friends only: when asked (the widget's user_listing friends), and always for a user
     * the policy does not let list everyone.
     */
    friendsOnlyListing(session: Asker, asked: boolean | undefined): boolean {
      return (
        asked === true ||
        !decideChat('listEveryone', { participant: false, friendsOnly: session.friendsOnly === true }).allowed
      );
    },
    /** Checks the sender may write to the receiver; returns the conversation it goes to. */
    async target(session: Asker, receiverId: string, receiverType: ReceiverType) {
      if (receiverType === 'group') {
        await group('send', session, receiverId);
        return { conversationId: conversationIdOf('group', receiverId), pair: undefined };
      }
      const self = receiverId === session.uid;
      check('send', { participant: true, self }, defaultExplanation());
      await requireUser(receiverId);
      const blocked = await isPairBlocked(db, session.uid, receiverId);
      check('send', { participant: true, blocked }, defaultExplanation());
      return {
        conversationId: conversationIdOf('user', session.uid, receiverId),
        pair: [session.uid, receiverId] as [string, string],
      };
    },
    /**
     * Whether a pair's live signals (typing, receipts) may pass: not when one of the two blocked the other. They are
     * dropped quietly then, as their sender's client sends them by itself.
     */
    async signalsPass(uid: string, other: string): Promise<boolean> {
      return decideChat('send', { participant: true, blocked: await isPairBlocked(db, uid, other) }).allowed;
    },
    /**
     * A call the asker is one of the two sides of, between users of whom neither blocked the other. Someone else's
     * call, or a session id nobody was given, answers as one that does not exist.
     */
    async call<Call extends { initiator_uid: string; receiver_uid: string }>(
      session: Asker,
      row: Call | undefined,
    ): Promise<Call> {
      const participant = row !== undefined && (row.initiator_uid === session.uid || row.receiver_uid === session.uid);
      const other = row?.initiator_uid === session.uid ? row.receiver_uid : row?.initiator_uid;
      const blocked = participant && other !== undefined && (await isPairBlocked(db, session.uid, other));
      const decision = decideChat('takePartInCall', { participant, blocked });
      if (decision.allowed && row) return row;
      if (!decision.allowed && decision.refusal === 'blocked') {
        throw new ChatRefusal(CHAT_ERROR_CODES.userBlocked, 'One of you blocked the other');
      }
      throw new ChatRefusal(CALL_CODES.callNotFound, 'There is no such call');
    },
    /** The conversation a messages request names, after checking the requester may read it; undefined for all. */
    async conversationToRead(session: Asker, request: RequestOf<'messages'>): Promise<string | undefined> {
      if (request.guid !== undefined) {
        await group('readConversation', session, request.guid);
        return conversationIdOf('group', request.guid);
      }
      // A pair with the requester is theirs, whether or not anyone has written yet.
      if (request.uid !== undefined) return conversationIdOf('user', session.uid, request.uid);
      if (request.conversationId === undefined) return undefined;
      const participant = (await findParticipant(db, request.conversationId, session.uid)) !== undefined;
      const guid = guidOfConversation(request.conversationId);
      const row = guid === undefined ? undefined : await findGroup(db, guid);
      check('readConversation', { participant, ...(row ? { groupType: row.type } : {}) }, defaultExplanation(guid));
      return request.conversationId;
    },
  };
}

export type ChatAccess = ReturnType<typeof createChatAccess>;
