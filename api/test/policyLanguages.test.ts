import { createDatabase, migrate } from '@atrium/shared/server';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { listPolicies } from '../src/applicationScope';
import { migrations } from '../src/db/migrations';

// Issue 11 item 12: a database made before policies had languages keeps its texts, as English.
describe.each([sqlite, postgres])('the policy languages migration on $name', (database) => {
  test('moves each policy text to policy_texts as English, which a Turkish reader then falls back to', async () => {
    const opened = await database.open();
    const db = createDatabase(opened.options);
    try {
      const before = migrations.findIndex((migration) => migration.name === '005_policy_languages');
      await migrate(db, migrations.slice(0, before));
      await db('applications').insert({
        id: 'app',
        slug: 'old',
        name: 'Old',
        meta_title: 'Old',
        color: '#000000',
        created_at: new Date(),
      });
      await db('policies').insert({
        application_id: 'app',
        kind: 'provider',
        type: 11,
        slug: 'privacy',
        title: 'Privacy',
        details: '<p>As it was.</p>',
      });

      await migrate(db, migrations);

      const expected = { type: 11, slug: 'privacy', title: 'Privacy', details: '<p>As it was.</p>' };
      expect(await listPolicies(db, 'app', 'en')).toEqual({ policies: [expected], holaconPolicies: [] });
      expect(await listPolicies(db, 'app', 'tr')).toEqual({ policies: [expected], holaconPolicies: [] });
    } finally {
      await db.destroy();
      await opened.drop();
    }
  });
});
