import type { Migration } from '@atrium/shared/server';

/**
 * Issue 15: the social hub of an event (spec 2 §2.17, §3 Social hub post, Comment). A post is a
 * person's or, with no user, the organiser's (polls, surveys). A deleted post stays as a row with
 * its text and image cleared and everything under it gone, so liking it can say it was deleted.
 * likes and comments are counts kept beside the rows they count, so the feed sorts by them.
 * Every row naming a user cascades from `users`: a deleted account leaves nothing of theirs.
 */
export const socialHubMigration: Migration = {
  name: '013_social_hub',
  async up(db) {
    await db.schema.createTable('social_hub_topics', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.string('color', 32);
      table.integer('order_no').notNullable();
      table.index(['event_id', 'order_no']);
    });
    await db.schema.createTable('social_hub_posts', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      // Null: the organiser's.
      table.string('user_id', 36).references('users.id').onDelete('CASCADE');
      // SOCIAL_HUB_POST_TYPE: 0 chat or Q&A, 1 poll, 2 survey.
      table.integer('type').notNullable();
      table.string('title', 200);
      table.text('post_text').notNullable();
      table.text('image');
      table.string('topic_id', 36).references('social_hub_topics.id').onDelete('SET NULL');
      // Live sessions have no table yet; the id a later step's session post names.
      table.string('session_id', 36);
      table.boolean('is_draft').notNullable().defaultTo(false);
      table.boolean('is_announcement').notNullable().defaultTo(false);
      table.boolean('is_over').notNullable().defaultTo(false);
      table.integer('estimated_question_count').notNullable().defaultTo(0);
      table.integer('like_count').notNullable().defaultTo(0);
      table.integer('comment_count').notNullable().defaultTo(0);
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.timestamp('deleted_at', { useTz: true });
      table.index(['event_id', 'created_at']);
      table.index(['user_id']);
    });
    await db.schema.createTable('social_hub_post_likes', (table) => {
      table.string('post_id', 36).notNullable().references('social_hub_posts.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.primary(['post_id', 'user_id']);
      table.index(['user_id']);
    });
    await db.schema.createTable('social_hub_post_mentions', (table) => {
      table.string('post_id', 36).notNullable().references('social_hub_posts.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.primary(['post_id', 'user_id']);
      table.index(['user_id']);
    });
    // A poll's options (its one question is the post); a vote or a survey's answer is an attending.
    await db.schema.createTable('social_hub_poll_options', (table) => {
      table.string('id', 36).primary();
      table.string('post_id', 36).notNullable().references('social_hub_posts.id').onDelete('CASCADE');
      table.string('title', 500).notNullable();
      table.integer('order_no').notNullable();
      table.index(['post_id']);
    });
    await db.schema.createTable('social_hub_attendings', (table) => {
      table.string('post_id', 36).notNullable().references('social_hub_posts.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      // The option voted for; null for a survey's answer.
      table.string('option_id', 36).references('social_hub_poll_options.id').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.primary(['post_id', 'user_id']);
      table.index(['user_id']);
    });
    await db.schema.createTable('social_hub_comments', (table) => {
      table.string('id', 36).primary();
      table.string('post_id', 36).notNullable().references('social_hub_posts.id').onDelete('CASCADE');
      // Null: a comment on the post; else a reply to a comment on it (one level).
      table.string('parent_id', 36).references('social_hub_comments.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      // Mentions stand in it as %id% tokens (spec 2 §5).
      table.text('comment_text').notNullable();
      table.integer('like_count').notNullable().defaultTo(0);
      table.integer('sub_comment_count').notNullable().defaultTo(0);
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.index(['post_id', 'parent_id', 'created_at']);
      table.index(['user_id']);
    });
    await db.schema.createTable('social_hub_comment_likes', (table) => {
      table.string('comment_id', 36).notNullable().references('social_hub_comments.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.primary(['comment_id', 'user_id']);
      table.index(['user_id']);
    });
    await db.schema.createTable('social_hub_comment_mentions', (table) => {
      table.string('comment_id', 36).notNullable().references('social_hub_comments.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.primary(['comment_id', 'user_id']);
      table.index(['user_id']);
    });
  },
  async down(db) {
    for (const table of [
      'social_hub_comment_mentions',
      'social_hub_comment_likes',
      'social_hub_comments',
      'social_hub_attendings',
      'social_hub_poll_options',
      'social_hub_post_mentions',
      'social_hub_post_likes',
      'social_hub_posts',
      'social_hub_topics',
    ]) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
