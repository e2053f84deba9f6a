// Constants both ends of the chat agree on: chat-widget.md §9 values and the protocol's bounds.

/** §9 "Page sizes: messages 30, conversations 30, users 30, groups 30, shared media 10, group members 10, banned members 10." */
export const PAGE_SIZE = {
  messages: 30,
  conversations: 30,
  users: 30,
  groups: 30,
  sharedMedia: 10,
  groupMembers: 10,
  bannedMembers: 10,
} as const;

/** §9 "Typing auto-end 5000 ms": the server ends an indicator nobody ended by then. */
export const TYPING_AUTO_END_MS = 5_000;
/** §9 "Group id prefix "group_"", also the prefix of a group's conversation id (§3). */
export const GROUP_ID_PREFIX = 'group_';

/** The most a page request may ask for; §9 pages are 30 or 10. Also the client's catch-up page after a reconnect. */
export const MAX_PAGE_LIMIT = 100;
/** Offsets beyond this are refused: nobody scrolls that far, and a huge offset makes the database count it out. */
export const MAX_OFFSET = 100_000;
/** The most users one add-members request adds (the modal adds what a visitor ticked: a few pages of 30). */
export const MAX_ADD_MEMBERS = 100;
/** Longest ids: a uid, a guid, a muid, a frame id. */
export const MAX_UID_LENGTH = 64;
export const MAX_GUID_LENGTH = 100;
export const MAX_MUID_LENGTH = 100;
export const MAX_FRAME_ID_LENGTH = 64;
/** A group name, after trimming (§5). */
export const GROUP_NAME_MAX_LENGTH = 100;
/** The most uids one block or unblock request names (§7 "Block / unblock users: list of uids"). */
export const MAX_BLOCK_UIDS = 100;
/** A report's reason, after trimming: enough for a sentence to the operators. */
export const REPORT_REASON_MAX_LENGTH = 500;
/** The longest reaction: one emoji with its modifiers and joiners, or a colon-wrapped code (:thumbsup:). */
export const REACTION_MAX_LENGTH = 32;
/** The most different reactions one message carries, so its reactions map stays bounded. */
export const MAX_REACTIONS_PER_MESSAGE = 50;
/** An in-chat poll: its question and each option after trimming, and how many options it has. */
export const POLL_QUESTION_MAX_LENGTH = 500;
export const POLL_OPTION_MAX_LENGTH = 200;
export const MAX_POLL_OPTIONS = 20;
