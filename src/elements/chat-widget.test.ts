// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeChatService, fakeMessage, fakeUser } from '../react/chat/test-support/fake-chat-service';
import './chat-widget';
import type { ChatWidgetElement } from './chat-widget';

// Lit, not a test, drives React here (the launcher mounts the panel): no act() around it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const me = fakeUser('me', 'Mia');
const anna = fakeUser('anna', 'Anna');

async function widget(service: FakeChatService, attributes: Record<string, string> = {}) {
  const element = document.createElement('chat-widget') as ChatWidgetElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.service = service;
  document.body.append(element);
  await vi.waitFor(() => expect(element.lifecycle).toBe('done'));
  await element.updateComplete;
  return element;
}

const part = (element: ChatWidgetElement, name: string) =>
  element.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('<chat-widget> launcher', () => {
  it('shows the bubble with 10+ at ten or more unread messages', async () => {
    const service = new FakeChatService({
      me,
      loggedIn: true,
      unread: Array.from({ length: 10 }, () => fakeMessage(anna, me)),
    });
    const element = await widget(service);
    await vi.waitFor(() => expect(part(element, 'badge')?.textContent).toBe('10+'));
    expect(part(element, 'bubble')?.getAttribute('aria-label')).toBe('Chat öffnen, 10+ ungelesen');
  });

  it('stays hidden and logs when the chat cannot start', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const service = new FakeChatService({ me });
    service.fail('init');
    const element = document.createElement('chat-widget') as ChatWidgetElement;
    element.service = service;
    document.body.append(element);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    await element.updateComplete;
    expect(element.lifecycle).not.toBe('done');
    expect(element.shadowRoot?.querySelector('[part]')).toBeNull();
    error.mockRestore();
  });

  it('loads the panel on open and shows the bubble again after the header closes it', async () => {
    const service = new FakeChatService({ me, loggedIn: true });
    const element = await widget(service);
    const events: string[] = [];
    element.addEventListener('chat-open', () => events.push('open'));
    element.addEventListener('chat-close', () => events.push('close'));
    part(element, 'bubble')!.click();
    await vi.waitFor(() => expect(part(element, 'panel-header')).not.toBeNull(), { timeout: 10_000 });
    expect(part(element, 'bubble')).toBeNull();
    expect(element.hasAttribute('open')).toBe(true);
    part(element, 'panel-header')!.click();
    await element.updateComplete;
    await settle();
    expect(part(element, 'bubble')).not.toBeNull();
    expect(events).toEqual(['open', 'close']);
  });

  it('leaves no panel behind when it is removed while the panel still loads', async () => {
    const service = new FakeChatService({ me, loggedIn: true });
    const element = await widget(service, { layout: 'unified' });
    // The widget asked for the panel chunk first, so it goes on to mount (and load its texts) before this goes on.
    await import('../react/chat/panel/mount-chat-panel');
    element.remove();
    for (let turn = 0; turn < 20; turn += 1) await settle();
    expect(service.listenerCount).toBe(0);
  });

  it('renders a standalone layout at once, with no bubble', async () => {
    const service = new FakeChatService({ me, loggedIn: true });
    const element = await widget(service, { layout: 'unified' });
    expect(part(element, 'bubble')).toBeNull();
    await vi.waitFor(() => expect(part(element, 'bottom-navigation')).not.toBeNull(), { timeout: 10_000 });
  });

  it('fires chat-open and chat-close when the host sets and removes the open attribute', async () => {
    const service = new FakeChatService({ me, loggedIn: true });
    const element = await widget(service);
    const events: string[] = [];
    element.addEventListener('chat-open', () => events.push('open'));
    element.addEventListener('chat-close', () => events.push('close'));
    element.setAttribute('open', '');
    await vi.waitFor(() => expect(part(element, 'panel-header')).not.toBeNull(), { timeout: 10_000 });
    element.removeAttribute('open');
    await element.updateComplete;
    await vi.waitFor(() => expect(part(element, 'bubble')).not.toBeNull());
    expect(events).toEqual(['open', 'close']);
  });

  it('goes back to the default when an attribute is removed', async () => {
    const service = new FakeChatService({ me, loggedIn: true });
    const element = await widget(service, { 'api-url': 'https://api.example/graphql', layout: 'unified' });
    element.removeAttribute('api-url');
    element.removeAttribute('layout');
    expect(element.apiUrl).toBe('/graphql');
    expect(element.layout).toBe('bubble');
  });

  it('tries again when it is added to the page again after a failed start', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = new FakeChatService({ me });
    failing.fail('init');
    const element = document.createElement('chat-widget') as ChatWidgetElement;
    element.service = failing;
    document.body.append(element);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    element.remove();
    element.service = new FakeChatService({ me, loggedIn: true });
    document.body.append(element);
    await vi.waitFor(() => expect(element.lifecycle).toBe('done'));
    error.mockRestore();
  });

  it('takes its token from chat-token, and starts when a host gives a tokenProvider after a failed start', async () => {
    const service = new FakeChatService({ me });
    await widget(service, { 'chat-token': 'attribute-token' });
    expect(service.callLog).toContain('login:attribute-token');

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const later = new FakeChatService({ me });
    later.fail('login');
    const element = document.createElement('chat-widget') as ChatWidgetElement;
    element.service = later;
    element.chatToken = 'refused-token';
    document.body.append(element);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(element.lifecycle).toBe('none');
    later.heal('login');
    element.chatToken = undefined;
    element.tokenProvider = async () => 'provided-token';
    await vi.waitFor(() => expect(element.lifecycle).toBe('done'));
    expect(later.callLog.filter((call) => call.startsWith('login:'))).toEqual([
      'login:refused-token',
      'login:provided-token',
    ]);
    error.mockRestore();
  });
});
