import * as z from 'zod/mini';
export declare const uidSchema: z.ZodMiniString<string>;
/** §3 guid "group_" plus a millisecond timestamp; we accept any short id of those characters. */
export declare const guidSchema: z.ZodMiniString<string>;
export declare const messageIdSchema: z.ZodMiniInt;
/** Typing metadata is a live reaction (§4): small, flat JSON. */
export declare const typingMetadataSchema: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>;
export type TypingMetadata = z.infer<typeof typingMetadataSchema>;
/** Every request a client may send, by its `type`. */
export declare const chatRequestSchema: z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"login">;
    token: z.ZodMiniString<string>;
    presence: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"getUser">;
    uid: z.ZodMiniString<string>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"getGroup">;
    guid: z.ZodMiniString<string>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"users">;
    limit: z.ZodMiniOptional<z.ZodMiniInt>;
    offset: z.ZodMiniOptional<z.ZodMiniInt>;
    search: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"groups">;
    limit: z.ZodMiniOptional<z.ZodMiniInt>;
    offset: z.ZodMiniOptional<z.ZodMiniInt>;
    search: z.ZodMiniOptional<z.ZodMiniString<string>>;
    joinedOnly: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"members">;
    guid: z.ZodMiniString<string>;
    limit: z.ZodMiniOptional<z.ZodMiniInt>;
    offset: z.ZodMiniOptional<z.ZodMiniInt>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"conversations">;
    limit: z.ZodMiniOptional<z.ZodMiniInt>;
    offset: z.ZodMiniOptional<z.ZodMiniInt>;
    conversationType: z.ZodMiniOptional<z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"messages">;
    uid: z.ZodMiniOptional<z.ZodMiniString<string>>;
    guid: z.ZodMiniOptional<z.ZodMiniString<string>>;
    conversationId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    limit: z.ZodMiniOptional<z.ZodMiniInt>;
    before: z.ZodMiniOptional<z.ZodMiniInt>;
    after: z.ZodMiniOptional<z.ZodMiniInt>;
    parentMessageId: z.ZodMiniOptional<z.ZodMiniInt>;
    hideReplies: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    unread: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    categories: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniEnum<{
        message: "message";
        custom: "custom";
        action: "action";
        call: "call";
    }>>>;
    types: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"changes">;
    after: z.ZodMiniInt;
    limit: z.ZodMiniOptional<z.ZodMiniInt>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"send">;
    receiverId: z.ZodMiniString<string>;
    receiverType: z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>;
    text: z.ZodMiniString<string>;
    muid: z.ZodMiniOptional<z.ZodMiniString<string>>;
    parentMessageId: z.ZodMiniOptional<z.ZodMiniInt>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"edit">;
    messageId: z.ZodMiniInt;
    text: z.ZodMiniString<string>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"delete">;
    messageId: z.ZodMiniInt;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"delivered">;
    messageId: z.ZodMiniInt;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"read">;
    messageId: z.ZodMiniInt;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"unreadCounts">;
}, z.core.$strip>, z.ZodMiniObject<{
    receiverId: z.ZodMiniString<string>;
    receiverType: z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>;
    metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>>;
    type: z.ZodMiniLiteral<"typingStart">;
}, z.core.$strip>, z.ZodMiniObject<{
    receiverId: z.ZodMiniString<string>;
    receiverType: z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>;
    metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>>;
    type: z.ZodMiniLiteral<"typingEnd">;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"createGroup">;
    guid: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    groupType: z.ZodMiniString<string>;
    password: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"joinGroup">;
    guid: z.ZodMiniString<string>;
    password: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"leaveGroup">;
    guid: z.ZodMiniString<string>;
}, z.core.$strip>], "type">;
/** A request as it travels: with the id its answer carries back. */
export declare const requestFrameSchema: z.ZodMiniIntersection<z.ZodMiniObject<{
    id: z.ZodMiniUnion<readonly [z.ZodMiniInt, z.ZodMiniString<string>]>;
}, z.core.$strip>, z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"login">;
    token: z.ZodMiniString<string>;
    presence: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"getUser">;
    uid: z.ZodMiniString<string>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"getGroup">;
    guid: z.ZodMiniString<string>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"users">;
    limit: z.ZodMiniOptional<z.ZodMiniInt>;
    offset: z.ZodMiniOptional<z.ZodMiniInt>;
    search: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"groups">;
    limit: z.ZodMiniOptional<z.ZodMiniInt>;
    offset: z.ZodMiniOptional<z.ZodMiniInt>;
    search: z.ZodMiniOptional<z.ZodMiniString<string>>;
    joinedOnly: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"members">;
    guid: z.ZodMiniString<string>;
    limit: z.ZodMiniOptional<z.ZodMiniInt>;
    offset: z.ZodMiniOptional<z.ZodMiniInt>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"conversations">;
    limit: z.ZodMiniOptional<z.ZodMiniInt>;
    offset: z.ZodMiniOptional<z.ZodMiniInt>;
    conversationType: z.ZodMiniOptional<z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"messages">;
    uid: z.ZodMiniOptional<z.ZodMiniString<string>>;
    guid: z.ZodMiniOptional<z.ZodMiniString<string>>;
    conversationId: z.ZodMiniOptional<z.ZodMiniString<string>>;
    limit: z.ZodMiniOptional<z.ZodMiniInt>;
    before: z.ZodMiniOptional<z.ZodMiniInt>;
    after: z.ZodMiniOptional<z.ZodMiniInt>;
    parentMessageId: z.ZodMiniOptional<z.ZodMiniInt>;
    hideReplies: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    unread: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    categories: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniEnum<{
        message: "message";
        custom: "custom";
        action: "action";
        call: "call";
    }>>>;
    types: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"changes">;
    after: z.ZodMiniInt;
    limit: z.ZodMiniOptional<z.ZodMiniInt>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"send">;
    receiverId: z.ZodMiniString<string>;
    receiverType: z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>;
    text: z.ZodMiniString<string>;
    muid: z.ZodMiniOptional<z.ZodMiniString<string>>;
    parentMessageId: z.ZodMiniOptional<z.ZodMiniInt>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"edit">;
    messageId: z.ZodMiniInt;
    text: z.ZodMiniString<string>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"delete">;
    messageId: z.ZodMiniInt;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"delivered">;
    messageId: z.ZodMiniInt;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"read">;
    messageId: z.ZodMiniInt;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"unreadCounts">;
}, z.core.$strip>, z.ZodMiniObject<{
    receiverId: z.ZodMiniString<string>;
    receiverType: z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>;
    metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>>;
    type: z.ZodMiniLiteral<"typingStart">;
}, z.core.$strip>, z.ZodMiniObject<{
    receiverId: z.ZodMiniString<string>;
    receiverType: z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>;
    metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>, z.ZodMiniBoolean<boolean>]>>>;
    type: z.ZodMiniLiteral<"typingEnd">;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"createGroup">;
    guid: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    groupType: z.ZodMiniString<string>;
    password: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"joinGroup">;
    guid: z.ZodMiniString<string>;
    password: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>, z.ZodMiniObject<{
    type: z.ZodMiniLiteral<"leaveGroup">;
    guid: z.ZodMiniString<string>;
}, z.core.$strip>], "type">>;
export type ChatRequest = z.infer<typeof chatRequestSchema>;
export type ChatRequestType = ChatRequest['type'];
export type RequestFrame = z.infer<typeof requestFrameSchema>;
export type RequestOf<T extends ChatRequestType> = Extract<ChatRequest, {
    type: T;
}>;
/**
 * POST /chat/media: the multipart fields that come before the file (all text, as multipart carries them). The
 * client appends them by these names; the server validates them with this schema.
 */
export declare const mediaUploadFieldsSchema: z.ZodMiniObject<{
    receiverId: z.ZodMiniString<string>;
    receiverType: z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>;
    type: z.ZodMiniEnum<{
        image: "image";
        video: "video";
        audio: "audio";
        file: "file";
    }>;
    muid: z.ZodMiniOptional<z.ZodMiniString<string>>;
    parentMessageId: z.ZodMiniOptional<z.ZodMiniPipe<z.ZodMiniString<string>, z.ZodMiniTransform<number, any>>>;
}, z.core.$strip>;
export type MediaUploadFields = z.input<typeof mediaUploadFieldsSchema>;
