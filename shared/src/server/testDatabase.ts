import { randomBytes } from 'node:crypto';
import knex from 'knex';
import type { DatabaseOptions } from './database';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One database the servers' suites run against: its options, and what to clean up after. */
export interface TestDatabase {
  name: 'SQLite' | 'PostgreSQL';
  open(): Promise<{ options: DatabaseOptions; drop(): Promise<void> }>;
}

/** A fresh in-memory database for each open. */
export const sqlite: TestDatabase = {
  name: 'SQLite',
  open: async () => ({ options: { sqliteFile: ':memory:' }, drop: async () => {} }),
};

/** Each run works in its own schema, dropped at the end, so parallel runs never meet. */
export const postgres: TestDatabase = {
  name: 'PostgreSQL',
  async open() {
    const schema = `atrium_test_${randomBytes(6).toString('hex')}`;
    const admin = knex({ client: 'pg', connection: POSTGRES_URL, pool: { min: 0, max: 1 } });
    try {
      await admin.raw('create schema ??', [schema]);
    } catch (error) {
      await admin.destroy();
      throw error;
    }
    return {
      options: { databaseUrl: POSTGRES_URL, databaseSchema: schema },
      async drop() {
        await admin.raw('drop schema if exists ?? cascade', [schema]);
        await admin.destroy();
      },
    };
  },
};
