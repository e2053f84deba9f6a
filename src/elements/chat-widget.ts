import { LitElement, css, html, nothing, type PropertyDeclaration, type PropertyValues } from 'lit';
import { DEFAULT_CHAT_LANGUAGE } from '../chat/chat-constants';
import type { ChatBubbleService, ChatService, ChatUser } from '../chat/chat-service';
import type { WidgetSettings } from '../chat/widget-settings';
import { emit } from '../react/core/element/emit';
import { exportPartsWhenNested } from '../react/core/element/export-parts';
import { registerElement } from '../react/core/element/register-element';
import { elementStorage, storageNamespace } from '../react/core/storage/element-storage';
import { loadLauncherTexts, type LauncherTexts } from '../react/chat/i18n/chat-locale-texts';
import { chatLanguageOf } from '../react/chat/i18n/chat-language';
import {
  defaultChatUrl,
  startChat,
  type ChatLifecycle,
  type ChatProvider,
  type ChatTokenProvider,
} from '../react/chat/launcher/chat-start';
import { readWidgetSettings } from '../react/chat/launcher/widget-settings-attribute';
import { pollUnreadCount, unreadBadgeText } from '../react/chat/launcher/unread-poll';
import type { ChatLayout } from '../react/chat/panel/chat-root';
import type { MountedChatPanel } from '../react/chat/panel/mount-chat-panel';
import type { MountedCallRing } from '../react/chat/calls/mount-call-ring';
import { parseTabs } from '../react/chat/panel/tab-rules';

