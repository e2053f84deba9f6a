// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { exportPartsOnConnect, exportPartsWhenNested, exportedParts } from './export-parts';

function shadowWith(html: string): { host: HTMLElement; shadow: ShadowRoot } {
  const host = document.createElement('event-cards');
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = html;
  return { host, shadow };
}

describe('the parts a nested element exports', () => {
  it('are its own parts and what its nested elements export, root renamed to <tag>-root', () => {
    const { shadow } = shadowWith(
      '<div part="root"><article part="card"><event-poll exportparts="root: event-poll-root, poll-title, poll-option"></event-poll></article></div>',
    );
    expect(exportedParts(shadow, 'event-cards')).toBe(
      'card, event-poll-root, poll-option, poll-title, root: event-cards-root',
    );
  });

  it('are written on the host only when it sits in another shadow root, and follow later parts', async () => {
    const alone = shadowWith('<div part="root"></div>');
    document.body.append(alone.host);
    exportPartsWhenNested(alone.host, alone.shadow)();
    expect(alone.host.hasAttribute('exportparts')).toBe(false);

    const portal = document.createElement('event-portal');
    portal.attachShadow({ mode: 'open' });
    document.body.append(portal);
    const nested = shadowWith('<div part="root"></div>');
    portal.shadowRoot!.append(nested.host);
    const stop = exportPartsWhenNested(nested.host, nested.shadow);
    expect(nested.host.getAttribute('exportparts')).toBe('root: event-cards-root');
    nested.shadow.querySelector('div')!.insertAdjacentHTML('beforeend', '<p part="cards-error"></p>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(nested.host.getAttribute('exportparts')).toBe('cards-error, root: event-cards-root');
    stop();
  });

  it('are written once a tag rendered before it was inserted moves into another shadow root', () => {
    // A tag already defined (foyer.js) renders while React still builds its parent's tree off the document.
    const nested = shadowWith('<div part="root"><p part="cards"></p></div>');
    const stop = exportPartsWhenNested(nested.host, nested.shadow);
    expect(nested.host.hasAttribute('exportparts')).toBe(false);
    const portal = document.createElement('event-portal');
    portal.attachShadow({ mode: 'open' });
    document.body.append(portal);
    portal.shadowRoot!.append(nested.host);
    exportPartsOnConnect(nested.host);
    expect(nested.host.getAttribute('exportparts')).toBe('cards, root: event-cards-root');
    stop();
  });
});
