import type { ReceiverType } from './chat-kinds.js';
/** §3 "Id for a user pair: the two uids sorted and joined with _user_. For a group: group_ plus guid." */
export declare function conversationIdOf(receiverType: ReceiverType, a: string, b?: string): string;
/** The guid of a group conversation id; undefined for a user pair's. */
export declare function guidOfConversation(conversationId: string): string | undefined;
/** The other uid of a user-pair conversation id (the uid itself for a conversation with oneself). */
export declare function partnerOf(conversationId: string, uid: string): string;
