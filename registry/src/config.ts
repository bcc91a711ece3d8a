import os from 'node:os';
import path from 'node:path';
import catalogue from '@atrium/shared/remotes.json';
import { parseFilesStorage } from '@atrium/shared/server';
import type { RegistryOptions } from './store';

export const repoRoot = path.resolve(__dirname, '../..');

/** DATA_DIR/registry holds the database file and the ops token; files go to REGISTRY_FILES_DIR if set. */
export function optionsFromEnv(env = process.env): RegistryOptions {
  const dataDir = env.REGISTRY_DATA_DIR ?? path.join(env.DATA_DIR ?? path.join(repoRoot, '.data'), 'registry');
  return {
    dataDir,
    filesDir: env.REGISTRY_FILES_DIR ?? path.join(dataDir, 'files'),
    filesUrl: env.REGISTRY_FILES_URL?.replace(/\/+$/, '') || '/remotes',
    databaseUrl: env.DATABASE_URL,
    filesStorage: parseFilesStorage('REGISTRY_FILES_STORAGE', env.REGISTRY_FILES_STORAGE),
  };
}

/** The registry the CLI talks to (scripts/registry.mjs sets it from PORT like `npm start`). */
export const registryUrlFromEnv = (env = process.env) =>
  (env.REGISTRY_URL ?? `http://127.0.0.1:${env.REGISTRY_PORT ?? 3002}`).replace(/\/+$/, '');

/** Who the history says made a change: one ops token is shared, so the actor names the person. */
export const actorFromEnv = (env = process.env) => env.REGISTRY_ACTOR ?? `${os.userInfo().username}@${os.hostname()}`;

/** The remotes this repository builds, by package folder: the catalogue's entries. */
export const REMOTES = catalogue;
