import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth';
import { isUniqueViolation } from '../../db';
import { findOpenUndo, spendUndo } from '../../emailChanges';
import { ApiError, ok } from '../../http/envelope';
import { languageFrom } from '../../i18n';
import { FAILURE_LIMITS, type LoginContext } from './context';
import { passwordChangedMail } from './mails';

/**
 * login/undoemailchange (issue 32 item 2): the undo code mailed to the old address of a sign-in
 * e-mail change makes that address the sign-in address again, before or after the new one was
 * confirmed. Whoever made the change knew the password, so the undo sets a new one, signs out every
 * device and signs in here. The code is 80 bits; wrong ones still count per address, as any code.
 */
export function undoEmailChange(app: FastifyInstance, { db, attempts, mailer, sessions, signedIn }: LoginContext) {
  app.handle('login/undoemailchange', async (request) => {
    const application = await request.requireApplication();
    const { code, password, passwordRetry } = request.body;
    if (password !== passwordRetry) {
      throw new ApiError(400, 'passwordsDoNotMatch', { passwordRetry: 'passwordsDoNotMatch' });
    }
    const key = { applicationId: application.id, account: '', address: request.ip };
    const limits = { perAddress: FAILURE_LIMITS.perAddress };
    if (await attempts.isLocked('emailUndo', key, limits)) throw new ApiError(429, 'tooManyCodeAttempts');

    const undo = await findOpenUndo(db, application.id, code);
    const passwordHash = await hashPassword(password);
    let restored = false;
    try {
      restored =
        !!undo &&
        (await db.transaction(async (trx) => {
          if (!(await spendUndo(trx, undo))) return false;
          const now = new Date();
          // The old address proved itself by the code in its mail.
          await trx('users').where({ id: undo.userId, application_id: application.id }).update({
            email: undo.oldEmail,
            email_confirmed: true,
            password_hash: passwordHash,
            password_update_date: now,
            updated_at: now,
          });
          return true;
        }));
    } catch (error) {
      // Only the owner of that mailbox can have claimed it since (every way to an address needs its code).
      if (isUniqueViolation(error)) throw new ApiError(400, 'undoAddressTaken');
      throw error;
    }
    if (!undo || !restored) {
      await attempts.record('emailUndo', key);
      throw new ApiError(400, 'undoCodeInvalid', { code: 'undoCodeInvalid' });
    }
    // Whoever changed the address is signed out everywhere, and the owner's earlier wrong passwords are forgiven.
    await sessions.endAllOf(undo.userId);
    await attempts.clear('signin', { applicationId: application.id, account: undo.oldEmail, address: request.ip });
    await mailer.send({
      applicationId: application.id,
      to: undo.oldEmail,
      kind: 'passwordChanged',
      ...passwordChangedMail(languageFrom(request.headers['accept-language']), { brand: application.name }),
    });
    return ok(await signedIn(undo.userId, application.id));
  });
}
