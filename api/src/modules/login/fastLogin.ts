import type { FastifyInstance } from 'fastify';
import { NEW_PASSWORD_MIN_LENGTH } from '@atrium/shared/contract';
import { hashPassword, verifyPassword } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom, type MessageKey } from '../../i18n';
import { createAccount, findAccountByEmail, policyErrors } from './accounts';
import { activate, usableBy } from '../../activation';
import { formMessage, SIGNIN_LIMITS, type LoginContext } from './context';
import { welcomeMail } from './mails';

/** Spec 1 §4 Fast login progressive form: the code, then the e-mail, then the password. */
export function fastLogin(app: FastifyInstance, { db, attempts, mailer, activationCodeOf, signedIn }: LoginContext) {
  app.handle('login/fastlogin', async (request) => {
    const application = await request.requireApplication();
    const { emailAddress, password } = request.body;
    const code = await activationCodeOf(application.id, request.body.activationCode);
    const step = (ask: { emailRequired?: boolean; passwordRequired?: boolean; email?: string }) =>
      ok({
        token: null,
        eventId: null,
        slug: null,
        emailRequired: false,
        passwordRequired: false,
        email: null,
        ...ask,
      });
    if (!emailAddress) return step({ emailRequired: true });

    const account = await findAccountByEmail(db, application.id, emailAddress);
    if (!usableBy(code, account?.id ?? null)) {
      throw new ApiError(400, 'activationCodeTaken', { activationCode: 'activationCodeTaken' });
    }
    if (!password) return step({ passwordRequired: true, email: emailAddress });

    const key = { applicationId: application.id, account: emailAddress, address: request.ip };
    if (account) {
      if (await attempts.isLocked('signin', key, SIGNIN_LIMITS)) throw new ApiError(429, 'tooManyAttempts');
      if (!(await verifyPassword(password, account.passwordHash))) {
        await attempts.record('signin', key);
        throw new ApiError(400, 'wrongPassword', { password: 'wrongPassword' });
      }
      await attempts.clear('signin', key);
    } else {
      // No account yet: the code makes one, with the password just typed and the policies accepted.
      const errors: Record<string, MessageKey> = await policyErrors(db, application.id, request.body);
      if (password.length < NEW_PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
      if (Object.keys(errors).length) throw new ApiError(400, formMessage(errors), errors);
    }

    const language = languageFrom(request.headers['accept-language']);
    // Fast login asks for no name; the part before @ stands in until the profile is edited.
    const firstName = emailAddress.split('@')[0].slice(0, 100);
    // Hashed before the transaction, so the database is not held while scrypt runs.
    const newAccount = account
      ? null
      : {
          applicationId: application.id,
          email: emailAddress,
          passwordHash: await hashPassword(password),
          firstName,
          lastName: '',
          language,
        };
    const userId = await db.transaction(async (trx) => {
      const id = newAccount ? await createAccount(trx, newAccount) : account?.id;
      if (!id || !(await activate(trx, code, id))) {
        throw new ApiError(400, 'activationCodeTaken', { activationCode: 'activationCodeTaken' });
      }
      return id;
    });
    if (newAccount) {
      await mailer.send({
        applicationId: application.id,
        to: emailAddress,
        kind: 'welcome',
        ...welcomeMail(language, { brand: application.name, firstName }),
      });
    }
    return ok({
      ...signedIn(userId, application.id),
      eventId: code.eventId,
      slug: code.eventSlug,
      emailRequired: false,
      passwordRequired: false,
      email: emailAddress,
    });
  });
}
