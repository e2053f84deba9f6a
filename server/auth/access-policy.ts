// Who may do what (docs/security.md "Access policy"). One decision from the event's login type, the kind of session
// the caller's token came from (anonymous, event password, account), the operator token, the preview flag and, for
// custom pages, the ticket category. GraphQL resolvers and the chat service ask here; none re-derives these rules.
import type { GroupType, MemberScope } from '../../shared/chat/chat-entities.js';
import type { LoginType } from '../../shared/portal/portal-config.js';
import {
  groupPermissions,
  mayChangeScope,
  mayUnban,
  memberPermissions,
  type RoleHolder,
} from '../../shared/chat/group-roles.js';
import type { GraphQLContext } from '../context.js';
import { forbidden, unauthenticated, wrongTicketCategory, type FoyerError } from '../errors.js';
import type { PortalSection } from '../event-file/sections/portal.js';
import { EVENT_PASSWORD_HASH_KEY, readAccessSettings } from './access-settings.js';
import { findCustomerById } from './customers.js';
import type { ReadCache } from '../read-cache.js';
import type { Db } from '../store/database.js';
import { readPortalConfig } from '../store/portal-config.js';
import { readSetting } from '../store/settings.js';
import type { ChatSessionKind, SessionClaims, SessionKind } from './tokens.js';
import type { Operator, OperatorRole } from './operator-roles.js';

export { isOperatorRole, OPERATOR_ROLES, type Operator, type OperatorRole } from './operator-roles.js';

/** What the event lets in, from its portal settings. */
export interface EventGate {
  loginType: LoginType;
  /**
   * Anonymous sessions pass: with anonymousLogin, and where the gate is no secret the server could check (the
   * client-side password of portal.md §5, the anonymous registration form of §3).
   */
  admitsAnonymous: boolean;
}

export interface Subject {
  /** null: no valid session token. */
  kind: SessionKind | null;
  /** The request carries the operator token. */
  operator: boolean;
  /** A session token came and was refused (forged, expired, ended, idle): the client must drop it. */
  refusedToken?: boolean;
  /** An admin or listed previewer with the preview cookie (features/accounts/preview.ts). */
  preview: boolean;
  /** The session customer's ticket category; only looked up for a custom page limited to categories. */
  ticketCategoryCode?: string | null;
}

export type Action =
  /** customerAnonymousLogin: a new anonymous session. */
  | 'loginAnonymously'
  /** getStream with its meeting secrets, getStreamAccess answering ok, presence and the visitor count. */
  | 'watchStream'
  /** /pages, content pages and the media library. */
  | 'readContent'
  /** Polls, word clouds, conversion cards, emojis, forms and Q&A questions, read. */
  | 'readLive'
  /** Votes, words, emoji and card clicks, form submissions, questions and upvotes. */
  | 'interact'
  /** The chat token, the /chat handshake and every chat frame, the user list included. */
  | 'chat'
  /** A custom page, within its own limits (login, ticket categories). */
  | 'openCustomPage'
  /** A page visit or click record: write-only, it reveals nothing. */
  | 'track';

/** A custom page's own limits (features/custom-pages). */
export interface CustomPageLimits {
  requiresLogin: boolean;
  ticketCategories: readonly string[];
}

/** The session kinds each login type admits (anonymous ones also where EventGate.admitsAnonymous says so). */
const ADMITTED_KINDS: Record<LoginType, readonly SessionKind[]> = {
  anonymousLogin: ['anonymous', 'event-password', 'account'],
  passwordLogin: ['event-password', 'account'],
  emailLogin: ['account'],
  eventRegistration: ['account'],
};

/** Reads a caller without a token may make where anonymous sessions pass: an anonymous token is free there. */
const WITHOUT_SESSION_WHERE_OPEN: ReadonlySet<Action> = new Set<Action>(['watchStream', 'readLive']);

export type Refusal = 'unauthenticated' | 'forbidden' | 'wrongTicketCategory';
export type Decision = { allowed: true } | { allowed: false; refusal: Refusal };

const ALLOWED: Decision = { allowed: true };
const refuse = (refusal: Refusal): Decision => ({ allowed: false, refusal });

