import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom, type MessageKey } from '../../i18n';
import { formMessage, SIGN_IN_LIMITS, type LoginContext } from './context';
import { passwordChangedMail } from './mails';

/**
 * account/changepassword (spec 1 §7 Account). It lives with the ways in because it is one: a
 * wrong current password counts as a failed sign-in of the account from that address, so the call
 * cannot be used to guess past the sign-in limit.
 */
export function changePassword(app: FastifyInstance, { db, attempts, mailer, sessions }: LoginContext) {
  app.handle('account/changepassword', async (request) => {
    const { userId, applicationId, sessionId } = request.auth;
    const { password, newPassword, newPasswordRetry } = request.body;
    const user = await db('users')
      .join('applications', 'applications.id', 'users.application_id')
      .where({ 'users.id': userId, 'users.application_id': applicationId })
      .first('users.email', 'users.password_hash', 'applications.name');
    if (!user) throw new ApiError(401, 'notLoggedIn');
    const key = { applicationId, account: user.email as string, address: request.ip };
    if (await attempts.isLocked('signin', key, SIGN_IN_LIMITS)) throw new ApiError(429, 'tooManyAttempts');

    const errors: Record<string, MessageKey> = {};
    if (!(await verifyPassword(password, user.password_hash))) {
      await attempts.record('signin', key);
      errors.password = 'wrongPassword';
    }
    if (newPassword !== newPasswordRetry) errors.newPasswordRetry = 'passwordsDoNotMatch';
    if (Object.keys(errors).length) throw new ApiError(400, formMessage(errors), errors);

    const now = new Date();
    await db('users')
      .where({ id: userId, application_id: applicationId })
      .update({ password_hash: await hashPassword(newPassword), password_update_date: now, updated_at: now });
    await attempts.clear('signin', key);
    // Every other device signs in again with the new password; this one stays signed in.
    await sessions.endAllOf(userId, sessionId);
    await mailer.send({
      applicationId,
      to: user.email,
      kind: 'passwordChanged',
      ...passwordChangedMail(languageFrom(request.headers['accept-language']), { brand: user.name }),
    });
    return ok(null);
  });
}
