import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { blobStream, etagMatches, filesStorageFor } from '@atrium/shared/server';
import { RegistryError } from './errors';
import { versionDir, type RegistryOptions } from './store';

// Issue 33 item 2: with PostgreSQL, a published build's files are rows of `registry_files`, so
// every registry instance on that database serves every build; with SQLite they stay in filesDir.

const TABLE = 'registry_files';

export interface PublishFile {
  /** Relative path inside the build, '/'-separated. */
  path: string;
  content: Buffer;
}

/** Reads every file of a build folder, e.g. a remote's dist/. */
export function readBuild(dir: string): PublishFile[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile())
    .map((d) => {
      const full = path.join(d.parentPath, d.name);
      return { path: path.relative(dir, full).split(path.sep).join('/'), content: fs.readFileSync(full) };
    });
}

/** Versions never change, so browsers and the edge keep their files for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The files a remote's page loads, by extension, with the type they are served as. */
const REMOTE_FILE_TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
  json: 'application/json; charset=utf-8',
  wasm: 'application/wasm',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
};

const typeOf = (file: string): string | undefined => REMOTE_FILE_TYPES[path.posix.extname(file).slice(1).toLowerCase()];

/** Whether a remote's page could load the file as what it is (anything else is served as a download). */
export const isRemoteFile = (file: string): boolean => typeOf(file) !== undefined;

/** Where a registry keeps published files: `database` is the default with PostgreSQL, `disk` with SQLite. */
export const filesInDatabase = (options: RegistryOptions): boolean =>
  filesStorageFor(options.filesStorage, options.databaseUrl) === 'database';

/** Writes the version's folder under a temporary name, then renames it: no half-written version is ever served. */
export function writeToDisk(options: RegistryOptions, remote: string, version: string, files: PublishFile[]): void {
  const target = versionDir(options, remote, version);
  const incoming = path.join(path.dirname(target), `.incoming-${crypto.randomUUID()}`);
  try {
    for (const file of files) {
      const to = path.join(incoming, ...file.path.split('/'));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.writeFileSync(to, file.content);
    }
    // A folder without a row is what a crash between these two steps leaves behind.
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(incoming, target);
  } finally {
    fs.rmSync(incoming, { recursive: true, force: true });
  }
}

/** Rows a statement inserts: a build is hundreds of files, its source maps most of its bytes. */
const ROWS_PER_INSERT = 50;

/**
 * Stores a version's files as rows, inside the transaction that records the version: all or nothing.
 * `keepExisting`: a file another instance stored meanwhile is left as it is (importFromDisk).
 */
export async function insertFiles(
  trx: Knex,
  remote: string,
  version: string,
  files: PublishFile[],
  { keepExisting = false } = {},
): Promise<void> {
  const rows = files.map((file) => ({
    remote,
    version,
    path: file.path,
    content_type: typeOf(file.path) ?? 'application/octet-stream',
    size: file.content.length,
    sha256: crypto.createHash('sha256').update(file.content).digest('hex'),
    bytes: file.content,
  }));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const insert = trx(TABLE).insert(rows.slice(start, start + ROWS_PER_INSERT));
    await (keepExisting ? insert.onConflict(['remote', 'version', 'path']).ignore() : insert);
  }
}

/** `GET /remotes/<remote>/<version>/<path>` from the rows, with an ETag (the file's SHA-256). */
export function serveFromDatabase(app: FastifyInstance, db: Knex): void {
  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/:remote/:version/*',
    async (req, reply) => {
      const where = { remote: req.params.remote, version: req.params.version, path: req.params['*'] };
      const row: { content_type: string; size: number | string; sha256: string } | undefined = await db(TABLE)
        .where(where)
        .first('content_type', 'size', 'sha256');
      if (!row) throw new RegistryError(404, 'not found');
      const etag = `"${row.sha256}"`;
      reply.header('Cache-Control', IMMUTABLE).header('ETag', etag);
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
      const size = Number(row.size);
      return reply
        .header('Content-Type', row.content_type)
        .header('Content-Length', size)
        .send(blobStream(db, { table: TABLE, where, column: 'bytes', size }));
    },
  );
}

/**
 * Versions published to disk before the registry kept files in the database (or by an instance
 * started with `REGISTRY_FILES_STORAGE=disk`) are copied in once, when this instance has their folder.
 */
export async function importFromDisk(db: Knex, options: RegistryOptions): Promise<string[]> {
  const missing: { remote: string; version: string }[] = await db('registry_versions as v')
    .where('v.source', 'files')
    .whereNotExists(db(`${TABLE} as f`).whereRaw('f.remote = v.remote and f.version = v.version'))
    .select('v.remote', 'v.version');
  const imported: string[] = [];
  for (const { remote, version } of missing) {
    const dir = versionDir(options, remote, version);
    if (!fs.existsSync(dir)) continue;
    const files = readBuild(dir);
    // Instances starting together may copy the same version; the rows are the same.
    await db.transaction((trx) => insertFiles(trx, remote, version, files, { keepExisting: true }));
    imported.push(`${remote}@${version}`);
  }
  return imported;
}
