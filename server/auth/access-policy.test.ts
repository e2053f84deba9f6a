// The access policy's table (docs/security.md "Access policy"), case by case, without an app.
import { describe, expect, it } from 'vitest';
import {
  admits,
  admitsToChat,
  decide,
  decideChat,
  sessionKindOf,
  type Action,
  type ChatAction,
  type ChatFacts,
  type EventGate,
  type Subject,
} from './access-policy.js';
import type { SessionKind } from './tokens.js';

const OPEN: EventGate = { loginType: 'anonymousLogin', admitsAnonymous: true };
const PASSWORD: EventGate = { loginType: 'passwordLogin', admitsAnonymous: false };
const EMAIL: EventGate = { loginType: 'emailLogin', admitsAnonymous: false };
const REGISTRATION: EventGate = { loginType: 'eventRegistration', admitsAnonymous: false };
/** passwordLogin with only the client-side password, or eventRegistration with the anonymous form: no secret gate. */
const CLIENT_PASSWORD: EventGate = { loginType: 'passwordLogin', admitsAnonymous: true };

const EVENT_ACTIONS: Action[] = ['watchStream', 'readContent', 'readLive', 'interact', 'chat'];
const subject = (kind: SessionKind | null, extra: Partial<Subject> = {}): Subject => ({
  kind,
  operator: false,
  preview: false,
  ...extra,
});
const allowed = (who: Subject, action: Action, gate: EventGate) => decide(who, action, gate).allowed;

describe('the access policy', () => {
  it.each([
    [OPEN, ['anonymous', 'event-password', 'account']],
    [PASSWORD, ['event-password', 'account']],
    [EMAIL, ['account']],
    [REGISTRATION, ['account']],
    [CLIENT_PASSWORD, ['anonymous', 'event-password', 'account']],
  ] as const)('on %j admits exactly the kinds %j to every event action', (gate, admitted) => {
    for (const kind of ['anonymous', 'event-password', 'account'] as const) {
      for (const action of EVENT_ACTIONS) {
        expect(decide(subject(kind), action, gate), `${kind} ${action}`).toEqual(
          (admitted as readonly string[]).includes(kind)
            ? { allowed: true }
            : { allowed: false, refusal: 'unauthenticated' },
        );
      }
    }
  });

  it('gives an anonymous login only where anonymous sessions pass, refusing with forbidden (§8 403)', () => {
    expect(decide(subject(null), 'loginAnonymously', OPEN)).toEqual({ allowed: true });
    expect(decide(subject(null), 'loginAnonymously', CLIENT_PASSWORD)).toEqual({ allowed: true });
    for (const gate of [PASSWORD, EMAIL, REGISTRATION]) {
      expect(decide(subject(null), 'loginAnonymously', gate)).toEqual({ allowed: false, refusal: 'forbidden' });
      // Not even the operator token or a preview opens it.
      expect(allowed(subject('account', { operator: true, preview: true }), 'loginAnonymously', gate)).toBe(false);
    }
  });

  it('lets a caller without a token watch and read live content only where an anonymous token is free', () => {
    for (const action of EVENT_ACTIONS) {
      const withoutTokenOnOpen = action === 'watchStream' || action === 'readLive';
      expect(allowed(subject(null), action, OPEN), action).toBe(withoutTokenOnOpen);
      for (const gate of [PASSWORD, EMAIL, REGISTRATION]) {
        expect(decide(subject(null), action, gate)).toEqual({ allowed: false, refusal: 'unauthenticated' });
      }
    }
  });

  it('lets the operator token and a previewer through every event action on every gate', () => {
    for (const gate of [OPEN, PASSWORD, EMAIL, REGISTRATION]) {
      for (const action of [...EVENT_ACTIONS, 'openCustomPage'] as const) {
        expect(allowed(subject(null, { operator: true }), action, gate)).toBe(true);
        expect(allowed(subject('account', { preview: true }), action, gate)).toBe(true);
      }
    }
  });

  it('records tracking from anyone: it reveals nothing', () => {
    for (const gate of [OPEN, PASSWORD, EMAIL, REGISTRATION]) expect(allowed(subject(null), 'track', gate)).toBe(true);
  });

  describe('custom pages', () => {
    const open = { requiresLogin: false, ticketCategories: [] };
    const login = { requiresLogin: true, ticketCategories: [] };
    const vip = { requiresLogin: false, ticketCategories: ['vip'] };

    it("opens a page without limits of its own to anyone: requiresLogin is the operator's choice", () => {
      for (const gate of [OPEN, PASSWORD, EMAIL, REGISTRATION]) {
        expect(decide(subject(null), 'openCustomPage', gate, open)).toEqual({ allowed: true });
      }
    });

    it('keeps anonymous visitors and sessions the event does not admit out of a login page', () => {
      expect(decide(subject('anonymous'), 'openCustomPage', OPEN, login).allowed).toBe(false);
      expect(decide(subject('event-password'), 'openCustomPage', OPEN, login).allowed).toBe(true);
      expect(decide(subject('event-password'), 'openCustomPage', EMAIL, login).allowed).toBe(false);
      expect(decide(subject('account'), 'openCustomPage', REGISTRATION, login).allowed).toBe(true);
    });

    it('answers 4033 for another ticket category and lets the category in', () => {
      expect(decide(subject('account', { ticketCategoryCode: 'basic' }), 'openCustomPage', EMAIL, vip)).toEqual({
        allowed: false,
        refusal: 'wrongTicketCategory',
      });
      expect(decide(subject('account', { ticketCategoryCode: null }), 'openCustomPage', EMAIL, vip).allowed).toBe(
        false,
      );
      expect(decide(subject('account', { ticketCategoryCode: 'vip' }), 'openCustomPage', EMAIL, vip)).toEqual({
        allowed: true,
      });
      expect(decide(subject('anonymous'), 'openCustomPage', OPEN, vip)).toEqual({
        allowed: false,
        refusal: 'forbidden',
      });
    });
  });

  it('tells the kind of a token issued before tokens carried one by its anonymous id or alias', () => {
    expect(sessionKindOf({ kind: 'event-password', alias: null })).toBe('event-password');
    expect(sessionKindOf({ alias: 'anonymous', anonymousCustomerId: 'x' })).toBe('anonymous');
    expect(sessionKindOf({ alias: 'anonymous' })).toBe('anonymous');
    expect(sessionKindOf({ alias: null, anonymousCustomerId: 'x' })).toBe('anonymous');
    expect(sessionKindOf({ alias: null })).toBe('account');
  });

  it.each([OPEN, PASSWORD, EMAIL, REGISTRATION, CLIENT_PASSWORD])(
    "admits a host site's chat users (kind host) to the chat on %j, and portal kinds as to every action",
    (gate) => {
      expect(admitsToChat(gate, 'host')).toBe(true);
      for (const kind of ['anonymous', 'event-password', 'account'] as const) {
        expect(admitsToChat(gate, kind)).toBe(admits(gate, kind));
      }
    },
  );
});

