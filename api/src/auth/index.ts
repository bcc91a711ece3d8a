import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Knex } from 'knex';
import { compiledSelect } from '../db';
import { ApiError } from '../http/envelope';
import type { TokenClaims, Tokens } from './tokens';

export { hashPassword, verifyPassword, UNMATCHABLE_HASH } from './password';
export { createTokens, loadJwtSecret, type TokenClaims, type Tokens } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` on calls that need sign-in. */
    auth: TokenClaims | null;
  }
}

const userOfApplication = compiledSelect((db, id: string, applicationId: string) =>
  db('users').where({ id, application_id: applicationId }).first('id'),
);

/** The claims of a token whose user still exists in the token's application, else null. */
export async function authenticate(db: Knex, tokens: Tokens, token: string | undefined): Promise<TokenClaims | null> {
  const claims = token ? tokens.verify(token) : null;
  if (!claims) return null;
  const [user] = await userOfApplication(db, claims.userId, claims.applicationId);
  return user ? claims : null;
}

function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * onRequest hook of every call that needs sign-in (spec 1 §6): a valid token, and a token of one
 * application never serves a request made for another (X-Application-Id), else 401.
 */
export function requireUser(db: Knex, tokens: Tokens): onRequestAsyncHookHandler {
  return async (request) => {
    const claims = await authenticate(db, tokens, bearerToken(request));
    const applicationId = request.headers['x-application-id'];
    if (!claims || (applicationId !== undefined && applicationId !== claims.applicationId)) {
      throw new ApiError(401, 'notLoggedIn');
    }
    request.auth = claims;
  };
}
