import { callKey, callPages, queryClient, type PagesData } from '@atrium/shared';
import { SOCIAL_HUB_COMMENTS_PAGE_SIZE, type SocialHubComment } from '@atrium/shared/contract';
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
