import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import { filesInDatabase, insertFiles, writeToDisk, type PublishFile } from './buildFiles';
import { incompatibilities, type SharedVersion } from './compat';
import { REMOTES } from './config';
import { RegistryError } from './errors';
import { appendHistory } from './history';
import { isVersionName } from './names';
import { now, type HostRow, type RegistryOptions, type VersionRow } from './store';

/** The parts of a Module Federation `mf-manifest.json` the registry relies on. */
export interface MfManifest {
  name: string;
  metaData: { buildInfo?: { buildVersion?: string }; remoteEntry: { name: string; path?: string } };
  shared: SharedVersion[];
  /** Each exposed module with the scripts it loads at once. */
  exposes?: { path?: string; name?: string; assets?: { js?: { sync?: string[] } } }[];
}

export interface PublishResult {
  remote: string;
  version: string;
  /** false: this exact build was already published under this version. */
  created: boolean;
}

const MANIFEST_FILE = 'mf-manifest.json';
const SAFE_PATH = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[\w@+-][\w.@+-]*(?:\/[\w@+-][\w.@+-]*)*$/;
const MAX_FILES = 5000;

const sha256 = () => crypto.createHash('sha256');

function isSharedList(value: unknown): value is SharedVersion[] {
  return (
    Array.isArray(value) &&
    value.every((s) => typeof s?.name === 'string' && typeof s?.version === 'string' && s.name && s.version)
  );
}

export function parseMfManifest(text: string, where: string): MfManifest {
  let value: Partial<MfManifest>;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RegistryError(422, `${where} is not JSON`);
  }
  if (
    typeof value?.name !== 'string' ||
    !/^[A-Za-z_$][\w$]*$/.test(value.name) ||
    typeof value.metaData?.remoteEntry?.name !== 'string' ||
    !value.metaData.remoteEntry.name ||
    !isSharedList(value.shared)
  ) {
    throw new RegistryError(422, `${where} is not the mf-manifest.json of a Module Federation remote`);
  }
  return value as MfManifest;
}

const entryPath = (mf: MfManifest) =>
  path.posix.join(mf.metaData.remoteEntry.path ?? '', mf.metaData.remoteEntry.name).replace(/^\/+/, '');

/** Same bytes, same hash: republishing an unchanged build is a no-op. */
function contentHash(files: PublishFile[]): string {
  const hash = sha256();
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(`${file.path}\0${file.content.length}\0`);
    hash.update(file.content);
  }
  return hash.digest('hex');
}

/** A build's `<buildVersion>-<hash>`, unless the publisher names the version. */
function versionName(requested: string | undefined, mf: MfManifest, hash: string): string {
  const name = requested ?? `${mf.metaData.buildInfo?.buildVersion ?? '0.0.0'}-${hash.slice(0, 10)}`;
  if (!isVersionName(name)) throw new RegistryError(400, `"${name}" is not a valid version name`);
  return name;
}

interface Candidate {
  remote: string;
  version: string;
  mf: MfManifest;
  entry: string;
  hash: string;
  source: VersionRow['source'];
  actor: string;
  detail: string;
}

/** An existing version with the same content is fine; the same name with other content never is. */
async function existing(db: Knex, c: Candidate): Promise<boolean> {
  const row: VersionRow | undefined = await db('registry_versions')
    .where({ remote: c.remote, version: c.version })
    .first();
  if (!row) return false;
  if (row.content_hash !== c.hash) {
    throw new RegistryError(
      409,
      `${c.remote}@${c.version} is already published with other content; versions never change`,
    );
  }
  return true;
}

/** Gzip at level 6, as e2e/tests/weight.spec.ts and the bench scripts measure. */
const gzipKb = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 6 }).length / 1024;

/**
 * Issue 34 item 4: a remote's first chunk is what a page loads before the remote shows anything:
 * its remoteEntry.js and the scripts one exposed module loads at once (its mf-manifest.json's
 * `exposes[].assets.js.sync`). The largest of them must stay within the remote's `firstChunkKb`
 * in the catalogue (shared/src/mf/remotes.json), or the build is refused.
 */
