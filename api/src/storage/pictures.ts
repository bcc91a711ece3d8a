import type { Knex } from 'knex';
import type { Storage } from './index';
import { fileKeyOf } from './keys';

/**
 * Deletes a picture a user no longer has (replaced, or the account deleted): only a file stored
 * here, in the user's brand, and only when no other user shows it.
 */
export async function forgetPicture(db: Knex, storage: Storage, applicationId: string, url: string | null) {
  const key = fileKeyOf(url);
  if (!key?.startsWith(`${applicationId}/`)) return;
  if (await db('users').where({ image: url }).first('id')) return;
  await storage.delete(key);
  await db('uploads').where({ key }).delete();
}

/** Whether `url` is a file stored here for the brand (a chat's or a post's picture, never another server's). */
export async function isStoredFileOf(storage: Storage, applicationId: string, url: string): Promise<boolean> {
  const key = fileKeyOf(url);
  const file = key?.startsWith(`${applicationId}/`) ? await storage.get(key) : null;
  file?.stream.destroy();
  return Boolean(file);
}
