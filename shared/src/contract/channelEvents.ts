import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { ChannelKind } from './channels';
import { MessagesReadEvent, NewMessageEvent, TypingEvent } from './chat';
import { LiveSession } from './live';
import { NetworkingRoom, NetworkingUser, NetworkRequest } from './networking';
import { NewNotificationEvent } from './notification';
import { Nullable } from './nullable';
import { LivePoll, NewPostRef, PollQuestion, SocialHubComment, SocialHubPerson } from './socialHub';

const Sorting = Type.Object({ items: Type.Array(Type.Object({ id: Type.String(), orderNO: Type.Integer() })) });

/**
 * Issue 29 item 4: an event coalesced on the api, at most one message a second per event (and per
 * api instance): each item changed meanwhile once, as it is at the message's time.
 */
const Batch = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item) });

/**
 * The other half of the channel table (channels.ts): each kind's events by name, with the schema of
 * what each carries. The api publishes through it (and checks payloads against it outside
 * production); the browser imports its types only, so no schema code reaches a page.
 */
export const CHANNEL_EVENTS = {
  private: {
    newNotification: NewNotificationEvent,
    /** Spec 1 §7: an invitation into a networking room, to the invitee. */
    'client-network-request': NetworkRequest,
    /** Spec 1 §7: the invitee accepted, to the inviter. */
    'client-network-accept': NetworkRequest,
  },
  message: {
    newMessage: NewMessageEvent,
    /** Issue 31 item 10: a member read the chat; on the chat's `message-{groupId}`. */
    messagesRead: MessagesReadEvent,
    /** Issue 31 item 10: another member types; on each other member's own `message-{userId}`. */
    typing: TypingEvent,
  },
  presenceUser: {},
  socialHub: {
    /** The posts published (the new-posts banner's count and faces), newest last. */
    newPost: Batch(NewPostRef),
    removePost: Type.Object({ id: Type.String() }),
    postLikeCountChanged: Batch(
      Type.Object({ postId: Type.String(), likes: Type.Integer(), latestLikes: Type.Array(SocialHubPerson) }),
    ),
    postCommentCountChanged: Batch(Type.Object({ postId: Type.String(), comments: Type.Integer() })),
    newComment: SocialHubComment,
    postCommentDeleted: Type.Object({
      postId: Type.String(),
      id: Type.String(),
      parentId: Nullable(Type.String()),
    }),
    postCommentLikeCountChanged: Batch(
      Type.Object({ postId: Type.String(), id: Type.String(), likeCount: Type.Integer() }),
    ),
    commentSubCommentCountChanged: Batch(
      Type.Object({ postId: Type.String(), id: Type.String(), subCommentCount: Type.Integer() }),
    ),
    /** A poll or survey opened or closed (its closing time passed). */
    postIsOverChanged: Type.Object({ postId: Type.String(), isOver: Type.Boolean() }),
    /** A vote or survey answer counted: the poll's options with their new counts and percentages. */
    voteCalculated: Batch(
      Type.Object({ postId: Type.String(), attendings: Type.Integer(), questions: Type.Array(PollQuestion) }),
    ),
    /** Issue 15 item 8: a Q&A post's upvotes changed. */
    postUpvoteCountChanged: Batch(Type.Object({ postId: Type.String(), upvotes: Type.Integer() })),
    /**
     * Issue 29 item 4: the live poll started, stopped or was voted in (coalesced as a Batch): the
     * running poll as participant/checkpoll answers it, without anyone's vote.
     */
    livePollChanged: Type.Object({ poll: Nullable(LivePoll) }),
  },
  liveStream: {
    /** The people watching a session now (counted from its presence channel). */
    watchers: Type.Object({ sessionId: Type.String(), watcherCount: Type.Integer({ minimum: 0 }) }),
    liveStreamRemoved: Type.Object({ id: Type.String() }),
    /** A session changed (WAITING became LIVE, a new title): the session as LiveEvent/Get answers it. */
    liveStreamUpdated: LiveSession,
    liveStreamSortingChanged: Sorting,
  },
  sessionPresence: {},
  networking: {
    networkingAreaUpdated: Type.Object({ item: NetworkingRoom }),
    networkingAreaSortingChanged: Sorting,
    networkingAreaRemoved: Type.Object({ id: Type.String() }),
  },
  networkingArea: {
    /** Who sits in a room now. */
    itemChanged: Type.Object({ item: Type.Object({ id: Type.String(), users: Type.Array(NetworkingUser) }) }),
  },
  networkingPresence: {},
} satisfies Record<ChannelKind, Record<string, TSchema>>;

/** A kind's events by name, with the type of what each carries: `ChannelEvents<'liveStream'>['watchers']`. */
export type ChannelEvents<K extends ChannelKind> = {
  [E in keyof (typeof CHANNEL_EVENTS)[K]]: (typeof CHANNEL_EVENTS)[K][E] extends TSchema
    ? Static<(typeof CHANNEL_EVENTS)[K][E]>
    : never;
};
/** The names of a kind's events. */
export type ChannelEventName<K extends ChannelKind> = keyof ChannelEvents<K> & string;
