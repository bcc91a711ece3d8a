import type { Migration } from '@atrium/shared/server';

/**
 * Issue 13: notifications and B2B appointments (spec 1 §3, §4). A notification keeps its text in
 * both languages (written once, read in the reader's language). An appointment's people are rows
 * of `appointment_users`, the owner among them (accepted), so one query finds everyone's busy
 * times. Rows naming a user cascade from `users`, an appointment from its event.
 */
export const notificationMigration: Migration = {
  name: '009_notifications',
  async up(db) {
    await db.schema.createTable('notifications', (table) => {
      table.string('id', 36).primary();
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      // contactAdded, appointmentInvite, appointmentApproved, appointmentRejected, appointmentRemoved, eventNews.
      table.string('kind', 32).notNullable();
      table.string('title_en', 200).notNullable();
      table.string('title_tr', 200).notNullable();
      table.text('details_en').notNullable();
      table.text('details_tr').notNullable();
      table.string('related_user_id', 36).references('users.id').onDelete('SET NULL');
      table.string('related_event_id', 36).references('events.id').onDelete('SET NULL');
      table.boolean('is_read').notNullable().defaultTo(false);
      table.timestamp('created_at', { useTz: true }).notNullable();
      // notification/list (newest first) and the unread count of account/get.
      table.index(['user_id', 'created_at']);
      table.index(['user_id', 'is_read']);
    });
    await db.schema.createTable('appointments', (table) => {
      table.string('id', 36).primary();
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('owner_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.string('venue', 200);
      table.timestamp('start_at', { useTz: true }).notNullable();
      table.timestamp('end_at', { useTz: true }).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('appointment_users', (table) => {
      table.string('appointment_id', 36).notNullable().references('appointments.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      // Spec 1 §4: 0 pending, 1 accepted, 2 rejected.
      table.integer('status').notNullable();
      table.primary(['appointment_id', 'user_id']);
      // A user's appointments (the list, and the busy times of getavailabletimes).
      table.index(['user_id', 'status']);
    });
  },
  async down(db) {
    for (const table of ['appointment_users', 'appointments', 'notifications']) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
