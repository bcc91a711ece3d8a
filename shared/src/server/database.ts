import knex, { type Knex } from 'knex';

/** Where a server keeps its rows: SQLite in a file (or memory) unless a PostgreSQL URL is given. */
export interface DatabaseOptions {
  /** PostgreSQL connection string; when unset SQLite is used. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests isolate each run in its own schema). */
  databaseSchema?: string;
  /** SQLite file, or `:memory:` (the default). */
  sqliteFile?: string;
}

export function createDatabase(
  { databaseUrl, databaseSchema, sqliteFile }: DatabaseOptions,
  { maxConnections = 10 }: { maxConnections?: number } = {},
): Knex {
  if (databaseUrl) {
    return knex({
      client: 'pg',
      connection: databaseUrl,
      searchPath: databaseSchema ? [databaseSchema] : undefined,
      pool: { min: 0, max: maxConnections },
    });
  }
  return knex({
    client: 'better-sqlite3',
    connection: { filename: sqliteFile ?? ':memory:' },
    useNullAsDefault: true,
    pool: {
      // WAL and a busy timeout let several processes share one file (api instances behind Redis,
      // `registry publish-local` beside a running registry).
      afterCreate(connection: { pragma(source: string): unknown }, done: (error: Error | null) => void) {
        connection.pragma('journal_mode = WAL');
        connection.pragma('busy_timeout = 5000');
        connection.pragma('foreign_keys = ON');
        done(null);
      },
    },
  });
}

export interface Migration {
  name: string;
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/**
 * Runs the migrations not yet recorded in `tableName`. Migrations live in code so a server runs the
 * same way from jest and from its build; each server has its own table, so the api and the registry
 * may share one PostgreSQL database.
 */
export async function migrate(db: Knex, migrations: Migration[], tableName = 'knex_migrations'): Promise<void> {
  await db.migrate.latest({
    tableName,
    migrationSource: {
      getMigrations: async () => migrations,
      getMigrationName: (migration: Migration) => migration.name,
      getMigration: async (migration: Migration) => migration,
    },
  });
}

export const isPostgres = (db: Knex): boolean => db.client.config.client === 'pg';
