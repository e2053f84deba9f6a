// The chat's kinds of things as plain lists (chat-widget.md §3), without zod: the chat UI and the launcher read them
// without carrying the validator; chat-entities.ts makes its enums from them.

export const RECEIVER_TYPES = ['user', 'group'] as const;
export type ReceiverType = (typeof RECEIVER_TYPES)[number];

export const PRESENCE_STATUSES = ['online', 'offline'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

export const GROUP_TYPES = ['public', 'private', 'password'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

export const MEMBER_SCOPES = ['administrator', 'moderator', 'participant'] as const;
export type MemberScope = (typeof MEMBER_SCOPES)[number];

/** §3 message categories. */
export const MESSAGE_CATEGORIES = ['message', 'custom', 'action', 'call'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** The media a message can carry; each is also an upload's `type`. */
export const MEDIA_MESSAGE_TYPES = ['image', 'video', 'audio', 'file'] as const;
export type MediaMessageType = (typeof MEDIA_MESSAGE_TYPES)[number];

/** §3 message types: text, the media types, and the custom types of the extensions; groupMember is an action's. */
export const MESSAGE_TYPES = [
  'text',
  ...MEDIA_MESSAGE_TYPES,
  'extension_sticker',
  'extension_poll',
  'extension_document',
  'extension_whiteboard',
  'meeting',
  'location',
  'groupMember',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** §3 action messages: membership changes shown in the list and driving the group listeners. */
export const GROUP_ACTIONS = ['added', 'joined', 'left', 'kicked', 'banned', 'unbanned', 'scopeChanged'] as const;
export type GroupAction = (typeof GROUP_ACTIONS)[number];
