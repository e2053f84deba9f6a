import { describe, expect, it } from 'vitest';
import { eventUrlBase, resolveEventUrl } from './event-url';

const host = 'https://cms.example/news/article.html';

describe('URLs from the event data', () => {
  it('resolve against the API origin when the element is embedded on another origin', () => {
    const api = 'https://foyer.example:8443/graphql';
    expect(eventUrlBase(api, host)).toBe('https://foyer.example:8443/');
    expect(resolveEventUrl('/demo-stream/master.m3u8', api, host)).toBe(
      'https://foyer.example:8443/demo-stream/master.m3u8',
    );
    expect(resolveEventUrl('demo/assets/logo.svg', api, host)).toBe('https://foyer.example:8443/demo/assets/logo.svg');
  });

  it('resolve against the page origin for a relative api-url (same origin)', () => {
    expect(resolveEventUrl('/demo/assets/a.svg', '/graphql', host)).toBe('https://cms.example/demo/assets/a.svg');
  });

  it('keep absolute URLs', () => {
    const api = 'https://foyer.example/graphql';
    expect(resolveEventUrl('https://cdn.example/x.png', api, host)).toBe('https://cdn.example/x.png');
    expect(resolveEventUrl('data:image/png;base64,AA==', api, host)).toBe('data:image/png;base64,AA==');
  });
});
