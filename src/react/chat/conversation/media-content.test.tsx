// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { TranslationProvider } from '../../core/i18n/translator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_RETRY_MS } from '../../../chat/chat-constants';
import { resolveWidgetSettings } from '../../../chat/widget-settings';
import { ChatContext } from '../chat-context';
import { getChatI18n } from '../i18n/chat-i18n';
import type { ListMessage } from './list-message';
import { imageUrlOf, MediaContent } from './media-content';
import { FakeChatService } from '../test-support/fake-chat-service';
import { flush, ME } from '../test-support/render-conversation';

const THUMBNAILS = {
  '@injected': {
    extensions: {
      'thumbnail-generation': { url_small: 'https://media.test/s.png', url_medium: 'https://media.test/m.png' },
    },
  },
};

function media(fields: Partial<ListMessage>): ListMessage {
  return {
    id: 1,
    sentAt: 1,
    conversationId: 'anna_user_me',
    category: 'message',
    type: 'image',
    sender: { uid: 'anna', name: 'Anna' },
    receiverId: 'me',
    receiverType: 'user',
    data: { url: 'https://media.test/full.png' },
    ...fields,
  };
}

async function render(message: ListMessage): Promise<HTMLElement> {
  const container = document.createElement('div');
  const service = new FakeChatService({ me: ME, loggedIn: true });
  const context = {
    service,
    me: ME,
    settings: resolveWidgetSettings({}, false),
    embedded: false,
    notify: () => undefined,
  };
  await act(async () =>
    createRoot(container).render(
      <TranslationProvider translator={getChatI18n('en')}>
        <ChatContext.Provider value={context}>
          <MediaContent message={message} />
        </ChatContext.Provider>
      </TranslationProvider>,
    ),
  );
  return container;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('media messages (§4 Images, §9 sizes)', () => {
  it('takes the small thumbnail on narrow screens, the medium one otherwise, else the image', () => {
    expect(imageUrlOf(media({ metadata: THUMBNAILS }), true)).toBe('https://media.test/s.png');
    expect(imageUrlOf(media({ metadata: THUMBNAILS }), false)).toBe('https://media.test/m.png');
    expect(imageUrlOf(media({}), false)).toBe('https://media.test/full.png');
  });

  it('shows a placeholder, asks again 800 ms after a 403, then shows the image', async () => {
    vi.useFakeTimers();
    const fetches: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetches.push(url);
      return fetches.length === 1 ? new Response(null, { status: 403 }) : new Response(new Blob(['png']));
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:thumb', revokeObjectURL: () => undefined }));
    const container = await render(media({ metadata: THUMBNAILS }));
    await flush();
    expect(container.querySelector('[part="image-placeholder"]')?.getAttribute('aria-label')).toBe('Image from Anna');
    expect(fetches).toEqual(['https://media.test/m.png']);
    await act(async () => vi.advanceTimersByTime(IMAGE_RETRY_MS - 1));
    expect(fetches).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    expect(fetches).toHaveLength(2);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('blob:thumb');
    expect(image?.getAttribute('alt')).toBe('Image from Anna');
    // §2 the image opens the image viewer overlay (tests/e2e/chat-media.e2e.test.ts opens it in a browser).
    expect(image?.closest('button')?.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('plays video and audio with labels and links files by name', async () => {
    const video = await render(media({ type: 'video', data: { url: 'https://media.test/v.mp4' } }));
    expect(video.querySelector('video')?.getAttribute('aria-label')).toBe('Video from Anna');
    const audio = await render(media({ type: 'audio', data: { url: 'https://media.test/a.mp3' } }));
    expect(audio.querySelector('audio')?.hasAttribute('controls')).toBe(true);
    const file = await render(
      media({
        type: 'file',
        data: {
          attachments: [{ url: 'https://media.test/x1', name: 'agenda.pdf', mimeType: 'application/pdf', size: 3 }],
        },
      }),
    );
    const link = file.querySelector('a');
    expect(link?.textContent).toBe('agenda.pdf');
    expect(link?.getAttribute('href')).toBe('https://media.test/x1');
  });
});
