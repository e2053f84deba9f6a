// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = 'https://api.example/graphql';

describe('the preview flag', () => {
  beforeEach(() => {
    vi.resetModules();
    document.cookie = 'preview=; Max-Age=0; path=/';
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is kept for the tab in the namespaced session storage when embedded, never in a cookie', async () => {
    const { isPreview, rememberPreviewFlag } = await import('./preview');
    expect(isPreview(api)).toBe(false);
    rememberPreviewFlag('?preview=0', api);
    expect(isPreview(api)).toBe(false);
    rememberPreviewFlag('?x=1&preview=1', api);
    expect(isPreview(api)).toBe(true);
    expect(document.cookie).toBe('');
    expect(sessionStorage.getItem('foyer:https://api.example:flag:preview')).toBe('1');
    expect(isPreview('https://other.example/graphql')).toBe(false);
  });

  it('is stored in the spec cookie by the standalone portal', async () => {
    const { claimPageStorage } = await import('../storage/element-storage');
    const { isPreview, rememberPreviewFlag } = await import('./preview');
    claimPageStorage();
    rememberPreviewFlag('?x=1&preview=1', api);
    expect(document.cookie).toBe('preview=1');
    expect(isPreview(api)).toBe(true);
    rememberPreviewFlag('', api);
    expect(isPreview(api)).toBe(true);
  });
});
