import { bus, callCommand, callKey, callPages, errorMessage, queryClient, type PagesData } from '@atrium/shared';
import { SOCIAL_HUB_COMMENTS_PAGE_SIZE } from '@atrium/shared/contract/enums';
import type { AddUpdateCommentRequest, SocialHubComment } from '@atrium/shared/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withItem, withItems, withoutItem } from '../posts';

type CommentPages = PagesData<SocialHubComment>;

/**
 * SocialHub/ListComments, 5 a page (spec 2 §9): a post's comments (parentId null, newest first) or a
 * comment's replies (oldest first).
 */
export const commentPages = (eventId: string, postId: string, parentId: string | null) =>
  callPages('SocialHub/ListComments', { postId, parentId }, { take: SOCIAL_HUB_COMMENTS_PAGE_SIZE, eventId });

/** Every cached comment list of a post, its replies too. */
const ofPost = (eventId: string, postId: string) => ({
  queryKey: callKey('SocialHub/ListComments', { postId }, { eventId }),
});

/**
 * A comment written (here, or anywhere: the socket's newComment) into its list, if that list is
 * open: a post's comments come newest first, so on top; a thread's replies oldest first, so after
 * the last loaded.
 */
export function addComment(eventId: string, comment: SocialHubComment): void {
  queryClient.setQueryData<CommentPages>(
    commentPages(eventId, comment.postId, comment.parentId).queryKey,
    (pages) => pages && withItems(pages, [comment], comment.parentId ? 'end' : 'top'),
  );
}

/** A comment changed (its likes, its replies' count), in whichever list of the post holds it. */
export function updateComment(
  eventId: string,
  postId: string,
  id: string,
  change: (comment: SocialHubComment) => SocialHubComment,
): void {
  queryClient.setQueriesData<CommentPages>(ofPost(eventId, postId), (pages) => pages && withItem(pages, id, change));
}

/** A deleted comment out of every list of the post; its replies went with it. */
export function removeComment(eventId: string, postId: string, id: string): void {
  queryClient.setQueriesData<CommentPages>(ofPost(eventId, postId), (pages) => pages && withoutItem(pages, id));
  queryClient.removeQueries({ queryKey: commentPages(eventId, postId, id).queryKey });
}

/**
 * socialhub/addupdatecomment: the comment the server stored goes into its list at once. Rejects with
 * CallFailed when refused, whose commentText error shows beside the field.
 */
export function useAddComment(eventId: string) {
  return useMutation({
    mutationFn: (body: AddUpdateCommentRequest) => callCommand('socialhub/addupdatecomment', body, { eventId }),
    onSuccess: ({ data }) => {
      if (data) addComment(eventId, data);
    },
  });
}

/**
 * SocialHub/togglelikecomment: the count is the server's answer, so the socket's repeat of it changes
 * nothing. A refusal shows in a toast (spec 2 §8).
 */
export function useToggleCommentLike(eventId: string) {
  return useMutation({
    mutationFn: (comment: SocialHubComment) =>
      callCommand('SocialHub/togglelikecomment', { id: comment.id, isLiked: !comment.isLiked }, { eventId }),
    onSuccess: ({ data }, comment) => {
      if (data) {
        updateComment(eventId, comment.postId, comment.id, (shown) => ({
          ...shown,
          isLiked: data.isLiked,
          likeCount: data.likes,
        }));
      }
    },
    onError: (error) => bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' }),
  });
}

/**
 * SocialHub/DeleteComment of the user's own comment (spec 2 §6): out of its lists, and a toast says
 * so; a refusal shows in a toast (spec 2 §8). Both are the hook's, as the comment's row is gone by then.
 */
export function useDeleteComment(eventId: string) {
  const { t } = useTranslation('socialHub');
  return useMutation({
    mutationFn: (comment: SocialHubComment) => callCommand('SocialHub/DeleteComment', { id: comment.id }, { eventId }),
    onSuccess: (_answer, comment) => {
      removeComment(eventId, comment.postId, comment.id);
      bus.emit('snackbar.show', { message: t('commentDeleted'), kind: 'success' });
    },
    onError: (error) => bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' }),
  });
}
