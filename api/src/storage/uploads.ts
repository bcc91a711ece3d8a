import type { Knex } from 'knex';
import type { Storage } from './index';
import { fileKeyOf } from './keys';

// Issue 32 item 3: every uploaded file has a row (`uploads`) with its owner and size, so a user's
// storage is counted and a file nothing shows is removed after a while.

/** The bytes a user's uploads take, together. */
export async function uploadedBytesOf(db: Knex, userId: string): Promise<number> {
  const row = await db('uploads').where({ user_id: userId }).sum({ bytes: 'bytes' }).first();
  return Number(row?.bytes ?? 0);
}

export async function recordUpload(
  db: Knex,
  upload: { key: string; applicationId: string; userId: string; bytes: number; used: boolean },
): Promise<void> {
  await db('uploads').insert({
    key: upload.key,
    application_id: upload.applicationId,
    user_id: upload.userId,
    bytes: upload.bytes,
    used: upload.used,
    created_at: new Date(),
  });
}

/** Something shows the file at `url` now (a message, a post): it is kept. */
export async function markUsed(db: Knex, url: string | null | undefined): Promise<void> {
  const key = fileKeyOf(url);
  if (key) await db('uploads').where({ key }).update({ used: true });
}

/**
 * Removes uploads nothing showed within `ttlMs` of their coming (a picture picked and never sent,
 * or a script filling the storage), a batch at a time. Answers how many went.
 */
export async function removeUnusedUploads(
  db: Knex,
  storage: Storage,
  ttlMs: number,
  now = Date.now(),
): Promise<number> {
  const stale: { key: string }[] = await db('uploads')
    .where({ used: false })
    .andWhere('created_at', '<', new Date(now - ttlMs))
    .orderBy('created_at')
    .limit(500)
    .select('key');
  for (const { key } of stale) {
    await storage.delete(key);
    await db('uploads').where({ key, used: false }).delete();
  }
  return stale.length;
}
