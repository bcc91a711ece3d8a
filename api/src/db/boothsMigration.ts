import type { Migration } from '@atrium/shared/server';

/**
 * Issue 14: the exhibition (booth halls, booths with their links, managers, gallery, registration
 * questions, check-ins and visits) and the event's FAQ, documents, gallery, memories and area
 * maps (spec 2 §3). Everything hangs off events, so a brand reaches it only through its own
 * events; rows naming a user cascade from `users`, like every other (docs/decisions.md).
 */
export const boothsMigration: Migration = {
  name: '010_booths_and_content',
  async up(db) {
    await db.schema.createTable('stand_halls', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.integer('order_no').notNullable();
      table.index(['event_id']);
    });
    await db.schema.createTable('stands', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('hall_id', 36).references('stand_halls.id').onDelete('SET NULL');
      table.string('title', 200).notNullable();
      table.text('cover');
      table.text('image');
      table.text('detail');
      table.string('venue', 200);
      table.string('address', 500);
      table.double('latitude');
      table.double('longtitude');
      // {email, emailIsActive, ...} and {twitter, twitterIsActive, ...} as JSON text, like event_details.
      table.text('organizator').notNullable();
      table.text('social_media').notNullable();
      // STAND_CHECK_IN_TYPE values as a JSON array.
      table.string('check_in_types', 100).notNullable();
      table.integer('order_no').notNullable();
      table.index(['event_id', 'order_no']);
    });
    await db.schema.createTable('stand_links', (table) => {
      table.string('id', 36).primary();
      table.string('stand_id', 36).notNullable().references('stands.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.string('url', 1000).notNullable();
      table.integer('order_no').notNullable();
      table.index(['stand_id']);
    });
    await db.schema.createTable('stand_managers', (table) => {
      table.string('id', 36).primary();
      table.string('stand_id', 36).notNullable().references('stands.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.integer('order_no').notNullable();
      table.unique(['stand_id', 'user_id']);
      table.index(['user_id']);
    });
    await db.schema.createTable('stand_gallery', (table) => {
      table.string('id', 36).primary();
      table.string('stand_id', 36).notNullable().references('stands.id').onDelete('CASCADE');
      table.integer('type').notNullable();
      table.text('url').notNullable();
      table.integer('order_no').notNullable();
      table.index(['stand_id']);
    });
    // The questions a registration form asks (spec 2 §3 Question); today a booth's check-in form.
    // What only the renderer reads (hint, options, lengths, ...) is JSON text in `details`.
    await db.schema.createTable('registration_questions', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('stand_id', 36).references('stands.id').onDelete('CASCADE');
      table.integer('type').notNullable();
      table.string('title', 500).notNullable();
      table.boolean('is_required').notNullable().defaultTo(false);
      table.text('details').notNullable();
      table.integer('order_no').notNullable();
      table.index(['stand_id']);
    });
    await db.schema.createTable('stand_check_ins', (table) => {
      table.string('stand_id', 36).notNullable().references('stands.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('current_stand_id', 36).references('stands.id').onDelete('SET NULL');
      // [{id, answer}] as the form sent them.
      table.text('answers').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.primary(['stand_id', 'user_id']);
      table.index(['user_id']);
    });
    await db.schema.createTable('stand_visits', (table) => {
      table.string('stand_id', 36).notNullable().references('stands.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.integer('visit_count').notNullable();
      table.timestamp('first_visit_at', { useTz: true }).notNullable();
      table.timestamp('last_visit_at', { useTz: true }).notNullable();
      table.primary(['stand_id', 'user_id']);
      table.index(['user_id']);
    });
    await db.schema.createTable('faqs', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 500).notNullable();
      table.text('details');
      table.integer('order_no').notNullable();
      table.index(['event_id']);
    });
    await db.schema.createTable('document_categories', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.string('color', 32);
      table.integer('order_no').notNullable();
    });
    await db.schema.createTable('documents', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('category_id', 36).references('document_categories.id').onDelete('SET NULL');
      table.string('title', 300).notNullable();
      table.text('image').notNullable();
      table.integer('order_no').notNullable();
      table.index(['event_id']);
    });
    await db.schema.createTable('album_items', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.integer('type').notNullable();
      table.text('url').notNullable();
      table.string('title', 300);
      table.integer('order_no').notNullable();
      table.index(['event_id']);
    });
    await db.schema.createTable('event_memories', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      // Null: the organiser's photo. A person's photos go with their account.
      table.string('user_id', 36).references('users.id').onDelete('CASCADE');
      table.integer('type').notNullable();
      table.text('image').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.index(['event_id', 'created_at']);
    });
    await db.schema.createTable('area_maps', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.text('image').notNullable();
      table.integer('order_no').notNullable();
      table.index(['event_id']);
    });
  },
  async down(db) {
    for (const table of [
      'area_maps',
      'event_memories',
      'album_items',
      'documents',
      'document_categories',
      'faqs',
      'stand_visits',
      'stand_check_ins',
      'registration_questions',
      'stand_gallery',
      'stand_managers',
      'stand_links',
      'stands',
      'stand_halls',
    ]) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
