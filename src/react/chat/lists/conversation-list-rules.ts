// The conversation list's rules live with the chat state (src/chat/state/conversation-list-rules.ts).
export * from '../../../chat/state/conversation-list-rules';
