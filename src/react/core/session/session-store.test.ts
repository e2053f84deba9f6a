// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionStore, isLoggedIn } from './session-store';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('SessionStore', () => {
  let ids: number;
  const store = () =>
    new SessionStore(
      localStorage,
      () => NOW,
      () => `random-${++ids}`,
    );

  beforeEach(() => {
    localStorage.clear();
    ids = 0;
  });

  it('gives a visitor with neither user nor anonymous id a random anonymous id at start', () => {
    const session = store();
    session.start();
    expect(session.getSnapshot()).toEqual({ token: null, user: null, anonymousCustomerId: 'random-1' });
  });

  it('keeps an existing anonymous id at start', () => {
    localStorage.setItem('anonymousCustomerId', 'known');
    const session = store();
    session.start();
    expect(session.getSnapshot().anonymousCustomerId).toBe('known');
  });

  it('discards a stored token past its expiry at start', () => {
    const expired = jwt({ sub: '7', exp: NOW / 1000 - 1 });
    localStorage.setItem('token', expired);
    localStorage.setItem('user', JSON.stringify({ customerId: '7', token: expired }));
    const session = store();
    session.start();
    expect(session.getSnapshot().token).toBeNull();
    expect(session.getSnapshot().user).toBeNull();
    expect(isLoggedIn(session.getSnapshot())).toBe(false);
  });

  it('keeps a token that is still valid', () => {
    const valid = jwt({ sub: '7', exp: NOW / 1000 + 3600 });
    localStorage.setItem('token', valid);
    localStorage.setItem('user', JSON.stringify({ customerId: '7' }));
    const session = store();
    session.start();
    expect(isLoggedIn(session.getSnapshot())).toBe(true);
  });

  it('discards a token that is not a JWT', () => {
    localStorage.setItem('token', 'garbage');
    localStorage.setItem('user', JSON.stringify({ customerId: '7' }));
    const session = store();
    session.start();
    expect(session.getSnapshot().token).toBeNull();
  });

  it('takes the anonymous id from the token on login', () => {
    const session = store();
    session.start();
    const token = jwt({ sub: '9', anonymousCustomerId: 'anon-9', exp: NOW / 1000 + 60 });
    session.login({ customerId: '9', token, alias: 'anonymous' });
    expect(session.getSnapshot()).toMatchObject({
      token,
      anonymousCustomerId: 'anon-9',
      user: { customerId: '9', alias: 'anonymous', anonymousCustomerId: 'anon-9' },
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ customerId: '9', token });
  });

  it('removes the anonymous id on login when the token has none', () => {
    const session = store();
    session.start();
    session.login({ customerId: '3', token: jwt({ sub: '3', exp: NOW / 1000 + 60 }), alias: 'ada' });
    expect(session.getSnapshot().anonymousCustomerId).toBeNull();
    expect(localStorage.getItem('anonymousCustomerId')).toBeNull();
  });

  it('clears token, user and anonymous id on logout and notifies subscribers', () => {
    const session = store();
    session.start();
    session.login({ customerId: '9', token: jwt({ sub: '9', anonymousCustomerId: 'a', exp: NOW / 1000 + 60 }) });
    let notified = 0;
    session.subscribe(() => notified++);
    session.logout();
    expect(session.getSnapshot()).toEqual({ token: null, user: null, anonymousCustomerId: null });
    expect(notified).toBe(1);
  });

  it('reads the logout reason once', () => {
    const session = store();
    session.setLogoutReason('otherUserLoggedIn');
    expect(session.takeLogoutReason()).toBe('otherUserLoggedIn');
    expect(session.takeLogoutReason()).toBeNull();
  });

  it('ignores a user entry that is not JSON', () => {
    localStorage.setItem('user', '{oops');
    expect(store().getSnapshot().user).toBeNull();
  });
});
