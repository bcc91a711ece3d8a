import type { Knex } from 'knex';
import { createDatabase } from '@atrium/shared/server';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { compiledSelect } from '../src/db';

const thingsOf = compiledSelect<[brand: string], { id: string }>((db, brand) =>
  db('things').where({ brand }).orderBy('id').select('id'),
);
const thing = compiledSelect<[id: string, brand: string], { id: string }>((db, id, brand) =>
  db('things').where({ id, brand }).first('id'),
);

describe.each([sqlite, postgres])('compiledSelect: SQL compiled once, values bound per call, on $name', (database) => {
  const dbs: Knex[] = [];
  const drops: (() => Promise<void>)[] = [];

  async function open(rows: { id: string; brand: string }[]) {
    const opened = await database.open();
    drops.push(opened.drop);
    const db = createDatabase(opened.options);
    dbs.push(db);
    await db.schema.createTable('things', (table) => {
      table.string('id');
      table.string('brand');
    });
    await db('things').insert(rows);
    return db;
  }

  afterAll(async () => {
    for (const db of dbs) await db.destroy();
    for (const drop of drops) await drop();
  });

  test("each call reads its own brand's rows, never another's", async () => {
    const db = await open([
      { id: 'a1', brand: 'a' },
      { id: 'a2', brand: 'a' },
      { id: 'b1', brand: 'b' },
    ]);
    expect(await thingsOf(db, 'a')).toEqual([{ id: 'a1' }, { id: 'a2' }]);
    expect(await thingsOf(db, 'b')).toEqual([{ id: 'b1' }]);
    expect(await thingsOf(db, 'c')).toEqual([]);
    expect(await thing(db, 'a1', 'a')).toEqual([{ id: 'a1' }]);
    expect(await thing(db, 'a1', 'b')).toEqual([]);
  });

  test('another database runs its own SQL on its own rows', async () => {
    const other = await open([{ id: 'c1', brand: 'c' }]);
    expect(await thingsOf(other, 'c')).toEqual([{ id: 'c1' }]);
    expect(await thingsOf(other, 'a')).toEqual([]);
  });
});
