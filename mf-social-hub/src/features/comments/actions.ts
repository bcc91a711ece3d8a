import { bus, callCommand, errorMessage } from '@atrium/shared';
import type { SocialHubComment } from '@atrium/shared/contract';
import { removeComment, updateComment } from './api';

/** SocialHub/togglelikecomment: the count is the server's answer, so the socket's repeat of it changes nothing. */
export async function toggleCommentLike(eventId: string, comment: SocialHubComment): Promise<void> {
  try {
    const { data } = await callCommand(
      'SocialHub/togglelikecomment',
      { id: comment.id, isLiked: !comment.isLiked },
      { eventId },
    );
    if (data) {
      updateComment(eventId, comment.postId, comment.id, (shown) => ({
        ...shown,
        isLiked: data.isLiked,
        likeCount: data.likes,
      }));
    }
  } catch (error) {
    bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
  }
}

/** SocialHub/DeleteComment of the user's own comment (spec 2 §6); a refusal shows in a toast (spec 2 §8). */
export async function deleteComment(eventId: string, comment: SocialHubComment, done: string): Promise<void> {
  try {
    await callCommand('SocialHub/DeleteComment', { id: comment.id }, { eventId });
    removeComment(eventId, comment.postId, comment.id);
    bus.emit('snackbar.show', { message: done, kind: 'success' });
  } catch (error) {
    bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
  }
}
