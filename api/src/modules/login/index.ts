import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { ApplicationHeaders, EnvelopeSchema, SignInRequest, TokenResponse } from '@atrium/shared/contract';
import { UNMATCHABLE_HASH, verifyPassword, type Tokens } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { findApplicationById } from '../application';

/** Spec 1 §7 Sign-in. A user signs in to one application, the one named by X-Application-Id. */
const loginModule: FastifyPluginAsync<{ db: Knex; tokens: Tokens }> = async (app, { db, tokens }) => {
  app.post<{ Body: SignInRequest; Headers: ApplicationHeaders }>(
    '/login/signin',
    {
      schema: { headers: ApplicationHeaders, body: SignInRequest, response: { 200: EnvelopeSchema(TokenResponse) } },
      // Spec 1 §5: email is lowercased and trimmed; the server does it too, before the format check.
      preValidation: async (request) => {
        const body = request.body as { email?: unknown };
        if (typeof body.email === 'string') body.email = body.email.trim().toLowerCase();
      },
    },
    async (request) => {
      const application = await findApplicationById(db, request.headers['x-application-id']);
      if (!application) throw new ApiError(400, 'unknownApplication', { 'x-application-id': 'unknownApplication' });

      const user = await db('users')
        .where({ application_id: application.id, email: request.body.email })
        .first('id', 'password_hash');
      // The hash is checked even for an unknown email, so neither answer nor timing tells whether it exists.
      const valid = await verifyPassword(request.body.password, user?.password_hash ?? UNMATCHABLE_HASH);
      if (!user || !valid) throw new ApiError(400, 'invalidCredentials');

      return ok({ token: tokens.sign({ userId: user.id, applicationId: application.id }) });
    },
  );
};

export default loginModule;
