import * as z from 'zod/mini';
export type * from './chat-kinds.js';
export declare const receiverTypeSchema: z.ZodMiniEnum<{
    user: "user";
    group: "group";
}>;
export declare const groupTypeSchema: z.ZodMiniEnum<{
    public: "public";
    private: "private";
    password: "password";
}>;
export declare const memberScopeSchema: z.ZodMiniEnum<{
    administrator: "administrator";
    moderator: "moderator";
    participant: "participant";
}>;
export declare const messageCategorySchema: z.ZodMiniEnum<{
    message: "message";
    custom: "custom";
    action: "action";
    call: "call";
}>;
export declare const mediaMessageTypeSchema: z.ZodMiniEnum<{
    image: "image";
    video: "video";
    audio: "audio";
    file: "file";
}>;
export declare const messageTypeSchema: z.ZodMiniEnum<{
    image: "image";
    video: "video";
    audio: "audio";
    file: "file";
    text: "text";
    extension_sticker: "extension_sticker";
    extension_poll: "extension_poll";
    extension_document: "extension_document";
    extension_whiteboard: "extension_whiteboard";
    meeting: "meeting";
    location: "location";
    groupMember: "groupMember";
}>;
/** §3 User. `staff` marks the event's staff, set by the server from their ticket; no display name can produce it. */
export declare const chatUserSchema: z.ZodMiniObject<{
    uid: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    avatar: z.ZodMiniOptional<z.ZodMiniString<string>>;
    staff: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    status: z.ZodMiniEnum<{
        online: "online";
        offline: "offline";
    }>;
    lastActiveAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    blockedByMe: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
}, z.core.$strip>;
export type ChatUser = z.infer<typeof chatUserSchema>;
/** §3 Group. `scope` is the logged-in user's role in it, set only when hasJoined. */
export declare const chatGroupSchema: z.ZodMiniObject<{
    guid: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    type: z.ZodMiniEnum<{
        public: "public";
        private: "private";
        password: "password";
    }>;
    membersCount: z.ZodMiniNumber<number>;
    hasJoined: z.ZodMiniBoolean<boolean>;
    scope: z.ZodMiniOptional<z.ZodMiniEnum<{
        administrator: "administrator";
        moderator: "moderator";
        participant: "participant";
    }>>;
    owner: z.ZodMiniOptional<z.ZodMiniString<string>>;
    icon: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type ChatGroup = z.infer<typeof chatGroupSchema>;
export declare const groupMemberSchema: z.ZodMiniObject<{
    uid: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    avatar: z.ZodMiniOptional<z.ZodMiniString<string>>;
    staff: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    status: z.ZodMiniEnum<{
        online: "online";
        offline: "offline";
    }>;
    lastActiveAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    blockedByMe: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
    scope: z.ZodMiniEnum<{
        administrator: "administrator";
        moderator: "moderator";
        participant: "participant";
    }>;
}, z.core.$strip>;
export type GroupMember = z.infer<typeof groupMemberSchema>;
export declare const attachmentSchema: z.ZodMiniObject<{
    url: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
    mimeType: z.ZodMiniString<string>;
    size: z.ZodMiniNumber<number>;
}, z.core.$strip>;
export type Attachment = z.infer<typeof attachmentSchema>;
export declare const messageDataSchema: z.ZodMiniObject<{
    url: z.ZodMiniOptional<z.ZodMiniString<string>>;
    attachments: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
        url: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
        mimeType: z.ZodMiniString<string>;
        size: z.ZodMiniNumber<number>;
    }, z.core.$strip>>>;
    customData: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
}, z.core.$strip>;
export type MessageData = z.infer<typeof messageDataSchema>;
export declare const groupActionSchema: z.ZodMiniObject<{
    action: z.ZodMiniEnum<{
        added: "added";
        joined: "joined";
        left: "left";
        kicked: "kicked";
        banned: "banned";
        unbanned: "unbanned";
        scopeChanged: "scopeChanged";
    }>;
    actionBy: z.ZodMiniString<string>;
    actionOn: z.ZodMiniString<string>;
    actionFor: z.ZodMiniObject<{
        guid: z.ZodMiniString<string>;
        membersCount: z.ZodMiniNumber<number>;
    }, z.core.$strip>;
    newScope: z.ZodMiniOptional<z.ZodMiniEnum<{
        administrator: "administrator";
        moderator: "moderator";
        participant: "participant";
    }>>;
}, z.core.$strip>;
export type GroupActionDetails = z.infer<typeof groupActionSchema>;
/** §3 Message. Times are epoch seconds; `muid` is the sender's local id of an unsent message. */
export declare const chatMessageSchema: z.ZodMiniObject<{
    id: z.ZodMiniNumber<number>;
    muid: z.ZodMiniOptional<z.ZodMiniString<string>>;
    conversationId: z.ZodMiniString<string>;
    category: z.ZodMiniEnum<{
        message: "message";
        custom: "custom";
        action: "action";
        call: "call";
    }>;
    type: z.ZodMiniEnum<{
        image: "image";
        video: "video";
        audio: "audio";
        file: "file";
        text: "text";
        extension_sticker: "extension_sticker";
        extension_poll: "extension_poll";
        extension_document: "extension_document";
        extension_whiteboard: "extension_whiteboard";
        meeting: "meeting";
        location: "location";
        groupMember: "groupMember";
    }>;
    text: z.ZodMiniOptional<z.ZodMiniString<string>>;
    data: z.ZodMiniOptional<z.ZodMiniObject<{
        url: z.ZodMiniOptional<z.ZodMiniString<string>>;
        attachments: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            url: z.ZodMiniString<string>;
            name: z.ZodMiniString<string>;
            mimeType: z.ZodMiniString<string>;
            size: z.ZodMiniNumber<number>;
        }, z.core.$strip>>>;
        customData: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
    }, z.core.$strip>>;
    sender: z.ZodMiniObject<{
        uid: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
        avatar: z.ZodMiniOptional<z.ZodMiniString<string>>;
        staff: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    }, z.core.$strip>;
    receiverId: z.ZodMiniString<string>;
    receiverType: z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>;
    sentAt: z.ZodMiniNumber<number>;
    deliveredAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    readAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    readByMeAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    editedAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    deletedAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    parentMessageId: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    replyCount: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
    action: z.ZodMiniOptional<z.ZodMiniObject<{
        action: z.ZodMiniEnum<{
            added: "added";
            joined: "joined";
            left: "left";
            kicked: "kicked";
            banned: "banned";
            unbanned: "unbanned";
            scopeChanged: "scopeChanged";
        }>;
        actionBy: z.ZodMiniString<string>;
        actionOn: z.ZodMiniString<string>;
        actionFor: z.ZodMiniObject<{
            guid: z.ZodMiniString<string>;
            membersCount: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        newScope: z.ZodMiniOptional<z.ZodMiniEnum<{
            administrator: "administrator";
            moderator: "moderator";
            participant: "participant";
        }>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
/** An edit or deletion as pushed and caught up on: the message as it is now, with its change-feed id. */
export declare const messageChangeSchema: z.ZodMiniObject<{
    id: z.ZodMiniNumber<number>;
    muid: z.ZodMiniOptional<z.ZodMiniString<string>>;
    conversationId: z.ZodMiniString<string>;
    category: z.ZodMiniEnum<{
        message: "message";
        custom: "custom";
        action: "action";
        call: "call";
    }>;
    type: z.ZodMiniEnum<{
        image: "image";
        video: "video";
        audio: "audio";
        file: "file";
        text: "text";
        extension_sticker: "extension_sticker";
        extension_poll: "extension_poll";
        extension_document: "extension_document";
        extension_whiteboard: "extension_whiteboard";
        meeting: "meeting";
        location: "location";
        groupMember: "groupMember";
    }>;
    text: z.ZodMiniOptional<z.ZodMiniString<string>>;
    data: z.ZodMiniOptional<z.ZodMiniObject<{
        url: z.ZodMiniOptional<z.ZodMiniString<string>>;
        attachments: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
            url: z.ZodMiniString<string>;
            name: z.ZodMiniString<string>;
            mimeType: z.ZodMiniString<string>;
            size: z.ZodMiniNumber<number>;
        }, z.core.$strip>>>;
        customData: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
    }, z.core.$strip>>;
    sender: z.ZodMiniObject<{
        uid: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
        avatar: z.ZodMiniOptional<z.ZodMiniString<string>>;
        staff: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    }, z.core.$strip>;
    receiverId: z.ZodMiniString<string>;
    receiverType: z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>;
    sentAt: z.ZodMiniNumber<number>;
    deliveredAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    readAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    readByMeAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    editedAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    deletedAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    parentMessageId: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    replyCount: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
    action: z.ZodMiniOptional<z.ZodMiniObject<{
        action: z.ZodMiniEnum<{
            added: "added";
            joined: "joined";
            left: "left";
            kicked: "kicked";
            banned: "banned";
            unbanned: "unbanned";
            scopeChanged: "scopeChanged";
        }>;
        actionBy: z.ZodMiniString<string>;
        actionOn: z.ZodMiniString<string>;
        actionFor: z.ZodMiniObject<{
            guid: z.ZodMiniString<string>;
            membersCount: z.ZodMiniNumber<number>;
        }, z.core.$strip>;
        newScope: z.ZodMiniOptional<z.ZodMiniEnum<{
            administrator: "administrator";
            moderator: "moderator";
            participant: "participant";
        }>>;
    }, z.core.$strip>>;
    changeId: z.ZodMiniNumber<number>;
}, z.core.$strip>;
export type MessageChange = z.infer<typeof messageChangeSchema>;
/** §3 Conversation. */
export declare const conversationSchema: z.ZodMiniObject<{
    conversationId: z.ZodMiniString<string>;
    conversationType: z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>;
    conversationWith: z.ZodMiniUnion<readonly [z.ZodMiniObject<{
        uid: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
        avatar: z.ZodMiniOptional<z.ZodMiniString<string>>;
        staff: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        status: z.ZodMiniEnum<{
            online: "online";
            offline: "offline";
        }>;
        lastActiveAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        blockedByMe: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
    }, z.core.$strip>, z.ZodMiniObject<{
        guid: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
        type: z.ZodMiniEnum<{
            public: "public";
            private: "private";
            password: "password";
        }>;
        membersCount: z.ZodMiniNumber<number>;
        hasJoined: z.ZodMiniBoolean<boolean>;
        scope: z.ZodMiniOptional<z.ZodMiniEnum<{
            administrator: "administrator";
            moderator: "moderator";
            participant: "participant";
        }>>;
        owner: z.ZodMiniOptional<z.ZodMiniString<string>>;
        icon: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>]>;
    lastMessage: z.ZodMiniOptional<z.ZodMiniObject<{
        id: z.ZodMiniNumber<number>;
        muid: z.ZodMiniOptional<z.ZodMiniString<string>>;
        conversationId: z.ZodMiniString<string>;
        category: z.ZodMiniEnum<{
            message: "message";
            custom: "custom";
            action: "action";
            call: "call";
        }>;
        type: z.ZodMiniEnum<{
            image: "image";
            video: "video";
            audio: "audio";
            file: "file";
            text: "text";
            extension_sticker: "extension_sticker";
            extension_poll: "extension_poll";
            extension_document: "extension_document";
            extension_whiteboard: "extension_whiteboard";
            meeting: "meeting";
            location: "location";
            groupMember: "groupMember";
        }>;
        text: z.ZodMiniOptional<z.ZodMiniString<string>>;
        data: z.ZodMiniOptional<z.ZodMiniObject<{
            url: z.ZodMiniOptional<z.ZodMiniString<string>>;
            attachments: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject<{
                url: z.ZodMiniString<string>;
                name: z.ZodMiniString<string>;
                mimeType: z.ZodMiniString<string>;
                size: z.ZodMiniNumber<number>;
            }, z.core.$strip>>>;
            customData: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
        }, z.core.$strip>>;
        sender: z.ZodMiniObject<{
            uid: z.ZodMiniString<string>;
            name: z.ZodMiniString<string>;
            avatar: z.ZodMiniOptional<z.ZodMiniString<string>>;
            staff: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
        }, z.core.$strip>;
        receiverId: z.ZodMiniString<string>;
        receiverType: z.ZodMiniEnum<{
            user: "user";
            group: "group";
        }>;
        sentAt: z.ZodMiniNumber<number>;
        deliveredAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        readAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        readByMeAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        editedAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        deletedAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        parentMessageId: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        replyCount: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
        metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
        action: z.ZodMiniOptional<z.ZodMiniObject<{
            action: z.ZodMiniEnum<{
                added: "added";
                joined: "joined";
                left: "left";
                kicked: "kicked";
                banned: "banned";
                unbanned: "unbanned";
                scopeChanged: "scopeChanged";
            }>;
            actionBy: z.ZodMiniString<string>;
            actionOn: z.ZodMiniString<string>;
            actionFor: z.ZodMiniObject<{
                guid: z.ZodMiniString<string>;
                membersCount: z.ZodMiniNumber<number>;
            }, z.core.$strip>;
            newScope: z.ZodMiniOptional<z.ZodMiniEnum<{
                administrator: "administrator";
                moderator: "moderator";
                participant: "participant";
            }>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    unreadMessageCount: z.ZodMiniNumber<number>;
}, z.core.$strip>;
export type Conversation = z.infer<typeof conversationSchema>;
/** §3 Receipt: `sender` is who delivered or read; receiverId/receiverType name the conversation's other side. */
export declare const receiptSchema: z.ZodMiniObject<{
    receiptType: z.ZodMiniEnum<{
        delivery: "delivery";
        read: "read";
    }>;
    messageId: z.ZodMiniNumber<number>;
    sender: z.ZodMiniObject<{
        uid: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
    }, z.core.$strip>;
    receiverId: z.ZodMiniString<string>;
    receiverType: z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>;
    deliveredAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    readAt: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
}, z.core.$strip>;
export type Receipt = z.infer<typeof receiptSchema>;
/** §3 Typing indicator; metadata carries a live reaction. */
export declare const typingIndicatorSchema: z.ZodMiniObject<{
    sender: z.ZodMiniObject<{
        uid: z.ZodMiniString<string>;
        name: z.ZodMiniString<string>;
    }, z.core.$strip>;
    receiverId: z.ZodMiniString<string>;
    receiverType: z.ZodMiniEnum<{
        user: "user";
        group: "group";
    }>;
    metadata: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
}, z.core.$strip>;
export type TypingIndicator = z.infer<typeof typingIndicatorSchema>;
/** Unread counts per conversation partner, as the CometChat SDK's getUnreadMessageCount. */
export declare const unreadCountsSchema: z.ZodMiniObject<{
    users: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniNumber<number>>;
    groups: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniNumber<number>>;
}, z.core.$strip>;
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