async function checkFirstChunk(remote: string, mf: MfManifest, read: (file: string) => Promise<Buffer>): Promise<void> {
  const budget = (REMOTES as Record<string, { firstChunkKb?: number }>)[remote]?.firstChunkKb;
  if (budget === undefined) return;
  const sizes = new Map<string, number>();
  const sizeOf = async (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipKb(await read(file)));
    return sizes.get(file)!;
  };
  const entry = entryPath(mf);
  const exposes = mf.exposes?.length ? mf.exposes : [{ path: '(no exposes)', assets: { js: { sync: [] } } }];
  for (const expose of exposes) {
    const files = [entry, ...(expose.assets?.js?.sync ?? []).filter((file) => file !== entry)];
    let kb = 0;
    for (const file of files) kb += await sizeOf(file);
    if (kb > budget) {
      throw new RegistryError(
        422,
        `${remote}'s first chunk for ${expose.path ?? expose.name} is ${kb.toFixed(1)} KB gzip (${files.join(', ')}), ` +
          `over its budget of ${budget} KB (firstChunkKb in shared/src/mf/remotes.json): nothing was published`,
      );
    }
  }
}

/** The checks every build passes before anything is written. */
async function vet(db: Knex, c: Candidate): Promise<void> {
  // The shell loads every version of a remote under one container name (and falls back between them).
  const other: VersionRow | undefined = await db('registry_versions')
    .where({ remote: c.remote })
    .whereNot({ federation_name: c.mf.name })
    .first();
  if (other) {
    throw new RegistryError(
      409,
      `${c.remote} is built as "${other.federation_name}" (${other.version}); this build is "${c.mf.name}"`,
    );
  }
  const shell: HostRow | undefined = await db('registry_hosts').where({ name: 'shell' }).first();
  if (!shell) {
    throw new RegistryError(
      409,
      "the registry does not know the shell's shared versions yet: record them with `registry record-shell` (npm start does)",
    );
  }
  const problems = incompatibilities(c.mf.shared, JSON.parse(shell.shared_json));
  if (problems.length) {
    throw new RegistryError(
      422,
      `${c.remote} can't run in the shell ${shell.version}: its shared singletons differ in major version\n  ${problems.join('\n  ')}`,
    );
  }
}

/** Records the version, with what else must be written in the same transaction (its files as rows). */
async function record(db: Knex, c: Candidate, alsoWrite?: (trx: Knex.Transaction) => Promise<void>): Promise<void> {
  await db.transaction(async (trx) => {
    await alsoWrite?.(trx);
    await trx('registry_versions').insert({
      remote: c.remote,
      version: c.version,
      federation_name: c.mf.name,
      entry: c.entry,
      shared_json: JSON.stringify(c.mf.shared.map(({ name, version }) => ({ name, version }))),
      content_hash: c.hash,
      source: c.source,
      published_at: now(),
      published_by: c.actor,
    });
    await appendHistory(trx, c.actor, {
      action: 'publish',
      remote: c.remote,
      brand: null,
      before: null,
      after: c.version,
      detail: c.detail,
    });
  });
}

/** Publishes one remote's build (its dist/ files) as an immutable version. */
export async function publishFiles(
  db: Knex,
  options: RegistryOptions,
  { remote, version, files, actor }: { remote: string; version?: string; files: PublishFile[]; actor: string },
): Promise<PublishResult> {
  if (!files.length || files.length > MAX_FILES) throw new RegistryError(400, `a build has 1 to ${MAX_FILES} files`);
  const paths = new Set<string>();
  for (const file of files) {
    if (!SAFE_PATH.test(file.path) || file.path.length > 300)
      throw new RegistryError(400, `bad file path "${file.path}"`);
    if (paths.has(file.path)) throw new RegistryError(400, `"${file.path}" appears twice`);
    paths.add(file.path);
  }
  const manifestFile = files.find((f) => f.path === MANIFEST_FILE);
  if (!manifestFile) throw new RegistryError(422, `the build has no ${MANIFEST_FILE}`);
  const mf = parseMfManifest(manifestFile.content.toString('utf8'), MANIFEST_FILE);
  const entry = entryPath(mf);
  if (!paths.has(entry)) throw new RegistryError(422, `the build has no ${entry}, which its ${MANIFEST_FILE} names`);
  const hash = contentHash(files);
  const candidate: Candidate = {
    remote,
    version: versionName(version, mf, hash),
    mf,
    entry,
    hash,
    source: 'files',
    actor,
    detail: `${files.length} files`,
  };
  if (await existing(db, candidate)) return { remote, version: candidate.version, created: false };
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  await checkFirstChunk(remote, mf, async (file) => {
    const content = byPath.get(file);
    if (!content) throw new RegistryError(422, `the build has no ${file}, which its ${MANIFEST_FILE} names`);
    return content;
  });
  await vet(db, candidate);
  if (filesInDatabase(options)) {
    await record(db, candidate, (trx) => insertFiles(trx, remote, candidate.version, files));
  } else {
    writeToDisk(options, remote, candidate.version, files);
    await record(db, candidate);
  }
  return { remote, version: candidate.version, created: true };
}

