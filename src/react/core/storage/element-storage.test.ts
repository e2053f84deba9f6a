// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = 'https://api.example/graphql';

async function freshModule() {
  vi.resetModules();
  return import('./element-storage');
}

describe('the element storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'autoOpenForm_x=; Max-Age=0; path=/';
  });

  it('keeps an embedded element under a key of its API origin and leaves the host keys alone', async () => {
    const { elementStorage } = await freshModule();
    localStorage.setItem('token', 'host-token');
    const storage = elementStorage('localStorage', api);
    storage.setItem('token', 'foyer-token');
    expect(localStorage.getItem('token')).toBe('host-token');
    expect(localStorage.getItem('foyer:https://api.example:token')).toBe('foyer-token');
    expect(storage.getItem('token')).toBe('foyer-token');
    expect(elementStorage('localStorage', 'https://other.example/graphql').getItem('token')).toBeNull();
    storage.removeItem('token');
    expect(localStorage.length).toBe(1);
  });

  it('resolves a relative api-url against the page for its namespace', async () => {
    const { storageNamespace } = await freshModule();
    expect(storageNamespace('/graphql', 'https://cms.example/page')).toBe('foyer:https://cms.example:');
    expect(storageNamespace('https://api.example:8443/graphql', 'https://cms.example/')).toBe(
      'foyer:https://api.example:8443:',
    );
  });

  it('uses the spec key names once the standalone portal claims the page', async () => {
    const { claimPageStorage, elementStorage } = await freshModule();
    claimPageStorage();
    elementStorage('localStorage', api).setItem('token', 't');
    expect(localStorage.getItem('token')).toBe('t');
  });

  it('keeps an embedded flag with its expiry in storage, not in a cookie', async () => {
    const { elementFlag } = await freshModule();
    let now = 1_000_000;
    const flag = elementFlag(api, 'autoOpenForm_x', () => now);
    expect(flag.isSet()).toBe(false);
    flag.set(86_400);
    expect(flag.isSet()).toBe(true);
    expect(document.cookie).toBe('');
    now += 86_400_000;
    expect(flag.isSet()).toBe(false);
  });

  it('sets the spec cookie for a flag in the standalone portal', async () => {
    const { claimPageStorage, elementFlag, readCookie } = await freshModule();
    claimPageStorage();
    const flag = elementFlag(api, 'autoOpenForm_x');
    flag.set(86_400);
    expect(readCookie(document.cookie, 'autoOpenForm_x')).toBe('1');
    expect(flag.isSet()).toBe(true);
  });

  it('finds a cookie by its exact name', async () => {
    const { readCookie } = await freshModule();
    expect(readCookie('a=1; autoOpenForm_feedback=1', 'autoOpenForm_feedback')).toBe('1');
    expect(readCookie('xautoOpenForm_feedback=1', 'autoOpenForm_feedback')).toBeUndefined();
  });
});
