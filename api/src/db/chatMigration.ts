import type { Migration } from '@atrium/shared/server';

/**
 * Issue 13: chats (message groups), who is in them and how far each has read, and the messages.
 * `seq` orders messages (two in one millisecond keep their order); a member's `cleared_seq` hides
 * what came before their last "delete" (docs/decisions.md), `hidden` their deleted chat until a new
 * message arrives. Rows naming a user cascade from `users`, so a deleted account leaves no message.
 */
export const chatMigration: Migration = {
  name: '008_chat',
  async up(db) {
    await db.schema.createTable('message_groups', (table) => {
      table.string('id', 36).primary();
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.string('title', 200);
      // The two members' ids in order, for a two-person chat: the one chat a first message reuses.
      table.string('direct_key', 80).unique();
      table.bigInteger('last_seq').notNullable().defaultTo(0);
      table.timestamp('last_message_at', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('message_group_members', (table) => {
      table.string('group_id', 36).notNullable().references('message_groups.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.integer('unread_count').notNullable().defaultTo(0);
      table.bigInteger('cleared_seq').notNullable().defaultTo(0);
      table.boolean('hidden').notNullable().defaultTo(false);
      table.primary(['group_id', 'user_id']);
      table.index(['user_id']);
    });
    await db.schema.createTable('messages', (table) => {
      table.bigIncrements('seq');
      table.string('id', 36).notNullable().unique();
      table.string('group_id', 36).notNullable().references('message_groups.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.text('message_text').notNullable();
      table.text('image');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.index(['group_id', 'seq']);
    });
  },
  async down(db) {
    for (const table of ['messages', 'message_group_members', 'message_groups']) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
