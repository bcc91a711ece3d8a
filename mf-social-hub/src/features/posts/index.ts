// The feed's posts as the query cache holds them: which list a view loads, and every change to a post in place.
export {
  addPosts,
  enumsQuery,
  feedPages,
  forgetFeed,
  reloadFeed,
  reloadFeeds,
  removePost,
  topicsQuery,
  updatePost,
} from './api';
export { itemsOf, withItem, withItems, withoutItem } from './merge';
export type { FeedPages } from './merge';
export { ALL_POSTS, belongsTo, filterOf, offers, refOf, viewOf } from './view';
export type { FeedView } from './view';
