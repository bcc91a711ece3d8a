import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex from 'knex';
import type { RegistryOptions } from '../src/store';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One storage the suites run against: options for the registry, and what to clean up after. */
export interface TestStorage {
  name: string;
  open(): Promise<{ options: RegistryOptions; drop(): Promise<void> }>;
}

function tempDirs() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-registry-test-'));
  return {
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export const sqlite: TestStorage = {
  name: 'SQLite',
  async open() {
    const { remove, ...dirs } = tempDirs();
    return { options: dirs, drop: async () => remove() };
  },
};

/** Each run works in its own schema, dropped at the end, so parallel runs never meet. */
export const postgres: TestStorage = {
  name: 'PostgreSQL',
  async open() {
    const schema = `atrium_registry_test_${randomBytes(6).toString('hex')}`;
    const admin = knex({ client: 'pg', connection: POSTGRES_URL, pool: { min: 0, max: 1 } });
    try {
      await admin.raw('create schema ??', [schema]);
    } catch (error) {
      await admin.destroy();
      throw error;
    }
    const { remove, ...dirs } = tempDirs();
    return {
      options: { ...dirs, databaseUrl: POSTGRES_URL, schema },
      async drop() {
        await admin.raw('drop schema if exists ?? cascade', [schema]);
        await admin.destroy();
        remove();
      },
    };
  },
};
