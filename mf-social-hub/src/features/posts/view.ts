import { SOCIAL_HUB_POST_SORTING_TYPE, SOCIAL_HUB_POST_TYPE } from '@atrium/shared/contract/enums';
import type {
  NewPostRef,
  SocialHubListRequest,
  SocialHubPost,
  SocialHubPostSortingType,
} from '@atrium/shared/contract';

/** What the feed shows: every post of one topic (or all), or the Q&A view, in one order. */
export interface FeedView {
  /** A topic's id, null for all. */
  topicId: string | null;
  /** The Q&A view (issue 15 item 8): Q&A posts (type 0). */
  questions: boolean;
  sorting: SocialHubPostSortingType;
}

export const ALL_POSTS: FeedView = { topicId: null, questions: false, sorting: SOCIAL_HUB_POST_SORTING_TYPE.newest };

/** Whether a view can be in an order: only Q&A posts are upvoted, so most upvoted is Q&A's alone. */
export function offers(view: Pick<FeedView, 'questions'>, sorting: number): boolean {
  return view.questions || sorting !== SOCIAL_HUB_POST_SORTING_TYPE.mostUpvoted;
}

/**
 * A category in the order the user chose (issue 31 item 8: it stays as they go from one category to
 * another); where that order is not offered, newest first, which the sorting dropdown then shows.
 */
export function viewOf(category: Pick<FeedView, 'questions' | 'topicId'>, chosen: SocialHubPostSortingType): FeedView {
  return { ...category, sorting: offers(category, chosen) ? chosen : SOCIAL_HUB_POST_SORTING_TYPE.newest };
}

/** The SocialHub/List filter of a view (spec 2 §3 Social hub filter), skip and take aside. */
export function filterOf(view: FeedView): Omit<SocialHubListRequest, 'skip' | 'take'> {
  if (view.questions) return { type: SOCIAL_HUB_POST_TYPE.chat, socialHubPostSortingType: view.sorting };
  return { subjectIds: view.topicId ? [view.topicId] : null, socialHubPostSortingType: view.sorting };
}

/** Whether a post (one published, as the socket tells it) belongs in a view's list. */
export function belongsTo(post: Pick<NewPostRef, 'type' | 'topicId'>, view: FeedView): boolean {
  if (view.questions) return post.type === SOCIAL_HUB_POST_TYPE.chat;
  return view.topicId === null || post.topicId === view.topicId;
}

/** A post as the socket tells a published one. */
export const refOf = (post: SocialHubPost): NewPostRef => ({
  id: post.id,
  type: post.type,
  topicId: post.topic?.id ?? null,
  owner: post.owner,
});
