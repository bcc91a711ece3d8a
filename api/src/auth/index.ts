import type { Knex } from 'knex';
import { compiledSelect } from '../db';
import type { TokenClaims, Tokens } from './tokens';

export { hashPassword, verifyPassword, UNMATCHABLE_HASH } from './password';
export { createTokens, loadJwtSecret, type TokenClaims, type Tokens } from './tokens';
export { createSessions, type Sessions } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (http/requireUser.ts) on calls that need sign-in. */
    auth: TokenClaims | null;
  }
}

// One select a call: the session and its user in the token's application.
const liveSession = compiledSelect<[id: string, userId: string, applicationId: string], { expires_at: Date | number }>(
  (db, id, userId, applicationId) =>
    db('sessions')
      .join('users', 'users.id', 'sessions.user_id')
      .where({ 'sessions.id': id, 'sessions.user_id': userId, 'users.application_id': applicationId })
      .first('sessions.expires_at'),
);

/** The claims of a token whose session is live and whose user is in the token's application, else null. */
export async function authenticate(db: Knex, tokens: Tokens, token: string | undefined): Promise<TokenClaims | null> {
  const claims = token ? tokens.verify(token) : null;
  if (!claims) return null;
  const [session] = await liveSession(db, claims.sessionId, claims.userId, claims.applicationId);
  return session && new Date(session.expires_at).getTime() > Date.now() ? claims : null;
}
