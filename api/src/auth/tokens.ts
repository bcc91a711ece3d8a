import { createSecretKey, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Knex } from 'knex';
import { KeptMap } from '@atrium/shared/server';

/** Who a token speaks for: one user of one application, in one session (claims `sub`, `app` and `jti`). */
export interface TokenClaims {
  userId: string;
  applicationId: string;
  /** The `sessions` row the token lives by: ended, the token is refused though it is well signed. */
  sessionId: string;
}

export interface Tokens {
  /** How long a token lasts, and so its session. */
  ttlSeconds: number;
  sign(claims: TokenClaims): string;
  /** The claims of a well-signed, unexpired token, else null. */
  verify(token: string): TokenClaims | null;
}

/** Verified tokens kept per key. */
const TOKENS_KEPT = 10000;

export function createTokens(secret: string, ttlSeconds: number): Tokens {
  // A key object, not the string: given a string, jsonwebtoken first tries it as a PEM public key
  // on every verify (about 440 µs a call instead of about 10 µs).
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // A signature checked once stays good under this key, so a token seen again (every call of a
  // signed-in page) is only checked for expiry: jsonwebtoken's verify is a third of a small call.
  const verified = new KeptMap<string, { claims: TokenClaims; expiresAt: number }>(TOKENS_KEPT);

  function verifySignature(token: string) {
    try {
      const payload = jwt.verify(token, key, { algorithms: ['HS256'] });
      if (
        typeof payload === 'string' ||
        typeof payload.sub !== 'string' ||
        typeof payload.app !== 'string' ||
        typeof payload.jti !== 'string'
      )
        return null;
      const claims = { userId: payload.sub, applicationId: payload.app, sessionId: payload.jti };
      return { claims, expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : Infinity };
    } catch {
      return null;
    }
  }

  return {
    ttlSeconds,
    sign: ({ userId, applicationId, sessionId }) =>
      jwt.sign({ app: applicationId }, key, {
        subject: userId,
        jwtid: sessionId,
        expiresIn: ttlSeconds,
        algorithm: 'HS256',
      }),
    verify(token) {
      let known = verified.get(token);
      if (!known) {
        const checked = verifySignature(token);
        if (!checked) return null;
        known = verified.keep(token, checked);
      }
      // jsonwebtoken's rule: expired from the second of `exp` on.
      return Date.now() < known.expiresAt ? known.claims : null;
    },
  };
}

/**
 * Without JWT_SECRET a secret is generated once and kept in `settings`, so tokens survive a
 * restart and every instance sharing the database agrees on it.
 */
export async function loadJwtSecret(db: Knex): Promise<string> {
  await db('settings')
    .insert({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflict('key')
    .ignore();
  const row = await db('settings').where({ key: 'jwt_secret' }).first('value');
  return row.value;
}
