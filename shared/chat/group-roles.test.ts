import { describe, expect, it } from 'vitest';
import type { MemberScope } from './chat-kinds.js';
import { groupPermissions, mayChangeScope, mayUnban, memberPermissions, type RoleHolder } from './group-roles.js';

const holder = (uid: string, scope: MemberScope, owner = false): RoleHolder => ({ uid, scope, owner });
const owner = holder('owner', 'administrator', true);
const admin = holder('admin', 'administrator');
const otherAdmin = holder('admin-2', 'administrator');
const moderator = holder('moderator', 'moderator');
const otherModerator = holder('moderator-2', 'moderator');
const participant = holder('participant', 'participant');
const otherParticipant = holder('participant-2', 'participant');

describe('§6 roles: what a member may do to another', () => {
  it('gives nobody a control on their own row or on the owner', () => {
    for (const actor of [owner, admin, moderator, participant]) {
      expect(memberPermissions(actor, actor)).toEqual({ kick: false, ban: false, scopes: [] });
      expect(memberPermissions(actor, owner)).toEqual({ kick: false, ban: false, scopes: [] });
    }
  });

  it('lets a participant act on nobody', () => {
    for (const member of [admin, moderator, otherParticipant]) {
      expect(memberPermissions(participant, member)).toEqual({ kick: false, ban: false, scopes: [] });
    }
  });

  it('lets a moderator kick and ban participants and move them between participant and moderator only', () => {
    expect(memberPermissions(moderator, participant)).toEqual({
      kick: true,
      ban: true,
      scopes: ['participant', 'moderator'],
    });
    expect(mayChangeScope(moderator, participant, 'moderator')).toBe(true);
    expect(mayChangeScope(moderator, participant, 'administrator')).toBe(false);
    for (const member of [admin, otherModerator]) {
      expect(memberPermissions(moderator, member)).toEqual({ kick: false, ban: false, scopes: [] });
    }
  });

  it('lets a non-owner administrator act on moderators and participants among all three scopes, not on admins', () => {
    for (const member of [moderator, participant]) {
      expect(memberPermissions(admin, member)).toEqual({
        kick: true,
        ban: true,
        scopes: ['participant', 'moderator', 'administrator'],
      });
    }
    expect(memberPermissions(admin, otherAdmin)).toEqual({ kick: false, ban: false, scopes: [] });
    expect(mayChangeScope(admin, participant, 'administrator')).toBe(true);
  });

  it('lets the owner act on every other administrator, while an administrator themselves', () => {
    expect(memberPermissions(owner, admin).kick).toBe(true);
    expect(mayChangeScope(owner, admin, 'participant')).toBe(true);
    const rejoinedOwner = holder('owner', 'participant', true);
    expect(memberPermissions(rejoinedOwner, otherParticipant)).toEqual({ kick: false, ban: false, scopes: [] });
    expect(mayUnban(rejoinedOwner, otherParticipant)).toBe(false);
  });

  it('unbans as it acts: moderators unban participants only, non-owner admins no admins', () => {
    expect(mayUnban(moderator, participant)).toBe(true);
    expect(mayUnban(moderator, otherModerator)).toBe(false);
    expect(mayUnban(moderator, admin)).toBe(false);
    expect(mayUnban(admin, moderator)).toBe(true);
    expect(mayUnban(admin, otherAdmin)).toBe(false);
    expect(mayUnban(owner, admin)).toBe(true);
    expect(mayUnban(participant, otherParticipant)).toBe(false);
  });
});

describe('§6 roles: what a member may do to the group', () => {
  it('lets administrators add and delete, moderators moderate, participants only look', () => {
    expect(groupPermissions('administrator')).toEqual({ moderate: true, addMembers: true, deleteGroup: true });
    expect(groupPermissions('moderator')).toEqual({ moderate: true, addMembers: false, deleteGroup: false });
    expect(groupPermissions('participant')).toEqual({ moderate: false, addMembers: false, deleteGroup: false });
    expect(groupPermissions(undefined)).toEqual({ moderate: false, addMembers: false, deleteGroup: false });
  });
});
