import { callGetQuery, callKey, callPages, callQuery, queryClient } from '@atrium/shared';
import { SOCIAL_HUB_PAGE_SIZE } from '@atrium/shared/contract/enums';
import type { SocialHubPost } from '@atrium/shared/contract';
import { withItem, withItems, withoutItem, type FeedPages } from './merge';
import { belongsTo, filterOf, refOf, type FeedView } from './view';

/** SocialHub/List of one view: 20 a page, skip = posts loaded (spec 2 §9). */
export const feedPages = (eventId: string, view: FeedView) =>
  callPages('SocialHub/List', filterOf(view), { take: SOCIAL_HUB_PAGE_SIZE, eventId });

/** The category switcher's topics (spec 2 §3 event.socialHub.topics). */
export const topicsQuery = (eventId: string) => callQuery('SocialHub/ListTopics', undefined, { eventId });

/** The sorting dropdown's names (spec 2 §3: socialHubPostSortingType loaded from the server). */
export const enumsQuery = callGetQuery('definition/listenums');

/** Every cached feed of the event, whichever view: a change to a post shows in each. */
const allFeeds = (eventId: string) => ({ queryKey: callKey('SocialHub/List', undefined, { eventId }) });

/** After the socket was lost and is back: every feed of the event loads again. */
export function reloadFeeds(eventId: string): Promise<void> {
  return queryClient.invalidateQueries(allFeeds(eventId));
}

/** The new-posts banner clicked: the view loads again from its first page, the new posts on top. */
export function reloadFeed(eventId: string, view: FeedView): Promise<void> {
  return queryClient.resetQueries({ queryKey: feedPages(eventId, view).queryKey, exact: true });
}

/** A view left (another event, filter or sorting): its pages go, so it starts again from the first (spec 2 §4 Feed). */
export function forgetFeed(eventId: string, view: FeedView): void {
  queryClient.removeQueries({ queryKey: feedPages(eventId, view).queryKey, exact: true });
}

/** A post changed (a like, a count from the socket, a vote): written into every feed holding it. */
export function updatePost(eventId: string, id: string, change: (post: SocialHubPost) => SocialHubPost): void {
  queryClient.setQueriesData<FeedPages>(allFeeds(eventId), (pages) => pages && withItem(pages, id, change));
}

/** A post gone (deleted here or elsewhere): out of every feed. */
export function removePost(eventId: string, id: string): void {
  queryClient.setQueriesData<FeedPages>(allFeeds(eventId), (pages) => pages && withoutItem(pages, id));
}

/**
 * The user's own posts shown on top of one view's feed, those that belong in it (not a draft). Other
 * views load again when next shown.
 */
export function addPosts(eventId: string, view: FeedView, posts: readonly SocialHubPost[]): void {
  const shown = posts.filter((post) => !post.isDraft && belongsTo(refOf(post), view));
  queryClient.setQueryData<FeedPages>(feedPages(eventId, view).queryKey, (pages) => pages && withItems(pages, shown));
}
