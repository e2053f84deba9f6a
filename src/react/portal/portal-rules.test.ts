import { describe, expect, it } from 'vitest';
import {
  isEmbeddingFrame,
  isFooterHidden,
  navbarItemsFor,
  isNavbarHidden,
  isSupportChatAllowed,
  isTrackedPath,
  offersLogout,
  offersProfile,
  visibleFor,
  returnPathOf,
  returnState,
} from './portal-rules';

describe('page-visit tracking', () => {
  it.each(['/', '/welcome', '/mediaLibrary', '/pages/agenda', '/register', '/fin'])('tracks %s', (path) => {
    expect(isTrackedPath(path)).toBe(true);
  });

  it.each([
    '/closed',
    '/landing',
    '/logout',
    '/forgotPassword',
    '/register/ABC',
    '/resetPassword/t0k3n',
    '/preview/cta',
    '/stream',
    '/stream/main',
    '/preStream/main',
  ])('does not track %s', (path) => {
    expect(isTrackedPath(path)).toBe(false);
  });
});

describe('navbar and footer visibility', () => {
  it('hides the navbar on the guest pages and shows it elsewhere', () => {
    for (const path of ['/landing', '/register', '/register/X1', '/forgotPassword', '/resetPassword/abc']) {
      expect(isNavbarHidden(path)).toBe(true);
    }
    for (const path of ['/', '/welcome', '/profile', '/mediaLibrary']) expect(isNavbarHidden(path)).toBe(false);
  });

  it('hides the footer only on the card preview', () => {
    expect(isFooterHidden('/preview/cta')).toBe(true);
    expect(isEmbeddingFrame('/preview/cta')).toBe(true);
    expect(isEmbeddingFrame('/stream')).toBe(false);
    expect(isFooterHidden('/landing')).toBe(false);
  });
});

describe('ticket category filter', () => {
  const items = [
    { label: 'all', link: '/a' },
    { label: 'empty list', link: '/b', ticketCategories: [] },
    { label: 'vip', link: '/c', ticketCategories: ['vip'] },
    { label: 'vip or press', link: '/d', ticketCategories: ['vip', 'press'] },
  ];

  it('shows unrestricted items to everyone', () => {
    expect(visibleFor(items, null).map((item) => item.label)).toEqual(['all', 'empty list']);
  });

  it('shows restricted items only to the listed categories', () => {
    expect(visibleFor(items, 'vip').map((item) => item.label)).toEqual(['all', 'empty list', 'vip', 'vip or press']);
    expect(visibleFor(items, 'press').map((item) => item.label)).toEqual(['all', 'empty list', 'vip or press']);
    expect(visibleFor(items, 'standard').map((item) => item.label)).toEqual(['all', 'empty list']);
  });
});

describe('support chat widget', () => {
  it.each(['/stream', '/stream/main', '/thankYou', '/quiz', '/fin', '/finAnonymous'])('is allowed on %s', (path) => {
    expect(isSupportChatAllowed(path)).toBe(true);
  });

  it.each([
    '/',
    '/welcome',
    '/landing',
    '/register',
    '/register/ABC',
    '/forgotPassword',
    '/resetPassword/t0k3n',
    '/preview/cta',
    '/profile',
    '/closed',
    '/streams',
    '/finale',
  ])('is hidden on %s', (path) => {
    expect(isSupportChatAllowed(path)).toBe(false);
  });
});

describe('logout button', () => {
  it('is offered for password and e-mail logins only', () => {
    expect(offersLogout('passwordLogin')).toBe(true);
    expect(offersLogout('emailLogin')).toBe(true);
    expect(offersLogout('anonymousLogin')).toBe(false);
    expect(offersLogout('eventRegistration')).toBe(false);
  });
});

describe('navbarItemsFor', () => {
  const item = (label: string) => ({ label, link: `/${label}` });
  const config = {
    navbar: { items: [item('all')] },
    welcome: { navbarItems: [item('welcome')] },
    streamPage: { navbarItems: [item('stream')] },
  };

  it("gives the welcome and stream pages their own items and every other page the navbar's", () => {
    expect(navbarItemsFor('/', config)).toEqual([item('welcome')]);
    expect(navbarItemsFor('/welcome', config)).toEqual([item('welcome')]);
    expect(navbarItemsFor('/stream/main', config)).toEqual([item('stream')]);
    expect(navbarItemsFor('/preStream', config)).toEqual([item('stream')]);
    expect(navbarItemsFor('/streams', config)).toEqual([item('all')]);
    expect(navbarItemsFor('/pages', config)).toEqual([item('all')]);
  });

  it("falls back to the navbar's items, and to none (the defaults) without them", () => {
    expect(navbarItemsFor('/stream', { navbar: config.navbar })).toEqual([item('all')]);
    expect(navbarItemsFor('/welcome', {})).toBeUndefined();
  });
});

describe('returnPathOf', () => {
  it('returns a requested login route with its query and hash', () => {
    expect(returnPathOf(returnState({ pathname: '/stream/main', search: '', hash: '' }))).toBe('/stream/main');
    expect(returnPathOf({ returnTo: '/mediaLibrary?category=keynotes#top' })).toBe(
      '/mediaLibrary?category=keynotes#top',
    );
    expect(returnPathOf({ returnTo: '/pages/programm' })).toBe('/pages/programm');
  });

  it('refuses other sites, guest and unknown routes and anything not a path', () => {
    for (const returnTo of [
      'https://evil.example/stream',
      '//evil.example/stream',
      '/\\evil.example/stream',
      'javascript:alert(1)',
      '/landing',
      '/logout',
      '/',
      '/stream/main/extra',
      '/unknown',
      'stream/main',
    ]) {
      expect(returnPathOf({ returnTo })).toBeNull();
    }
    for (const state of [null, undefined, 'x', { returnTo: 42 }, {}]) expect(returnPathOf(state)).toBeNull();
  });
});

describe('offersProfile', () => {
  it('offers the profile only where visitors have an account', () => {
    expect(offersProfile('emailLogin', undefined)).toBe(true);
    expect(offersProfile('eventRegistration', undefined)).toBe(true);
    expect(offersProfile('eventRegistration', 'account')).toBe(true);
    expect(offersProfile('eventRegistration', 'anonymous')).toBe(false);
    expect(offersProfile('anonymousLogin', undefined)).toBe(false);
    expect(offersProfile('passwordLogin', undefined)).toBe(false);
  });
});
