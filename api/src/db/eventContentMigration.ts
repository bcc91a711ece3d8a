import type { Knex } from 'knex';

/**
 * Issue 5: what an event shows inside (spec 2 §3): its details, modules, registration forms,
 * program (days, halls, sub-events, items, speakers, rates), sponsors, participant groups, and
 * each user's sub-event registrations and personal agenda. Every table hangs off events, so a
 * brand reaches its content only through its own events.
 */
export const eventContentMigration = {
  name: '003_event_content',
  async up(db: Knex) {
    await db.schema.createTable('event_details', (table) => {
      table.string('event_id', 36).primary().references('events.id').onDelete('CASCADE');
      table.text('logo');
      table.text('image');
      table.string('category', 100);
      table.text('about');
      table.string('venue', 200);
      table.string('address', 500);
      table.double('latitude');
      table.double('longtitude');
      // {email, emailIsActive, phoneNumber, ...} and {twitter, twitterIsActive, ...} as JSON text.
      table.text('organizator').notNullable();
      table.text('social_media').notNullable();
      table.string('organisation_title', 200);
      table.text('organisation_image');
      table.string('contact_email', 254);
      table.boolean('b2b_networking_enabled').notNullable().defaultTo(false);
      table.integer('b2b_networking_interval').notNullable().defaultTo(0);
    });
    await db.schema.createTable('event_modules', (table) => {
      table.increments('id');
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('name', 64).notNullable();
      table.string('title', 200).notNullable();
      table.string('title_tr', 200);
      table.boolean('is_custom').notNullable().defaultTo(false);
      table.string('url', 1000);
      table.integer('order_no').notNullable();
      table.index(['event_id', 'order_no']);
    });
    await db.schema.createTable('event_registration_forms', (table) => {
      table.increments('id');
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.string('url', 1000).notNullable();
      table.integer('order_no').notNullable();
    });
    await db.schema.createTable('program_days', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      // Days after the event's first day, so the dates move with the event (DESIGN "Demo data").
      table.integer('day_offset').notNullable();
      table.string('title', 200).notNullable();
      table.index(['event_id']);
    });
    await db.schema.createTable('event_halls', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.string('color', 32);
      table.integer('order_no').notNullable();
    });
    await db.schema.createTable('sub_events', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.string('color', 32);
      table.integer('stock');
      table.boolean('enable_mobile_registrations').notNullable().defaultTo(true);
      table.integer('type').notNullable().defaultTo(1);
      table.integer('order_no').notNullable();
    });
    await db.schema.createTable('sub_event_registrations', (table) => {
      table.string('sub_event_id', 36).notNullable().references('sub_events.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.integer('status').notNullable();
      table.text('answers').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.primary(['sub_event_id', 'user_id']);
    });
    await db.schema.createTable('speakers', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('full_name', 200).notNullable();
      table.string('title', 200);
      table.string('firm_name', 200);
      table.text('image');
      table.text('details');
      // [{type, url, isActive}] as JSON text.
      table.text('external_links').notNullable();
      table.integer('order_no').notNullable();
      table.index(['event_id']);
    });
    await db.schema.createTable('program_items', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('day_id', 36).notNullable().references('program_days.id').onDelete('CASCADE');
      table.string('sub_event_id', 36).references('sub_events.id').onDelete('SET NULL');
      table.string('hall_id', 36).references('event_halls.id').onDelete('SET NULL');
      table.integer('type').notNullable();
      table.string('title', 300).notNullable();
      table.text('details');
      table.string('start_time', 5).notNullable();
      table.string('end_time', 5).notNullable();
      table.string('badge_title', 100);
      table.text('image');
      table.index(['event_id', 'day_id']);
    });
    await db.schema.createTable('program_speakers', (table) => {
      table.string('program_id', 36).notNullable().references('program_items.id').onDelete('CASCADE');
      table.string('speaker_id', 36).notNullable().references('speakers.id').onDelete('CASCADE');
      table.string('presentation_id', 36);
      table.integer('order_no').notNullable();
      table.primary(['program_id', 'speaker_id']);
      table.index(['speaker_id']);
    });
    await db.schema.createTable('program_rates', (table) => {
      table.string('id', 36).primary();
      table.string('program_id', 36).notNullable().references('program_items.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.integer('rate').notNullable();
      table.text('comment');
      table.timestamp('created_at', { useTz: true }).notNullable();
      // Spec 2 §4: one rating per user per program.
      table.unique(['program_id', 'user_id']);
    });
    await db.schema.createTable('agenda_items', (table) => {
      table.string('program_id', 36).notNullable().references('program_items.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.primary(['user_id', 'program_id']);
    });
    await db.schema.createTable('sponsor_categories', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.double('logo_scale').notNullable();
      table.integer('order_no').notNullable();
    });
    await db.schema.createTable('sponsors', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('category_id', 36).notNullable().references('sponsor_categories.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.text('image');
      table.string('external_link', 1000);
      table.integer('order_no').notNullable();
    });
    await db.schema.createTable('participant_groups', (table) => {
      table.string('id', 36).primary();
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.string('color', 32);
      table.integer('order_no').notNullable();
    });
    await db.schema.createTable('participant_group_members', (table) => {
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('group_id', 36).notNullable().references('participant_groups.id').onDelete('CASCADE');
      table.primary(['event_id', 'user_id']);
    });
  },
  async down(db: Knex) {
    for (const table of [
      'participant_group_members',
      'participant_groups',
      'sponsors',
      'sponsor_categories',
      'agenda_items',
      'program_rates',
      'program_speakers',
      'program_items',
      'speakers',
      'sub_event_registrations',
      'sub_events',
      'event_halls',
      'program_days',
      'event_registration_forms',
      'event_modules',
      'event_details',
    ]) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
