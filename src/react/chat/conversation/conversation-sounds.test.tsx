// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationIdOf } from '../../../chat/chat-service';
import { playChatSound } from './sounds';
import { ANNA, ME, renderConversation, type Mounted } from '../test-support/render-conversation';

vi.mock('./sounds', async (original) => ({ ...(await original<typeof import('./sounds')>()), playChatSound: vi.fn() }));

const WITH_ANNA = conversationIdOf('user', ME.uid, ANNA.uid);
let mounted: Mounted | undefined;
beforeEach(() => vi.mocked(playChatSound).mockClear());
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe('sounds of the open conversation (§4)', () => {
  it('plays the incoming-message sound for messages from others only, and never for call events', async () => {
    mounted = await renderConversation({ type: 'user', user: ANNA });
    const { service } = mounted;
    const base = { conversationId: WITH_ANNA, receiverType: 'user' as const };
    await act(async () =>
      service.emit('onTextMessageReceived', service.serverMessage({ ...base, sender: ME, receiverId: ANNA.uid })),
    );
    expect(playChatSound).not.toHaveBeenCalled();
    await act(async () =>
      service.emit(
        'onCustomMessageReceived',
        service.serverMessage({ ...base, category: 'call', sender: ANNA, receiverId: ME.uid }),
      ),
    );
    expect(playChatSound).not.toHaveBeenCalled();
    await act(async () =>
      service.emit('onTextMessageReceived', service.serverMessage({ ...base, sender: ANNA, receiverId: ME.uid })),
    );
    expect(vi.mocked(playChatSound).mock.calls).toEqual([['incomingMessage']]);
    expect(mounted.container.querySelectorAll('[part~="message"]')).toHaveLength(2);
  });
});
