import type { Migration } from '@atrium/shared/server';

/**
 * Issue 31 item 10 (read receipts): how far each member of a chat has read, as the `seq` of the
 * chat's newest message at their last chat/readall, and when. A member with nothing unread when this
 * runs had read the chat up to its last message (spec 1 §4: opening a chat reads all of it); the
 * others start at nothing read, their time unknown.
 */
export const chatReadMigration: Migration = {
  name: '018_chat_read_markers',
  async up(db) {
    await db.schema.alterTable('message_group_members', (table) => {
      table.bigInteger('read_seq').notNullable().defaultTo(0);
      table.timestamp('read_at', { useTz: true });
    });
    await db('message_group_members')
      .where({ unread_count: 0 })
      .update({
        read_seq: db('message_groups')
          .where('message_groups.id', db.ref('message_group_members.group_id'))
          .select('last_seq'),
        read_at: db('message_groups')
          .where('message_groups.id', db.ref('message_group_members.group_id'))
          .select('last_message_at'),
      });
  },
  async down(db) {
    await db.schema.alterTable('message_group_members', (table) => {
      table.dropColumn('read_seq');
      table.dropColumn('read_at');
    });
  },
};
