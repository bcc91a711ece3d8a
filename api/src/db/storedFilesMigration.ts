import type { Migration } from '@atrium/shared/server';
import { isPostgres } from '@atrium/shared/server';

/**
 * Issue 33 item 2: uploaded files as rows (storage/database.ts), which every api instance on one
 * PostgreSQL reads. Made on SQLite too, where DiskStorage is the default, so both schemas are one.
 */
export const storedFilesMigration: Migration = {
  name: '023_stored_files',
  async up(db) {
    await db.schema.createTable('stored_files', (table) => {
      table.string('key', 120).primary();
      table.string('content_type', 100).notNullable();
      table.integer('size').notNullable();
      table.binary('bytes').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
    });
    // Kept uncompressed out of line, so a chunk is read without decompressing what comes before it
    // (pictures and documents are compressed already).
    if (isPostgres(db)) await db.raw('alter table stored_files alter column bytes set storage external');
  },
  async down(db) {
    await db.schema.dropTableIfExists('stored_files');
  },
};
