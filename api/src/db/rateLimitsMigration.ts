import type { Migration } from '@atrium/shared/server';

/**
 * Issue 32 item 3: one row per key and fixed window of the surfaces' rate limits (src/rateLimits),
 * and one per uploaded file, so unused uploads are removed and each user's storage is counted.
 */
export const rateLimitsMigration: Migration = {
  name: '019_rate_limits_and_uploads',
  async up(db) {
    await db.schema.createTable('rate_limits', (table) => {
      table.string('key', 200).notNullable();
      table.bigInteger('window_index').notNullable();
      table.integer('count').notNullable();
      table.bigInteger('expires_at').notNullable();
      table.primary(['key', 'window_index']);
      table.index(['expires_at']);
    });
    await db.schema.createTable('uploads', (table) => {
      table.string('key', 200).primary();
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.string('user_id', 36).references('users.id').onDelete('SET NULL');
      table.integer('bytes').notNullable();
      // Set once something shows the file (a picture, a message, a post); unused ones are removed.
      table.boolean('used').notNullable().defaultTo(false);
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.index(['user_id']);
      table.index(['used', 'created_at']);
    });
  },
  async down(db) {
    for (const table of ['uploads', 'rate_limits']) await db.schema.dropTableIfExists(table);
  },
};
