// What other features may use of the support chat (the hash that identifies a visitor to it); lint holds them to it.
export { supportChatHash } from './support-chat-hash.js';
