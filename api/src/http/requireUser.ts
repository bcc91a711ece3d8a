import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Knex } from 'knex';
import { authenticate, type Tokens } from '../auth';
import { ApiError } from './envelope';

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
