import type { Knex } from 'knex';

/**
 * Issue 3 (every way in): single-use password reset codes, the attempt log behind the
 * sign-in rate limit, and the outbox every outgoing mail is written to.
 */
export const authMigration = {
  name: '002_auth',
  async up(db: Knex) {
    await db.schema.createTable('password_resets', (table) => {
      table.increments('id');
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      // sha256 of the code: a copy of the table does not hand out working codes.
      table.string('code_hash', 64).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true });
      table.index(['user_id']);
    });
    // A table, not process memory, so every api instance on one database counts the same attempts.
    await db.schema.createTable('auth_attempts', (table) => {
      table.increments('id');
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      // 'signin' (a wrong password), 'resetCode' (a wrong reset code), 'resetRequest' (a code sent).
      table.string('kind', 16).notNullable();
      table.string('account', 254).notNullable();
      table.string('address', 64).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.index(['application_id', 'kind', 'account', 'created_at']);
      table.index(['kind', 'address', 'created_at']);
    });
    await db.schema.createTable('outbox', (table) => {
      table.increments('id');
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.string('to_address', 254).notNullable();
      table.string('kind', 32).notNullable();
      table.string('subject', 200).notNullable();
      table.text('body').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      // Set once a transport (SMTP) has taken the mail; null while it only sits in the outbox.
      table.timestamp('sent_at', { useTz: true });
      table.text('error');
      table.index(['to_address']);
    });
  },
  async down(db: Knex) {
    for (const table of ['outbox', 'auth_attempts', 'password_resets']) await db.schema.dropTableIfExists(table);
  },
};