async function fetchText(url: URL): Promise<string> {
  return (await fetchBytes(url)).toString('utf8');
}

async function fetchBytes(url: URL): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'follow' });
  } catch (error) {
    throw new RegistryError(422, `could not read ${url.href}: ${(error as Error).message}`);
  }
  if (!res.ok) throw new RegistryError(422, `could not read ${url.href}: it answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * Publishes a build hosted elsewhere by the URL of its mf-manifest.json or its remoteEntry.js
 * (then the manifest beside it is read): the same checks, nothing copied.
 */
export async function publishUrl(
  db: Knex,
  { remote, version, url, actor }: { remote: string; version?: string; url: string; actor: string },
): Promise<PublishResult> {
  let given: URL;
  try {
    given = new URL(url);
  } catch {
    throw new RegistryError(400, `"${url}" is not a URL`);
  }
  if (given.protocol !== 'https:' && given.protocol !== 'http:')
    throw new RegistryError(400, 'the URL must be http(s)');
  const byManifest = given.pathname.endsWith('.json');
  const manifestUrl = byManifest ? given : new URL(MANIFEST_FILE, given);
  const text = await fetchText(manifestUrl);
  const mf = parseMfManifest(text, manifestUrl.href);
  const entry = byManifest ? new URL(entryPath(mf), manifestUrl).href : given.href;
  const hash = sha256().update(`${entry}\0${text}`).digest('hex');
  const candidate: Candidate = {
    remote,
    version: versionName(version, mf, hash),
    mf,
    entry,
    hash,
    source: 'url',
    actor,
    detail: `from ${entry}`,
  };
  if (await existing(db, candidate)) return { remote, version: candidate.version, created: false };
  // The build's files are named relative to the folder of its mf-manifest.json.
  await checkFirstChunk(remote, mf, (file) =>
    fetchBytes(file === entryPath(mf) ? new URL(entry) : new URL(file, manifestUrl)),
  );
  await vet(db, candidate);
  await record(db, candidate);
  return { remote, version: candidate.version, created: true };
}

/**
 * Records the shared singletons of the deployed shell, which every published remote must match.
 * The shell's own mf-manifest.json lists them; `npm start` records it on every start.
 */
export async function recordShell(
  db: Knex,
  { buildVersion, shared, actor }: { buildVersion: string; shared: SharedVersion[]; actor: string },
): Promise<{ version: string; changed: boolean }> {
  if (!isSharedList(shared) || !shared.length) throw new RegistryError(400, 'shared must list name and version pairs');
  const sorted = shared.map(({ name, version }) => ({ name, version })).sort((a, b) => a.name.localeCompare(b.name));
  const version = `${buildVersion}-${sha256().update(JSON.stringify(sorted)).digest('hex').slice(0, 10)}`;
  if (!isVersionName(version)) throw new RegistryError(400, `"${buildVersion}" is not a valid version`);
  const current: HostRow | undefined = await db('registry_hosts').where({ name: 'shell' }).first();
  if (current?.version === version) return { version, changed: false };
  await db.transaction(async (trx) => {
    const row = { version, shared_json: JSON.stringify(sorted), recorded_at: now(), recorded_by: actor };
    await trx('registry_hosts')
      .insert({ name: 'shell', ...row })
      .onConflict('name')
      .merge(row);
    await appendHistory(trx, actor, {
      action: 'shell',
      remote: 'shell',
      brand: null,
      before: current?.version ?? null,
      after: version,
      detail: sorted.map((s) => `${s.name}@${s.version}`).join(' '),
    });
  });
  return { version, changed: true };
}
