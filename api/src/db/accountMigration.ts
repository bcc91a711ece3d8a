import type { Migration } from '@atrium/shared/server';
import { searchKey } from './searchKey';

/** [ISO 639-1 code, English title, Turkish title]: the languages a user picks from (spec 1 §3 Language entry). */
const LANGUAGES: [string, string, string][] = [
  ['ar', 'Arabic', 'Arapça'],
  ['az', 'Azerbaijani', 'Azerbaycan Türkçesi'],
  ['bg', 'Bulgarian', 'Bulgarca'],
  ['bn', 'Bengali', 'Bengalce'],
  ['bs', 'Bosnian', 'Boşnakça'],
  ['cs', 'Czech', 'Çekçe'],
  ['da', 'Danish', 'Danca'],
  ['de', 'German', 'Almanca'],
  ['el', 'Greek', 'Yunanca'],
  ['en', 'English', 'İngilizce'],
  ['es', 'Spanish', 'İspanyolca'],
  ['fa', 'Persian', 'Farsça'],
  ['fi', 'Finnish', 'Fince'],
  ['fr', 'French', 'Fransızca'],
  ['he', 'Hebrew', 'İbranice'],
  ['hi', 'Hindi', 'Hintçe'],
  ['hr', 'Croatian', 'Hırvatça'],
  ['hu', 'Hungarian', 'Macarca'],
  ['hy', 'Armenian', 'Ermenice'],
  ['id', 'Indonesian', 'Endonezce'],
  ['it', 'Italian', 'İtalyanca'],
  ['ja', 'Japanese', 'Japonca'],
  ['ka', 'Georgian', 'Gürcüce'],
  ['kk', 'Kazakh', 'Kazakça'],
  ['ko', 'Korean', 'Korece'],
  ['ku', 'Kurdish', 'Kürtçe'],
  ['ms', 'Malay', 'Malayca'],
  ['nl', 'Dutch', 'Felemenkçe'],
  ['no', 'Norwegian', 'Norveççe'],
  ['pl', 'Polish', 'Lehçe'],
  ['pt', 'Portuguese', 'Portekizce'],
  ['ro', 'Romanian', 'Rumence'],
  ['ru', 'Russian', 'Rusça'],
  ['sq', 'Albanian', 'Arnavutça'],
  ['sr', 'Serbian', 'Sırpça'],
  ['sv', 'Swedish', 'İsveççe'],
  ['th', 'Thai', 'Tayca'],
  ['tr', 'Turkish', 'Türkçe'],
  ['uk', 'Ukrainian', 'Ukraynaca'],
  ['ur', 'Urdu', 'Urduca'],
  ['uz', 'Uzbek', 'Özbekçe'],
  ['vi', 'Vietnamese', 'Vietnamca'],
  ['zh', 'Chinese', 'Çince'],
];

/**
 * Issue 12: what an attendee keeps about themselves (jobs, schools, languages, interests), how
 * they see others (follows, blocks), and the codes that confirm an e-mail or phone. Every row
 * that names a user cascades from `users`, so a deleted account leaves none behind.
 */
export const accountMigration: Migration = {
  name: '007_account',
  async up(db) {
    await db.schema.createTable('user_jobs', (table) => {
      table.string('id', 36).primary();
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('firm_name', 200).notNullable();
      table.string('position', 200).notNullable();
      // Calendar days (YYYY-MM-DD) as sent: a day has no time zone.
      table.string('date_start', 10).notNullable();
      table.string('date_end', 10);
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.index(['user_id']);
    });
    await db.schema.createTable('user_schools', (table) => {
      table.string('id', 36).primary();
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.string('department', 200).notNullable();
      table.string('date_start', 10).notNullable();
      table.string('date_end', 10);
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.index(['user_id']);
    });
    await db.schema.createTable('languages', (table) => {
      table.string('id', 16).primary();
      table.string('title_en', 100).notNullable();
      table.string('title_tr', 100).notNullable();
      // searchKey of each title: SQLite's lower() folds ASCII only.
      table.string('key_en', 200).notNullable();
      table.string('key_tr', 200).notNullable();
    });
    await db.schema.createTable('user_languages', (table) => {
      table.string('id', 36).primary();
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('language_id', 16).notNullable().references('languages.id').onDelete('CASCADE');
      table.integer('speaking').notNullable();
      table.integer('writing').notNullable();
      table.integer('reading').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.unique(['user_id', 'language_id']);
    });
    // Interest tags are the brand's: one brand's users never see another's tags.
    await db.schema.createTable('interests', (table) => {
      table.string('id', 36).primary();
      table.string('application_id', 36).notNullable().references('applications.id').onDelete('CASCADE');
      table.string('title', 200).notNullable();
      table.text('title_key').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.unique(['application_id', 'title_key']);
    });
    await db.schema.createTable('user_interests', (table) => {
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('interest_id', 36).notNullable().references('interests.id').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.primary(['user_id', 'interest_id']);
      table.index(['interest_id']);
    });
    await db.schema.createTable('follows', (table) => {
      table.string('follower_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('followed_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.primary(['follower_id', 'followed_id']);
      table.index(['followed_id']);
    });
    await db.schema.createTable('blocks', (table) => {
      table.string('blocker_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.string('blocked_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.primary(['blocker_id', 'blocked_id']);
      table.index(['blocked_id']);
    });
    await db.schema.createTable('confirmation_codes', (table) => {
      table.increments('id');
      table.string('user_id', 36).notNullable().references('users.id').onDelete('CASCADE');
      // CONFIRM_TYPE: 1 e-mail, 2 phone.
      table.integer('type').notNullable();
      // The address or number the code went to: a code confirms only that one, not one changed since.
      table.string('target', 254).notNullable();
      // sha256, as reset codes: a copy of the table hands out no working code.
      table.string('code_hash', 64).notNullable();
      table.integer('failures').notNullable().defaultTo(0);
      table.timestamp('created_at', { useTz: true }).notNullable();
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true });
      table.index(['user_id', 'type']);
    });
    await db('languages').insert(
      LANGUAGES.map(([id, en, tr]) => ({
        id,
        title_en: en,
        title_tr: tr,
        key_en: searchKey(en),
        key_tr: searchKey(tr),
      })),
    );
  },
  async down(db) {
    for (const table of [
      'confirmation_codes',
      'blocks',
      'follows',
      'user_interests',
      'interests',
      'user_languages',
      'languages',
      'user_schools',
      'user_jobs',
    ]) {
      await db.schema.dropTableIfExists(table);
    }
  },
};
