import type { Migration } from '@atrium/shared/server';

/**
 * Issue 10 item 3: one row per sign-in, so a token works only while its session does (signing
 * out, a password change or reset and a deleted account end sessions); and why accounts were
 * deleted, without who.
 */
export const sessionsMigration: Migration = {
  name: '006_sessions',
  async up(db) {
    await db.schema.createTable('sessions', (table) => {
      table.string('id', 36).primary();
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.index(['user_id']);
      table.index(['expires_at']);
    });
    await db.schema.createTable('account_deletions', (table) => {
      table.increments('id');
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.text('reason').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
    });
  },
  async down(db) {
    for (const table of ['account_deletions', 'sessions']) await db.schema.dropTableIfExists(table);
  },
};
