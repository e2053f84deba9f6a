/** §9 "Page sizes: messages 30, conversations 30, users 30, groups 30, shared media 10, group members 10, banned members 10." */
export declare const PAGE_SIZE: {
    readonly messages: 30;
    readonly conversations: 30;
    readonly users: 30;
    readonly groups: 30;
    readonly sharedMedia: 10;
    readonly groupMembers: 10;
    readonly bannedMembers: 10;
};
/** §9 "Typing auto-end 5000 ms": the server ends an indicator nobody ended by then. */
export declare const TYPING_AUTO_END_MS = 5000;
/** §9 "Group id prefix "group_"", also the prefix of a group's conversation id (§3). */
export declare const GROUP_ID_PREFIX = "group_";
/** The most a page request may ask for; §9 pages are 30 or 10. Also the client's catch-up page after a reconnect. */
export declare const MAX_PAGE_LIMIT = 100;
/** Offsets beyond this are refused: nobody scrolls that far, and a huge offset makes the database count it out. */
export declare const MAX_OFFSET = 100000;
/** Longest ids: a uid, a guid, a muid, a frame id. */
export declare const MAX_UID_LENGTH = 64;
export declare const MAX_GUID_LENGTH = 100;
export declare const MAX_MUID_LENGTH = 100;
export declare const MAX_FRAME_ID_LENGTH = 64;
/** A group name, after trimming (§5). */
export declare const GROUP_NAME_MAX_LENGTH = 100;
