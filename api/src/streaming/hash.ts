import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { LIVE_HASH_TTL_SECONDS } from '@atrium/shared/contract';

const KEY_SETTING = 'live_hash_key';
// user (base64url) . expiry (epoch seconds) . MAC (base64url): what the route needs, in one path segment.
const HASH = /^([A-Za-z0-9_-]{1,200})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const STREAM_KEY = /^[A-Za-z0-9_-]{43}$/;

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

export type LiveHashCheck = 'valid' | 'expired' | 'invalid';

export interface LiveHashes {
  /** LiveEvent/Join's answer: a hash for this session and user, good for LIVE_HASH_TTL_SECONDS. */
  sign(sessionId: string, userId: string, now?: Date): { hash: string; expiresAt: string };
  /**
   * 'valid' when sign made the hash for this session and it has not expired; 'expired' when sign
   * made it but its time is over; 'invalid' for anything sign did not make (altered, forged, another
   * session's), whatever expiry it names, so only a genuine hash is ever called expired.
   */
  check(sessionId: string, hash: string, now?: Date): LiveHashCheck;
  /**
   * The session's stream key (issue 29): the path segment its media playlist and segments are
   * served under, the same for every viewer so a shared cache keeps one copy. Only a viewer's
   * playlist names it; a key of one session says nothing of another's.
   */
  streamKey(sessionId: string): string;
  /** Whether the key is that session's stream key: an HMAC, checked without the database. */
  verifyStreamKey(sessionId: string, key: string): boolean;
}

export function createLiveHashes(key: string, ttlSeconds = LIVE_HASH_TTL_SECONDS): LiveHashes {
  const mac = (sessionId: string, userId: string, expires: number) =>
    createHmac('sha256', key).update(`${sessionId}\n${userId}\n${expires}`).digest();
  // 'stream' and one line, where a hash's MAC covers three: the two never sign the same text.
  const streamMac = (sessionId: string) => createHmac('sha256', key).update(`stream\n${sessionId}`).digest();
  return {
    sign(sessionId, userId, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const user = Buffer.from(userId).toString('base64url');
      return {
        hash: `${user}.${expires}.${mac(sessionId, userId, expires).toString('base64url')}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    check(sessionId, hash, now = new Date()) {
      const parts = HASH.exec(hash);
      if (!parts) return 'invalid';
      const expires = Number(parts[2]);
      const userId = Buffer.from(parts[1], 'base64url').toString();
      // Compared as the text sign wrote: base64url's last character carries bits no byte keeps, so
      // decoded bytes would take an altered hash (its last character changed) as the same one.
      if (Buffer.from(userId).toString('base64url') !== parts[1]) return 'invalid';
      const given = Buffer.from(parts[3]);
      const expected = Buffer.from(mac(sessionId, userId, expires).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
    streamKey: (sessionId) => streamMac(sessionId).toString('base64url'),
    verifyStreamKey(sessionId, key) {
      if (!STREAM_KEY.test(key)) return false;
      // Compared as text: another spelling of the same bytes would be another URL for a cache to fill.
      return timingSafeEqual(Buffer.from(key), Buffer.from(streamMac(sessionId).toString('base64url')));
    },
  };
}
