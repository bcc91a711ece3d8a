import type { FastifyInstance } from 'fastify';
import { NEW_PASSWORD_MIN_LENGTH } from '@atrium/shared/contract';
import { hashPassword, verifyPassword } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom, type MessageKey } from '../../i18n';
import { findAccountByEmail, policyErrors } from './accounts';
import { activate, usableBy } from '../../activation';
import { formMessage, SIGN_IN_LIMITS, SIGN_UP_LIMITS, type LoginContext } from './context';
import { mailSignUp } from './pendingSignUps';
import { codeSent } from './signUp';

/**
 * Spec 1 §4 Fast login progressive form: the code, then the e-mail, then the password. The right
 * password of an account signs in; anything else (a new address, or a wrong password) mails the
 * address as login/signUp does and answers codeRequired alike (issue 10 item 4).
 */
export function fastLogin(app: FastifyInstance, context: LoginContext) {
  const { db, attempts, activationCodeOf, requireProof, signedIn } = context;
  app.handle('login/fastlogin', async (request) => {
    const application = await request.requireApplication();
    const { emailAddress, password } = request.body;
    const code = await activationCodeOf(application.id, request.body.activationCode, request.ip);
    const step = (ask: {
      emailRequired?: boolean;
      passwordRequired?: boolean;
      codeRequired?: boolean;
      email?: string;
    }) => ({
      token: null,
      eventId: null,
      slug: null,
      emailRequired: false,
      passwordRequired: false,
      codeRequired: false,
      email: null,
      ...ask,
    });
    if (!emailAddress) return ok(step({ emailRequired: true }));

    const account = await findAccountByEmail(db, application.id, emailAddress);
    if (!usableBy(code, account?.id ?? null)) {
      throw new ApiError(400, 'activationCodeTaken', { activationCode: 'activationCodeTaken' });
    }
    if (!password) return ok(step({ passwordRequired: true, email: emailAddress }));

    // Checked for every address alike, before anything else, so they cannot tell whether it has an account.
    const errors: Record<string, MessageKey> = await policyErrors(db, application.id, request.body);
    if (password.length < NEW_PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
    if (Object.keys(errors).length) throw new ApiError(400, formMessage(errors), errors);

    const key = { applicationId: application.id, account: emailAddress, address: request.ip };
    if (await attempts.isLocked('signin', key, SIGN_IN_LIMITS)) throw new ApiError(429, 'tooManyAttempts');
    await requireProof(request, application.id, request.body.proof);
    // One scrypt on either path: the check of an account's password, or the hash of a new one.
    if (account && (await verifyPassword(password, account.passwordHash))) {
      await attempts.clear('signin', key);
      if (!(await db.transaction((trx) => activate(trx, code, account.id)))) {
        throw new ApiError(400, 'activationCodeTaken', { activationCode: 'activationCodeTaken' });
      }
      return ok({
        ...step({ email: emailAddress }),
        ...(await signedIn(account.id, application.id)),
        eventId: code.eventId,
        slug: code.eventSlug,
      });
    }
    const passwordHash = account ? '' : await hashPassword(password);
    if (await attempts.isLocked('signUp', key, SIGN_UP_LIMITS)) throw new ApiError(429, 'tooManySignUps');
    await attempts.record('signin', key);
    await attempts.record('signUp', key);
    mailSignUp(context, request, application, {
      pending: {
        applicationId: application.id,
        email: emailAddress,
        passwordHash,
        // Fast login asks for no name; the part before @ stands in until the profile is edited.
        firstName: emailAddress.split('@')[0].slice(0, 100),
        lastName: '',
        language: languageFrom(request.headers['accept-language']),
        activationCode: request.body.activationCode,
      },
      hasAccount: Boolean(account),
      passwordMismatch: true,
    });
    return codeSent(request, step({ codeRequired: true, email: emailAddress }));
  });
}
