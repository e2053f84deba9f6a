import { describe, expect, it } from 'vitest';
import { arenaChatUrl } from './arena-chat';

describe('the arena chat address', () => {
  it('adds publisher and chatroom to the link', () => {
    const url = new URL(
      arenaChatUrl(
        { isVisible: true, link: '/demo/assets/arena-chat.html?theme=light', publisher: 'foyer', chatroom: 'main' },
        'http://portal.test/stream',
      ),
    );
    expect(url.origin + url.pathname).toBe('http://portal.test/demo/assets/arena-chat.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({ theme: 'light', publisher: 'foyer', chatroom: 'main' });
  });

  it('keeps the link as it is without publisher and chatroom', () => {
    expect(arenaChatUrl({ isVisible: true, link: 'https://chat.example.org/room' }, 'http://portal.test/')).toBe(
      'https://chat.example.org/room',
    );
  });
});
