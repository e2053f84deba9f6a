// @vitest-environment jsdom
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversationIdOf } from '../../../chat/chat-service';
import { FakeChatService } from '../test-support/fake-chat-service';
import { ANNA, ME, button, click, renderConversation, type Mounted } from '../test-support/render-conversation';

let mounted: Mounted | undefined;
// axe probes icon ligatures on a canvas, which jsdom lacks; without one it skips that probe quietly.
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

/** axe in jsdom: every rule but colour contrast, which needs a real layout (the browser tests run it). */
async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

describe('conversation accessibility', () => {
  it('has no axe violations with messages, the action bar, the edit bar and the emoji picker open', async () => {
    const service = new FakeChatService({ me: ME, users: [ANNA], loggedIn: true });
    const now = Math.floor(Date.now() / 1000);
    service.store(conversationIdOf('user', ME.uid, ANNA.uid), [
      { sender: { uid: ANNA.uid, name: ANNA.name }, receiverId: ME.uid, text: 'Hallo', readAt: now },
      { sender: { uid: ME.uid, name: ME.name }, receiverId: ANNA.uid, text: 'Hi Anna', sentAt: now },
    ]);
    mounted = await renderConversation({ type: 'user', user: ANNA }, { service });
    expect(await violations(mounted.container)).toEqual([]);
    await click(button(mounted.container, 'Edit'));
    await click(button(mounted.container, 'Emoji'));
    expect(await violations(mounted.container)).toEqual([]);
  });

  it('labels every button', async () => {
    mounted = await renderConversation({ type: 'user', user: ANNA });
    const unlabelled = [...mounted.container.querySelectorAll('button')].filter(
      (node) => !(node.getAttribute('aria-label') ?? node.textContent ?? '').trim(),
    );
    expect(unlabelled).toEqual([]);
  });

  it('puts the focus in the composer when it opens, or on the conversation when there is no composer', async () => {
    mounted = await renderConversation({ type: 'user', user: ANNA });
    expect(document.activeElement?.getAttribute('part')).toBe('composer-input');
    mounted.unmount();
    mounted = await renderConversation({ type: 'user', user: ANNA }, { settings: { enable_sending_messages: false } });
    expect(document.activeElement?.getAttribute('part')).toBe('conversation');
  });
});
