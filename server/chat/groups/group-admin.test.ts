// Group administration against real sockets on SQLite and PostgreSQL, raw frame by raw frame: every §6 refusal
// whatever the client sends, and every action message (§3) with its fields, pushed live and stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/chat/chat-entities.js';
import {
  connectChat,
  startChatServers,
  type ChatServers,
  type RawChatClient,
} from '../../test-support/chat-clients.js';
import { dialects } from '../../test-support/stores.js';
import { CHAT_ERROR_CODES } from '../chat-codes.js';

interface Visitor {
  client: RawChatClient;
  uid: string;
}

let guidCounter = 0;

describe.each(dialects)('group administration on %s', (dialect) => {
  let servers: ChatServers;
  let dataDir: string;
  const clients: RawChatClient[] = [];

  async function visitor(): Promise<Visitor> {
    const { chatToken, uid } = await servers.newVisitor();
    const client = await connectChat(servers.urls[0]!, chatToken);
    clients.push(client);
    return { client, uid };
  }

  const code = async (client: RawChatClient, frame: Record<string, unknown>) =>
    (await client.request(frame)).error?.code;
  const ok = async (client: RawChatClient, frame: Record<string, unknown>) => {
    const answer = await client.request(frame);
    expect(answer.error).toBeUndefined();
    return answer.result;
  };

  /** The next action message of `kind` a client hears in the group. */
  const actionHeard = (client: RawChatClient, guid: string, kind: string, actionOn?: string) =>
    client.event('message', (data) => {
      const message = data as ChatMessage;
      return (
        message.receiverId === guid &&
        message.category === 'action' &&
        message.action?.action === kind &&
        (actionOn === undefined || message.action.actionOn === actionOn)
      );
    }) as Promise<ChatMessage>;

  let owner: Visitor;
  let admin: Visitor;
  let moderator: Visitor;
  let participant: Visitor;
  let outsider: Visitor;
  let guid: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-chat-admin-'));
    servers = await startChatServers(dialect, { dataDir, env: { CHAT_REQUESTS_PER_SECOND: '1000' } });
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await servers?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A public group of owner, a second administrator, a moderator and a participant; outsider is not in it. */
  beforeEach(async () => {
    [owner, admin, moderator, participant, outsider] = await Promise.all([
      visitor(),
      visitor(),
      visitor(),
      visitor(),
      visitor(),
    ]);
    guid = `group_admin_${Date.now()}${guidCounter++}`;
    await ok(owner.client, { type: 'createGroup', guid, name: 'Stage', groupType: 'public' });
    const added = await ok(owner.client, {
      type: 'addMembers',
      guid,
      uids: [admin.uid, moderator.uid, participant.uid],
    });
    expect(added).toEqual({ [admin.uid]: 'success', [moderator.uid]: 'success', [participant.uid]: 'success' });
    await ok(owner.client, { type: 'changeScope', guid, uid: admin.uid, scope: 'administrator' });
    await ok(owner.client, { type: 'changeScope', guid, uid: moderator.uid, scope: 'moderator' });
  });

  it('adds members as participants, with an added message to everyone, and a per-uid result for the rest', async () => {
    const heardByModerator = actionHeard(moderator.client, guid, 'added', outsider.uid);
    const heardByAdded = actionHeard(outsider.client, guid, 'added', outsider.uid);
    const result = await ok(owner.client, {
      type: 'addMembers',
      guid,
      uids: [outsider.uid, participant.uid, '999999'],
    });
    expect(result).toEqual({
      [outsider.uid]: 'success',
      [participant.uid]: CHAT_ERROR_CODES.alreadyJoined,
      '999999': CHAT_ERROR_CODES.uidNotFound,
    });
    const message = await heardByModerator;
    expect(message.action).toMatchObject({
      action: 'added',
      actionBy: owner.uid,
      actionOn: outsider.uid,
      actionFor: { guid, membersCount: 5 },
    });
    expect((await heardByAdded).id).toBe(message.id);
    const members = (await ok(outsider.client, { type: 'members', guid })) as { uid: string; scope: string }[];
    expect(members.find((member) => member.uid === outsider.uid)?.scope).toBe('participant');
    // The actor hears their own action too: their request answers only with the result map.
    await actionHeard(owner.client, guid, 'added', outsider.uid);
  });

  it('lets only administrators add members', async () => {
    const frame = { type: 'addMembers', guid, uids: [outsider.uid] };
    expect(await code(moderator.client, frame)).toBe(CHAT_ERROR_CODES.conversationForbidden);
    expect(await code(participant.client, frame)).toBe(CHAT_ERROR_CODES.conversationForbidden);
    expect(await code(outsider.client, { ...frame, uids: [participant.uid] })).toBe(CHAT_ERROR_CODES.notAGroupMember);
    expect(await code(owner.client, { ...frame, uids: [] })).toBe(CHAT_ERROR_CODES.invalidInput);
  });

  it("refuses a participant's kick, ban, unban and scope change", async () => {
    for (const type of ['kickMember', 'banMember']) {
      expect(await code(participant.client, { type, guid, uid: moderator.uid })).toBe(
        CHAT_ERROR_CODES.conversationForbidden,
      );
    }
    expect(
      await code(participant.client, { type: 'changeScope', guid, uid: participant.uid, scope: 'moderator' }),
    ).toBe(CHAT_ERROR_CODES.conversationForbidden);
    expect(await code(participant.client, { type: 'bannedMembers', guid })).toBe(
      CHAT_ERROR_CODES.conversationForbidden,
    );
    expect(await code(participant.client, { type: 'deleteGroup', guid })).toBe(CHAT_ERROR_CODES.conversationForbidden);
  });

  it('lets a moderator act on participants only, and change scopes only between participant and moderator', async () => {
    for (const target of [admin.uid, owner.uid]) {
      expect(await code(moderator.client, { type: 'banMember', guid, uid: target })).toBe(
        CHAT_ERROR_CODES.conversationForbidden,
      );
      expect(await code(moderator.client, { type: 'kickMember', guid, uid: target })).toBe(
        CHAT_ERROR_CODES.conversationForbidden,
      );
    }
    const other = await visitor();
    await ok(owner.client, { type: 'addMembers', guid, uids: [other.uid] });
    await ok(owner.client, { type: 'changeScope', guid, uid: other.uid, scope: 'moderator' });
    expect(await code(moderator.client, { type: 'kickMember', guid, uid: other.uid })).toBe(
      CHAT_ERROR_CODES.conversationForbidden,
    );
    expect(
      await code(moderator.client, { type: 'changeScope', guid, uid: participant.uid, scope: 'administrator' }),
    ).toBe(CHAT_ERROR_CODES.conversationForbidden);
    expect(await code(moderator.client, { type: 'deleteGroup', guid })).toBe(CHAT_ERROR_CODES.conversationForbidden);
    expect(await code(moderator.client, { type: 'addMembers', guid, uids: [outsider.uid] })).toBe(
      CHAT_ERROR_CODES.conversationForbidden,
    );

    const heard = actionHeard(participant.client, guid, 'scopeChanged', participant.uid);
    await ok(moderator.client, { type: 'changeScope', guid, uid: participant.uid, scope: 'moderator' });
    expect((await heard).action).toMatchObject({
      actionBy: moderator.uid,
      actionOn: participant.uid,
      newScope: 'moderator',
      oldScope: 'participant',
      actionFor: { guid, membersCount: 5 },
    });
    // Now a moderator too: out of the first moderator's reach.
    expect(await code(moderator.client, { type: 'kickMember', guid, uid: participant.uid })).toBe(
      CHAT_ERROR_CODES.conversationForbidden,
    );
  });

  it('keeps a moderator from unbanning an administrator or moderator, and a non-owner admin from unbanning admins', async () => {
    const other = await visitor();
    await ok(owner.client, { type: 'addMembers', guid, uids: [other.uid] });
    await ok(owner.client, { type: 'changeScope', guid, uid: other.uid, scope: 'administrator' });
    await ok(owner.client, { type: 'banMember', guid, uid: other.uid });
    expect(await code(moderator.client, { type: 'unbanMember', guid, uid: other.uid })).toBe(
      CHAT_ERROR_CODES.conversationForbidden,
    );
    expect(await code(admin.client, { type: 'unbanMember', guid, uid: other.uid })).toBe(
      CHAT_ERROR_CODES.conversationForbidden,
    );
    expect(await code(admin.client, { type: 'unbanMember', guid, uid: outsider.uid })).toBe(CHAT_ERROR_CODES.notBanned);
    const banned = (await ok(moderator.client, { type: 'bannedMembers', guid })) as { uid: string; scope: string }[];
    expect(banned).toEqual([expect.objectContaining({ uid: other.uid, scope: 'administrator' })]);
    await ok(owner.client, { type: 'unbanMember', guid, uid: other.uid });
    expect(await ok(moderator.client, { type: 'bannedMembers', guid })).toEqual([]);
  });

  it('keeps a non-owner administrator off other administrators, and everyone off the owner', async () => {
    for (const type of ['kickMember', 'banMember']) {
      expect(await code(admin.client, { type, guid, uid: owner.uid })).toBe(CHAT_ERROR_CODES.conversationForbidden);
    }
    const other = await visitor();
    await ok(owner.client, { type: 'addMembers', guid, uids: [other.uid] });
    await ok(owner.client, { type: 'changeScope', guid, uid: other.uid, scope: 'administrator' });
    expect(await code(admin.client, { type: 'kickMember', guid, uid: other.uid })).toBe(
      CHAT_ERROR_CODES.conversationForbidden,
    );
    expect(await code(admin.client, { type: 'changeScope', guid, uid: other.uid, scope: 'participant' })).toBe(
      CHAT_ERROR_CODES.conversationForbidden,
    );
    expect(await code(admin.client, { type: 'changeScope', guid, uid: owner.uid, scope: 'participant' })).toBe(
      CHAT_ERROR_CODES.conversationForbidden,
    );
    expect(await code(admin.client, { type: 'kickMember', guid, uid: admin.uid })).toBe(
      CHAT_ERROR_CODES.conversationForbidden,
    );
    expect(await code(admin.client, { type: 'kickMember', guid, uid: outsider.uid })).toBe(
      CHAT_ERROR_CODES.notAGroupMember,
    );
    // A non-owner administrator acts on moderators, among all three scopes.
    await ok(admin.client, { type: 'changeScope', guid, uid: moderator.uid, scope: 'administrator' });
  });

  it('kicks a member: everyone hears it, the kicked one last of all, then nothing more of the group', async () => {
    const heardByKicked = actionHeard(participant.client, guid, 'kicked');
    const heardByOwner = actionHeard(owner.client, guid, 'kicked');
    await ok(moderator.client, { type: 'kickMember', guid, uid: participant.uid });
    const kicked = await heardByKicked;
    expect(kicked.action).toMatchObject({
      action: 'kicked',
      actionBy: moderator.uid,
      actionOn: participant.uid,
      actionFor: { guid, membersCount: 3 },
    });
    expect((await heardByOwner).id).toBe(kicked.id);
    await ok(owner.client, { type: 'send', receiverId: guid, receiverType: 'group', text: 'After the kick' });
    await ok(moderator.client, { type: 'typingStart', receiverId: guid, receiverType: 'group' });
    await owner.client.request({ type: 'unreadCounts' });
    expect(
      participant.client.events.some(
        (frame) =>
          (frame.data as ChatMessage | undefined)?.text === 'After the kick' || frame.event === 'typingStarted',
      ),
    ).toBe(false);
    expect(await code(participant.client, { type: 'messages', guid })).toBe(CHAT_ERROR_CODES.notAGroupMember);
    // Kicked, not banned: they may join again.
    expect((await ok(participant.client, { type: 'joinGroup', guid })) as { hasJoined: boolean }).toMatchObject({
      hasJoined: true,
    });
  });

  it('bans a member: they cannot send, read or join again, nor be added, until unbanned', async () => {
    const heard = actionHeard(participant.client, guid, 'banned');
    await ok(admin.client, { type: 'banMember', guid, uid: participant.uid });
    expect((await heard).action).toMatchObject({
      actionBy: admin.uid,
      actionOn: participant.uid,
      actionFor: { guid, membersCount: 3 },
    });
    const send = { type: 'send', receiverId: guid, receiverType: 'group', text: 'Let me back' };
    expect(await code(participant.client, send)).toBe(CHAT_ERROR_CODES.notAGroupMember);
    expect(await code(participant.client, { type: 'messages', guid })).toBe(CHAT_ERROR_CODES.notAGroupMember);
    expect(await code(participant.client, { type: 'joinGroup', guid })).toBe(CHAT_ERROR_CODES.bannedFromGroup);
    expect(await ok(owner.client, { type: 'addMembers', guid, uids: [participant.uid] })).toEqual({
      [participant.uid]: CHAT_ERROR_CODES.bannedFromGroup,
    });
    const members = (await ok(owner.client, { type: 'members', guid })) as { uid: string }[];
    expect(members.map((member) => member.uid)).not.toContain(participant.uid);

    const unbanned = actionHeard(moderator.client, guid, 'unbanned', participant.uid);
    await ok(moderator.client, { type: 'unbanMember', guid, uid: participant.uid });
    expect((await unbanned).action).toMatchObject({ actionBy: moderator.uid, actionFor: { membersCount: 3 } });
    await ok(participant.client, { type: 'joinGroup', guid });
  });

  it('writes a left message when a member leaves, and stores every action message in the conversation', async () => {
    const heard = actionHeard(owner.client, guid, 'left', participant.uid);
    await ok(participant.client, { type: 'leaveGroup', guid });
    expect((await heard).action).toMatchObject({ actionBy: participant.uid, actionFor: { membersCount: 3 } });
    const history = (await ok(owner.client, { type: 'messages', guid })) as ChatMessage[];
    expect(history.map((message) => message.action?.action)).toEqual([
      'added',
      'added',
      'added',
      'scopeChanged',
      'scopeChanged',
      'left',
    ]);
  });

  it('deletes a group for everyone: its members are told, and it is not found afterwards', async () => {
    expect(await code(admin.client, { type: 'deleteGroup', guid: 'group_nowhere' })).toBe(
      CHAT_ERROR_CODES.guidNotFound,
    );
    const told = participant.client.event('groupDeleted', (data) => (data as { guid: string }).guid === guid);
    await ok(admin.client, { type: 'deleteGroup', guid });
    await told;
    await owner.client.event('groupDeleted');
    for (const frame of [
      { type: 'getGroup', guid },
      { type: 'messages', guid },
      { type: 'members', guid },
      { type: 'joinGroup', guid },
      { type: 'send', receiverId: guid, receiverType: 'group', text: 'Anyone?' },
    ]) {
      expect(await code(participant.client, frame)).toBe(CHAT_ERROR_CODES.guidNotFound);
    }
    expect(await code(outsider.client, { type: 'getGroup', guid })).toBe(CHAT_ERROR_CODES.guidNotFound);
    const rows = await servers.store.db
      .selectFrom('chat_messages')
      .select('id')
      .where('receiver_id', '=', guid)
      .execute();
    expect(rows).toEqual([]);
  });

  it('pages the banned members 10 at a time and bounds the page size', async () => {
    expect(await code(owner.client, { type: 'bannedMembers', guid, limit: 1000 })).toBe(CHAT_ERROR_CODES.invalidInput);
    expect(
      await code(owner.client, {
        type: 'addMembers',
        guid,
        uids: Array.from({ length: 101 }, (_, i) => String(i + 1)),
      }),
    ).toBe(CHAT_ERROR_CODES.invalidInput);
    expect(await ok(owner.client, { type: 'bannedMembers', guid, limit: 10, offset: 0 })).toEqual([]);
  });
});
