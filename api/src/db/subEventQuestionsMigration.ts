import type { Migration } from '@atrium/shared/server';

/**
 * Issue 14 items 5 and 7: a registration question belongs to a booth's check-in form (`stand_id`)
 * or to a sub-event's registration form (`sub_event_id`), spec 2 §2.16; and the files uploaded to
 * answer a file question are remembered, so an answer can only name a file stored for it.
 */
export const subEventQuestionsMigration: Migration = {
  name: '012_sub_event_questions',
  async up(db) {
    await db.schema.alterTable('registration_questions', (table) => {
      table.string('sub_event_id', 36).references('sub_events.id').onDelete('CASCADE');
      table.index(['sub_event_id']);
    });
    await db.schema.createTable('registration_files', (table) => {
      // The URL the file is served at (/api/files/<brand>/<uuid>.<extension>).
      table.string('url', 200).primary();
      table.string('question_id', 36).notNullable().references('registration_questions.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.index(['question_id', 'user_id']);
      table.index(['user_id']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('registration_files');
    await db.schema.alterTable('registration_questions', (table) => {
      table.dropIndex(['sub_event_id']);
      table.dropColumn('sub_event_id');
    });
  },
};
