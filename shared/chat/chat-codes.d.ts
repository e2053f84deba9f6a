export declare const CHAT_ERROR_CODES: {
    /** Login without a valid token. */
    readonly unauthenticated: "ERR_AUTH_TOKEN_NOT_FOUND";
    /** An empty, whitespace-only or oversized message text. */
    readonly emptyMessage: "ERR_EMPTY_MESSAGE";
    readonly messageTooLong: "ERR_MESSAGE_TOO_LONG";
    readonly fileTypeNotAllowed: "ERR_FILE_TYPE_NOT_ALLOWED";
    readonly fileTooLarge: "ERR_FILE_TOO_LARGE";
    readonly uidNotFound: "ERR_UID_NOT_FOUND";
    /** §8 on a send or fetch: the group is marked deleted. */
    readonly guidNotFound: "ERR_GUID_NOT_FOUND";
    readonly notAGroupMember: "ERR_NOT_A_MEMBER";
    readonly wrongGroupPassword: "ERR_WRONG_GROUP_PASSWORD";
    readonly groupAlreadyExists: "ERR_GUID_ALREADY_EXISTS";
    readonly messageNotFound: "ERR_MESSAGE_NOT_FOUND";
    readonly notMessageOwner: "ERR_NOT_MESSAGE_OWNER";
    readonly conversationForbidden: "ERR_PERMISSION_DENIED";
    readonly invalidInput: "ERR_BAD_REQUEST";
    readonly rateLimited: "ERR_TOO_MANY_REQUESTS";
    readonly disconnected: "ERR_NOT_CONNECTED";
};
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[keyof typeof CHAT_ERROR_CODES];
/** chat-widget.md §5 "Create group, in order": the codes the create-group modal shows. */
export declare const GROUP_VALIDATION_CODES: {
    readonly name: "INVALID_GROUP_NAME";
    readonly type: "INVALID_GROUP_TYPE";
    readonly password: "INVALID_PASSWORD";
};
/** What a request that failed for no reason the client could act on answers with (§8 "the error's code, or ERROR"). */
export declare const UNKNOWN_ERROR_CODE = "ERROR";
