import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom } from '../../i18n';
import { findAccountByEmail } from './accounts';
import { RESET_CODE_LIMITS, RESET_REQUEST_LIMITS, type LoginContext } from './context';
import { passwordChangedMail, passwordResetMail } from './mails';
import { consumeResetCode, issueResetCode, withdrawResetCodes } from './resetCodes';

/** Spec 1 §3 Forgot form: a code by e-mail (sent again on request), then the code and a new password. */
export function forgotPassword(app: FastifyInstance, { db, attempts, mailer, publicUrl, signedIn }: LoginContext) {
  // forgotpassword and its resend answer alike whether or not the address has an account.
  const sendResetCode = (name: 'login/forgotpassword' | 'Login/ResendUserPasswordWithEmail') =>
    app.handle(name, async (request) => {
      const application = await request.requireApplication();
      const { email } = request.body;
      const key = { applicationId: application.id, account: email, address: request.ip };
      if (await attempts.isLocked('resetRequest', key, RESET_REQUEST_LIMITS)) {
        throw new ApiError(429, 'tooManyResetRequests');
      }
      await attempts.record('resetRequest', key);
      const account = await findAccountByEmail(db, application.id, email);
      if (account) {
        const code = await issueResetCode(db, application.id, account.id);
        const query = new URLSearchParams({ code, email }).toString();
        const link = publicUrl && `${publicUrl}/${application.slug}/forgot-password?${query}`;
        await mailer.send({
          applicationId: application.id,
          to: email,
          kind: 'passwordReset',
          ...passwordResetMail(languageFrom(request.headers['accept-language']), {
            brand: application.name,
            code,
            link,
          }),
        });
      }
      return ok({ email });
    });
  sendResetCode('login/forgotpassword');
  sendResetCode('Login/ResendUserPasswordWithEmail');

  app.handle('login/resetpassword', async (request) => {
    const application = await request.requireApplication();
    const { email, password, passwordRetry, resetToken } = request.body;
    if (password !== passwordRetry) {
      throw new ApiError(400, 'passwordsDoNotMatch', { passwordRetry: 'passwordsDoNotMatch' });
    }
    const key = { applicationId: application.id, account: email, address: request.ip };
    if (await attempts.isLocked('resetCode', key, RESET_CODE_LIMITS)) throw new ApiError(429, 'tooManyAttempts');

    const account = await findAccountByEmail(db, application.id, email);
    const passwordHash = await hashPassword(password);
    const reset =
      account &&
      (await db.transaction(async (trx) => {
        if (!(await consumeResetCode(trx, account.id, resetToken))) return false;
        const now = new Date();
        await trx('users')
          .where({ id: account.id, application_id: application.id })
          .update({ password_hash: passwordHash, password_update_date: now, updated_at: now });
        return true;
      }));
    if (!account || !reset) {
      await attempts.record('resetCode', key);
      // Guessing stops here: once the account used up its tries, no open code works any more.
      if (account && (await attempts.isLocked('resetCode', key, RESET_CODE_LIMITS))) {
        await withdrawResetCodes(db, account.id);
      }
      throw new ApiError(400, 'resetCodeInvalid', { resetToken: 'resetCodeInvalid' });
    }
    // Whoever holds the mailbox owns the account: earlier wrong passwords no longer lock it.
    await attempts.clear('resetCode', key);
    await attempts.clear('signin', key);
    await mailer.send({
      applicationId: application.id,
      to: email,
      kind: 'passwordChanged',
      ...passwordChangedMail(languageFrom(request.headers['accept-language']), { brand: application.name }),
    });
    return ok(signedIn(account.id, application.id));
  });
}
