import os from 'node:os';
import path from 'node:path';
import catalogue from '@atrium/shared/remotes.json';
import { parseFilesStorage } from '@atrium/shared/server';
import { DEFAULT_HEALTH, type HealthSettings } from './health';
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

function setting(env: NodeJS.ProcessEnv, name: string, fallback: number, { min, max }: { min: number; max: number }) {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!(value >= min && value <= max)) throw new Error(`${name} must be a number from ${min} to ${max}, not "${text}"`);
  return value;
}

/** The health judge's settings (issue 34 item 3); defaults and why in docs/decisions.md. */
export function healthFromEnv(env = process.env): HealthSettings {
  return {
    windowSeconds: setting(env, 'REGISTRY_HEALTH_WINDOW_SECONDS', DEFAULT_HEALTH.windowSeconds, {
      min: 10,
      max: 86400,
    }),
    minSessions: setting(env, 'REGISTRY_HEALTH_MIN_SESSIONS', DEFAULT_HEALTH.minSessions, { min: 1, max: 1e6 }),
    failureRelative: setting(env, 'REGISTRY_HEALTH_FAILURE_RELATIVE', DEFAULT_HEALTH.failureRelative, {
      min: 1,
      max: 100,
    }),
    failureAbsolute: setting(env, 'REGISTRY_HEALTH_FAILURE_ABSOLUTE', DEFAULT_HEALTH.failureAbsolute, {
      min: 0,
      max: 1,
    }),
    lcpWorse: setting(env, 'REGISTRY_HEALTH_LCP_WORSE', DEFAULT_HEALTH.lcpWorse, { min: 0, max: 10 }),
  };
}
