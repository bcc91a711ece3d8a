import type { Migration } from '@atrium/shared/server';

/** Each order of SocialHub/List, then the newest first and the id, as the feed sorts. */
const FEED_ORDERS = [
  ['event_id', 'created_at', 'id'],
  ['event_id', 'like_count', 'created_at', 'id'],
  ['event_id', 'comment_count', 'created_at', 'id'],
  ['event_id', 'upvote_count', 'created_at', 'id'],
];

/**
 * Issue 29 item 5: a page of the feed reads its rows off an index in the feed's order, whichever
 * sorting, so it costs the same at 37 posts and 37,000 (the event's posts were sorted on every
 * page before; newest first sorted the ties of created_at).
 */
export const socialHubFeedMigration: Migration = {
  name: '017_social_hub_feed_indexes',
  async up(db) {
    await db.schema.alterTable('social_hub_posts', (table) => {
      table.dropIndex(['event_id', 'created_at']);
      for (const columns of FEED_ORDERS) table.index(columns);
    });
  },
  async down(db) {
    await db.schema.alterTable('social_hub_posts', (table) => {
      for (const columns of FEED_ORDERS) table.dropIndex(columns);
      table.index(['event_id', 'created_at']);
    });
  },
};
