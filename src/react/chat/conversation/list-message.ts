// The message list's rules live with the chat state (src/chat/state/messages.ts); the UI imports them from here.
export * from '../../../chat/state/messages';
