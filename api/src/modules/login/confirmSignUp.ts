import type { FastifyInstance } from 'fastify';
import { activate, findActivationCode } from '../../activation';
import { ApiError, ok } from '../../http/envelope';
import { createAccount, findAccountByEmail } from './accounts';
import { FAILURE_LIMITS, type LoginContext } from './context';
import { welcomeMail } from './mails';
import { findPendingSignUp } from './pendingSignUps';

/**
 * login/confirmsignup (not in the spec; issue 10 item 4): the code mailed by login/signUp or fast
 * login makes the account, gives it the activation code's event and signs it in. The code proves the
 * mailbox, so the address counts as confirmed.
 */
export function confirmSignUp(app: FastifyInstance, { db, attempts, mailer, signedIn }: LoginContext) {
  app.handle('login/confirmsignup', async (request) => {
    const application = await request.requireApplication();
    const { email, code } = request.body;
    const key = { applicationId: application.id, account: email, address: request.ip };
    if (await attempts.isLocked('signUpCode', key, FAILURE_LIMITS)) throw new ApiError(429, 'tooManyAttempts');

    const pending = await findPendingSignUp(db, application.id, email, code);
    // An address that got an account meanwhile answers as a wrong code: the answer tells nothing new.
    if (!pending || (await findAccountByEmail(db, application.id, email))) {
      await attempts.record('signUpCode', key);
      throw new ApiError(400, 'signUpCodeInvalid', { code: 'signUpCodeInvalid' });
    }
    const activationCode = pending.activationCode
      ? await findActivationCode(db, application.id, pending.activationCode)
      : undefined;
    const userId = await db.transaction(async (trx) => {
      const id = await createAccount(trx, { ...pending, emailConfirmed: true });
      if (activationCode && !(await activate(trx, activationCode, id))) {
        throw new ApiError(400, 'activationCodeTaken', { activationCode: 'activationCodeTaken' });
      }
      await trx('pending_sign_ups').where({ id: pending.id }).delete();
      return id;
    });
    await attempts.clear('signUpCode', key);
    await mailer.send({
      applicationId: application.id,
      to: email,
      kind: 'welcome',
      ...welcomeMail(pending.language, { brand: application.name, firstName: pending.firstName }),
    });
    return ok({
      ...(await signedIn(userId, application.id)),
      eventId: activationCode?.eventId ?? null,
      slug: activationCode?.eventSlug ?? null,
    });
  });
}
