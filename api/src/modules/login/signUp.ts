import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom, type MessageKey } from '../../i18n';
import { createAccount, findAccountByEmail, policyErrors } from './accounts';
import { activate, findActivationCode, usableBy } from '../../activation';
import { formMessage, type LoginContext } from './context';
import { welcomeMail } from './mails';

/** Spec 1 §3 Registration form, with the activation code of the register route's query when there is one. */
export function signUp(app: FastifyInstance, { db, mailer, signedIn }: LoginContext) {
  app.handle('login/signUp', async (request) => {
    const application = await request.requireApplication();
    const body = request.body;
    const errors: Record<string, MessageKey> = await policyErrors(db, application.id, body);
    if (body.password !== body.passwordRetry) errors.passwordRetry = 'passwordsDoNotMatch';
    const code = body.activationCode ? await findActivationCode(db, application.id, body.activationCode) : null;
    if (body.activationCode && !code) errors.activationCode = 'activationCodeNotFound';
    if (code && !usableBy(code, null)) errors.activationCode = 'activationCodeTaken';
    if (await findAccountByEmail(db, application.id, body.email)) errors.email = 'emailTaken';
    if (Object.keys(errors).length) throw new ApiError(400, formMessage(errors), errors);

    const language = languageFrom(request.headers['accept-language']);
    const passwordHash = await hashPassword(body.password);
    const userId = await db.transaction(async (trx) => {
      const id = await createAccount(trx, {
        applicationId: application.id,
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        language,
      });
      if (code && !(await activate(trx, code, id))) {
        throw new ApiError(400, 'activationCodeTaken', { activationCode: 'activationCodeTaken' });
      }
      return id;
    });
    await mailer.send({
      applicationId: application.id,
      to: body.email,
      kind: 'welcome',
      ...welcomeMail(language, { brand: application.name, firstName: body.firstName }),
    });
    return ok(signedIn(userId, application.id));
  });
}
