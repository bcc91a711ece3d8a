import { useChannel } from '@atrium/shared';
import type { NewPostRef } from '@atrium/shared/contract';
import { channel } from '@atrium/shared/contract/channels';
import { addComment, removeComment, updateComment } from '../comments';
import { reloadFeeds, removePost, updatePost } from '../posts';

export interface HubRealtimeHandlers {
  /** Posts were published (the new-posts banner), newest last. */
  onNewPosts(posts: NewPostRef[]): void;
  onRemovePost(id: string): void;
}

/**
 * The hub's real time (spec 2 §7.6): while it is on screen its event's `event-social-hub-{eventId}`
 * is joined on the page's one socket, and each event changes the cached feeds in place. Counts come
 * coalesced (issue 29 item 4: a message a second holds every post or comment whose count changed)
 * and are the server's totals, never increments, so the user's own like or comment, answered by the
 * call and then told by the socket, is counted once. After the socket was lost and is back, the
 * feeds reload.
 */
export function useHubRealtime(eventId: string, handlers: HubRealtimeHandlers): void {
  useChannel(
    channel.socialHub({ eventId }),
    {
      newPost: ({ items }) => handlers.onNewPosts(items),
      removePost: ({ id }) => {
        removePost(eventId, id);
        handlers.onRemovePost(id);
      },
      postLikeCountChanged: ({ items }) => {
        for (const { postId, likes, latestLikes } of items) {
          updatePost(eventId, postId, (post) => ({ ...post, likes, latestLikes }));
        }
      },
      postCommentCountChanged: ({ items }) => {
        for (const { postId, comments } of items) updatePost(eventId, postId, (post) => ({ ...post, comments }));
      },
      postIsOverChanged: ({ postId, isOver }) => updatePost(eventId, postId, (post) => ({ ...post, isOver })),
      voteCalculated: ({ items }) => {
        for (const { postId, attendings, questions } of items) {
          updatePost(eventId, postId, (post) => ({ ...post, attendings, questions }));
        }
      },
      newComment: (comment) => addComment(eventId, comment),
      postCommentDeleted: ({ postId, id }) => removeComment(eventId, postId, id),
      postCommentLikeCountChanged: ({ items }) => {
        for (const { postId, id, likeCount } of items) {
          updateComment(eventId, postId, id, (comment) => ({ ...comment, likeCount }));
        }
      },
      commentSubCommentCountChanged: ({ items }) => {
        for (const { postId, id, subCommentCount } of items) {
          updateComment(eventId, postId, id, (comment) => ({ ...comment, subCommentCount }));
        }
      },
      postUpvoteCountChanged: ({ items }) => {
        for (const { postId, upvotes } of items) updatePost(eventId, postId, (post) => ({ ...post, upvotes }));
      },
    },
    {
      onReconnect: () => void reloadFeeds(eventId),
    },
  );
}
