// Who a chat token logs in, for the socket's login frame and the upload route's bearer token: a valid token whose
// customer still exists, whose portal session is still live, of a session kind the event admits (auth/access-policy.ts).
import { admitsToChat, readEventGate } from '../../auth/access-policy.js';
import type { ChatSessionKind, SessionClaims } from '../../auth/tokens.js';
import type { Clock } from '../../clock.js';
import { createReadCache } from '../../read-cache.js';
import type { Db } from '../../store/database.js';
import type { ChatTokenService } from '../chat-token.js';
import { findChatUser, type StaffMark } from '../chat-users.js';
import { isBannedFromChat } from '../reports/report-store.js';

/** Who a chat token logged in, and the portal session it stands for. */
export interface ChatLogin {
  user: { uid: string; name: string; avatar?: string; metadata?: Record<string, unknown> } & StaffMark;
  kind: ChatSessionKind;
  /** The portal session the chat token came from; none for a host site's user (kind host). */
  sessionId?: string;
  /** The users list shows friends only (the token's claim). */
  friendsOnly?: true;
  /** The user has used the chat before (a chat_presence row): not a new user. */
  chattedBefore: boolean;
  exp: number;
}

export function createChatLogins({
  db,
  tokens,
  isSessionLive,
  clock,
}: {
  db: Db;
  tokens: ChatTokenService;
  clock: Clock;
  /** Whether a named customer's portal session still counts (logged out or replaced sessions do not). */
  isSessionLive: (claims: SessionClaims) => boolean | Promise<boolean>;
}) {
  /** The event's gate, read at most every two seconds: the handshake and every frame ask it. */
  const cache = createReadCache();

  /**
   * The event still admits the session's kind, an operator has not banned the user from the chat, and a named
   * customer's portal session is still live; a host user's token, which no portal session backs, counts until it
   * expires (host-chat-tokens.ts).
   */
  async function stillAdmitted({ kind, sessionId, user, exp }: ChatLogin): Promise<boolean> {
    if (!admitsToChat(await readEventGate(db, cache), kind)) return false;
    if (await isBannedFromChat(db, user.uid)) return false;
    if (sessionId === undefined) return kind === 'host' && exp * 1000 > clock().getTime();
    return isSessionLive({ customerId: user.uid, alias: null, sessionId, exp });
  }

  /** The login of a valid chat token whose customer still exists and whose session the event admits; else null. */
  async function authenticate(token: string): Promise<ChatLogin | null> {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const user = await findChatUser(db, claims.uid);
    if (!user) return null;
    // A chat token counts only while the portal session it came from does (anonymous ones have sessions too); a
    // host site's user has none, and their token counts until it expires.
    if (!claims.sessionId && claims.kind !== 'host') return null;
    const login: ChatLogin = {
      user: {
        uid: user.uid,
        name: user.name,
        ...(user.staff ? { staff: true } : {}),
        ...(user.avatar ? { avatar: user.avatar } : {}),
        ...(user.metadata ? { metadata: user.metadata } : {}),
      },
      // Chat tokens issued before kinds existed: only named customers' carry a portal session.
      kind: claims.kind ?? 'account',
      ...(claims.sessionId ? { sessionId: claims.sessionId } : {}),
      ...(claims.friendsOnly ? { friendsOnly: true } : {}),
      chattedBefore: user.lastActiveAt !== undefined,
      exp: claims.exp,
    };
    return (await stillAdmitted(login)) ? login : null;
  }

  return { authenticate, stillAdmitted };
}

export type ChatLogins = ReturnType<typeof createChatLogins>;
