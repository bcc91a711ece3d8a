import type { Migration } from '@atrium/shared/server';

/**
 * Issue 16: live sessions (spec 2 §3 Session, §2.18-2.20), their publishers (spec 2 §6) and
 * external livestream providers. `stream_source` is what the api's ffmpeg makes the session's HLS
 * from ('testsrc', an rtmp:// ingest URL or a file path); null for a session streamed elsewhere.
 */
export const liveSessionsMigration: Migration = {
  name: '015_live_sessions',
  async up(db) {
    await db.schema.createTable('live_sessions', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.text('image');
      table.boolean('is_live').notNullable().defaultTo(false);
      table.boolean('is_active').notNullable().defaultTo(true);
      table.boolean('is_active_for_speakers').notNullable().defaultTo(false);
      // Spec 2 §3 type: 2 a speaker session, null an attendee session.
      table.integer('kind');
      table.integer('session_type').notNullable().defaultTo(0);
      table.timestamp('start_date', { useTz: true });
      table.timestamp('end_date', { useTz: true });
      table.boolean('show_watcher_count').notNullable().defaultTo(false);
      table.string('venue_id', 36);
      table.integer('order_no').notNullable().defaultTo(0);
      table.text('top_banner');
      table.text('bottom_banner');
      table.text('background_banner');
      table.text('room_url');
      table.text('stream_source');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.index(['event_id', 'order_no']);
    });
    await db.schema.createTable('live_session_publishers', (table) => {
      table.string('session_id', 36).notNullable().references('live_sessions.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.boolean('is_active').notNullable().defaultTo(true);
      table.primary(['session_id', 'user_id']);
      table.index(['user_id']);
    });
    await db.schema.createTable('live_session_providers', (table) => {
      table.string('id', 36).primary();
      table.string('session_id', 36).notNullable().references('live_sessions.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      // Spec 2 §2.20: 0 a video-hosting player, 1 a video-site embed.
      table.integer('type').notNullable();
      table.text('url').notNullable();
      table.integer('order_no').notNullable().defaultTo(0);
      table.index(['session_id', 'order_no']);
    });
  },
  async down(db) {
    for (const table of ['live_session_providers', 'live_session_publishers', 'live_sessions']) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