/**
 * The chat widget: a floating chat button with the unread badge that opens the chat panel, or a standalone chat
 * layout. The button is a tiny Lit element; React and the chat UI load only when the panel opens (or at once for a
 * standalone layout). Nothing shows until the chat service is logged in; a failed start is logged and the widget
 * stays hidden. Its chat token comes from the host (`chat-token`, `chatToken` or `tokenProvider`, see
 * docs/embedding.md "Chat with your own users"), else from the portal session kept for `api-url`, else from an
 * anonymous login where the event admits anonymous visitors.
 *
 * @summary The chat: floating button and panel, or a standalone chat layout.
 * @tag chat-widget
 *
 * @attr {string} api-url - The GraphQL endpoint asked for a chat token (getCometChatToken). Default `/graphql`.
 * @attr {string} chat-token - A chat token the host's server got from POST /chat/tokens (docs/embedding.md "Chat with your own users"). Without it (and without `tokenProvider`): the portal session kept for `api-url`, or an anonymous login where the event admits anonymous visitors.
 * @attr {string} token - The older name of `chat-token`.
 * @attr {string} language - One of the 13 chat languages: ar, de (default), en, es, fr, hi, ms, pt, ru, sv, lt, zh, zh-TW. Portal languages like de-DE-DU map to de.
 * @attr {string} tabs - Which lists to offer, comma separated: chats, users, groups. Empty: all three.
 * @attr {'bubble' | 'conversations' | 'unified' | 'group'} layout - `bubble` (default): the floating button and panel; `conversations` or `unified`: a standalone layout that fills the element; `group`: the public group `group` as a page's own chat, filling the element (the visitor joins it; no calls).
 * @attr {'foyer' | 'cometchat'} provider - `foyer` (default): our chat service; `cometchat` is reserved.
 * @attr {string} chat-url - Our chat service's WebSocket URL. Default: the origin of `api-url` (the page's for a relative one) + `/chat` (ws: or wss:).
 * @attr {string} app-id - The chat provider's app id (cometchat).
 * @attr {string} region - The chat provider's region (cometchat).
 * @attr {string} group - A group id: the panel opens that group on the groups tab, when that tab is offered; the `group` layout shows only that group.
 * @attr {string} settings - The widget settings (chat-widget.md §6): the id of a `<script type="application/json">` holding them, or the JSON itself.
 * @attr {boolean} open - The panel is open (bubble layout); set it to open the panel from the host page.
 *
 * @prop {ChatService} service - A logged-in (or ready) ChatService the host page hands over instead of the provider's.
 * @prop {() => Promise<string> | string} tokenProvider - Gives a chat token (usually by asking the host's server, which asks POST /chat/tokens); asked when the widget starts without `chat-token`, and again when the chat service refuses the token (it expired). Setting it on a widget that could not start starts it.
 *
 * @fires chat-ready - The chat service is logged in and the widget shows. `detail: { uid: string }` (ChatEventDetails).
 * @fires chat-open - The panel opened, however: the bubble, the `open` attribute or property, toggle(). `detail: {}`.
 * @fires chat-close - The panel closed, however it was closed. `detail: {}`.
 * @fires chat-unread - The unread count changed. `detail: { count: number }`.
 *
 * @csspart bubble - The floating chat button.
 * @csspart badge - The unread badge on the button (`10+` at ten or more).
 * @csspart panel - The chat panel (bubble layout).
 * @csspart panel-bar - The row holding the panel's title bar and its close button.
 * @csspart panel-header - The panel's title bar; clicking it, Enter or Space closes the panel.
 * @csspart panel-close - The panel's close button (×), also on the full-screen panel of small screens.
 * @csspart panel-mute - The panel's mute toggle (`aria-pressed`): the chat's message sounds off for the session.
 * @csspart tabs - The tab switcher (chats, users, groups).
 * @csspart tab - One tab; the selected one also has `tab-active`.
 * @csspart list-item - A row of the conversation, user or group list.
 * @csspart list-state - The list's LOADING, ERROR or empty message.
 * @csspart letter-header - A letter header of the user list.
 * @csspart search - The search box of the user and group lists.
 * @csspart toast - A notice (3 s); with `toast-error`, `toast-success`, `toast-info` or `toast-warning`.
 * @csspart snackbar - The widget notification snackbar (4000 ms).
 * @csspart sidebar - The standalone layouts' sidebar (280 px).
 * @csspart bottom-navigation - The unified layout's navigation: chats, users, groups, More.
 * @csspart root - The chat's own box inside the element (panel or standalone layout).
 * @csspart tab-active - The selected tab (with `tab`).
 * @csspart toasts - The stack of notices.
 * @csspart toast-error - A failure notice (with `toast`).
 * @csspart toast-success - A success notice (with `toast`).
 * @csspart toast-info - An informing notice (with `toast`).
 * @csspart toast-warning - A warning notice (with `toast`).
 * @csspart conversation-list - The list of conversations.
 * @csspart conversation-filter - The conversation list's filter, a segmented control (all, users, groups).
 * @csspart conversation-filter-option - One mode of that filter.
 * @csspart users-list - The list of users.
 * @csspart groups-list - The list of groups.
 * @csspart create-group - The groups list's button that creates a group.
 * @csspart create-group-form - The form that creates a group.
 * @csspart group-password-form - The password prompt of a password group.
 * @csspart list-item-name - A list row's name.
 * @csspart list-item-preview - A list row's last message.
 * @csspart list-item-time - A list row's time.
 * @csspart list-item-unread - A list row's unread count.
 * @csspart avatar - A user's or group's picture, or their initials on a colour of their own.
 * @csspart presence - A presence dot; with `presence-online` or `presence-offline` in lists.
 * @csspart presence-online - The dot of a user who is online (with `presence`).
 * @csspart presence-offline - The dot of a user who is offline (with `presence`).
 * @csspart staff-badge - The badge of an event's staff member.
 * @csspart conversation - The open conversation: its header, messages and composer.
 * @csspart chat-header - The open conversation's title bar.
 * @csspart back - The header's back button.
 * @csspart header-action - An icon button of the chat header; also `header-action-<id>`.
 * @csspart header-action-details - The chat header's button that opens the conversation's details.
 * @csspart header-action-mute - The group layout's mute toggle in the chat header (`aria-pressed`).
 * @csspart chat-name - The conversation's name in the header.
 * @csspart chat-status - The partner's status or who is typing.
 * @csspart message-list - The scrolling list of messages.
 * @csspart message-list-decorator - The list's loading or empty text.
 * @csspart date-separator - A day's separator between messages.
 * @csspart new-messages - The banner that scrolls to new messages.
 * @csspart message - One message row; with `message-own` for the visitor's own.
 * @csspart message-own - The visitor's own message row (with `message`).
 * @csspart message-bubble - A message's bubble.
 * @csspart message-link - A web address in a message's text, opening in a new tab.
 * @csspart message-failed - The notice under a message that could not be sent.
 * @csspart message-retry - The button of that notice that sends the message again.
 * @csspart message-sender - The sender's name above a group message.
 * @csspart message-status - A sent message's sent, delivered or read mark.
 * @csspart message-actions - A message's action bar (reply, edit, delete, ...), shown on hover or focus.
 * @csspart message-action - One icon button of that bar; also `message-action-edit`, `-delete`, `-report`.
 * @csspart message-action-edit - The action bar's edit button (with `message-action`).
 * @csspart message-action-delete - The action bar's delete button (with `message-action`).
 * @csspart message-action-report - The action bar's report button of a received message (with `message-action`).
 * @csspart report-form - The form of the report dialog (the reason, Cancel and Report).
 * @csspart message-time - A message's time; inside a block of one sender's messages, shown on hover or focus.
 * @csspart reply-count - A message's number of replies.
 * @csspart action-message - A group action notice (joined, left, ...).
 * @csspart group-deleted - The notice in a group that was deleted.
 * @csspart image - An image message's picture.
 * @csspart image-placeholder - An image that is still loading.
 * @csspart video - A video message's player.
 * @csspart audio - An audio message's player.
 * @csspart file - A file message's download link.
 * @csspart composer - The message composer.
 * @csspart composer-input - The composer's text field.
 * @csspart composer-tools - The composer's row: attachment menu, text field, emoji button, send button.
 * @csspart send - The send button.
 * @csspart edit-bar - The bar shown while a message is edited.
 * @csspart emoji-toggle - The button that opens the emoji picker.
 * @csspart emoji-picker - The emoji picker.
 * @csspart emoji-search - The emoji picker's search field.
 * @csspart emoji-category - A category tab of the emoji picker.
 * @csspart emoji-grid - The emoji of a category or a search.
 * @csspart emoji - One emoji of the picker.
 * @csspart attach - The button that opens the attachment menu.
 * @csspart sticker-toggle - The composer's button that opens the sticker keyboard.
 * @csspart send-location - The composer's button that sends the visitor's location.
 * @csspart create-poll - The composer's button that opens the create-poll modal.
 * @csspart live-reaction-toggle - The composer's button that sends a live reaction.
 * @csspart attach-menu - The attachment menu (image, video, audio, file).
 * @csspart attach-image - The attachment menu's item that sends an image.
 * @csspart attach-video - The attachment menu's item that sends a video.
 * @csspart attach-audio - The attachment menu's item that sends an audio file.
 * @csspart attach-file - The attachment menu's item that sends a file.
 * @csspart layout - The standalone layouts' frame of sidebar and conversation.
 * @csspart sidebar-open - The button that opens the sidebar on small screens.
 * @csspart sidebar-close - The icon button that closes the list's sidebar.
 * @csspart navigation-item - One item of the unified layout's navigation; the selected one also has `navigation-item-active`.
 * @csspart navigation-item-active - The selected navigation item (with `navigation-item`).
 * @csspart more - The unified layout's More page.
 * @csspart more-item - One entry of the More page.
 * @csspart more-name - The visitor's name on the More page.
 * @csspart more-status - The visitor's status on the More page.
 * @csspart more-back - The back button of a page under More (Privacy and security).
 * @csspart privacy - The Privacy and security page under More (with `more`).
 * @csspart blocked-users - The list of blocked users under Privacy and security.
 * @csspart blocked-user - One blocked user's row.
 * @csspart blocked-user-name - A blocked user's name.
 * @csspart unblock - A blocked user's Unblock button.
 *
 * @cssprop --foyer-color-primary - The button, the panel header, selected tabs and badges. Default `#0047b3`.
 * @cssprop --foyer-color-on-primary - Text on the primary color. Default `#ffffff`.
 * @cssprop --foyer-color-focus - The keyboard focus ring. Default `#d9480f` (the portal's, 3:1 on white).
 * @cssprop --foyer-chat-bubble-size - The floating button's diameter. Default `56px`.
 */