describe('the chat policy inside the chat', () => {
  const refusal = (action: ChatAction, facts: ChatFacts) => {
    const decision = decideChat(action, facts);
    return decision.allowed ? 'allowed' : decision.refusal;
  };
  const member = { participant: true, scope: 'participant' } as const;

  it('lets participants read and send, and refuses others by whether the conversation is a group', () => {
    for (const action of ['readConversation', 'send'] as const) {
      expect(refusal(action, { participant: true })).toBe('allowed');
      expect(refusal(action, { groupType: 'public', ...member })).toBe('allowed');
      expect(refusal(action, { participant: false })).toBe('forbidden');
      expect(refusal(action, { groupType: 'public', participant: false })).toBe('notAMember');
    }
    expect(refusal('send', { participant: true, self: true })).toBe('self');
  });

  it('refuses sending within a pair of whom one blocked the other, and still lets them read their history', () => {
    expect(refusal('send', { participant: true, blocked: true })).toBe('blocked');
    expect(refusal('send', { participant: true, blocked: false })).toBe('allowed');
    expect(refusal('readConversation', { participant: true, blocked: true })).toBe('allowed');
  });

  it('refuses changing a message within a blocked pair: edits, deletions, reactions and votes', () => {
    expect(refusal('editMessage', { participant: true, sender: true, blocked: true })).toBe('blocked');
    expect(refusal('interactWithMessage', { participant: true, blocked: true })).toBe('blocked');
    expect(refusal('interactWithMessage', { participant: true, blocked: false })).toBe('allowed');
    expect(refusal('interactWithMessage', { participant: false })).toBe('forbidden');
    expect(refusal('interactWithMessage', { groupType: 'public', participant: false })).toBe('notAMember');
  });

  it('lets only the sender edit or delete, and only in a conversation of theirs', () => {
    expect(refusal('editMessage', { participant: true, sender: true })).toBe('allowed');
    expect(refusal('editMessage', { participant: true, sender: false })).toBe('notOwner');
    expect(refusal('editMessage', { participant: false, sender: true })).toBe('forbidden');
  });

  it("lets everyone list every user but a user whose token lists friends only (a host's userListing)", () => {
    expect(refusal('listEveryone', { participant: false })).toBe('allowed');
    expect(refusal('listEveryone', { participant: false, friendsOnly: false })).toBe('allowed');
    expect(refusal('listEveryone', { participant: false, friendsOnly: true })).toBe('forbidden');
  });

  it("lets only a call's two sides take part in it, and not while one blocked the other", () => {
    expect(refusal('takePartInCall', { participant: true })).toBe('allowed');
    expect(refusal('takePartInCall', { participant: false })).toBe('hidden');
    expect(refusal('takePartInCall', { participant: true, blocked: true })).toBe('blocked');
    expect(refusal('takePartInCall', { participant: false, blocked: true })).toBe('hidden');
    expect(refusal('takePartInMeeting', { participant: true, groupType: 'public' })).toBe('allowed');
    expect(refusal('takePartInMeeting', { participant: false, groupType: 'public' })).toBe('notAMember');
    expect(refusal('takePartInMeeting', { participant: false, groupType: 'private' })).toBe('hidden');
  });

  it("lets only members of a meeting's group use its SFU media", () => {
    for (const groupType of ['public', 'password', 'private'] as const) {
      expect(refusal('useMeetingMedia', { groupType, participant: true })).toBe('allowed');
      expect(refusal('useMeetingMedia', { groupType, participant: false })).toBe('notAMember');
    }
  });

  it('hides private groups from outsiders and lets them in by invitation only', () => {
    for (const groupType of ['public', 'password'] as const) {
      expect(refusal('seeGroup', { groupType, participant: false })).toBe('allowed');
      expect(refusal('listMembers', { groupType, participant: false })).toBe('allowed');
      expect(refusal('joinGroup', { groupType, participant: false })).toBe('allowed');
    }
    expect(refusal('seeGroup', { groupType: 'private', participant: false })).toBe('hidden');
    expect(refusal('listMembers', { groupType: 'private', participant: false })).toBe('notAMember');
    expect(refusal('joinGroup', { groupType: 'private', participant: false })).toBe('forbidden');
    expect(refusal('seeGroup', { groupType: 'private', ...member })).toBe('allowed');
    expect(refusal('leaveGroup', { groupType: 'private', participant: false })).toBe('notAMember');
  });

  it('keeps a banned user out of a group they may otherwise join', () => {
    expect(refusal('joinGroup', { groupType: 'public', participant: false, banned: true })).toBe('banned');
  });

  it('lets administrators add members and delete the group, moderators list the banned, not participants', () => {
    const as = (scope: 'administrator' | 'moderator' | 'participant') => ({
      groupType: 'public' as const,
      participant: true,
      scope,
      asker: scope,
    });
    expect(refusal('addMembers', as('administrator'))).toBe('allowed');
    expect(refusal('deleteGroup', as('administrator'))).toBe('allowed');
    expect(refusal('listBanned', as('administrator'))).toBe('allowed');
    expect(refusal('addMembers', as('moderator'))).toBe('forbidden');
    expect(refusal('deleteGroup', as('moderator'))).toBe('forbidden');
    expect(refusal('listBanned', as('moderator'))).toBe('allowed');
    for (const action of ['addMembers', 'deleteGroup', 'listBanned'] as const) {
      expect(refusal(action, as('participant'))).toBe('forbidden');
      expect(refusal(action, { groupType: 'public', participant: false })).toBe('notAMember');
    }
  });

  it('decides kicks, bans, unbans and scope changes by the roles of shared/chat/group-roles.ts', () => {
    const facts = (scope: 'administrator' | 'moderator' | 'participant', memberScope: typeof scope, owner = false) => ({
      groupType: 'public' as const,
      participant: true,
      scope,
      asker: 'actor',
      owner,
      member: { uid: 'member', scope: memberScope, owner: false },
    });
    expect(refusal('kickMember', facts('participant', 'participant'))).toBe('forbidden');
    expect(refusal('kickMember', facts('moderator', 'participant'))).toBe('allowed');
    expect(refusal('banMember', facts('moderator', 'administrator'))).toBe('forbidden');
    expect(refusal('unbanMember', facts('moderator', 'moderator'))).toBe('forbidden');
    expect(refusal('changeScope', { ...facts('moderator', 'participant'), newScope: 'administrator' })).toBe(
      'forbidden',
    );
    expect(refusal('changeScope', { ...facts('moderator', 'participant'), newScope: 'moderator' })).toBe('allowed');
    expect(refusal('kickMember', facts('administrator', 'administrator'))).toBe('forbidden');
    expect(refusal('kickMember', facts('administrator', 'administrator', true))).toBe('allowed');
    const onOwner = {
      ...facts('administrator', 'administrator', true),
      member: { uid: 'o', scope: 'administrator' as const, owner: true },
    };
    expect(refusal('banMember', onOwner)).toBe('forbidden');
    expect(refusal('kickMember', { groupType: 'public', participant: false })).toBe('notAMember');
  });
});
