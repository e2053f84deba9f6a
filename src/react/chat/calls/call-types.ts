// The types the call layer (in the panel), the lazily loaded call controller and its screens share, apart from each
// so that none of them imports another for a type (scripts/import-cycles.mjs).
import type { CallPerson, CallType, ChatCalls } from '../../../chat/call-port';
import type { WidgetSettings } from '../../../chat/widget-settings';
import type { Translator } from '../../core/i18n/translator';
import type { KeyValueStorage } from '../../core/storage/element-storage';
import type { ConversationTarget } from '../conversation/conversation-target';
import type { IconAction } from '../conversation/icon-actions';
import type { CallState } from './call-state';

/** The element's namespaced local storage and the prefix its keys have in the page's storage (its storage events). */
export interface CallStorage {
  local: KeyValueStorage;
  prefix: string;
}

/** What the loaded controller offers the conversation header. */
export interface CallsApi {
  /** Whether this window is in a call (§5 the call buttons are disabled then). */
  busy: boolean;
  start(peer: CallPerson, type: CallType): void;
  /** The header's call buttons for a conversation (use-call-actions.ts). */
  actionsFor(target: ConversationTarget, settings: WidgetSettings): IconAction[];
  /** Group calls: joins the meeting a group call card shows (group/use-group-calls.tsx). */
  joinMeeting(invite: { sessionId: string; guid: string; starter: CallPerson }): void;
  /** The call texts, for the group call cards in the message list. */
  translator: Translator;
}

/** How the controller, once loaded, hands the header its api. */
export type PublishCalls = (api: CallsApi | null) => void;

export interface CallControls {
  state: CallState;
  calls: ChatCalls;
  me: string;
  accept(): void;
  decline(): void;
  cancel(): void;
  end(): void;
  /** The devices failed or the media could not start: the call ends here and the notice says so. */
  failed(): void;
}