export class ChatWidgetElement extends LitElement {
  static override properties = {
    apiUrl: { attribute: 'api-url' },
    chatToken: { attribute: 'chat-token' },
    token: {},
    tokenProvider: { attribute: false },
    language: {},
    tabs: {},
    layout: {},
    provider: {},
    chatUrl: { attribute: 'chat-url' },
    appId: { attribute: 'app-id' },
    region: {},
    group: {},
    settings: {},
    open: { type: Boolean, reflect: true },
    service: { attribute: false },
    lifecycle: { state: true },
    unread: { state: true },
    texts: { state: true },
  };

  static override styles = css`
    :host {
      display: block;
    }
    :host([hidden]) {
      display: none !important;
    }
    :host([layout='conversations']),
    :host([layout='unified']),
    :host([layout='group']) {
      height: 100%;
      min-height: 400px;
    }
    .mount {
      height: 100%;
      min-height: inherit;
    }
    /* The call UI of the floating panel: its in-call window at the start corner, clear of the button and panel. */
    .calls {
      --foyer-call-window-start: 16px;
      --foyer-call-window-end: auto;
    }
    button[part='bubble'] {
      position: fixed;
      inset-inline-end: 16px;
      bottom: 16px;
      z-index: 2147483000;
      display: grid;
      place-items: center;
      width: var(--foyer-chat-bubble-size, 56px);
      height: var(--foyer-chat-bubble-size, 56px);
      border: 0;
      border-radius: 50%;
      color: var(--foyer-color-on-primary, #fff);
      background: var(--foyer-color-primary, #0047b3);
      box-shadow: 0 4px 16px rgb(0 0 0 / 30%);
      cursor: pointer;
    }
    button[part='bubble']:focus-visible {
      outline: 3px solid var(--foyer-color-focus, #d9480f);
      outline-offset: 3px;
    }
    svg {
      width: 28px;
      height: 28px;
      fill: currentColor;
    }
    [part='badge'] {
      position: absolute;
      top: -4px;
      inset-inline-end: -4px;
      min-width: 22px;
      padding: 1px 6px;
      border-radius: 11px;
      font:
        700 12px/20px system-ui,
        sans-serif;
      color: #fff;
      background: #b00020;
    }
  `;

