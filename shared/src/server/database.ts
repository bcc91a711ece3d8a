import knex, { type Knex } from 'knex';
import { KeptMap } from './keptMap';

/** Where a server keeps its rows: SQLite in a file (or memory) unless a PostgreSQL URL is given. */
export interface DatabaseOptions {
  /** PostgreSQL connection string; when unset SQLite is used. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests isolate each run in its own schema). */
  databaseSchema?: string;
  /** SQLite file, or `:memory:` (the default). */
  sqliteFile?: string;
}

/** What knex's better-sqlite3 client uses of a connection. */
interface SqliteConnection {
  pragma(source: string): unknown;
  prepare(sql: string): unknown;
}

const STATEMENTS_KEPT = 500;

/**
 * A PostgreSQL that does not take a new connection within this long is out of reach (a host cut
 * from it, issue 33): the attempt fails instead of waiting for as long as the network keeps silent.
 */
const CONNECT_TIMEOUT_MS = 10_000;
/** A query waits this long for a connection of the pool at most, then fails (knex's default is 60 s). */
const ACQUIRE_TIMEOUT_MS = 20_000;

/**
 * knex prepares every query's SQL again on each call; the hot paths send the same few statements,
 * so the compiled ones are kept per connection (SQLite recompiles a kept one itself after a schema
 * change). The oldest go first, since lists with `ids` make a statement per list length.
 */
function keepPreparedStatements(connection: SqliteConnection): void {
  const prepare = connection.prepare.bind(connection);
  const statements = new KeptMap<string, unknown>(STATEMENTS_KEPT);
  connection.prepare = (sql) => statements.get(sql) ?? statements.keep(sql, prepare(sql));
}

export function createDatabase(
  { databaseUrl, databaseSchema, sqliteFile }: DatabaseOptions,
  { maxConnections = 10 }: { maxConnections?: number } = {},
): Knex {
  if (databaseUrl) {
    return knex({
      client: 'pg',
      // keepAlive: a connection whose peer went silent is found dead by the kernel, not kept for ever.
      connection: { connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true },
      searchPath: databaseSchema ? [databaseSchema] : undefined,
      pool: { min: 0, max: maxConnections },
      acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
    });
  }
  return knex({
    client: 'better-sqlite3',
    connection: { filename: sqliteFile ?? ':memory:' },
    useNullAsDefault: true,
    pool: {
      // WAL and a busy timeout let several processes share one file (api instances behind Redis,
      // `registry publish-local` beside a running registry).
      afterCreate(connection: SqliteConnection, done: (error: Error | null) => void) {
        connection.pragma('journal_mode = WAL');
        connection.pragma('busy_timeout = 5000');
        connection.pragma('foreign_keys = ON');
        // ORDER BY and count(*) over () sort in a temporary b-tree, which by default is set up as a
        // file: for the page of rows a list call sorts, that set-up was half of the statement's time.
        connection.pragma('temp_store = memory');
        keepPreparedStatements(connection);
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