export function admits(gate: EventGate, kind: SessionKind): boolean {
  return kind === 'anonymous' ? gate.admitsAnonymous : ADMITTED_KINDS[gate.loginType].includes(kind);
}

/**
 * Whether a chat token's kind may chat on this event. A host site's users (`host`) pass whatever the login type: the
 * host's server vouched for them with the server key the operator gave it, and their token opens the chat only.
 */
export function admitsToChat(gate: EventGate, kind: ChatSessionKind): boolean {
  return kind === 'host' || admits(gate, kind);
}

function decideCustomPage(subject: Subject, gate: EventGate, page: CustomPageLimits): Decision {
  const limitedToCategories = page.ticketCategories.length > 0;
  const admitted = subject.kind !== null && admits(gate, subject.kind);
  // The operator's requiresLogin decides (portal.md §6); what such a page embeds (stream, form, cards) still asks
  // the policy for each piece, so a public page shows nothing the event keeps behind its gate.
  if (!page.requiresLogin && !limitedToCategories) return ALLOWED;
  // Anyone logged in counts (e-mail, event password, parent project), anonymous visitors do not.
  if (!admitted || subject.kind === 'anonymous') return refuse('forbidden');
  if (limitedToCategories && !page.ticketCategories.includes(subject.ticketCategoryCode ?? '')) {
    return refuse('wrongTicketCategory');
  }
  return ALLOWED;
}

/** The policy itself: pure, so its table (docs/security.md) is tested case by case. */
export function decide(subject: Subject, action: Action, gate: EventGate, page?: CustomPageLimits): Decision {
  if (action === 'track') return ALLOWED;
  if (action === 'loginAnonymously') return gate.admitsAnonymous ? ALLOWED : refuse('forbidden');
  // §2 a previewer passes every limit; only a named admin or listed previewer previews.
  if (subject.operator || subject.preview) return ALLOWED;
  if (subject.refusedToken) return refuse('unauthenticated');
  if (action === 'openCustomPage') {
    return decideCustomPage(subject, gate, page ?? { requiresLogin: false, ticketCategories: [] });
  }
  if (subject.kind === null) {
    return gate.admitsAnonymous && WITHOUT_SESSION_WHERE_OPEN.has(action) ? ALLOWED : refuse('unauthenticated');
  }
  // A session the event does not admit is logged out by the client (UNAUTHENTICATED), and lands on the login page.
  return admits(gate, subject.kind) ? ALLOWED : refuse('unauthenticated');
}

export function can(subject: Subject, action: Action, gate: EventGate, page?: CustomPageLimits): boolean {
  return decide(subject, action, gate, page).allowed;
}

/** The §8 error of each refusal; custom pages and logins use its texts. */
const REFUSAL_ERRORS: Record<Refusal, (action: Action) => FoyerError> = {
  unauthenticated: () => unauthenticated(),
  forbidden: (action) =>
    action === 'loginAnonymously'
      ? forbidden('Anonymous login is not enabled for this event')
      : forbidden('You need to be logged in'),
  wrongTicketCategory: () => wrongTicketCategory('wrong ticket category'),
};

/** The kind of a session token; tokens issued before kinds existed are told apart by their anonymous id. */
export function sessionKindOf(claims: Pick<SessionClaims, 'kind' | 'anonymousCustomerId' | 'alias'>): SessionKind {
  if (claims.kind) return claims.kind;
  return claims.anonymousCustomerId !== undefined || claims.alias === 'anonymous' ? 'anonymous' : 'account';
}

/** The event's gate, through the two-second read cache (an import shows within seconds). */
export function readEventGate(db: Db, cache: ReadCache): Promise<EventGate> {
  return cache.get('access.gate', async () => {
    const { loginType, registration } = await readAccessSettings(db, cache);
    // Written only by importEvent from a validated event file.
    const portal = (await readPortalConfig(db)) as Partial<PortalSection>;
    // The client-side password (§5) is the only gate when no server-side event password is set.
    const clientPasswordOnly =
      portal.landing?.clientPassword !== undefined && !(await readSetting(db, EVENT_PASSWORD_HASH_KEY));
    return {
      loginType,
      admitsAnonymous:
        loginType === 'anonymousLogin' ||
        (loginType === 'passwordLogin' && clientPasswordOnly) ||
        (loginType === 'eventRegistration' && registration.mode === 'anonymous'),
    };
  });
}

