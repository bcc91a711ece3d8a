import type { Knex } from 'knex';

/**
 * Issue 32 item 2: a new sign-in address waits here until the code mailed to it comes back
 * (account/confirm), and the old address's mail carries an undo code that works for days after.
 */
export const emailChangesMigration = {
  name: '020_email_changes',
  async up(db: Knex) {
    await db.schema.createTable('email_changes', (table) => {
      table.increments('id');
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      // The sign-in address when the change was asked for: the undo code restores it.
      table.string('old_email', 254).notNullable();
      table.string('new_email', 254).notNullable();
      // sha256 of the undo code mailed to old_email: a copy of the table hands out no working code.
      table.string('undo_hash', 64).notNullable().unique();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('undo_expires_at', { useTz: true }).notNullable();
      // When new_email became the sign-in address.
      table.timestamp('confirmed_at', { useTz: true });
      // No longer waiting for its code: confirmed, replaced by a later change, cancelled or undone.
      table.timestamp('closed_at', { useTz: true });
      // The undo code was used, or withdrawn by the undo of this change or an earlier one.
      table.timestamp('undo_spent_at', { useTz: true });
      table.index(['user_id', 'closed_at']);
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('email_changes');
  },
};
