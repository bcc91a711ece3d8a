import { currentUser, useChannel } from '@atrium/shared';
import { SOCIAL_HUB_OWNER_TYPE, type SocialHubPost } from '@atrium/shared/contract';
import { channel } from '@atrium/shared/contract/channels';
import { addComment, removeComment, updateComment } from '../comments';
import { reloadFeeds, removePost, updatePost } from '../posts';

export interface HubRealtimeHandlers {
  /** A post was published: the user's own (shown at once) or somebody else's (the new-posts banner). */
  onNewPost(post: SocialHubPost, mine: boolean): void;
  onRemovePost(id: string): void;
}

/**
 * The hub's real time (spec 2 §7.6): while it is on screen its event's `event-social-hub-{eventId}`
 * is joined on the page's one socket, and each event changes the cached feeds in place. Counts are
 * the server's totals, never increments, so the user's own like or comment, answered by the call and
 * then told by the socket, is counted once. After the socket was lost and is back, the feeds reload.
 */
export function useHubRealtime(eventId: string, handlers: HubRealtimeHandlers): void {
  useChannel(
    channel.socialHub({ eventId }),
    {
      newPost: (post) => {
        const me = currentUser()?.id;
        handlers.onNewPost(post, post.owner.type === SOCIAL_HUB_OWNER_TYPE.person && post.owner.id === me);
      },
      removePost: ({ id }) => {
        removePost(eventId, id);
        handlers.onRemovePost(id);
      },
      postLikeCountChanged: ({ postId, likes, latestLikes }) =>
        updatePost(eventId, postId, (post) => ({ ...post, likes, latestLikes })),
      postCommentCountChanged: ({ postId, comments }) => updatePost(eventId, postId, (post) => ({ ...post, comments })),
      postIsOverChanged: ({ postId, isOver }) => updatePost(eventId, postId, (post) => ({ ...post, isOver })),
      voteCalculated: ({ postId, attendings, questions }) =>
        updatePost(eventId, postId, (post) => ({ ...post, attendings, questions })),
      newComment: (comment) => addComment(eventId, comment),
      postCommentDeleted: ({ postId, id }) => removeComment(eventId, postId, id),
      postCommentLikeCountChanged: ({ postId, id, likeCount }) =>
        updateComment(eventId, postId, id, (comment) => ({ ...comment, likeCount })),
      commentSubCommentCountChanged: ({ postId, id, subCommentCount }) =>
        updateComment(eventId, postId, id, (comment) => ({ ...comment, subCommentCount })),
      postUpvoteCountChanged: ({ postId, upvotes }) => updatePost(eventId, postId, (post) => ({ ...post, upvotes })),
    },
    {
      onReconnect: () => void reloadFeeds(eventId),
    },
  );
}