/** A visitor's session is never the operator; without one, the operator check counts the attempt (operator-auth). */
async function subjectOf(ctx: GraphQLContext): Promise<Subject> {
  if (ctx.session) return { kind: sessionKindOf(ctx.session), operator: false, preview: ctx.preview };
  if (ctx.sessionRefused) return { kind: null, operator: false, preview: ctx.preview, refusedToken: true };
  return { kind: null, operator: await ctx.operator(), preview: ctx.preview };
}

async function ticketCategoryOf(ctx: GraphQLContext): Promise<string | null> {
  const id = Number(ctx.session?.customerId);
  if (!ctx.session || !Number.isSafeInteger(id)) return null;
  return (await findCustomerById(ctx.db, id))?.ticket_category_code ?? null;
}

/** Throws the refusal's §8 error unless the caller of this GraphQL request may take the action. */
export async function authorize(ctx: GraphQLContext, action: Action, page?: CustomPageLimits): Promise<void> {
  const gate = await readEventGate(ctx.db, ctx.cache);
  const subject = await subjectOf(ctx);
  if (page && page.ticketCategories.length > 0) subject.ticketCategoryCode = await ticketCategoryOf(ctx);
  const decision = decide(subject, action, gate, page);
  if (!decision.allowed) throw REFUSAL_ERRORS[decision.refusal](action);
}

/** Whether the caller of this GraphQL request may take the action (for answers that report rather than refuse). */
export async function allows(ctx: GraphQLContext, action: Action): Promise<boolean> {
  return can(await subjectOf(ctx), action, await readEventGate(ctx.db, ctx.cache));
}

// ---- Operators ------------------------------------------------------------------------------------------------------
// The console's operator accounts (issue #18, docs/security.md "Operators"): each has one role, and the operator token
// of automation acts as an owner. What a role may do is this one table; features/operator asks through
// authorizeOperator (operator-auth.ts) and never re-derives it.

export type OperatorAction =
  /** Poll, card, form and Q&A states and results, live; the presenter screen. */
  | 'readShow'
  /**
   * Open, close and clear polls, remove a word, show and hide cards, open and close forms; highlight, answer, reply to
   * and archive questions, open and close a Q&A, switch the presenter screen.
   */
  | 'runShow'
  /** A form's submissions and their CSV; a Q&A's questions as CSV. */
  | 'readSubmissions'
  /** Chat reports, deleting a message, banning and unbanning a user; approving, rejecting, editing, merging questions. */
  | 'moderate'
  /** Registered customers with their attributes (personal data). */
  | 'exportAttendees'
  /** The audit log. */
  | 'readAudit'
  /** Edit the welcome texts, cards and polls (the console's Content tab, decision 0026). */
  | 'editContent'
  /** The Audience tab: counts of visits, clicks, viewers, logins and registrations, and their CSV (no personal data). */
  | 'readAnalytics'
  /** Other operators' accounts: sending one a one-time login link. */
  | 'manageOperators';

const OPERATOR_RIGHTS: Record<OperatorRole, ReadonlySet<OperatorAction>> = {
  owner: new Set<OperatorAction>([
    'readShow',
    'runShow',
    'readSubmissions',
    'moderate',
    'exportAttendees',
    'readAudit',
    'editContent',
    'readAnalytics',
    'manageOperators',
  ]),
  moderator: new Set<OperatorAction>(['readShow', 'runShow', 'readSubmissions', 'moderate', 'readAnalytics']),
  analyst: new Set<OperatorAction>(['readShow', 'readSubmissions', 'readAnalytics']),
};

/**
 * Throws 403 unless the request's operator (an account, or the operator token as an owner) may take the action;
 * answers who acted, for the audit log.
 */
export async function authorizeOperator(ctx: GraphQLContext, action: OperatorAction): Promise<Operator> {
  const operator = await ctx.operatorAccount();
  const decision = decideOperator(operator?.role ?? null, action);
  if (!operator) throw forbidden('This operation needs the operator token');
  if (!decision.allowed) throw forbidden(`The role ${operator.role} may not do this`);
  return operator;
}

