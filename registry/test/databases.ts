import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  postgres as postgresDatabase,
  sqlite as sqliteDatabase,
  type TestDatabase,
} from '@atrium/shared/server/testing';
import type { RegistryOptions } from '../src/store';

/** One storage the suites run against: a test database plus folders for the published files. */
function storage(database: TestDatabase) {
  return {
    name: database.name,
    async open(): Promise<{ options: RegistryOptions; drop(): Promise<void> }> {
      const opened = await database.open();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-registry-test-'));
      // The registry keeps its SQLite file in dataDir.
      const { databaseUrl, databaseSchema } = opened.options;
      return {
        options: { databaseUrl, databaseSchema, dataDir, filesDir: path.join(dataDir, 'files') },
        async drop() {
          await opened.drop();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

export const sqlite = storage(sqliteDatabase);
export const postgres = storage(postgresDatabase);
