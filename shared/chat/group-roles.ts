// chat-widget.md §6 "Roles and permissions": what a group member may do to the group and to another member, decided in
// one pure module. The chat UI asks it which controls to show (src/react/chat/details/), the server's access policy
// asks it whether to allow a request (server/auth/access-policy.ts decideChat), so the two can never disagree.
import type { MemberScope } from './chat-kinds.js';

/** A member as the rules see them: their scope, and whether they own the group (the owner is an administrator). */
export interface RoleHolder {
  uid: string;
  scope: MemberScope;
  owner: boolean;
}

/** What one member may do to another (a row of the view-members modal). */
export interface MemberPermissions {
  kick: boolean;
  ban: boolean;
  /** The scopes the member may be given; empty: no scope control. */
  scopes: readonly MemberScope[];
}

const NOTHING: MemberPermissions = { kick: false, ban: false, scopes: [] };
/** §6 Moderator: "can change a participant's scope only to participant or moderator". */
const MODERATOR_SCOPES: readonly MemberScope[] = ['participant', 'moderator'];
/** §6 Administrator: "changes any member's scope among the three". */
const ADMINISTRATOR_SCOPES: readonly MemberScope[] = ['participant', 'moderator', 'administrator'];

/**
 * Whether `actor` outranks a member of `scope` (owner or not): the moderator acts on participants only, a non-owner
 * administrator on participants and moderators, the owner on everyone; nobody acts on the owner (§6).
 */
function outranks(actor: RoleHolder, target: { scope: MemberScope; owner: boolean }): boolean {
  if (target.owner) return false;
  // An owner who left and joined again is a participant like any other until made administrator again.
  if (actor.owner && actor.scope === 'administrator') return true;
  if (actor.scope === 'administrator') return target.scope !== 'administrator';
  if (actor.scope === 'moderator') return target.scope === 'participant';
  return false;
}

/**
 * §6: what `actor` may do to `member`. "Owner and the user's own row show no controls"; a participant acts on
 * nobody; a moderator "cannot act on admins or other moderators"; "a non-owner admin cannot act on ... other admins".
 */
export function memberPermissions(actor: RoleHolder, member: RoleHolder): MemberPermissions {
  if (actor.uid === member.uid || !outranks(actor, member)) return NOTHING;
  return {
    kick: true,
    ban: true,
    scopes: actor.scope === 'administrator' ? ADMINISTRATOR_SCOPES : MODERATOR_SCOPES,
  };
}

/** Whether `actor` may give `member` the scope `newScope` (a change to the same scope is no change). */
export function mayChangeScope(actor: RoleHolder, member: RoleHolder, newScope: MemberScope): boolean {
  return memberPermissions(actor, member).scopes.includes(newScope);
}

/**
 * §6 "[A moderator] cannot unban admins or moderators"; "a non-owner admin cannot ... unban other admins". A banned
 * member keeps the scope they had, which decides.
 */
export function mayUnban(actor: RoleHolder, banned: { uid: string; scope: MemberScope; owner: boolean }): boolean {
  return actor.uid !== banned.uid && outranks(actor, banned);
}

/** What a member may do to the group as a whole (the detail pane's links and options). */
export interface GroupPermissions {
  /** §6 Moderator "sees ban and kick columns and banned link"; participants do not (the list is not even fetched). */
  moderate: boolean;
  /** §6 Administrator "adds members". */
  addMembers: boolean;
  /** §6 Administrator "deletes and exits the group". */
  deleteGroup: boolean;
}

export function groupPermissions(scope: MemberScope | undefined): GroupPermissions {
  return {
    moderate: scope === 'administrator' || scope === 'moderator',
    addMembers: scope === 'administrator',
    deleteGroup: scope === 'administrator',
  };
}
