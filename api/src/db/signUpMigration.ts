import type { Knex } from 'knex';

/**
 * Issue 10 item 4: a sign-up waits here until the code mailed to its address comes back
 * (login/confirmsignup), so neither sign-up nor fast login tells whether an address has an account.
 */
export const signUpMigration = {
  name: '004_pending_sign_ups',
  async up(db: Knex) {
    await db.schema.createTable('pending_sign_ups', (table) => {
      table.increments('id');
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.string('email', 254).notNullable();
      table.string('password_hash', 200).notNullable();
      table.string('first_name', 100).notNullable();
      table.string('last_name', 100).notNullable();
      table.string('language_code', 8).notNullable();
      // The register link's or fast login's code, applied when the account is made.
      table.string('activation_code', 14);
      // sha256 of the code: a copy of the table does not hand out working codes.
      table.string('code_hash', 64).notNullable();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      // One pending sign-up per address: signing up again replaces it with a new code.
      table.unique(['application_id', 'email']);
    });
  },
  async down(db: Knex) {
    await db.schema.dropTableIfExists('pending_sign_ups');
  },
};
