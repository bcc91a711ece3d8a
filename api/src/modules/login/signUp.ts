import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom, t, type MessageKey } from '../../i18n';
import { findAccountByEmail, policyErrors } from './accounts';
import { findActivationCodeFrom, usableBy } from '../../activation';
import { formMessage, SIGN_UP_LIMITS, type LoginContext } from './context';
import { mailSignUp } from './pendingSignUps';

/**
 * The answer of a sign-up that mailed its address, whatever the mail said (issue 10 item 4); fast
 * login answers the same message with its code step.
 */
export function codeSent<T>(request: FastifyRequest, data: T) {
  return { ...ok(data), message: t(languageFrom(request.headers['accept-language']), 'signUpCodeSent') };
}

/**
 * Spec 1 §3 Registration form, with the activation code of the register route's query when there is
 * one. It signs no one in: a new address gets a code to confirm (login/confirmsignup), an address
 * with an account a mail to its owner, and the caller the same answer either way.
 */
export function signUp(app: FastifyInstance, context: LoginContext) {
  const { db, attempts } = context;
  app.handle('login/signUp', async (request) => {
    const application = await request.requireApplication();
    const body = request.body;
    // Only errors that do not depend on whether the address has an account.
    const errors: Record<string, MessageKey> = await policyErrors(db, application.id, body);
    if (body.password !== body.passwordRetry) errors.passwordRetry = 'passwordsDoNotMatch';
    const code = body.activationCode
      ? await findActivationCodeFrom(db, application.id, body.activationCode, request.ip)
      : null;
    if (body.activationCode && !code) errors.activationCode = 'activationCodeNotFound';
    if (code && !usableBy(code, null)) errors.activationCode = 'activationCodeTaken';
    if (Object.keys(errors).length) throw new ApiError(400, formMessage(errors), errors);

    const key = { applicationId: application.id, account: body.email, address: request.ip };
    if (await attempts.isLocked('signUp', key, SIGN_UP_LIMITS)) throw new ApiError(429, 'tooManySignUps');
    await attempts.record('signUp', key);
    const account = await findAccountByEmail(db, application.id, body.email);
    // Hashed for an existing address too, so both take the same time.
    const passwordHash = await hashPassword(body.password);
    mailSignUp(context, request, application, {
      pending: {
        applicationId: application.id,
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        language: languageFrom(request.headers['accept-language']),
        activationCode: body.activationCode || null,
      },
      hasAccount: Boolean(account),
      passwordMismatch: false,
    });
    return codeSent(request, { email: body.email });
  });
}
