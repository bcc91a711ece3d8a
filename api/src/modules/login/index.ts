import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { Sessions } from '../../auth';
import { changePassword } from './changePassword';
import { confirmSignUp } from './confirmSignUp';
import { createLoginContext, type LoginModuleOptions } from './context';
import { fastLogin } from './fastLogin';
import { forgotPassword } from './forgotPassword';
import { signIn } from './signIn';
import { signInWithFacebook } from './signInWithFacebook';
import { signUp } from './signUp';
import { undoEmailChange } from './undoEmailChange';

export type { FacebookVerifier } from './facebook';
export { FAILURE_LIMITS, SIGN_IN_LIMITS, type LoginModuleOptions } from './context';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Spec 1 §5: e-mail lowercased and trimmed, on the server too and before the format check; names trimmed. */
async function normaliseBody(request: FastifyRequest) {
  const body = request.body;
  if (!isRecord(body)) return;
  for (const field of ['email', 'emailAddress']) {
    const value = body[field];
    if (typeof value === 'string') body[field] = value.trim().toLowerCase();
  }
  for (const field of ['firstName', 'lastName']) {
    const value = body[field];
    if (typeof value === 'string') body[field] = value.trim();
  }
}

/**
 * Spec 1 §7 Sign-in and password: every way in, one file each. Every call names its application
 * with X-Application-Id and finds accounts, codes and policies of that application only.
 * account/changepassword is here too, for it shares the sign-in attempt limit and the mails.
 */
const loginModule: FastifyPluginAsync<
  { db: Knex; sessions: Sessions; proofSecret: string } & LoginModuleOptions
> = async (app, options) => {
  const context = createLoginContext(app.log, options);
  app.addHook('preValidation', normaliseBody);
  app.addHook('onResponse', context.answered);
  app.addHook('onClose', context.settled);
  for (const wayIn of [
    signIn,
    fastLogin,
    signUp,
    confirmSignUp,
    forgotPassword,
    signInWithFacebook,
    changePassword,
    undoEmailChange,
  ]) {
    wayIn(app, context);
  }
};

export default loginModule;
