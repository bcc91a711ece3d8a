import type { Migration } from '@atrium/shared/server';

/**
 * Issue 17: networking rooms (spec 2 §3 Networking room, §2.21-2.22), their managers (spec 2 §6)
 * and their seats. A seat is taken with LiveEvent/JoinNetworkingArea and lets its holder into the
 * room's signalling; `event_id` is copied onto the seat so that one unique index keeps a user to
 * one seat per event, whatever two concurrent joins do.
 */
export const networkingMigration: Migration = {
  name: '016_networking_rooms',
  async up(db) {
    await db.schema.createTable('networking_rooms', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.integer('people_count').notNullable();
      table.text('cover');
      table.text('background_banner');
      table.integer('order_no').notNullable().defaultTo(0);
      // Spec 2 §3 recordStatus: 0 not recorded.
      table.integer('record_status').notNullable().defaultTo(0);
      table.boolean('is_active').notNullable().defaultTo(true);
      // An organiser's removal keeps the row (and its history) but hides the room everywhere.
      table.timestamp('removed_at', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.index(['event_id', 'order_no']);
    });
    await db.schema.createTable('networking_room_managers', (table) => {
      table.string('room_id', 36).notNullable().references('networking_rooms.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.primary(['room_id', 'user_id']);
      table.index(['user_id']);
    });
    await db.schema.createTable('networking_seats', (table) => {
      table.string('room_id', 36).notNullable().references('networking_rooms.id').onDelete('CASCADE');
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.timestamp('taken_at', { useTz: true }).notNullable();
      table.primary(['room_id', 'user_id']);
      table.unique(['event_id', 'user_id']);
      table.index(['user_id']);
    });
  },
  async down(db) {
    for (const table of ['networking_seats', 'networking_room_managers', 'networking_rooms']) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
