import type { Migration } from '@atrium/shared/server';
import { accountMigration } from './accountMigration';
import { authMigration } from './authMigration';
import { boothsMigration } from './boothsMigration';
import { chatMigration } from './chatMigration';
import { chatReadMigration } from './chatReadMigration';
import { emailChangesMigration } from './emailChangesMigration';
import { eventContentMigration } from './eventContentMigration';
import { liveSessionsMigration } from './liveSessionsMigration';
import { networkingExpiryMigration } from './networkingExpiryMigration';
import { networkingMigration } from './networkingMigration';
import { notificationMigration } from './notificationMigration';
import { signUpMigration } from './signUpMigration';
import { policyLanguagesMigration } from './policyLanguagesMigration';
import { rateLimitsMigration } from './rateLimitsMigration';
import { sessionsMigration } from './sessionsMigration';
import { spentProofsMigration } from './spentProofsMigration';
import { storedFilesMigration } from './storedFilesMigration';
import { socialHubFeedMigration } from './socialHubFeedMigration';
import { socialHubMigration } from './socialHubMigration';
import { socialHubVotesMigration } from './socialHubVotesMigration';
import { surveysMigration } from './surveysMigration';
import { subEventQuestionsMigration } from './subEventQuestionsMigration';

/** Issue "Platform skeleton": brands, their policies, users, events, attendance, activation codes. */
const platformSkeleton: Migration = {
  name: '001_platform_skeleton',
  async up(db) {
    await db.schema.createTable('settings', (table) => {
      table.string('key', 64).primary();
      table.text('value').notNullable();
    });
    await db.schema.createTable('applications', (table) => {
      table.string('id', 36).primary();
      table.string('slug', 64).notNullable().unique();
      table.string('name', 200).notNullable();
      table.text('image');
      table.string('ios_link', 500);
      table.string('android_link', 500);
      table.string('facebook_app_id', 64);
      table.string('whitelabel_domain', 253).unique();
      table.boolean('is_default').notNullable().defaultTo(false);
      table.string('meta_title', 200).notNullable();
      table.string('color', 32).notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('policies', (table) => {
      table.increments('id');
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      // 'provider' policies or the brand's own 'whitelabel' ones (spec 1 §3 policies / holaconPolicies).
      table.string('kind', 16).notNullable();
      table.integer('type').notNullable();
      table.string('title', 200).notNullable();
      table.text('details').notNullable();
      table.string('slug', 100).notNullable();
      table.index(['application_id', 'kind']);
    });
    await db.schema.createTable('users', (table) => {
      table.string('id', 36).primary();
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.string('email', 254).notNullable();
      table.string('password_hash', 200).notNullable();
      table.string('first_name', 100).notNullable();
      table.string('last_name', 100).notNullable();
      table.text('image');
      table.string('phone_number', 32);
      table.boolean('email_confirmed').notNullable().defaultTo(false);
      table.boolean('phone_number_confirmed').notNullable().defaultTo(false);
      table.boolean('show_me_on_app').notNullable().defaultTo(true);
      table.boolean('show_me_busy').notNullable().defaultTo(false);
      table.boolean('show_connected_account').notNullable().defaultTo(false);
      table.string('language_code', 8);
      table.boolean('event_notifications').notNullable().defaultTo(true);
      table.boolean('people_notifications').notNullable().defaultTo(true);
      table.boolean('message_notifications').notNullable().defaultTo(true);
      table.string('contact_company', 200);
      table.string('contact_title', 200);
      table.string('contact_email', 254);
      table.string('contact_cell_phone', 32);
      table.string('contact_phone', 32);
      table.text('contact_about');
      table.timestamp('password_update_date', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable();
      table.unique(['application_id', 'email']);
    });
    await db.schema.createTable('events', (table) => {
      table.string('id', 36).primary();
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.string('slug', 100).notNullable();
      table.string('title', 200).notNullable();
      table.timestamp('start_date', { useTz: true }).notNullable();
      table.timestamp('end_date', { useTz: true }).notNullable();
      table.string('timezone', 64).notNullable();
      table.string('type', 32).notNullable();
      table.string('color', 32);
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.unique(['application_id', 'slug']);
    });
    await db.schema.createTable('event_attendees', (table) => {
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.primary(['event_id', 'user_id']);
      table.index(['user_id']);
    });
    await db.schema.createTable('activation_codes', (table) => {
      table.increments('id');
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.string('event_id', 36).notNullable().references('events.id').onDelete('CASCADE');
      table.string('code', 14).notNullable();
      // 'event': usable by anyone, any number of times (DESIGN "Demo data"); 'personal': user_id only.
      table.string('kind', 16).notNullable();
      table.string('user_id', 36).references('users.id').onDelete('CASCADE');
      table.unique(['application_id', 'code']);
    });
  },
  async down(db) {
    for (const table of [
      'activation_codes',
      'event_attendees',
      'events',
      'users',
      'policies',
      'applications',
      'settings',
    ]) {
      await db.schema.dropTableIfExists(table);
    }
  },
};

export const migrations: Migration[] = [
  platformSkeleton,
  authMigration,
  eventContentMigration,
  signUpMigration,
  policyLanguagesMigration,
  sessionsMigration,
  accountMigration,
  chatMigration,
  notificationMigration,
  boothsMigration,
  surveysMigration,
  subEventQuestionsMigration,
  socialHubMigration,
  socialHubVotesMigration,
  liveSessionsMigration,
  networkingMigration,
  socialHubFeedMigration,
  chatReadMigration,
  rateLimitsMigration,
  emailChangesMigration,
  spentProofsMigration,
  networkingExpiryMigration,
  storedFilesMigration,
];
