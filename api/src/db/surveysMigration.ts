import type { Migration } from '@atrium/shared/server';

/**
 * Issue 14 item 4: the event's surveys (spec 2 §2.15, §3 Survey entry): a survey of the event or
 * of one of its booths, its questions and their options, and each attendee's completion with
 * their answers. A completion and its answers go with the account, like every row naming a user.
 */
export const surveysMigration: Migration = {
  name: '011_surveys',
  async up(db) {
    await db.schema.createTable('surveys', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      // Null: the event's own survey; else a booth's (spec 2 §2.10).
      table.string('stand_id', 36).references('stands.id').onDelete('CASCADE');
      table.string('title', 500).notNullable();
      table.integer('order_no').notNullable();
      table.index(['event_id', 'stand_id']);
    });
    await db.schema.createTable('survey_questions', (table) => {
      table.string('id', 36).primary();
      table.string('survey_id', 36).notNullable().references('surveys.id').onDelete('CASCADE');
      // SURVEY_QUESTION_TYPE: 1 free text, 2 single choice, 3 multiple choice.
      table.integer('type').notNullable();
      table.string('title', 500).notNullable();
      table.integer('order_no').notNullable();
      table.index(['survey_id']);
    });
    await db.schema.createTable('survey_question_options', (table) => {
      table.string('id', 36).primary();
      table.string('question_id', 36).notNullable().references('survey_questions.id').onDelete('CASCADE');
      table.string('title', 500).notNullable();
      table.integer('order_no').notNullable();
      table.index(['question_id']);
    });
    await db.schema.createTable('survey_completions', (table) => {
      table.string('survey_id', 36).notNullable().references('surveys.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable();
      // One completion per person: a second DoSurvey is refused, also when two arrive at once.
      table.primary(['survey_id', 'user_id']);
      table.index(['user_id']);
    });
    await db.schema.createTable('survey_answers', (table) => {
      table.string('survey_id', 36).notNullable();
      table.string('user_id', 36).notNullable();
      table.string('question_id', 36).notNullable().references('survey_questions.id').onDelete('CASCADE');
      // Free text as written; a choice as its option ids, comma-joined for several (spec 2 §5).
      table.text('answer').notNullable();
      table.primary(['survey_id', 'user_id', 'question_id']);
      table
        .foreign(['survey_id', 'user_id'])
        .references(['survey_id', 'user_id'])
        .inTable('survey_completions')
        .onDelete('CASCADE');
    });
  },
  async down(db) {
    for (const table of [
      'survey_answers',
      'survey_completions',
      'survey_question_options',
      'survey_questions',
      'surveys',
    ]) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