  declare apiUrl: string;
  declare chatToken: string | undefined;
  declare token: string | undefined;
  declare tokenProvider: ChatTokenProvider | undefined;
  declare language: string | undefined;
  declare tabs: string | undefined;
  declare layout: ChatLayout;
  declare provider: ChatProvider;
  declare chatUrl: string | undefined;
  declare appId: string | undefined;
  declare region: string | undefined;
  declare group: string | undefined;
  declare settings: string | undefined;
  declare open: boolean;
  declare service: ChatService | undefined;
  declare lifecycle: ChatLifecycle;
  declare unread: number;
  declare texts: LauncherTexts | null;

  private me: ChatUser | null = null;
  private started: ChatBubbleService | null = null;
  private stopPolling: (() => void) | null = null;
  private panel: MountedChatPanel | null = null;
  private mounting: Promise<void> | null = null;
  /** The bubble layout's call UI (mount-call-ring.tsx), loaded when a call first rings here. */
  private callRing: MountedCallRing | null = null;
  private mountingCalls: Promise<void> | null = null;
  private stopWatchingCalls: (() => void) | null = null;
  private announcedOpen = false;
  private stopExportingParts: (() => void) | null = null;

  constructor() {
    super();
    this.apiUrl = '/graphql';
    this.layout = 'bubble';
    this.provider = 'foyer';
    this.open = false;
    this.lifecycle = 'none';
    this.unread = 0;
    this.texts = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.stopExportingParts = exportPartsWhenNested(this, this.renderRoot as ShadowRoot);
    // §4 "Starts when the chat feature is visible and enabled": once, when first on the page (again after a failure).
    if (this.lifecycle === 'none') void this.start();
    else if (this.started && !this.stopPolling) this.startPolling(this.started);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopExportingParts?.();
    this.stopPolling?.();
    this.stopPolling = null;
    this.stopWatchingCalls?.();
    this.stopWatchingCalls = null;
    this.panel?.unmount();
    this.panel = null;
    this.callRing?.unmount();
    this.callRing = null;
  }

  private get chatLanguage() {
    return chatLanguageOf(this.language ?? DEFAULT_CHAT_LANGUAGE);
  }

