import { createHash, randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { RESET_CODE_LENGTH } from '@atrium/shared/contract';
import { RESET_CODE_TTL_MS } from './constants';

const hash = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** A new code of RESET_CODE_LENGTH digits for the user, valid for RESET_CODE_TTL_MS. Earlier open codes stay valid until used or expired. */
export async function issueResetCode(db: Knex, applicationId: string, userId: string): Promise<string> {
  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
  const now = new Date();
  await db('password_resets').insert({
    application_id: applicationId,
    user_id: userId,
    code_hash: hash(userId, code),
    created_at: now,
    expires_at: new Date(now.getTime() + RESET_CODE_TTL_MS),
  });
  return code;
}

/**
 * Uses the code once: true when it is one of the user's open, unexpired codes. Using one withdraws
 * all the others, and of two requests racing with the same code only one wins.
 */
export async function consumeResetCode(trx: Knex.Transaction, userId: string, code: string): Promise<boolean> {
  const now = new Date();
  const open = await trx('password_resets')
    .where({ user_id: userId, code_hash: hash(userId, code) })
    .whereNull('used_at')
    .andWhere('expires_at', '>', now)
    .first('id');
  if (!open) return false;
  const taken = await trx('password_resets').where({ id: open.id }).whereNull('used_at').update({ used_at: now });
  if (!taken) return false;
  await withdrawResetCodes(trx, userId);
  return true;
}

/** Ends every open code of the user once one was used. */
async function withdrawResetCodes(db: Knex, userId: string): Promise<void> {
  await db('password_resets').where({ user_id: userId }).whereNull('used_at').update({ used_at: new Date() });
}
