import type { Migration } from '@atrium/shared/server';

/**
 * Issue 15 items 4, 5, 6, 8: what the hub's votes need. Polls and surveys may close at a time
 * (`closes_at`; `is_over` is set once it passed, by the closing watch). A survey post's questions
 * are registration questions of the post (`social_hub_post_id`), so the question renderer, the
 * answer check and the file uploads serve it as they serve sub-events and booths; its answers are
 * kept on the attending. Q&A upvotes are kept beside their count, as likes. The live poll (spec 2
 * §3 Live poll) is the event's, apart from the hub's polls, with one vote a person.
 */
export const socialHubVotesMigration: Migration = {
  name: '014_social_hub_votes',
  async up(db) {
    await db.schema.alterTable('social_hub_posts', (table) => {
      table.timestamp('closes_at', { useTz: true });
      table.integer('upvote_count').notNullable().defaultTo(0);
      table.index(['is_over', 'closes_at']);
    });
    await db.schema.alterTable('registration_questions', (table) => {
      table.string('social_hub_post_id', 36).references('social_hub_posts.id').onDelete('CASCADE');
      table.index(['social_hub_post_id']);
    });
    await db.schema.alterTable('social_hub_attendings', (table) => {
      // A survey's answers, [{id, answer}] as checked; null for a poll's vote.
      table.text('answers');
    });
    await db.schema.createTable('social_hub_post_upvotes', (table) => {
      table.string('post_id', 36).notNullable().references('social_hub_posts.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.primary(['post_id', 'user_id']);
      table.index(['user_id']);
    });
    await db.schema.createTable('live_polls', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 500).notNullable();
      // The answers, a JSON array of strings in the organiser's order.
      table.text('answers').notNullable();
      table.boolean('show_rates').notNullable().defaultTo(false);
      table.boolean('is_active').notNullable().defaultTo(false);
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.index(['event_id', 'is_active']);
    });
    await db.schema.createTable('live_poll_votes', (table) => {
      table.string('poll_id', 36).notNullable().references('live_polls.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('answer', 500).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.primary(['poll_id', 'user_id']);
      table.index(['user_id']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('live_poll_votes');
    await db.schema.dropTableIfExists('live_polls');
    await db.schema.dropTableIfExists('social_hub_post_upvotes');
    await db.schema.alterTable('social_hub_attendings', (table) => {
      table.dropColumn('answers');
    });
    await db.schema.alterTable('registration_questions', (table) => {
      table.dropIndex(['social_hub_post_id']);
      table.dropColumn('social_hub_post_id');
    });
    await db.schema.alterTable('social_hub_posts', (table) => {
      table.dropIndex(['is_over', 'closes_at']);
      table.dropColumn('upvote_count');
      table.dropColumn('closes_at');
    });
  },
};
