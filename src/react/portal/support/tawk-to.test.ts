// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../core/session/session-store';
import {
  followSessionInTawkTo,
  loadTawkTo,
  tawkToEmbedUrl,
  tawkToVisitor,
  updateTawkToVisitor,
  type TawkApi,
} from './tawk-to';

/** A fresh window of its own, like a page the portal runs on. */
function newWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow!;
}

const ids = { propertyId: '5f1a2b3c4d5e6f7a8b9c0d1e', widgetId: 'default' };
const ada = { name: 'Ada Lovelace', email: 'ada@example.org', hash: 'abc123' };

describe('the tawk.to embed', () => {
  it("is tawk.to's embed code: Tawk_API, Tawk_LoadStart and the visitor before the script, once per page", async () => {
    const win = newWindow();
    const load = loadTawkTo(win, ids, ada);
    expect(loadTawkTo(win, ids, null)).toBe(load);
    expect(win.Tawk_API?.visitor).toEqual(ada);
    expect(win.Tawk_LoadStart).toBeInstanceOf(Date);
    const scripts = win.document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(`https://embed.tawk.to/${ids.propertyId}/default`);
    expect(scripts[0]!.async).toBe(true);
    expect(scripts[0]!.charset).toBe('UTF-8');
    expect(scripts[0]!.getAttribute('crossorigin')).toBe('*');
    // Settles when tawk.to reports the widget rendered, keeping an onLoad the page had set.
    const pageOnLoad = vi.fn();
    win.Tawk_API!.onLoad = ((previous) => () => {
      pageOnLoad();
      previous?.();
    })(win.Tawk_API!.onLoad);
    win.Tawk_API!.onLoad!();
    await expect(load).resolves.toBe(win.Tawk_API);
    expect(pageOnLoad).toHaveBeenCalledOnce();
  });

  it('fails when the script does not load, and hides whatever widget there is', async () => {
    const win = newWindow();
    win.Tawk_API = { hideWidget: vi.fn() };
    const load = loadTawkTo(win, ids, null);
    expect(win.Tawk_API.visitor).toBeUndefined();
    win.document.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(load).rejects.toThrow(/did not load/);
    expect(win.Tawk_API.hideWidget).toHaveBeenCalledOnce();
  });

  it('escapes the ids in the address', () => {
    expect(tawkToEmbedUrl({ propertyId: 'a/b', widgetId: '../x' })).toBe('https://embed.tawk.to/a%2Fb/..%2Fx');
  });
});

describe('the tawk.to visitor', () => {
  it('holds only the values there are; an anonymous visitor is none', () => {
    expect(tawkToVisitor({ name: 'Ada', email: 'ada@example.org', hash: null })).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
    });
    expect(tawkToVisitor({ name: '', email: undefined, hash: null })).toBeNull();
  });

  it('is handed over after a login, and logged out after a logout (hidden where tawk.to has no logout)', () => {
    const api: TawkApi = { visitor: ada, setAttributes: vi.fn(), logout: vi.fn(), hideWidget: vi.fn() };
    updateTawkToVisitor(api, ada);
    expect(api.setAttributes).not.toHaveBeenCalled();
    updateTawkToVisitor(api, null);
    expect(api.logout).toHaveBeenCalledOnce();
    expect(api.hideWidget).not.toHaveBeenCalled();
    const bob = { name: 'Bob', email: 'bob@example.org', hash: 'def' };
    updateTawkToVisitor(api, bob);
    expect(api.setAttributes).toHaveBeenCalledWith(bob);

    const older: TawkApi = { visitor: ada, hideWidget: vi.fn() };
    updateTawkToVisitor(older, null);
    expect(older.hideWidget).toHaveBeenCalledOnce();
  });
});

describe('the session followed by the widget', () => {
  it('hands over every later change, once per widget, also after the component is gone', () => {
    let user: SessionUser | null = { customerId: '1', email: 'ada@example.org', firstname: 'Ada' };
    const listeners: (() => void)[] = [];
    const store = {
      getSnapshot: () => ({ token: null, user, anonymousCustomerId: null }),
      subscribe: (listener: () => void) => {
        listeners.push(listener);
        return () => undefined;
      },
    };
    const visitorOf = (current: SessionUser | null) =>
      tawkToVisitor({ email: current?.email, name: current?.firstname });
    const api: TawkApi = {
      visitor: { name: 'Ada', email: 'ada@example.org' },
      logout: vi.fn(),
      setAttributes: vi.fn(),
    };
    followSessionInTawkTo(api, store, visitorOf);
    followSessionInTawkTo(api, store, visitorOf);
    expect(listeners).toHaveLength(1);
    expect(api.setAttributes).not.toHaveBeenCalled();
    user = null;
    listeners[0]!();
    expect(api.logout).toHaveBeenCalledOnce();
  });
});
