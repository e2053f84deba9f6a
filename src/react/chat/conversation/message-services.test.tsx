// @vitest-environment jsdom
// The widget's side of the message services (issue #16), on the in-memory double of the port: which controls show
// with and without each capability, the preview card's link text and its refusal of unsafe addresses, and the
// quick-reply strip's rules. The real adapters and server are in tests/e2e/chat-services.e2e.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversationIdOf, type ChatService } from '../../../chat/chat-service';
import { FakeChatService } from '../test-support/fake-chat-service';
import { ANNA, ME, button, click, flush, renderConversation, type Mounted } from '../test-support/render-conversation';

const WITH_ANNA = conversationIdOf('user', ME.uid, ANNA.uid);
const fromAnna = { sender: { uid: ANNA.uid, name: ANNA.name }, receiverId: ME.uid, receiverType: 'user' as const };
const toAnna = { sender: { uid: ME.uid, name: ME.name }, receiverId: ANNA.uid, receiverType: 'user' as const };

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

async function open(
  messages: Parameters<FakeChatService['store']>[1],
  services:
    | Partial<Pick<ChatService, 'translation' | 'smartReplies' | 'linkPreviews'>>
    | ((service: FakeChatService) => Partial<Pick<ChatService, 'linkPreviews'>>) = {},
  settings = {},
) {
  const service = new FakeChatService({ me: ME, users: [ANNA], loggedIn: true });
  service.store(WITH_ANNA, messages);
  Object.assign(service, typeof services === 'function' ? services(service) : services);
  mounted = await renderConversation({ type: 'user', user: ANNA }, { service, settings });
  await flush();
  return mounted.container;
}

const translation: ChatService['translation'] = {
  translateMessage: async () => ({
    language_original: 'de',
    translations: [{ message_translated: 'Hello', language_translated: 'en' }],
  }),
};

describe('translation', () => {
  it('offers Translate on received text messages only with a provider and enable_message_translation', async () => {
    let container = await open([{ ...fromAnna, text: 'Hallo' }]);
    expect(button(container, 'Translate')).toBeUndefined();
    mounted?.unmount();
    container = await open([{ ...fromAnna, text: 'Hallo' }], { translation }, { enable_message_translation: false });
    expect(button(container, 'Translate')).toBeUndefined();
    mounted?.unmount();
    container = await open(
      [
        { ...fromAnna, text: 'Hallo' },
        { ...toAnna, text: 'Mine' },
      ],
      { translation },
    );
    expect(container.querySelectorAll('[part~="message-action-translate"]')).toHaveLength(1);
    await click(button(container, 'Translate'));
    await vi.waitFor(() =>
      expect(container.querySelector('[part="message-translation"]')?.textContent).toBe('TranslatedHello'),
    );
    await click(button(container, 'Show original'));
    expect(container.querySelector('[part="message-translation"]')).toBeNull();
  });

  it('shows MESSAGE_TRANSLATE_FAIL when the provider fails', async () => {
    const failing: ChatService['translation'] = { translateMessage: () => Promise.reject(new Error('down')) };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = await open([{ ...fromAnna, text: 'Hallo' }], { translation: failing });
    const notices = mounted!.notices;
    await click(button(container, 'Translate'));
    await vi.waitFor(() => expect(notices).toContainEqual({ kind: 'error', code: 'MESSAGE_TRANSLATE_FAIL' }));
  });
});

describe('link previews', () => {
  it('shows "View on" for video sites, "Visit" elsewhere, and drops unsafe image addresses', async () => {
    // The previews by the message's text, as the server would find them.
    const previewsOf = (service: FakeChatService): Partial<Pick<ChatService, 'linkPreviews'>> => ({
      linkPreviews: {
        linkPreviews: async (id) => {
          const text = [...service.stored.values()].flat().find((message) => message.id === id)?.text ?? '';
          return text.includes('youtube')
            ? [
                {
                  url: 'https://www.youtube.com/watch?v=x',
                  title: 'Talk',
                  description: '',
                  image: 'javascript:alert(1)',
                },
              ]
            : [{ url: 'https://example.org/a', title: '', description: 'About', image: 'https://example.org/i.png' }];
        },
      },
    });
    const container = await open(
      [
        { ...fromAnna, text: 'https://www.youtube.com/watch?v=x' },
        { ...fromAnna, text: 'see https://example.org/a' },
      ],
      previewsOf,
    );
    await vi.waitFor(() => expect(container.querySelectorAll('[part="link-preview"]')).toHaveLength(2));
    const links = [...container.querySelectorAll<HTMLAnchorElement>('[part="link-preview-visit"]')];
    expect(links.map((link) => [link.textContent, link.rel, link.target])).toEqual([
      ['View on YouTube', 'noopener noreferrer', '_blank'],
      ['Visit', 'noopener noreferrer', '_blank'],
    ]);
    const images = [...container.querySelectorAll<HTMLImageElement>('[part="link-preview-image"]')];
    expect(images.map((image) => image.src)).toEqual(['https://example.org/i.png']);
    // A preview without a title shows its host name.
    expect(container.querySelectorAll('[part="link-preview-title"]')[1]?.textContent).toBe('example.org');
  });
});

describe('smart replies', () => {
  const smartReplies: ChatService['smartReplies'] = {
    smartReplies: async () => ({ reply_positive: 'Yes!', reply_neutral: 'Maybe', reply_negative: 'No' }),
  };

  it('shows the strip for the newest received text message and sends a reply', async () => {
    const container = await open([{ ...fromAnna, text: 'Lunch?' }], { smartReplies });
    await vi.waitFor(() => expect(container.querySelector('[part="smart-replies"]')).not.toBeNull());
    const replies = [...container.querySelectorAll('[part="smart-reply"]')].map((node) => node.textContent);
    expect(replies).toEqual(['Yes!', 'Maybe', 'No']);
    await click(button(container, 'Yes!'));
    expect(container.querySelector('[part="smart-replies"]')).toBeNull();
    await vi.waitFor(() =>
      expect([...container.querySelectorAll('[part~="message-bubble"]')].map((node) => node.textContent)).toContain(
        'Yes!',
      ),
    );
  });

  it('skips own and custom messages, and closes by its control', async () => {
    let container = await open(
      [
        { ...fromAnna, text: 'Lunch?' },
        { ...toAnna, text: 'Mine' },
      ],
      { smartReplies },
    );
    expect(container.querySelector('[part="smart-replies"]')).toBeNull();
    mounted?.unmount();
    container = await open(
      [
        {
          ...fromAnna,
          category: 'custom',
          type: 'extension_poll',
          data: { customData: { question: 'Q', options: ['a', 'b'] } },
        },
      ],
      { smartReplies },
    );
    expect(container.querySelector('[part="smart-replies"]')).toBeNull();
    mounted?.unmount();
    container = await open([{ ...fromAnna, text: 'Lunch?' }], { smartReplies });
    await vi.waitFor(() => expect(container.querySelector('[part="smart-replies"]')).not.toBeNull());
    await click(button(container, 'Close suggestions'));
    expect(container.querySelector('[part="smart-replies"]')).toBeNull();
  });
});
