// What the chat e2e files share: a visitor with a portal session that the widget on a demo (host) page can use, and
// the chat uid the widget announces with its chat-ready event.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { E2EBrowser, E2EServer, PageOptions } from './fixtures.js';
import { expect } from 'vitest';

/** Records the uid of every chat-ready event of the context's pages as window.chatUid (call before the pages load). */
export async function recordChatUid(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.addEventListener('chat-ready', (event) => {
      (window as unknown as { chatUid: string }).chatUid = (event as CustomEvent<{ uid: string }>).detail.uid;
    });
  });
}

/**
 * Records the frequency of every tone the context's pages start as window.tones (the widget's sounds are WebAudio
 * oscillators); read them with `tones(page)`. Call before the pages load.
 */
export async function recordTones(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const played: number[] = [];
    (window as unknown as { tones: number[] }).tones = played;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<typeof start>) {
      played.push(this.frequency.value);
      return start.apply(this, args);
    };
  });
}

/** The tones the page has started so far (see recordTones). */
export const tones = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { tones: number[] }).tones);

/** The uid the widget on the page announced (see recordChatUid), once it has. */
export async function chatUid(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { chatUid?: string }).chatUid), { timeout: 15_000 })
    .toBeTruthy();
  return page.evaluate(() => (window as unknown as { chatUid: string }).chatUid);
}

/**
 * Logs the page's visitor in anonymously through the portal at serverUrl, then hands that session to the elements of
 * demo pages on this origin: they are host pages, whose elements keep their own session under the API origin's key
 * prefix (docs/embedding.md).
 */
export async function portalSessionForHostPages(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 15_000 }).toBeTruthy();
  await page.evaluate((namespace) => {
    for (const key of ['token', 'user']) localStorage.setItem(namespace + key, localStorage.getItem(key) ?? '');
  }, `foyer:${serverUrl}:`);
}

/** A chat visitor: their page, chat uid and the name the chat shows for them. */
/** The chat's name of an anonymous visitor on the demo event, whose language is de-DE-DU (server/chat/chat-users.ts). */
export const guestName = (uid: string) => `Gast ${uid}`;

export interface ChatVisitor {
  page: Page;
  uid: string;
  name: string;
}

/**
 * A new visitor: the portal logs them in anonymously, then the chat page at `path` starts the widget with that
 * session. `keep` leaves the context open for the rest of the file (tests of a describe sharing their visitors).
 */
export async function chatVisitor(
  browser: E2EBrowser,
  server: E2EServer,
  path: string,
  options: PageOptions = {},
): Promise<ChatVisitor> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 900 }, ...options });
  await recordChatUid(page.context());
  await portalSessionForHostPages(page, server.url);
  await page.goto(`${server.url}${path}`);
  const uid = await chatUid(page);
  return { page, uid, name: guestName(uid) };
}

/** The page's chat widget, its parts by name, and its composer. */
export const widget = (page: Page) => page.locator('chat-widget');
export const part = (page: Page, name: string) => widget(page).locator(`[part~="${name}"]`);
export const composer = (page: Page) => part(page, 'composer-input');

/** The list row of exactly this name ("Gast 1" must not find "Gast 12"). */
export const listRow = (page: Page, name: string) =>
  part(page, 'list-item').filter({
    has: page.locator('[part="list-item-name"]', { hasText: new RegExp(`^${name}(,|$)`) }),
  });

export async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** Opens the one-to-one conversation with `other` from the floating panel's users tab. */
export async function openUserInPanel(page: Page, other: ChatVisitor): Promise<void> {
  await part(page, 'bubble').click();
  await widget(page).getByRole('tab', { name: 'Personen' }).click();
  await widget(page).getByRole('searchbox', { name: 'Personen suchen' }).fill(other.name);
  await listRow(page, other.name).click();
  await composer(page).waitFor();
}

/** The element's box, or an error saying it has none. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element has no box (hidden?)');
  return found;
}

/**
 * Does what should open the widget's file dialog, and gives the file input it clicked the file. The click is taken
 * before Chromium opens its own dialog: playwright's "filechooser" event was missed now and then on a loaded CI
 * machine. Returns the clicked input's accept attribute.
 */
export async function chooseFile(
  page: Page,
  open: () => Promise<unknown>,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string | null> {
  const taking = await page.evaluateHandle(() => {
    const take = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
      event.preventDefault();
      input.dataset.chosenInTest = 'yes';
    };
    document.querySelector('chat-widget')!.shadowRoot!.addEventListener('click', take, { capture: true });
    return take;
  });
  await open();
  const chosen = await widget(page).locator('input[type="file"][data-chosen-in-test]').elementHandle();
  const accept = await chosen!.getAttribute('accept');
  await chosen!.evaluate((input: HTMLInputElement, take) => {
    delete input.dataset.chosenInTest;
    document.querySelector('chat-widget')!.shadowRoot!.removeEventListener('click', take, { capture: true });
  }, taking);
  await chosen!.setInputFiles(file);
  return accept;
}