  private async start(): Promise<void> {
    this.lifecycle = 'loading';
    // Lit restores properties set before the element upgraded (a host page's `service`) in its first update.
    await this.updateComplete;
    const source = this.tokenSource();
    const url = this.chatUrl ?? defaultChatUrl(this.apiUrl, window.location.href);
    const started = await startChat(
      {
        provider: this.provider,
        service: this.service,
        token: source[0],
        tokenProvider: source[1],
        apiUrl: this.apiUrl,
        url,
        appId: this.appId,
        region: this.region,
      },
      {
        error: (message: string, ...details: unknown[]) =>
          console.error(misconfigured(message, this.apiUrl, url), ...details),
      },
    );
    // §8: a failed start was logged; the widget stays hidden. Added to a page again, it tries again.
    if (!started) {
      this.lifecycle = 'none';
      // The host gave a token or provider while this start was on its way: try with it.
      const now = this.tokenSource();
      if (this.isConnected && (now[0] !== source[0] || now[1] !== source[1]) && (now[0] || now[1])) void this.start();
      return;
    }
    this.texts = await loadLauncherTexts(this.chatLanguage).catch(() => null);
    this.started = started.service;
    this.me = started.me;
    this.lifecycle = 'done';
    emit(this, 'chat-ready', { uid: started.me.uid });
    if (this.isConnected) this.startPolling(started.service);
  }

  /** The host's token (chat-token, or its older name token) and provider. */
  private tokenSource(): [string | undefined, ChatTokenProvider | undefined] {
    return [this.chatToken || this.token || undefined, this.tokenProvider];
  }

  private startPolling(service: ChatBubbleService): void {
    // §2 "the launcher loads the call UI when a call arrives, not before": the floating panel's calls ring from here.
    this.stopWatchingCalls = service.watchIncomingCalls?.(() => this.ringCalls()) ?? null;
    this.stopPolling = pollUnreadCount(service, (count) => {
      if (count === this.unread) return;
      this.unread = count;
      emit(this, 'chat-unread', { count });
    });
  }

  private text(key: 'open' | 'openWithUnread', count = 0): string {
    return (this.texts?.[key] ?? 'Chat').replace('{{count}}', unreadBadgeText(count));
  }

  /** Opens or closes the panel (bubble layout). */
  toggle(force?: boolean): void {
    this.open = force ?? !this.open;
  }

