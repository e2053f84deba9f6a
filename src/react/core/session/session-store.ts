import { decodeJwt } from 'jose';
import { ANONYMOUS_ALIAS, STORAGE_KEYS } from '../constants';
import type { KeyValueStorage } from '../storage/element-storage';

/** The session user of portal.md §3, as stored under the `user` key. */
export interface SessionUser {
  customerId: string;
  token?: string;
  alias?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  ticket?: string | null;
  ticketCategoryCode?: string | null;
  tawkToHash?: string | null;
  companyCode?: string | null;
  projectId?: number | null;
  customAttributes?: unknown;
  anonymousCustomerId?: string | null;
}

export interface SessionSnapshot {
  token: string | null;
  user: SessionUser | null;
  anonymousCustomerId: string | null;
}

/** What a login call returns (customerLogin, customerAnonymousLogin, ...). */
export type LoginResult = Omit<SessionUser, 'token'> & { token: string };

type Listener = () => void;

/**
 * The visitor's session in local storage (portal.md §3-§4): token, user and anonymousCustomerId. Framework-free;
 * React reads it through useSyncExternalStore.
 */
export class SessionStore {
  private listeners = new Set<Listener>();
  private snapshot: SessionSnapshot;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly now: () => number = Date.now,
    private readonly randomId: () => string = randomUuid,
  ) {
    this.snapshot = this.read();
  }

  /** §4: a stored token past its expiry is discarded; a visitor with neither user nor anonymous id gets one. */
  start(): void {
    const { token } = this.snapshot;
    if (token !== null && isExpired(token, this.now())) {
      this.storage.removeItem(STORAGE_KEYS.token);
      this.storage.removeItem(STORAGE_KEYS.user);
    }
    const { user, anonymousCustomerId } = this.read();
    if (user === null && anonymousCustomerId === null) {
      this.storage.setItem(STORAGE_KEYS.anonymousCustomerId, this.randomId());
    }
    this.changed();
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** §4: the token is stored with the user; the anonymous id is taken from the token, or removed if absent. */
  login(result: LoginResult): void {
    const anonymousCustomerId = anonymousIdOf(result.token);
    this.storage.setItem(STORAGE_KEYS.token, result.token);
    this.storage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...result, anonymousCustomerId }));
    if (anonymousCustomerId) this.storage.setItem(STORAGE_KEYS.anonymousCustomerId, anonymousCustomerId);
    else this.storage.removeItem(STORAGE_KEYS.anonymousCustomerId);
    this.changed();
  }

  /** Merges what a later lookup (getCurrentCustomer) learnt about the user. */
  updateUser(fields: Partial<SessionUser>): void {
    const { user } = this.snapshot;
    if (user === null) return;
    this.storage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...user, ...fields }));
    this.changed();
  }

  /** §4: token, user and anonymous id are cleared. */
  logout(): void {
    this.storage.removeItem(STORAGE_KEYS.token);
    this.storage.removeItem(STORAGE_KEYS.user);
    this.storage.removeItem(STORAGE_KEYS.anonymousCustomerId);
    this.changed();
  }

  setLogoutReason(reason: string): void {
    this.storage.setItem(STORAGE_KEYS.logoutReason, reason);
  }

  /** Reads and forgets the reason of the last automatic logout. */
  takeLogoutReason(): string | null {
    const reason = this.storage.getItem(STORAGE_KEYS.logoutReason);
    this.storage.removeItem(STORAGE_KEYS.logoutReason);
    return reason;
  }

  /** Another tab or element changed the storage. */
  refresh(): void {
    this.changed();
  }

  private changed(): void {
    const next = this.read();
    const previous = this.snapshot;
    if (
      next.token === previous.token &&
      next.anonymousCustomerId === previous.anonymousCustomerId &&
      JSON.stringify(next.user) === JSON.stringify(previous.user)
    ) {
      return;
    }
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private read(): SessionSnapshot {
    return {
      token: this.storage.getItem(STORAGE_KEYS.token),
      user: parseUser(this.storage.getItem(STORAGE_KEYS.user)),
      anonymousCustomerId: this.storage.getItem(STORAGE_KEYS.anonymousCustomerId),
    };
  }
}

/** Logged in: a token and a user. */
export function isLoggedIn(session: SessionSnapshot): boolean {
  return session.token !== null && session.user !== null;
}

export function isAnonymousUser(user: SessionUser | null): boolean {
  return user?.alias === ANONYMOUS_ALIAS;
}

function isExpired(token: string, now: number): boolean {
  try {
    const { exp } = decodeJwt(token);
    return exp !== undefined && exp * 1000 <= now;
  } catch {
    return true;
  }
}

function anonymousIdOf(token: string): string | null {
  try {
    const { anonymousCustomerId } = decodeJwt(token);
    return typeof anonymousCustomerId === 'string' && anonymousCustomerId !== '' ? anonymousCustomerId : null;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return typeof user === 'object' && user !== null && 'customerId' in user ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

/** crypto.randomUUID exists only in secure contexts; a portal on plain http still needs an id. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
