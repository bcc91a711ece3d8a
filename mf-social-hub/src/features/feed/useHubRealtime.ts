import { callKey, queryClient, realtime, sessionStore } from '@atrium/shared';
import {
  SOCIAL_HUB_OWNER_TYPE,
  socialHubChannel,
  type SocialHubEvents,
  type SocialHubPost,
} from '@atrium/shared/contract';
import { useEffect, useRef } from 'react';
import { addComment, removeComment, updateComment } from '../comments';
import { removePost, updatePost } from '../posts';

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
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const channel = socialHubChannel(eventId);
    realtime.subscribe(channel);
    const on = <E extends keyof SocialHubEvents>(name: E, handle: (payload: SocialHubEvents[E]) => void) =>
      realtime.on<SocialHubEvents[E]>(name).subscribe(handle);
    const subscriptions = [
      on('newPost', (post) => {
        const me = sessionStore.getState().user?.id;
        latest.current.onNewPost(post, post.owner.type === SOCIAL_HUB_OWNER_TYPE.person && post.owner.id === me);
      }),
      on('removePost', ({ id }) => {
        removePost(eventId, id);
        latest.current.onRemovePost(id);
      }),
      on('postLikeCountChanged', ({ postId, likes, latestLikes }) =>
        updatePost(eventId, postId, (post) => ({ ...post, likes, latestLikes })),
      ),
      on('postCommentCountChanged', ({ postId, comments }) =>
        updatePost(eventId, postId, (post) => ({ ...post, comments })),
      ),
      on('postIsOverChanged', ({ postId, isOver }) => updatePost(eventId, postId, (post) => ({ ...post, isOver }))),
      on('voteCalculated', ({ postId, attendings, questions }) =>
        updatePost(eventId, postId, (post) => ({ ...post, attendings, questions })),
      ),
      on('newComment', (comment) => addComment(eventId, comment)),
      on('postCommentDeleted', ({ postId, id }) => removeComment(eventId, postId, id)),
      on('postCommentLikeCountChanged', ({ postId, id, likeCount }) =>
        updateComment(eventId, postId, id, (comment) => ({ ...comment, likeCount })),
      ),
      on('commentSubCommentCountChanged', ({ postId, id, subCommentCount }) =>
        updateComment(eventId, postId, id, (comment) => ({ ...comment, subCommentCount })),
      ),
      on('postUpvoteCountChanged', ({ postId, upvotes }) =>
        updatePost(eventId, postId, (post) => ({ ...post, upvotes })),
      ),
    ];
    let wasLost = false;
    const back = realtime.connectionLost$.subscribe((lost) => {
      if (wasLost && !lost)
        void queryClient.invalidateQueries({ queryKey: callKey('SocialHub/List', undefined, { eventId }) });
      wasLost = lost;
    });
    return () => {
      for (const subscription of [...subscriptions, back]) subscription.unsubscribe();
      realtime.unsubscribe(channel);
    };
  }, [eventId]);
}
