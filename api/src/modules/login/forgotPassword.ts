import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom } from '../../i18n';
import { findAccountByEmail } from './accounts';
import { FAILURE_LIMITS, RESET_REQUEST_LIMITS, type LoginContext } from './context';
import { passwordChangedMail, passwordResetMail } from './mails';
import { consumeResetCode, issueResetCode } from './resetCodes';

/** Spec 1 §3 Forgot form: a code by e-mail (sent again on request), then the code and a new password. */
export function forgotPassword(
  app: FastifyInstance,
  { db, attempts, mailer, publicUrl, afterAnswer, sessions, signedIn }: LoginContext,
) {
  // forgotpassword and its resend answer alike, in the same time, whether or not the address has an
  // account: the code and its mail are made after the answer. Requests count per account + address
  // and per address, never per account, so a stranger cannot use up the owner's requests.
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
      const language = languageFrom(request.headers['accept-language']);
      if (account) {
        afterAnswer(request, 'reset code mail', async () => {
          const code = await issueResetCode(db, application.id, account.id);
          const query = new URLSearchParams({ code, email }).toString();
          const link = publicUrl && `${publicUrl}/${application.slug}/forgot-password?${query}`;
          await mailer.send({
            applicationId: application.id,
            to: email,
            kind: 'passwordReset',
            ...passwordResetMail(language, { brand: application.name, code, link }),
          });
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
    if (await attempts.isLocked('resetCode', key, FAILURE_LIMITS)) throw new ApiError(429, 'tooManyAttempts');

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
      // Only this address slows down: the owner's code keeps working (8 digits; docs/decisions.md).
      await attempts.record('resetCode', key);
      throw new ApiError(400, 'resetCodeInvalid', { resetToken: 'resetCodeInvalid' });
    }
    // Whoever holds the mailbox owns the account: earlier wrong passwords from here no longer lock it.
    await attempts.clear('resetCode', key);
    await attempts.clear('signin', key);
    // Whoever knew the old password (or holds a stolen token) is signed out everywhere.
    await sessions.endAllOf(account.id);
    await mailer.send({
      applicationId: application.id,
      to: email,
      kind: 'passwordChanged',
      ...passwordChangedMail(languageFrom(request.headers['accept-language']), { brand: application.name }),
    });
    return ok(await signedIn(account.id, application.id));
  });
}
