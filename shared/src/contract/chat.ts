import { Type, type Static } from '@sinclair/typebox';
import { Id, LongText, Skip, Take } from './bounds';
import { MESSAGE_MAX_LENGTH } from './enums';
import { ContentList } from './listing';
import { Nullable } from './nullable';

// Issue 13: the chat calls of spec 1 §7 Chat, with the shapes of spec 1 §3 Message group and Message.

/** Spec 1 §9: chats and messages come 10 a page. */
export const CHAT_PAGE_SIZE = 10;

/**
 * A chat image is a file the uploads stored (account/uploadfile?uploadType=message): a path under
 * /api/files, never another URL, so a message cannot point readers at somebody else's server.
 */
export const MESSAGE_IMAGE_PATTERN =
  '^/api/files/[0-9A-Za-z-]{1,64}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.[a-z0-9]{1,8}$';
export const MessageImage = Type.String({ maxLength: 200, pattern: MESSAGE_IMAGE_PATTERN });

/** Chat/ListMessageGroups and Chat/LoadMessageGroups {skip, take}. */
export const ListMessageGroupsRequest = Type.Object({
  skip: Type.Optional(Skip),
  take: Type.Optional(Take()),
});
export type ListMessageGroupsRequest = Static<typeof ListMessageGroupsRequest>;

/** Chat/listMessages {skip, take, messageGroupID}: newest first, the UI pages upward. */
export const ListMessagesRequest = Type.Object({
  messageGroupID: Id,
  skip: Type.Optional(Skip),
  take: Type.Optional(Take()),
});
export type ListMessagesRequest = Static<typeof ListMessagesRequest>;

/**
 * chat/sendmessage: {messageText, messageGroupID, image} into a chat, or {userID, messageText} to a
 * person, which creates or reuses the two-person chat. One of messageGroupID and userID is needed;
 * text or image, not neither (spec 1 §5).
 */
export const SendMessageRequest = Type.Object({
  messageText: Type.Optional(Nullable(LongText({ maxLength: MESSAGE_MAX_LENGTH }))),
  messageGroupID: Type.Optional(Nullable(Id)),
  userID: Type.Optional(Nullable(Id)),
  image: Type.Optional(Nullable(MessageImage)),
});
export type SendMessageRequest = Static<typeof SendMessageRequest>;

/** Spec 1 §3 Message; user.title is the sender's name. */
export const Message = Type.Object({
  id: Type.String(),
  messageText: Type.String(),
  createDate: Type.String(),
  image: Nullable(Type.String()),
  messageGroupID: Type.String(),
  userID: Type.String(),
  user: Type.Object({ id: Type.String(), image: Nullable(Type.String()), title: Type.String() }),
});
export type Message = Static<typeof Message>;

/** Spec 1 §3 Message group: recipients are the other members; title their names. */
export const MessageGroup = Type.Object({
  id: Type.String(),
  title: Type.String(),
  recipients: Type.Array(Type.Object({ userID: Type.String(), user: Type.Object({ image: Nullable(Type.String()) }) })),
  unread: Type.Integer({ minimum: 0 }),
  lastMessage: Nullable(Type.Object({ messageText: Type.String(), createDate: Type.String() })),
  /** The last message came from somebody else. */
  lastMessageReceived: Type.Boolean(),
  lastMessageDate: Nullable(Type.String()),
});
export type MessageGroup = Static<typeof MessageGroup>;

/** The real-time `newMessage` on `message-{userId}` and `message-{groupId}`: spec 1 §3's capitalised names. */
export const NewMessageEvent = Type.Object({
  MessageText: Type.String(),
  CreateDate: Type.String(),
  Id: Type.String(),
  Image: Nullable(Type.String()),
  MessageGroupID: Type.String(),
  UserID: Type.String(),
  User: Type.Object({ Id: Type.String(), Image: Nullable(Type.String()), Title: Type.String() }),
});
export type NewMessageEvent = Static<typeof NewMessageEvent>;

/**
 * Issue 31 item 10 (read receipts, beyond the spec): how far one other member of a chat has read,
 * the newest message they had when they last read it (chat/readall), and when they read.
 */
export const ReadMarker = Type.Object({
  userID: Type.String(),
  messageID: Type.String(),
  /** The createDate of that message: where it stands when it is not among the loaded ones. */
  messageDate: Type.String(),
  readDate: Type.String(),
});
export type ReadMarker = Static<typeof ReadMarker>;

/** Chat/listMessages' page, with the other members' read markers (only those who read something). */
export const MessagePage = Type.Object({
  ...ContentList(Message).properties,
  readMarkers: Type.Array(ReadMarker),
});
export type MessagePage = Static<typeof MessagePage>;

/** `messagesRead` on `message-{groupId}`: a member read the chat (chat/readall moved their marker). */
export const MessagesReadEvent = Type.Object({ messageGroupID: Type.String(), ...ReadMarker.properties });
export type MessagesReadEvent = Static<typeof MessagesReadEvent>;

/** The socket emit `emit-typing`: the user is typing in a chat they are in. */
export const TypingEmit = Type.Object({ messageGroupID: Id });
export type TypingEmit = Static<typeof TypingEmit>;

/** `typing` on each other member's `message-{userId}`: who types in which chat (their first name). */
export const TypingEvent = Type.Object({
  messageGroupID: Type.String(),
  userID: Type.String(),
  firstName: Type.String(),
});
export type TypingEvent = Static<typeof TypingEvent>;

/** The ack of `emit-typing`, when the client asks for one: forwarded, or why not. */
export type TypingAck = { ok: true } | { ok: false; message: string; errors?: Record<string, string> };
