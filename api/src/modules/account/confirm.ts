import type { FastifyInstance } from 'fastify';
import { CONFIRM_TYPE } from '@atrium/shared/contract';
import { isUniqueViolation, toBoolean } from '../../db';
import { closeConfirmedChange, emailTakenByAnother, pendingEmailOf } from '../../emailChanges';
import { ApiError } from '../../http/envelope';
import { answered, languageOf, userOf, type AccountContext } from './context';
import { consumeConfirmCode, issueConfirmCode, tooManyConfirmRequests } from './confirmCodes';
import { emailChangeCodeMail, emailConfirmMail, phoneConfirmText } from './mails';

/**
 * account/confirm (spec 1 §4, §7): key null with isLive true sends a code to the account's e-mail
 * address (mailed) or phone number (written to the outbox, addressed to the number, as there is no
 * SMS gateway); the key then confirms that address or number. While a new sign-in address waits
 * (issue 32 item 2), the e-mail's code goes to it, and its key makes it the sign-in address.
 */
export function confirmContact(app: FastifyInstance, { db, mailer }: AccountContext) {
  app.handle('account/confirm', async (request) => {
    const { userId, applicationId } = request.auth;
    const { type, key, isLive } = request.body;
    const user = await db('users')
      .join('applications', 'applications.id', 'users.application_id')
      .where({ 'users.id': userId, 'users.application_id': applicationId })
      .first(
        'users.email',
        'users.phone_number',
        'users.email_confirmed',
        'users.phone_number_confirmed',
        'applications.name',
      );
    if (!user) throw new ApiError(401, 'notLoggedIn');
    const isPhone = type === CONFIRM_TYPE.phone;
    const keyField = isPhone ? 'phoneKey' : 'emailKey';
    const pending = isPhone ? null : await pendingEmailOf(db, userId);
    const target: string | null = isPhone ? user.phone_number : (pending ?? user.email);
    if (!target) throw new ApiError(400, 'phoneNumberMissing', { phoneNumber: 'phoneNumberMissing' });

    if (key === null) {
      if (!isLive) throw new ApiError(400, 'confirmKeyRequired', { [keyField]: 'confirmKeyRequired' });
      if (!pending && toBoolean(isPhone ? user.phone_number_confirmed : user.email_confirmed)) {
        return answered(request, await userOf(db, request), 'alreadyConfirmed');
      }
      if (await tooManyConfirmRequests(db, userId, type)) throw new ApiError(429, 'tooManyConfirmRequests');
      const code = await issueConfirmCode(db, userId, type, target);
      const language = languageOf(request);
      if (isPhone) {
        const { subject, text } = phoneConfirmText(language, { brand: user.name, code });
        await db('outbox').insert({
          application_id: applicationId,
          to_address: target,
          kind: 'phoneConfirm',
          subject,
          body: text,
          created_at: new Date(),
        });
        app.log.warn({ to: target, text }, 'text message kept in the outbox (no SMS gateway)');
      } else {
        await mailer.send({
          applicationId,
          to: target,
          kind: 'emailConfirm',
          ...(pending ? emailChangeCodeMail : emailConfirmMail)(language, { brand: user.name, code }),
        });
      }
      return answered(request, await userOf(db, request), 'confirmCodeSent', { target });
    }

    // Taken since it was asked for: by an account whose owner proved that mailbox first.
    if (pending && (await emailTakenByAnother(db, applicationId, pending, userId))) {
      throw new ApiError(400, 'emailTaken', { email: 'emailTaken' });
    }
    const right = await db.transaction((trx) => consumeConfirmCode(trx, userId, type, target, key));
    if (!right) throw new ApiError(400, 'confirmCodeInvalid', { [keyField]: 'confirmCodeInvalid' });
    if (pending) {
      try {
        await db.transaction(async (trx) => {
          await trx('users')
            .where({ id: userId, application_id: applicationId })
            .update({ email: pending, email_confirmed: true, updated_at: new Date() });
          await closeConfirmedChange(trx, userId, pending);
        });
      } catch (error) {
        // Another account took the address between the check and the update.
        if (isUniqueViolation(error)) throw new ApiError(400, 'emailTaken', { email: 'emailTaken' });
        throw error;
      }
      return answered(request, await userOf(db, request), 'emailChanged');
    }
    await db('users')
      .where({ id: userId, application_id: applicationId })
      .update({ [isPhone ? 'phone_number_confirmed' : 'email_confirmed']: true, updated_at: new Date() });
    return answered(request, await userOf(db, request), isPhone ? 'phoneConfirmed' : 'emailConfirmed');
  });
}
