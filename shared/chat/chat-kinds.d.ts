export declare const RECEIVER_TYPES: readonly ["user", "group"];
export type ReceiverType = (typeof RECEIVER_TYPES)[number];
export declare const PRESENCE_STATUSES: readonly ["online", "offline"];
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];
export declare const GROUP_TYPES: readonly ["public", "private", "password"];
export type GroupType = (typeof GROUP_TYPES)[number];
export declare const MEMBER_SCOPES: readonly ["administrator", "moderator", "participant"];
export type MemberScope = (typeof MEMBER_SCOPES)[number];
/** §3 message categories. */
export declare const MESSAGE_CATEGORIES: readonly ["message", "custom", "action", "call"];
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
/** The media a message can carry; each is also an upload's `type`. */
export declare const MEDIA_MESSAGE_TYPES: readonly ["image", "video", "audio", "file"];
export type MediaMessageType = (typeof MEDIA_MESSAGE_TYPES)[number];
/** §3 message types: text, the media types, and the custom types of the extensions; groupMember is an action's. */
export declare const MESSAGE_TYPES: readonly ["text", "image", "video", "audio", "file", "extension_sticker", "extension_poll", "extension_document", "extension_whiteboard", "meeting", "location", "groupMember"];
export type MessageType = (typeof MESSAGE_TYPES)[number];
/** §3 action messages: membership changes shown in the list and driving the group listeners. */
export declare const GROUP_ACTIONS: readonly ["added", "joined", "left", "kicked", "banned", "unbanned", "scopeChanged"];
export type GroupAction = (typeof GROUP_ACTIONS)[number];
