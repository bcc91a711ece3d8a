import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { blobStream } from '@atrium/shared/server';
import { DiskStorage } from './disk';
import type { Storage, StoredFile } from './index';
import { isFileKey } from './keys';

const TABLE = 'stored_files';

/**
 * Files as rows of the api's own database (`stored_files`, bytea in PostgreSQL), so every api
 * instance on one database serves every file with nothing shared on disk. Keys are new per upload
 * (newFileKey) and written once: a second put of a key is refused, so a file served never changes.
 */
export class DatabaseStorage implements Storage {
  constructor(private readonly db: Knex) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
    await this.db(TABLE).insert({
      key,
      content_type: contentType,
      size: bytes.length,
      bytes,
      created_at: new Date(),
    });
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isFileKey(key)) return null;
    const row: { content_type: string; size: number | string } | undefined = await this.db(TABLE)
      .where({ key })
      .first('content_type', 'size');
    if (!row) return null;
    const size = Number(row.size);
    return {
      contentType: row.content_type,
      size,
      stream: blobStream(this.db, { table: TABLE, where: { key }, column: 'bytes', size }),
    };
  }

  async delete(key: string): Promise<void> {
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
    await this.db(TABLE).where({ key }).delete();
  }
}

/**
 * Copies the files a DiskStorage holds in `dir` (a start before the api kept them in the database,
 * or with FILES_STORAGE=disk) into the table, those it does not hold yet; answers how many came.
 */
export async function copyFilesFromDisk(db: Knex, dir: string): Promise<number> {
  const names = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const keys = names.map((name) => name.split(path.sep).join('/')).filter(isFileKey);
  const disk = new DiskStorage(dir);
  let copied = 0;
  for (const key of keys) {
    if (await db(TABLE).where({ key }).first('key')) continue;
    const file = await disk.get(key);
    if (!file) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    // Another instance starting at the same time may copy the same file first.
    await db(TABLE)
      .insert({ key, content_type: file.contentType, size: bytes.length, bytes, created_at: new Date() })
      .onConflict('key')
      .ignore();
    copied += 1;
  }
  return copied;
}
