import type { Migration } from '@atrium/shared/server';

/**
 * Issue 32 item 1: the proofs of work already used to sign in (src/proofOfWork). A table, so every
 * api instance refuses a replay; rows go once their challenge has expired, when new ones come.
 */
export const spentProofsMigration: Migration = {
  name: '021_spent_proofs',
  async up(db) {
    await db.schema.createTable('spent_proofs', (table) => {
      // The challenge's HMAC signature (hex of SHA-256): one per challenge.
      table.string('signature', 128).primary();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.index(['expires_at']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('spent_proofs');
  },
};
