import knex, { type Knex } from 'knex';
import { migrationSource } from './migrations';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when unset SQLite is used. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests isolate each run in its own schema). */
  databaseSchema?: string;
  /** SQLite file, or `:memory:` (the default). */
  sqliteFile?: string;
}

export function createDatabase({ databaseUrl, databaseSchema, sqliteFile }: DatabaseOptions): Knex {
  if (databaseUrl) {
    return knex({
      client: 'pg',
      connection: databaseUrl,
      searchPath: databaseSchema ? [databaseSchema] : undefined,
      pool: { min: 0, max: 10 },
    });
  }
  return knex({
    client: 'better-sqlite3',
    connection: { filename: sqliteFile ?? ':memory:' },
    useNullAsDefault: true,
    pool: {
      // WAL and a busy timeout let several api instances share one file (the Redis-adapter setup).
      afterCreate(connection: { pragma(source: string): unknown }, done: (error: Error | null) => void) {
        connection.pragma('journal_mode = WAL');
        connection.pragma('busy_timeout = 5000');
        connection.pragma('foreign_keys = ON');
        done(null);
      },
    },
  });
}

export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

/** SQLite hands booleans back as 0/1. */
export const toBoolean = (value: unknown): boolean => Boolean(value);

/** PostgreSQL hands timestamps back as Date, SQLite (through knex) as epoch milliseconds. */
export function toIsoDate(value: Date | number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}
