import type { Knex } from 'knex';

/**
 * Issue 11 item 12: a policy's title and text in each interface language. The policy row keeps what
 * does not change with the language (brand, kind, type, slug, so a shared ?openPolicy= link works in
 * both); its texts move to policy_texts, one row a language. What was there becomes the English text.
 */
export const policyLanguagesMigration = {
  name: '005_policy_languages',
  async up(db: Knex) {
    // Read first: SQLite drops a column by copying the table, which would cascade to policy_texts.
    const texts: { policy_id: number; title: string; details: string }[] = await db('policies').select(
      'id as policy_id',
      'title',
      'details',
    );
    await db.schema.alterTable('policies', (table) => {
      table.dropColumn('title');
      table.dropColumn('details');
    });
    await db.schema.createTable('policy_texts', (table) => {
      table.integer('policy_id').unsigned().notNullable().references('policies.id').onDelete('CASCADE');
      table.string('language', 8).notNullable();
      table.string('title', 200).notNullable();
      table.text('details').notNullable();
      table.primary(['policy_id', 'language']);
    });
    if (texts.length) await db('policy_texts').insert(texts.map((text) => ({ ...text, language: 'en' })));
  },
  async down(db: Knex) {
    await db.schema.alterTable('policies', (table) => {
      table.string('title', 200);
      table.text('details');
    });
    const english = db('policy_texts').where({ language: 'en' }).whereRaw('policy_texts.policy_id = policies.id');
    await db('policies').update({
      title: english.clone().select('title'),
      details: english.clone().select('details'),
    });
    await db.schema.dropTableIfExists('policy_texts');
  },
};
