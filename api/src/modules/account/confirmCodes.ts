import { createHash, randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { CONFIRM_KEY_LENGTH, type ConfirmType } from '@atrium/shared/contract';

// account/confirm's codes (spec 1 §4 "Email and phone confirmation"), as login's reset codes:
// hashed, expiring, used once; and limited, since 6 digits are few (docs/decisions.md).

const MINUTE = 60 * 1000;
/** How long a confirmation code works. */
export const CONFIRM_CODE_TTL_MS = 15 * MINUTE;
/** Codes one user may ask for, per type, inside CONFIRM_CODE_TTL_MS. */
export const MAX_CONFIRM_REQUESTS = 5;
/** Wrong keys a code survives: the next wrong one withdraws it. */
export const MAX_CONFIRM_FAILURES = 5;

const hash = (userId: string, type: ConfirmType, target: string, code: string) =>
  createHash('sha256').update(`${userId}:${type}:${target}:${code}`).digest('hex');

/** True when the user asked for MAX_CONFIRM_REQUESTS codes of this type in the last CONFIRM_CODE_TTL_MS. */
export async function tooManyConfirmRequests(db: Knex, userId: string, type: ConfirmType): Promise<boolean> {
  const row = await db('confirmation_codes')
    .where({ user_id: userId, type })
    .andWhere('created_at', '>', new Date(Date.now() - CONFIRM_CODE_TTL_MS))
    .count<{ count: string | number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0) >= MAX_CONFIRM_REQUESTS;
}

/** A new code for `target` (the e-mail address or phone number it is sent to). */
export async function issueConfirmCode(db: Knex, userId: string, type: ConfirmType, target: string): Promise<string> {
  const code = String(randomInt(0, 10 ** CONFIRM_KEY_LENGTH)).padStart(CONFIRM_KEY_LENGTH, '0');
  const now = new Date();
  await db('confirmation_codes').insert({
    user_id: userId,
    type,
    target,
    code_hash: hash(userId, type, target, code),
    created_at: now,
    expires_at: new Date(now.getTime() + CONFIRM_CODE_TTL_MS),
  });
  return code;
}

/**
 * Uses the key once: true when it is an open code of the user for this type and this very target
 * (a code sent to an address changed since confirms nothing). Success withdraws the other codes; a
 * wrong key counts against every open code, and a code with MAX_CONFIRM_FAILURES wrong keys is over.
 */
export async function consumeConfirmCode(
  trx: Knex.Transaction,
  userId: string,
  type: ConfirmType,
  target: string,
  key: string,
): Promise<boolean> {
  const now = new Date();
  const open = () =>
    trx('confirmation_codes')
      .where({ user_id: userId, type })
      .whereNull('used_at')
      .andWhere('expires_at', '>', now)
      .andWhere('failures', '<', MAX_CONFIRM_FAILURES);
  const found = await open()
    .andWhere({ target, code_hash: hash(userId, type, target, key) })
    .first('id');
  if (!found) {
    await open().increment('failures', 1);
    return false;
  }
  const taken = await trx('confirmation_codes').where({ id: found.id }).whereNull('used_at').update({ used_at: now });
  if (!taken) return false;
  await trx('confirmation_codes').where({ user_id: userId, type }).whereNull('used_at').update({ used_at: now });
  return true;
}
