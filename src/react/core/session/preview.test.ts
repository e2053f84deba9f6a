// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isPreview, rememberPreviewFlag } from './preview';

describe('the preview flag', () => {
  beforeEach(() => {
    document.cookie = 'preview=; Max-Age=0; path=/';
  });

  it('is stored in a cookie when the URL carries preview=1', () => {
    expect(isPreview()).toBe(false);
    rememberPreviewFlag('?preview=0');
    expect(isPreview()).toBe(false);
    rememberPreviewFlag('?x=1&preview=1');
    expect(isPreview()).toBe(true);
    rememberPreviewFlag('');
    expect(isPreview()).toBe(true);
  });
});
