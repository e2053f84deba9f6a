import type { ChatGroup, ChatUser } from '../../../chat/chat-service';

/** The open conversation: one user or one group. */
export type ConversationTarget = { type: 'user'; user: ChatUser } | { type: 'group'; group: ChatGroup };

export interface ConversationViewProps {
  target: ConversationTarget;
  /** The back or sidebar toggle of the chat header (§2); absent where the layout has no way back. */
  onBack?: () => void;
  /** The group of the open conversation was left, deleted or the user was removed from it (§4): clear it. */
  onClosed?: () => void;
}

/** Placeholder until the conversation view lands: header, message list and composer (chat-widget.md §2). */
export function ConversationView({ target }: ConversationViewProps) {
  return <section aria-label={target.type === 'user' ? target.user.name : target.group.name} />;
}
