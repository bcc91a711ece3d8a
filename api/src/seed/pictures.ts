import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { fileUrl, newFileKey, type Storage } from '../storage';

const SIZE = 512;
const CELLS = 5;
const HUES = [230, 12, 170, 280, 35, 200, 330, 95];

/**
 * A picture of its own for each seed: a coloured square with a mirrored 5x5 pattern drawn from the
 * seed's hash, so demo attendees are told apart at a glance. Shapes only, no text, so no font is needed.
 */
export function patternSvg(seed: string): string {
  const hash = createHash('sha256').update(seed).digest();
  const hue = HUES[hash[0] % HUES.length];
  const cell = SIZE / (CELLS + 1);
  const squares: string[] = [];
  for (let row = 0; row < CELLS; row += 1) {
    for (let column = 0; column < Math.ceil(CELLS / 2); column += 1) {
      if (hash[1 + row * 3 + column] % 2 === 0) continue;
      for (const x of new Set([column, CELLS - 1 - column])) {
        squares.push(
          `<rect x="${cell / 2 + x * cell}" y="${cell / 2 + row * cell}" width="${cell}" height="${cell}"/>`,
        );
      }
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue},55%,42%)"/>` +
    `<g fill="hsl(${hue},70%,85%)">${squares.join('')}</g></svg>`
  );
}

/**
 * Issue 12 items 4 and 6: every user the seed made without a picture gets one, kept in the storage
 * and served like an upload (a WebP under /api/files), so profiles are worth opening.
 */
export async function seedProfilePictures(db: Knex, storage: Storage): Promise<number> {
  const users: { id: string; application_id: string; email: string }[] = await db('users')
    .whereNull('image')
    .select('id', 'application_id', 'email');
  for (const user of users) {
    const bytes = await sharp(Buffer.from(patternSvg(user.email)))
      .webp({ quality: 82 })
      .toBuffer();
    const key = newFileKey(user.application_id, 'webp');
    await storage.put(key, bytes, 'image/webp');
    await db('users')
      .where({ id: user.id })
      .update({ image: fileUrl(key) });
  }
  return users.length;
}