/** The operator policy, pure: null is no operator at all (UNAUTHENTICATED is not told apart: 403 as before). */
export function decideOperator(role: OperatorRole | null, action: OperatorAction): Decision {
  return role !== null && OPERATOR_RIGHTS[role].has(action) ? ALLOWED : refuse('forbidden');
}

// ---- Inside the chat ------------------------------------------------------------------------------------------------
// Admission to the chat is the 'chat' action above (the token, the handshake, every frame). Once in, what a user may
// do with a conversation, a group or a message is decided here from facts the chat's store gathers
// (server/chat/chat-access.ts); the chat modules ask through that one door and never re-derive these rules.

export type ChatAction =
  /** Read a conversation's messages, or mark them delivered or read. */
  | 'readConversation'
  /** Send to a conversation: a message, a typing indicator. */
  | 'send'
  /** Edit or delete a message. */
  | 'editMessage'
  /** React to a message or vote in its poll: it changes the message for everyone who reads it. */
  | 'interactWithMessage'
  /** See a group's details. */
  | 'seeGroup'
  /** List a group's members. */
  | 'listMembers'
  /** Join a group (a password group's password is checked after this). */
  | 'joinGroup'
  /** Leave a group. */
  | 'leaveGroup'
  /** §6 group administration: add members, delete the group, list the banned (the group's own rights). */
  | 'addMembers'
  | 'deleteGroup'
  | 'listBanned'
  /** §6 group administration on one member (`member` in the facts), by shared/chat/group-roles.ts. */
  | 'kickMember'
  | 'banMember'
  | 'unbanMember'
  | 'changeScope'
  /** List every user, not only one's friends (§7 "List users" without friendsOnly). */
  | 'listEveryone'
  /**
   * See an attendee who has not used the chat (in the users list, by their uid): an attendee's full name is personal
   * data, and an anonymous visitor costs nothing to become. Those who used the chat are seen by everyone in it.
   */
  | 'seeAttendee'
  /** Accept, reject, end or signal a call: the user is one of its two sides (`participant`), and neither blocked the other. */
  | 'takePartInCall'
  /** Start, announce, join, leave or signal a group's meeting (a direct call): members of the group only. */
  | 'takePartInMeeting'
  /** Use a meeting's SFU media (join, publish, subscribe): a member of the meeting's group (`participant`). */
  | 'useMeetingMedia';

/** What the chat store knows about the user, the conversation, group or message an action concerns. */
export interface ChatFacts {
  /** The conversation is a group's: its type. */
  groupType?: GroupType;
  /** The user takes part in the conversation (a pair's side, or a group member). */
  participant: boolean;
  /** The user's scope in the group, when a member. */
  scope?: MemberScope;
  /** The user sent the message concerned. */
  sender?: boolean;
  /** The conversation would be with the user themselves. */
  self?: boolean;
  /** The user's token lists friends only (a host site's `userListing: friends`). */
  friendsOnly?: boolean;
  /** The asking user's uid and whether they own the group (administration). */
  asker?: string;
  owner?: boolean;
  /** The member an administration action is on: their scope (a banned one's scope when banned) and ownership. */
  member?: RoleHolder;
  /** changeScope: the scope asked for. */
  newScope?: MemberScope;
  /** The user is banned from the group (joining is refused). */
  banned?: boolean;
  /** In a pair: one side blocked the other (chat_blocks), either way round. */
  blocked?: boolean;
  /** The asker's session is anonymous (seeAttendee). */
  anonymous?: boolean;
  /** The event shows attendees' names to anonymous visitors too (chatModeration.attendeeNames: everyone). */
  namesForEveryone?: boolean;
}

export type ChatRefusalReason =
  /** Not a member of the group the action is in. */
  | 'notAMember'
  /** Another pair's conversation, a private group's invitation-only door, a group scope too low. */
  | 'forbidden'
  /** Someone else's message. */
  | 'notOwner'
  /** A private group to an outsider: as if it did not exist. */
  | 'hidden'
  /** A conversation with oneself. */
  | 'self'
  /** Banned from the group. */
  | 'banned'
  /** A pair of whom one blocked the other: nothing passes between them. */
  | 'blocked';

