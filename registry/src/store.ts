import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import {
  createDatabase,
  isPostgres,
  migrate as runMigrations,
  type DatabaseOptions,
  type FilesStorage,
} from '@atrium/shared/server';
import { migrations } from './migrations';

/** Where the registry keeps its rows and its files (DESIGN.md: same storage kinds as the api). */
export interface RegistryOptions extends Omit<DatabaseOptions, 'sqliteFile'> {
  /** Folder for the SQLite file (unless databaseUrl is set) and the generated ops token. */
  dataDir: string;
  /** Published files on disk, `<filesDir>/<remote>/<version>/...`, written once and never changed. */
  filesDir: string;
  /**
   * REGISTRY_FILES_STORAGE: `database` keeps published files as rows (`registry_files`), which every
   * registry instance on the database serves; `disk` in filesDir. Default: `database` with databaseUrl.
   */
  filesStorage?: FilesStorage;
  /** Where browsers fetch filesDir from; '/remotes' is the registry serving it itself. */
  filesUrl?: string;
}

/** The pointer every brand follows unless it has its own. */
export const DEFAULT_BRAND = '*';

export interface VersionRow {
  remote: string;
  version: string;
  federation_name: string;
  /** Path of the entry under the version's folder, or an absolute URL for a build hosted elsewhere. */
  entry: string;
  shared_json: string;
  content_hash: string;
  source: 'files' | 'url';
  published_at: string;
  published_by: string;
}

export interface PointerRow {
  remote: string;
  brand: string;
  version: string;
  previous_json: string;
}

export interface CanaryRow {
  remote: string;
  brand: string;
  version: string;
  share: number;
  ramp_json: string | null;
  step: number | null;
  hold_seconds: number | null;
  step_at: string;
  started_at: string;
  started_by: string;
}

export interface HostRow {
  name: string;
  version: string;
  shared_json: string;
  recorded_at: string;
  recorded_by: string;
}

export interface HistoryRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  remote: string;
  brand: string | null;
  before_version: string | null;
  after_version: string | null;
  detail: string | null;
}

export interface FailureRow {
  remote: string;
  version: string;
  count: number;
  first_at: string;
  last_at: string;
  last_brand: string;
  last_message: string;
}

export const previousOf = (pointer: PointerRow): string[] => JSON.parse(pointer.previous_json) as string[];

export function openStore(options: RegistryOptions): Knex {
  fs.mkdirSync(options.dataDir, { recursive: true });
  return createDatabase(
    { ...options, sqliteFile: path.join(options.dataDir, 'registry.sqlite') },
    { maxConnections: 4 },
  );
}

/** Its own migrations table: with DATABASE_URL the registry may share a database with the api. */
export async function migrate(db: Knex): Promise<void> {
  await runMigrations(db, migrations, 'registry_migrations');
}

export function versionDir(options: RegistryOptions, remote: string, version: string): string {
  return path.join(options.filesDir, remote, version);
}

/** Row locks where the database has them (SQLite serialises writers anyway). */
export function lockFor<T extends object>(db: Knex, query: Knex.QueryBuilder<T>): Knex.QueryBuilder<T> {
  return isPostgres(db) ? query.forUpdate() : query;
}

export const now = () => new Date().toISOString();
