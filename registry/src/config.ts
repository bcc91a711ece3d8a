import path from 'node:path';
import type { RegistryOptions } from './store';

export const repoRoot = path.resolve(__dirname, '../..');

export function optionsFromEnv(): RegistryOptions {
  return {
    dataDir:
      process.env.REGISTRY_DATA_DIR ?? path.join(process.env.DATA_DIR ?? path.join(repoRoot, '.data'), 'registry'),
    databaseUrl: process.env.DATABASE_URL,
  };
}

/** The remotes this repository builds, by package folder. */
export const REMOTES = [
  'mf-auth',
  'mf-account',
  'mf-messaging',
  'mf-event-content',
  'mf-social-hub',
  'mf-live',
  'mf-meeting',
] as const;