export type ChatDecision = { allowed: true } | { allowed: false; refusal: ChatRefusalReason };

const CHAT_ALLOWED: ChatDecision = { allowed: true };
const chatRefuse = (refusal: ChatRefusalReason): ChatDecision => ({ allowed: false, refusal });

/** §6 group administration, by the rules the UI shows its controls with (shared/chat/group-roles.ts). */
function decideAdministration(action: ChatAction, facts: ChatFacts): ChatDecision {
  if (!facts.participant || !facts.scope) return chatRefuse('notAMember');
  const actor: RoleHolder = { uid: facts.asker ?? '', scope: facts.scope, owner: facts.owner === true };
  const rights = groupPermissions(facts.scope);
  const member = facts.member;
  const allowed = (() => {
    switch (action) {
      case 'addMembers':
        return rights.addMembers;
      case 'deleteGroup':
        return rights.deleteGroup;
      case 'listBanned':
        return rights.moderate;
      case 'kickMember':
        return member !== undefined && memberPermissions(actor, member).kick;
      case 'banMember':
        return member !== undefined && memberPermissions(actor, member).ban;
      case 'unbanMember':
        return member !== undefined && mayUnban(actor, member);
      case 'changeScope':
        return member !== undefined && facts.newScope !== undefined && mayChangeScope(actor, member, facts.newScope);
      default:
        return false;
    }
  })();
  return allowed ? CHAT_ALLOWED : chatRefuse('forbidden');
}

/** The chat's own rules, pure, so docs/security.md's chat table is tested case by case. */
export function decideChat(action: ChatAction, facts: ChatFacts): ChatDecision {
  const inGroup = facts.groupType !== undefined;
  switch (action) {
    case 'readConversation':
    case 'send':
    case 'leaveGroup':
      if (facts.self && action === 'send') return chatRefuse('self');
      if (facts.blocked && action === 'send') return chatRefuse('blocked');
      if (facts.participant) return CHAT_ALLOWED;
      return chatRefuse(inGroup ? 'notAMember' : 'forbidden');
    case 'editMessage':
      if (!facts.participant) return chatRefuse('forbidden');
      if (!facts.sender) return chatRefuse('notOwner');
      // An edit reaches the other side of the pair as a push: nothing passes within a blocked pair.
      return facts.blocked ? chatRefuse('blocked') : CHAT_ALLOWED;
    case 'interactWithMessage':
      if (!facts.participant) return chatRefuse(inGroup ? 'notAMember' : 'forbidden');
      return facts.blocked ? chatRefuse('blocked') : CHAT_ALLOWED;
    case 'seeGroup':
      return facts.groupType !== 'private' || facts.participant ? CHAT_ALLOWED : chatRefuse('hidden');
    case 'listMembers':
      return facts.groupType !== 'private' || facts.participant ? CHAT_ALLOWED : chatRefuse('notAMember');
    case 'joinGroup':
      if (facts.banned) return chatRefuse('banned');
      return facts.groupType !== 'private' || facts.participant ? CHAT_ALLOWED : chatRefuse('forbidden');
    case 'addMembers':
    case 'deleteGroup':
    case 'listBanned':
    case 'kickMember':
    case 'banMember':
    case 'unbanMember':
    case 'changeScope':
      return decideAdministration(action, facts);
    case 'listEveryone':
      return facts.friendsOnly ? chatRefuse('forbidden') : CHAT_ALLOWED;
    case 'seeAttendee':
      return facts.participant || !facts.anonymous || facts.namesForEveryone ? CHAT_ALLOWED : chatRefuse('hidden');
    case 'takePartInCall':
      if (!facts.participant) return chatRefuse('hidden');
      return facts.blocked ? chatRefuse('blocked') : CHAT_ALLOWED;
    case 'takePartInMeeting':
      // Banned and kicked users are members no longer; a private group stays hidden from outsiders.
      if (facts.participant) return CHAT_ALLOWED;
      return chatRefuse(facts.groupType === 'private' ? 'hidden' : 'notAMember');
    case 'useMeetingMedia':
      return facts.participant ? CHAT_ALLOWED : chatRefuse('notAMember');
  }
}
