import { bus, CallFailed, callCommand, callData, errorMessage } from '@atrium/shared';
import type { SocialHubPost } from '@atrium/shared/contract';
import { removePost, updatePost } from '../posts';

/**
 * socialhub/togglelike (spec 2 §4 Like): isLiked and the count change once the server said yes, to
 * its answer's count, so the socket's postLikeCountChanged after it changes nothing. A refusal shows
 * in a toast (spec 2 §8); when the post is gone meanwhile ('the post you tried to like has been
 * deleted'), it leaves the feed.
 */
export async function toggleLike(eventId: string, post: SocialHubPost): Promise<void> {
  try {
    const { data } = await callCommand('socialhub/togglelike', { id: post.id, isLiked: !post.isLiked }, { eventId });
    if (data) updatePost(eventId, post.id, (shown) => ({ ...shown, isLiked: data.isLiked, likes: data.likes }));
  } catch (error) {
    bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    if (error instanceof CallFailed && !(await stillThere(eventId, post.id))) removePost(eventId, post.id);
  }
}

/** Whether the feed's list still has a post (a refused like may mean it was deleted). */
async function stillThere(eventId: string, id: string): Promise<boolean> {
  const found = await callData('SocialHub/List', { ids: [id], take: 1 }, { eventId }).catch(() => null);
  return found === null || found.items.length > 0;
}

/** SocialHub/ToggleUpvote (issue 15 item 8): as a like, on a Q&A post. */
export async function toggleUpvote(eventId: string, post: SocialHubPost): Promise<void> {
  try {
    const { data } = await callCommand(
      'SocialHub/ToggleUpvote',
      { id: post.id, isUpvoted: !post.isUpvoted },
      {
        eventId,
      },
    );
    if (data) updatePost(eventId, post.id, (shown) => ({ ...shown, isUpvoted: data.isUpvoted, upvotes: data.upvotes }));
  } catch (error) {
    bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
  }
}

/** SocialHub/Delete of the user's own post: gone from every feed. */
export async function deletePost(eventId: string, id: string, done: string): Promise<void> {
  try {
    await callCommand('SocialHub/Delete', { id }, { eventId });
    removePost(eventId, id);
    bus.emit('snackbar.show', { message: done, kind: 'success' });
  } catch (error) {
    bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
  }
}
