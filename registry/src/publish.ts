import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { DEFAULT_BRAND, filesDir, type PointerRow, type RegistryOptions } from './store';

interface MfManifest {
  name: string;
  metaData: { remoteEntry: { name: string; path?: string } };
  shared: { name: string; version: string }[];
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

/** Same bytes, same version: republishing an unchanged build is a no-op. */
function contentVersion(distDir: string, base: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(distDir)) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(distDir, file)));
  }
  return `${base}-${hash.digest('hex').slice(0, 10)}`;
}

export interface PublishResult {
  remote: string;
  version: string;
  created: boolean;
}

/** Copies one remote's dist/ into the registry as an immutable version. */
export async function publishBuild(
  db: Knex,
  options: RegistryOptions,
  remote: string,
  distDir: string,
  baseVersion: string,
): Promise<PublishResult> {
  const mf = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as MfManifest;
  const version = contentVersion(distDir, baseVersion);
  const existing = await db('registry_versions').where({ remote, version }).first();
  if (existing) return { remote, version, created: false };
  const target = filesDir(options, remote, version);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(distDir, target, { recursive: true });
  await db('registry_versions').insert({
    remote,
    version,
    federation_name: mf.name,
    entry: path.posix.join(mf.metaData.remoteEntry.path ?? '', mf.metaData.remoteEntry.name),
    shared_json: JSON.stringify(mf.shared.map(({ name, version: v }) => ({ name, version: v }))),
    published_at: new Date().toISOString(),
  });
  return { remote, version, created: true };
}

/** Makes a version current for every brand ('*') or one brand; the one it replaces becomes last good. */
export async function promote(db: Knex, remote: string, version: string, brand = DEFAULT_BRAND): Promise<void> {
  const row = await db('registry_versions').where({ remote, version }).first();
  if (!row) throw new Error(`${remote}@${version} is not published`);
  const current: PointerRow | undefined = await db('registry_pointers').where({ remote, brand }).first();
  if (current?.version === version) return;
  const lastGood = current?.version ?? null;
  if (current) {
    await db('registry_pointers').where({ remote, brand }).update({ version, last_good_version: lastGood });
  } else {
    await db('registry_pointers').insert({ remote, brand, version, last_good_version: lastGood });
  }
}
