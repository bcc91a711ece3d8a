import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { LIVE_HASH_TTL_SECONDS } from '@atrium/shared/contract';

const KEY_SETTING = 'live_hash_key';
// user (base64url) . expiry (epoch seconds) . MAC (base64url): what the route needs, in one path segment.
const HASH = /^([A-Za-z0-9_-]{1,200})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The streaming host's signing key, made once and kept in `settings` as the JWT secret is, so a
 * hash survives a restart and every instance on the database accepts it.
 */
export async function loadLiveHashKey(db: Knex): Promise<string> {
  await db('settings')
    .insert({ key: KEY_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflict('key')
    .ignore();
  const row = await db('settings').where({ key: KEY_SETTING }).first('value');
  return row.value;
}

export interface LiveHashes {
  /** LiveEvent/Join's answer: a hash for this session and user, good for LIVE_HASH_TTL_SECONDS. */
  sign(sessionId: string, userId: string, now?: Date): { hash: string; expiresAt: string };
  /** Whether the hash was made by sign for this session and has not expired. */
  verify(sessionId: string, hash: string, now?: Date): boolean;
}

export function createLiveHashes(key: string, ttlSeconds = LIVE_HASH_TTL_SECONDS): LiveHashes {
  const mac = (sessionId: string, userId: string, expires: number) =>
    createHmac('sha256', key).update(`${sessionId}\n${userId}\n${expires}`).digest();
  return {
    sign(sessionId, userId, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const user = Buffer.from(userId).toString('base64url');
      return {
        hash: `${user}.${expires}.${mac(sessionId, userId, expires).toString('base64url')}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    verify(sessionId, hash, now = new Date()) {
      const parts = HASH.exec(hash);
      if (!parts) return false;
      const expires = Number(parts[2]);
      if (expires * 1000 <= now.getTime()) return false;
      const given = Buffer.from(parts[3], 'base64url');
      const expected = mac(sessionId, Buffer.from(parts[1], 'base64url').toString(), expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
