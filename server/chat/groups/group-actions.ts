// §3 action messages: a membership change written into the group's conversation (category action, type
// groupMember) and pushed to its members like any message, so listeners and the message list see it live and later.
import type { GroupActionDetails, GroupMember } from '../../../shared/chat/chat-entities.js';
import { conversationIdOf } from '../../../shared/chat/conversation-id.js';
import { findChatUsers } from '../chat-users.js';
import type { Messages } from '../messages/message-handlers.js';
import type { Presence } from '../presence/presence-handlers.js';
import type { ChatModuleDependencies, ChatSession } from '../session/chat-session.js';
import { secondsOf } from '../session/chat-session.js';
import { membersCount, type GroupRow } from './group-store.js';

export interface GroupActionsDependencies extends Pick<ChatModuleDependencies, 'db' | 'clock'> {
  messages: Pick<Messages, 'writeMessage'>;
}

export type GroupActionInput = Pick<GroupActionDetails, 'action' | 'actionOn' | 'newScope' | 'oldScope'> & {
  actionOnName?: string;
};

export function createGroupActions({ db, clock, messages }: GroupActionsDependencies) {
  /**
   * Writes the action of `session`'s user in `group` with the group's member count after it, to every member, and
   * with `toSender` to the socket that asked too: every action so far, so the asker's own lists follow (§4 "if the
   * logged-in user ... leaves, the conversation is removed"), as the others' do.
   */
  return async function groupAction(
    session: ChatSession,
    group: GroupRow,
    input: GroupActionInput,
    toSender = false,
  ): Promise<void> {
    const count = await membersCount(db, group.guid);
    await messages.writeMessage(
      session,
      {
        conversationId: conversationIdOf('group', group.guid),
        conversationType: 'group',
        senderUid: session.uid,
        receiverId: group.guid,
        receiverType: 'group',
        category: 'action',
        type: 'groupMember',
        action: {
          ...input,
          actionBy: session.uid,
          actionFor: { guid: group.guid, membersCount: count },
        },
        data: { customData: { groupName: group.name, groupType: group.type } },
        sentAt: secondsOf(clock),
      },
      toSender,
    );
  };
}

export type GroupActionWriter = ReturnType<typeof createGroupActions>;

/** Members (or banned members) with their scope, as users others see them; uids no longer known are left out. */
export async function membersAsUsers(
  db: ChatModuleDependencies['db'],
  presence: Pick<Presence, 'asUser'>,
  members: { uid: string; scope: GroupMember['scope'] }[],
): Promise<GroupMember[]> {
  const users = await findChatUsers(
    db,
    members.map((member) => member.uid),
  );
  return members.flatMap((member): GroupMember[] => {
    const user = users.get(member.uid);
    return user ? [{ ...presence.asUser(user), scope: member.scope }] : [];
  });
}
