import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredFile } from './index';
import { isFileKey } from './keys';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a folder (the api's DATA_DIR/files): the bytes under their key, the content type beside
 * them in `<key>.json`, as an object store keeps it with the object. Only keys of the key pattern are
 * accepted, so no key reaches outside the folder.
 */
export class DiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${file}.${randomUUID()}.partial`;
    await fs.writeFile(partial, bytes);
    await fs.writeFile(`${file}.json`, JSON.stringify({ contentType }));
    await fs.rename(partial, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isFileKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const [stat, meta] = await Promise.all([fs.stat(file), fs.readFile(`${file}.json`, 'utf8')]);
      const { contentType } = JSON.parse(meta) as { contentType: string };
      return { stream: createReadStream(file), contentType, size: stat.size };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.json`, { force: true })]);
  }
}
