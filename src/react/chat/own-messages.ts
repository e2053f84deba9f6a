// A provider does not hand the sender's own sends back to its listeners (the CometChat SDK does not either), so the
// parts of one widget that show a conversation's last message learn of them here: the message list announces what
// the server took, the conversation list moves that row up with the new preview and time (issue #14).
import type { ChatMessage, ChatService } from '../../chat/chat-service';

export type OwnMessageEvent = 'received' | 'edited' | 'deleted';
type OwnMessageListener = (message: ChatMessage, event: OwnMessageEvent) => void;

// Per service instance: two widgets on one page keep their own lists.
const listenersOf = new WeakMap<ChatService, Set<OwnMessageListener>>();

/** Tells the widget's other parts that the server took a message of the logged-in user (sent, edited or deleted). */
export function announceOwnMessage(service: ChatService, message: ChatMessage, event: OwnMessageEvent): void {
  for (const listener of [...(listenersOf.get(service) ?? [])]) listener(message, event);
}

/** Listens for the logged-in user's messages sent from this widget; returns the unsubscribe. */
export function onOwnMessage(service: ChatService, listener: OwnMessageListener): () => void {
  let listeners = listenersOf.get(service);
  if (!listeners) {
    listeners = new Set();
    listenersOf.set(service, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