  /** A removed attribute means the property's default again (Lit would set null). */
  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    super.attributeChangedCallback(name, oldValue, value);
    if (value !== null) return;
    const prop = ATTRIBUTE_PROPS[name];
    if (prop) (this as Record<string, unknown>)[prop] = ATTRIBUTE_DEFAULTS[prop];
  }

  override render() {
    if (this.lifecycle !== 'done') return nothing;
    if (this.layout !== 'bubble') return html`<div class="mount"></div>`;
    // One template around both states, so that the call UI's mount stays while the panel opens and closes.
    return html`${this.open ? html`<div class="mount"></div>` : this.bubble()}
      <div class="calls"></div>`;
  }

  private bubble() {
    const badge = unreadBadgeText(this.unread);
    return html`<button
      type="button"
      part="bubble"
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-label=${badge ? this.text('openWithUnread', this.unread) : this.text('open')}
      @click=${() => this.toggle(true)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
      </svg>
      ${badge ? html`<span part="badge" aria-hidden="true">${badge}</span>` : nothing}
    </button>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    // chat-open and chat-close follow what the visitor sees, whichever way `open` changed.
    const shown = this.open && this.lifecycle === 'done' && this.layout === 'bubble';
    if (shown !== this.announcedOpen) {
      this.announcedOpen = shown;
      emit(this, shown ? 'chat-open' : 'chat-close', {});
    }
    // A token or provider given to a widget that could not start (no session yet on the host page) starts it.
    const tokenGiven = changed.has('chatToken') || changed.has('token') || changed.has('tokenProvider');
    if (tokenGiven && this.lifecycle === 'none' && this.isConnected && (this.tokenSource()[0] || this.tokenProvider)) {
      void this.start();
    }
    if (this.lifecycle !== 'done') return;
    if (changed.has('language') && changed.get('language') !== undefined) {
      void loadLauncherTexts(this.chatLanguage).then((texts) => (this.texts = texts));
    }
    if (this.callRing && (changed.has('language') || changed.has('settings'))) {
      void this.callRing.update(this.callRingOptions());
    }
    const mount = this.renderRoot.querySelector<HTMLElement>('.mount');
    if (!mount) {
      if (this.panel) {
        this.panel.unmount();
        this.panel = null;
        if (changed.has('open')) this.renderRoot.querySelector<HTMLElement>('[part="bubble"]')?.focus();
      }
      return;
    }
    if (!this.panel && !this.mounting) this.mounting = this.mountPanel(mount);
    else if (this.panel) void this.panel.update(this.panelOptions());
  }

  private async mountPanel(mount: HTMLElement): Promise<void> {
    try {
      // The lazy chunk: React and the chat UI load only now.
      const { mountChatPanel } = await import('../react/chat/panel/mount-chat-panel');
      if (!mount.isConnected) return;
      const panel = await mountChatPanel(mount, this.panelOptions());
      // Removed while the panel loaded its texts: disconnectedCallback found nothing to unmount then.
      if (mount.isConnected) this.panel = panel;
      else panel.unmount();
    } catch (error) {
      console.error('[chat-widget] the chat panel could not load', error);
    } finally {
      this.mounting = null;
    }
  }

  /** A call rings for this user (bubble layout): the call UI loads now, and stays for the next calls. */
  private ringCalls(rendered = false): void {
    const container = this.renderRoot.querySelector<HTMLElement>('.calls');
    // A call that rang before the launcher first rendered: once it has.
    if (!container && !rendered) void this.updateComplete.then(() => this.ringCalls(true));
    if (this.callRing || this.mountingCalls || !container) return;
    this.mountingCalls = (async () => {
      try {
        // The panel's chunk, which carries the call UI (docs/decisions/0024-calls.md): loaded now, not before.
        const { mountCallRing } = await import('../react/chat/panel/mount-chat-panel');
        const ring = await mountCallRing(container, this.callRingOptions());
        if (container.isConnected) this.callRing = ring;
        else ring.unmount();
      } catch (error) {
        console.error('[chat-widget] the call UI could not load', error);
      } finally {
        this.mountingCalls = null;
      }
    })();
  }

  private callRingOptions() {
    const { service, me, language, settings, callStorage } = this.panelOptions();
    return { service, me, language, settings, callStorage };
  }

  private panelOptions() {
    return {
      service: this.started as ChatBubbleService,
      me: this.me as ChatUser,
      language: this.chatLanguage,
      layout: this.layout,
      tabs: parseTabs(this.tabs),
      group: this.group,
      settings: readWidgetSettings(this.settings, this.ownerDocument) as Partial<WidgetSettings> | undefined,
      onClose: () => this.toggle(false),
      // The calls keep the active call in the element's storage (chat-widget.md §4), under its API's key prefix.
      callStorage: { local: elementStorage('localStorage', this.apiUrl), prefix: storageNamespace(this.apiUrl) },
      // The muted chat state, for the browser session (portal.md §3), under the same prefix.
      sessionStorage: elementStorage('sessionStorage', this.apiUrl),
    };
  }
}

/** A failed start names the element and both URLs it asked, with the attributes that set them. */
function misconfigured(message: string, apiUrl: string, chatUrl: string): string {
  const reason = message.replace(/^\[chat-widget\]\s*/, '');
  return `<chat-widget>: ${reason} It asked the API at ${new URL(apiUrl, window.location.href).href} (api-url attribute) and the chat service at ${chatUrl} (chat-url attribute).`;
}

/** Attribute name -> property, for the attributes whose property a removal resets. */
const ATTRIBUTE_PROPS: Record<string, string> = Object.fromEntries(
  Object.entries(ChatWidgetElement.properties as Record<string, PropertyDeclaration>)
    .filter(([, options]) => options.attribute !== false && !options.state)
    .map(([prop, options]) => [typeof options.attribute === 'string' ? options.attribute : prop.toLowerCase(), prop]),
);

/** The defaults the constructor sets; every other attribute property goes back to undefined. */
const ATTRIBUTE_DEFAULTS: Record<string, unknown> = {
  apiUrl: '/graphql',
  layout: 'bubble',
  provider: 'foyer',
  open: false,
};

registerElement('chat-widget', ChatWidgetElement);

declare global {
  interface HTMLElementTagNameMap {
    'chat-widget': ChatWidgetElement;
  }
}
