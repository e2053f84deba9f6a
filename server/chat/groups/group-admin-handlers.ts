// Group administration (chat-widget.md §6, §7): adding members, kicking, banning and unbanning them, changing their
// scope, the banned list, deleting the group. Who may do what is the access policy's (shared/chat/group-roles.ts
// through chat-access.ts administer), whatever the client sends; each change is an action message in the group.
import { PAGE_SIZE } from '../../../shared/chat/chat-limits.js';
import { CHAT_ERROR_CODES } from '../chat-codes.js';
import { findChatUsers } from '../chat-users.js';
import type { Messages } from '../messages/message-handlers.js';
import type { Presence } from '../presence/presence-handlers.js';
import type { ChatHandlers, ChatModuleDependencies } from '../session/chat-session.js';
import { secondsOf } from '../session/chat-session.js';
import { createGroupActions, membersAsUsers } from './group-actions.js';
import type { MembershipEnded } from './membership-ended.js';
import {
  addMember,
  banMember,
  bannedAmong,
  deleteGroup,
  listBanned,
  memberUids,
  removeMember,
  setMemberScope,
  unbanMember,
} from './group-store.js';

export interface GroupAdministrationDependencies extends ChatModuleDependencies {
  presence: Pick<Presence, 'asUser'>;
  messages: Pick<Messages, 'writeMessage'>;
  membershipEnded: MembershipEnded;
}

type AdministrationRequest =
  'addMembers' | 'kickMember' | 'banMember' | 'unbanMember' | 'changeScope' | 'deleteGroup' | 'bannedMembers';

export function createGroupAdministration({
  db,
  hub,
  clock,
  access,
  presence,
  messages,
  membershipEnded,
}: GroupAdministrationDependencies) {
  const groupAction = createGroupActions({ db, clock, messages });
  const nameOf = async (uid: string) => (await findChatUsers(db, [uid])).get(uid)?.name ?? uid;

  const handlers: ChatHandlers<AdministrationRequest> = {
    // §7 "Add members: guid, members (uid, scope participant) ... map uid to "success" or an error".
    addMembers: async (session, request) => {
      const { group } = await access.administer('addMembers', session, request.guid);
      const uids = [...new Set(request.uids)];
      const [users, banned] = await Promise.all([findChatUsers(db, uids), bannedAmong(db, request.guid, uids)]);
      const results: Record<string, string> = {};
      for (const uid of uids) {
        const user = users.get(uid);
        if (!user) results[uid] = CHAT_ERROR_CODES.uidNotFound;
        else if (banned.has(uid)) results[uid] = CHAT_ERROR_CODES.bannedFromGroup;
        else if (!(await addMember(db, request.guid, uid))) results[uid] = CHAT_ERROR_CODES.alreadyJoined;
        else {
          // The new member's sockets listen to the group first, so the action message reaches them too.
          await hub.membershipChanged(uid, request.guid, true);
          await groupAction(session, group, { action: 'added', actionOn: uid, actionOnName: user.name }, true);
          results[uid] = 'success';
        }
      }
      return results;
    },
    // A kicked or banned member hears of it (their sockets still listen), then stops hearing the group.
    kickMember: async (session, request) => {
      const { group } = await access.administer('kickMember', session, request.guid, { uid: request.uid });
      if (await removeMember(db, request.guid, request.uid)) {
        const actionOnName = await nameOf(request.uid);
        await groupAction(session, group, { action: 'kicked', actionOn: request.uid, actionOnName }, true);
        await hub.membershipChanged(request.uid, request.guid, false);
        await membershipEnded.membersLeft(request.guid, [request.uid]);
      }
      return null;
    },
    banMember: async (session, request) => {
      const { group, memberScope } = await access.administer('banMember', session, request.guid, {
        uid: request.uid,
      });
      const ban = { guid: request.guid, uid: request.uid, by: session.uid, at: secondsOf(clock) };
      if (memberScope && (await banMember(db, { ...ban, scope: memberScope }))) {
        const actionOnName = await nameOf(request.uid);
        await groupAction(session, group, { action: 'banned', actionOn: request.uid, actionOnName }, true);
        await hub.membershipChanged(request.uid, request.guid, false);
        await membershipEnded.membersLeft(request.guid, [request.uid]);
      }
      return null;
    },
    unbanMember: async (session, request) => {
      const { group } = await access.administer('unbanMember', session, request.guid, { uid: request.uid });
      if (await unbanMember(db, request.guid, request.uid)) {
        const actionOnName = await nameOf(request.uid);
        await groupAction(session, group, { action: 'unbanned', actionOn: request.uid, actionOnName }, true);
      }
      return null;
    },
    changeScope: async (session, request) => {
      const { group, memberScope } = await access.administer('changeScope', session, request.guid, {
        uid: request.uid,
        newScope: request.scope,
      });
      if (memberScope === undefined || memberScope === request.scope) return null;
      await setMemberScope(db, request.guid, request.uid, request.scope);
      const actionOnName = await nameOf(request.uid);
      await groupAction(
        session,
        group,
        { action: 'scopeChanged', actionOn: request.uid, actionOnName, newScope: request.scope, oldScope: memberScope },
        true,
      );
      return null;
    },
    // Gone for everyone: later requests about it answer ERR_GUID_NOT_FOUND (§8); its members are told at once.
    deleteGroup: async (session, request) => {
      await access.administer('deleteGroup', session, request.guid);
      const members = await memberUids(db, request.guid);
      await deleteGroup(db, request.guid);
      await hub.toUsers(members, 'groupDeleted', { guid: request.guid });
      await Promise.all(members.map((uid) => hub.membershipChanged(uid, request.guid, false)));
      await membershipEnded.membersLeft(request.guid, 'everyone');
      return null;
    },
    bannedMembers: async (session, request) => {
      await access.administer('listBanned', session, request.guid);
      const banned = await listBanned(db, {
        guid: request.guid,
        limit: request.limit ?? PAGE_SIZE.bannedMembers,
        offset: request.offset ?? 0,
      });
      return membersAsUsers(db, presence, banned);
    },
  };

  return { handlers };
}
