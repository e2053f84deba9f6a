// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  loadSupportChatScript,
  setSupportChatAttributes,
  SUPPORT_CHAT_CONTAINER_ID,
  supportChatContainer,
} from './support-chat-widget';

/** A fresh document with a base address, like a page the portal runs on. */
function newDocument(): Document {
  const doc = document.implementation.createHTMLDocument('test');
  const base = doc.createElement('base');
  base.href = 'http://portal.test/';
  doc.head.append(base);
  return doc;
}

const config = { appId: 'app-1', region: 'eu', scriptUrl: '/demo/assets/support-chat.js' };

describe('the support chat script', () => {
  it('is added to the document once per address, with app id and region', () => {
    const doc = newDocument();
    const first = loadSupportChatScript(doc, config);
    const second = loadSupportChatScript(doc, config);
    expect(second).toBe(first);
    const scripts = doc.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('http://portal.test/demo/assets/support-chat.js');
    expect(scripts[0]?.dataset).toMatchObject({ appId: 'app-1', region: 'eu' });
    scripts[0]?.dispatchEvent(new Event('load'));
    return expect(first).resolves.toBeUndefined();
  });

  it('stays failed after an error, so the widget stays hidden', async () => {
    const doc = newDocument();
    const load = loadSupportChatScript(doc, config);
    doc.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(load).rejects.toThrow(/did not load/);
    await expect(loadSupportChatScript(doc, config)).rejects.toThrow(/did not load/);
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('the support chat container', () => {
  it('is created hidden once in light DOM and carries the visitor as attributes', () => {
    const doc = document.implementation.createHTMLDocument('test');
    const container = supportChatContainer(doc, 'Support-Chat');
    expect(supportChatContainer(doc, 'Support-Chat')).toBe(container);
    expect(container.id).toBe(SUPPORT_CHAT_CONTAINER_ID);
    expect(container.tagName).toBe('ASIDE');
    expect(container.getAttribute('aria-label')).toBe('Support-Chat');
    expect(container.hidden).toBe(true);
    setSupportChatAttributes(container, config, { name: 'Ada Lovelace', email: 'ada@example.org', hash: 'abc' });
    expect(container.dataset).toMatchObject({
      appId: 'app-1',
      region: 'eu',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      hash: 'abc',
    });
    setSupportChatAttributes(container, config, { name: null, email: undefined, hash: '' });
    expect(container.hasAttribute('data-name')).toBe(false);
    expect(container.hasAttribute('data-email')).toBe(false);
    expect(container.hasAttribute('data-hash')).toBe(false);
  });
});
