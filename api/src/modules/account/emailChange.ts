import type { FastifyRequest } from 'fastify';
import { CONFIRM_TYPE } from '@atrium/shared/contract';
import { verifyPassword } from '../../auth';
import { emailChangedMail, emailTakenByAnother } from '../../emailChanges';
import { ApiError } from '../../http/envelope';
import type { Language } from '../../i18n';
import { SIGN_IN_LIMITS } from '../login';
import type { AccountContext } from './context';
import { issueConfirmCode, tooManyConfirmRequests } from './confirmCodes';
import { emailChangeCodeMail } from './mails';

/** The caller's row as a sign-in e-mail change needs it. */
export interface ChangingUser {
  userId: string;
  applicationId: string;
  email: string;
  passwordHash: string;
  language: Language;
  brand: string;
  slug: string;
}

/**
 * Issue 32 item 2: a new sign-in address needs the current password, which counts as a sign-in
 * (a wrong one is a failed attempt, and a locked account stays locked), so a stolen token alone
 * cannot move the account to another mailbox. The address must be free in the brand, and a code
 * must be left to send it.
 */
export async function allowEmailChange(
  { db, attempts }: AccountContext,
  request: FastifyRequest,
  user: ChangingUser,
  newEmail: string,
  password: string | undefined,
): Promise<void> {
  if (!password) throw new ApiError(400, 'fieldRequired', { password: 'fieldRequired' });
  const key = { applicationId: user.applicationId, account: user.email, address: request.ip };
  if (await attempts.isLocked('signin', key, SIGN_IN_LIMITS)) throw new ApiError(429, 'tooManyAttempts');
  if (!(await verifyPassword(password, user.passwordHash))) {
    await attempts.record('signin', key);
    throw new ApiError(400, 'wrongPassword', { password: 'wrongPassword' });
  }
  await attempts.clear('signin', key);
  // Only once the password is right: a token alone does not learn which addresses have accounts.
  if (await emailTakenByAnother(db, user.applicationId, newEmail, user.userId)) {
    throw new ApiError(400, 'emailTaken', { email: 'emailTaken' });
  }
  if (await tooManyConfirmRequests(db, user.userId, CONFIRM_TYPE.email)) {
    throw new ApiError(429, 'tooManyConfirmRequests');
  }
}

/**
 * The mails of a change just started: the code to the new address (in the caller's language, who
 * reads it), and to the old one what happened and its undo code (in the account's language).
 */
export async function mailEmailChange(
  { db, mailer, publicUrl }: AccountContext,
  user: ChangingUser,
  { newEmail, undoCode, callerLanguage }: { newEmail: string; undoCode: string; callerLanguage: Language },
): Promise<void> {
  const code = await issueConfirmCode(db, user.userId, CONFIRM_TYPE.email, newEmail);
  await mailer.send({
    applicationId: user.applicationId,
    to: newEmail,
    kind: 'emailConfirm',
    ...emailChangeCodeMail(callerLanguage, { brand: user.brand, code }),
  });
  const query = new URLSearchParams({ code: undoCode }).toString();
  await mailer.send({
    applicationId: user.applicationId,
    to: user.email,
    kind: 'emailChanged',
    ...emailChangedMail(user.language, {
      brand: user.brand,
      newEmail,
      code: undoCode,
      link: publicUrl && `${publicUrl}/${user.slug}/undo-email-change?${query}`,
    }),
  });
}
