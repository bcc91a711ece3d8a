import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';

/** Where the registry keeps its rows and its files (DESIGN.md: same storage kinds as the api). */
export interface RegistryOptions {
  /** Folder for published files (and the SQLite file unless databaseUrl is set). */
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema, so tests can isolate themselves. */
  schema?: string;
}

export const DEFAULT_BRAND = '*';

export interface VersionRow {
  remote: string;
  version: string;
  federation_name: string;
  /** Path of the entry under the version's folder, or an absolute URL for a build hosted elsewhere. */
  entry: string;
  published_at: string;
}

export interface PointerRow {
  remote: string;
  brand: string;
  version: string;
  last_good_version: string | null;
}

export function openStore(options: RegistryOptions): Knex {
  fs.mkdirSync(options.dataDir, { recursive: true });
  if (options.databaseUrl) {
    return knex({
      client: 'pg',
      connection: options.databaseUrl,
      searchPath: options.schema ? [options.schema] : undefined,
      pool: { min: 0, max: 4 },
    });
  }
  return knex({
    client: 'better-sqlite3',
    connection: { filename: path.join(options.dataDir, 'registry.sqlite') },
    useNullAsDefault: true,
  });
}

/** Versions are immutable rows; pointers say which one each brand (or '*' for all) runs. */
export async function migrate(db: Knex): Promise<void> {
  if (!(await db.schema.hasTable('registry_versions'))) {
    await db.schema.createTable('registry_versions', (t) => {
      t.string('remote', 64).notNullable();
      t.string('version', 128).notNullable();
      t.string('federation_name', 64).notNullable();
      t.string('entry', 1024).notNullable();
      t.text('shared_json').notNullable();
      t.string('published_at', 32).notNullable();
      t.primary(['remote', 'version']);
    });
  }
  if (!(await db.schema.hasTable('registry_pointers'))) {
    await db.schema.createTable('registry_pointers', (t) => {
      t.string('remote', 64).notNullable();
      t.string('brand', 64).notNullable();
      t.string('version', 128).notNullable();
      t.string('last_good_version', 128).nullable();
      t.primary(['remote', 'brand']);
    });
  }
}

export function filesDir(options: RegistryOptions, remote: string, version: string): string {
  return path.join(options.dataDir, 'files', remote, version);
}
