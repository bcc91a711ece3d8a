import type { Migration } from '@atrium/shared/server';

/**
 * Issue 33 item 2: the networking seats' grace periods and the pending network requests live in the
 * database, so any api instance releases an expired seat and answers an invitation made through
 * another. Times are milliseconds since the epoch (as `rate_limits`), compared the same way on
 * SQLite and PostgreSQL.
 * - `networking_seats.expires_at`: when the seat is freed unless its holder enters the room's
 *   signalling; null while the holder is in it (on any instance).
 * - `networking_presence`: one row per holder in a room's signalling and api instance, kept alive by
 *   that instance (`alive_until`), so an instance that died stops vouching for its holders.
 * - `network_invitations`: an invitation into a room that its invitee may accept until `expires_at`.
 */
export const networkingExpiryMigration: Migration = {
  name: '022_networking_seats_expiry',
  async up(db) {
    await db.schema.alterTable('networking_seats', (table) => {
      table.bigInteger('expires_at');
      table.index(['expires_at']);
    });
    await db.schema.createTable('networking_presence', (table) => {
      table.string('room_id', 36).notNullable().references('networking_rooms.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('instance_id', 36).notNullable();
      table.bigInteger('alive_until').notNullable();
      table.primary(['room_id', 'user_id', 'instance_id']);
      table.index(['alive_until']);
      table.index(['instance_id']);
    });
    await db.schema.createTable('network_invitations', (table) => {
      table.string('room_id', 36).notNullable().references('networking_rooms.id').onDelete('CASCADE');
      table.string('inviter_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('invitee_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.bigInteger('expires_at').notNullable();
      table.primary(['room_id', 'inviter_id', 'invitee_id']);
      table.index(['expires_at']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('network_invitations');
    await db.schema.dropTableIfExists('networking_presence');
    await db.schema.alterTable('networking_seats', (table) => {
      table.dropIndex(['expires_at']);
      table.dropColumn('expires_at');
    });
  },
};
