import { createHash, randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { SIGN_UP_CODE_LENGTH } from '@atrium/shared/contract';
import type { NewAccount } from './accounts';
import { SIGN_UP_CODE_TTL_MS } from './constants';
import type { LoginContext } from './context';
import { accountExistsMail, signUpCodeMail } from './mails';

/** A sign-up waiting for the code mailed to its address (issue 10 item 4): the account it will make. */
export interface PendingSignUp extends Omit<NewAccount, 'emailConfirmed'> {
  /** The register link's or fast login's activation code, applied when the account is made. */
  activationCode: string | null;
}

const hash = (applicationId: string, email: string, code: string) =>
  createHash('sha256').update(`${applicationId}:${email}:${code}`).digest('hex');

/** Keeps the sign-up (replacing an earlier one of the address, whose code then stops working) and answers its code. */
async function keepPendingSignUp(db: Knex, pending: PendingSignUp): Promise<string> {
  const code = String(randomInt(0, 10 ** SIGN_UP_CODE_LENGTH)).padStart(SIGN_UP_CODE_LENGTH, '0');
  await db.transaction(async (trx) => {
    await trx('pending_sign_ups').where({ application_id: pending.applicationId, email: pending.email }).delete();
    await trx('pending_sign_ups').insert({
      application_id: pending.applicationId,
      email: pending.email,
      password_hash: pending.passwordHash,
      first_name: pending.firstName,
      last_name: pending.lastName,
      language_code: pending.language,
      activation_code: pending.activationCode,
      code_hash: hash(pending.applicationId, pending.email, code),
      expires_at: new Date(Date.now() + SIGN_UP_CODE_TTL_MS),
    });
  });
  return code;
}

/** The address's pending sign-up when `code` is its code and still works. */
export async function findPendingSignUp(
  db: Knex,
  applicationId: string,
  email: string,
  code: string,
): Promise<(PendingSignUp & { id: number }) | undefined> {
  const row = await db('pending_sign_ups')
    .where({ application_id: applicationId, email, code_hash: hash(applicationId, email, code) })
    .andWhere('expires_at', '>', new Date())
    .first();
  return (
    row && {
      id: row.id,
      applicationId,
      email,
      passwordHash: row.password_hash,
      firstName: row.first_name,
      lastName: row.last_name,
      language: row.language_code === 'tr' ? 'tr' : 'en',
      activationCode: row.activation_code ?? null,
    }
  );
}

/**
 * What login/signUp and a fast login that did not sign in do once the answer is decided: a new
 * address gets a pending sign-up and its code, one with an account a note to its owner. Either way
 * one mail, after the answer, so neither the answer nor its timing tells them apart.
 */
export function mailSignUp(
  { db, mailer, publicUrl, afterAnswer }: LoginContext,
  request: FastifyRequest,
  application: { id: string; slug: string; name: string },
  { pending, hasAccount, passwordMismatch }: { pending: PendingSignUp; hasAccount: boolean; passwordMismatch: boolean },
): void {
  const mail = { applicationId: application.id, to: pending.email };
  afterAnswer(request, 'sign-up mail', async () => {
    if (hasAccount) {
      await mailer.send({
        ...mail,
        kind: 'accountExists',
        ...accountExistsMail(pending.language, { brand: application.name, passwordMismatch }),
      });
      return;
    }
    const code = await keepPendingSignUp(db, pending);
    const query = new URLSearchParams({ code, email: pending.email }).toString();
    const link = publicUrl && `${publicUrl}/${application.slug}/register?${query}`;
    await mailer.send({
      ...mail,
      kind: 'signUpCode',
      ...signUpCodeMail(pending.language, { brand: application.name, code, link }),
    });
  });
}
