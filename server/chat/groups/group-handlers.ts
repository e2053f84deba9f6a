// Groups (chat-widget.md §5, §7): listing and seeing them, their members, creating, joining (with a password group's
// password) and leaving; joins and leaves become action messages in the group.
import type { ChatGroup } from '../../../shared/chat/chat-entities.js';
import { GROUP_TYPES } from '../../../shared/chat/chat-kinds.js';
import { GROUP_NAME_MAX_LENGTH, PAGE_SIZE } from '../../../shared/chat/chat-limits.js';
import { hashPassword, PASSWORD_MAX_LENGTH, verifyPassword } from '../../auth/passwords.js';
import { ErrorCode, FoyerError } from '../../errors.js';
import { LIMITS } from '../../auth/attempt-limits.js';
import { takeAll, type Attempt, type RateLimiter } from '../../limits/rate-limiter.js';
import { CHAT_ERROR_CODES, ChatRefusal, GROUP_VALIDATION_CODES } from '../chat-codes.js';
import type { Messages } from '../messages/message-handlers.js';
import type { Presence } from '../presence/presence-handlers.js';
import type { ChatHandlers, ChatModuleDependencies, ChatSession } from '../session/chat-session.js';
import { secondsOf } from '../session/chat-session.js';
import { createGroupActions, membersAsUsers } from './group-actions.js';
import type { MembershipEnded } from './membership-ended.js';
import {
  addMember,
  groupAsSeenBy,
  insertGroup,
  listGroups,
  listMembers,
  removeMember,
  type GroupRow,
} from './group-store.js';

export interface GroupsDependencies extends ChatModuleDependencies {
  membershipEnded: MembershipEnded;
  /** The app's attempt counters: group password guesses count like the portal's shared passwords. */
  limiter: RateLimiter;
  presence: Pick<Presence, 'asUser'>;
  messages: Pick<Messages, 'writeMessage'>;
}

/** Password hashing refused because its queue is full (auth/passwords.ts) is the chat's rate-limit refusal. */
async function passwordWork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FoyerError && error.extensions.code === ErrorCode.TOO_MANY_REQUESTS) {
      throw new ChatRefusal(CHAT_ERROR_CODES.rateLimited, error.message);
    }
    throw error;
  }
}

/**
 * Every guess of a group's password counts before it is checked: per group and address, per address, and per group
 * (a ceiling one address cannot reach), like the portal's page passwords; a right one is given back.
 */
async function checkGroupPassword(
  limiter: RateLimiter,
  session: ChatSession,
  group: Pick<GroupRow, 'guid' | 'password_hash'>,
  password: string,
): Promise<void> {
  const keys: Attempt[] = [
    [`group-password:group-ip:${group.guid}|${session.ip}`, LIMITS.sharedPasswordFailuresPerIp],
    [`group-password:ip:${session.ip}`, LIMITS.passwordFailuresPerIp],
    [`group-password:group:${group.guid}`, LIMITS.sharedPasswordFailures],
  ];
  if (!(await takeAll(limiter, keys))) {
    throw new ChatRefusal(CHAT_ERROR_CODES.rateLimited, 'Too many wrong passwords, please wait a few minutes');
  }
  if (!(await passwordWork(() => verifyPassword(group.password_hash, password)))) {
    throw new ChatRefusal(CHAT_ERROR_CODES.wrongGroupPassword, 'The group password is wrong');
  }
  await Promise.all(keys.map(([key]) => limiter.refund(key)));
}

export function createGroups({
  db,
  hub,
  clock,
  access,
  limiter,
  presence,
  messages,
  membershipEnded,
}: GroupsDependencies) {
  const now = () => secondsOf(clock);

  const groupAction = createGroupActions({ db, clock, messages });

  const handlers: ChatHandlers<'getGroup' | 'groups' | 'members' | 'createGroup' | 'joinGroup' | 'leaveGroup'> = {
    getGroup: async (session, request) => {
      const { group } = await access.group('seeGroup', session, request.guid);
      return groupAsSeenBy(db, group, session.uid);
    },
    groups: (session, request) =>
      listGroups(db, {
        uid: session.uid,
        limit: request.limit ?? PAGE_SIZE.groups,
        offset: request.offset ?? 0,
        ...(request.search ? { search: request.search } : {}),
        ...(request.joinedOnly ? { joinedOnly: true } : {}),
      }),
    members: async (session, request) => {
      await access.group('listMembers', session, request.guid);
      const members = await listMembers(db, {
        guid: request.guid,
        limit: request.limit ?? PAGE_SIZE.groupMembers,
        offset: request.offset ?? 0,
      });
      return membersAsUsers(db, presence, members);
    },
    createGroup: async (session, request): Promise<ChatGroup> => {
      const name = request.name.trim();
      if (name === '' || name.length > GROUP_NAME_MAX_LENGTH) {
        throw new ChatRefusal(GROUP_VALIDATION_CODES.name, `A group name has 1 to ${GROUP_NAME_MAX_LENGTH} characters`);
      }
      const type = GROUP_TYPES.find((candidate) => candidate === request.groupType);
      if (!type) throw new ChatRefusal(GROUP_VALIDATION_CODES.type, 'A group is public, private or password');
      const password = request.password ?? '';
      if (type === 'password' && (password === '' || password.length > PASSWORD_MAX_LENGTH)) {
        throw new ChatRefusal(
          GROUP_VALIDATION_CODES.password,
          `A group password has 1 to ${PASSWORD_MAX_LENGTH} characters`,
        );
      }
      const created = await insertGroup(db, {
        guid: request.guid,
        name,
        type,
        passwordHash: type === 'password' ? await passwordWork(() => hashPassword(password)) : null,
        owner: session.uid,
        at: now(),
      });
      if (!created) {
        throw new ChatRefusal(CHAT_ERROR_CODES.groupAlreadyExists, `The group ${request.guid} exists already`);
      }
      await hub.membershipChanged(session.uid, request.guid, true);
      return {
        guid: request.guid,
        name,
        type,
        membersCount: 1,
        hasJoined: true,
        scope: 'administrator',
        owner: session.uid,
      };
    },
    joinGroup: async (session, request) => {
      const { group, scope } = await access.group(
        'joinGroup',
        session,
        request.guid,
        () => 'A private group takes members by invitation only',
      );
      if (!scope) {
        if (group.type === 'password') await checkGroupPassword(limiter, session, group, request.password ?? '');
        if (await addMember(db, request.guid, session.uid)) {
          // Listening first, so the joined message reaches the joiner's sockets too.
          await hub.membershipChanged(session.uid, request.guid, true);
          await groupAction(session, group, { action: 'joined', actionOn: session.uid }, true);
        }
      }
      return groupAsSeenBy(db, group, session.uid);
    },
    leaveGroup: async (session, request) => {
      const { group } = await access.group('leaveGroup', session, request.guid);
      if (await removeMember(db, request.guid, session.uid)) {
        await groupAction(session, group, { action: 'left', actionOn: session.uid }, true);
        await hub.membershipChanged(session.uid, request.guid, false);
        await membershipEnded.membersLeft(request.guid, [session.uid]);
      }
      return null;
    },
  };

  return { handlers };
}
