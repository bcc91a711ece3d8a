import type { Knex } from 'knex';
import { createAttempts } from '../attempts';
import { ApiError } from '../http/envelope';

// Activation codes (spec 1 §3, §7): one rule for every way a code is used (fast login, sign-up,
// Participant/ActivateEvent), so a personal code can't be taken by another account on any path.

export interface ActivationCode {
  id: number;
  eventId: string;
  eventSlug: string;
  /** 'event': anyone, any number of times; 'personal': one account (DESIGN "Demo data"). */
  kind: 'event' | 'personal';
  /** The account a personal code belongs to; null while nobody has used it. */
  userId: string | null;
}

/** A code of this application whose event is of this application too (tenancy). */
export async function findActivationCode(
  db: Knex,
  applicationId: string,
  code: string,
): Promise<ActivationCode | undefined> {
  const row = await db('activation_codes as c')
    .join('events as e', function joinEvent() {
      this.on('e.id', '=', 'c.event_id').andOn('e.application_id', '=', 'c.application_id');
    })
    .where({ 'c.application_id': applicationId, 'c.code': code })
    .first('c.id', 'c.event_id', 'e.slug', 'c.kind', 'c.user_id');
  if (!row) return undefined;
  return {
    id: row.id,
    eventId: row.event_id,
    eventSlug: row.slug,
    kind: row.kind === 'personal' ? 'personal' : 'event',
    userId: row.user_id ?? null,
  };
}

/**
 * Wrong activation codes from one address inside the attempt window (fast login, sign-up and
 * Participant/ActivateEvent together) before that address may try no more: 13 characters are
 * guessable only by volume (docs/decisions.md).
 */
export const MAX_ACTIVATION_CODE_FAILURES_PER_ADDRESS = 20;

/**
 * findActivationCode for a caller at `address`: refused with 429 once the address used up its wrong
 * codes, and a wrong code counts against it. Undefined when the code is not one of the application's.
 */
export async function findActivationCodeFrom(
  db: Knex,
  applicationId: string,
  code: string,
  address: string,
): Promise<ActivationCode | undefined> {
  const attempts = createAttempts(db);
  const key = { applicationId, account: '', address };
  const limits = { perAddress: MAX_ACTIVATION_CODE_FAILURES_PER_ADDRESS };
  if (await attempts.isLocked('activationCode', key, limits)) throw new ApiError(429, 'tooManyCodeAttempts');
  const found = await findActivationCode(db, applicationId, code);
  if (!found) await attempts.record('activationCode', key);
  return found;
}

/** Whether an account may use the code: a personal one only by its owner, or by anyone while unclaimed. */
export function usableBy(code: ActivationCode, userId: string | null): boolean {
  return code.kind === 'event' || code.userId === null || code.userId === userId;
}

/**
 * Gives the user the code's event. An event they already attend stays as it is; a personal code
 * still unclaimed becomes theirs. False when someone else claimed the personal code first.
 */
export async function activate(trx: Knex.Transaction, code: ActivationCode, userId: string): Promise<boolean> {
  if (code.kind === 'personal') {
    const claimed = await trx('activation_codes')
      .where({ id: code.id })
      .whereNull('user_id')
      .update({ user_id: userId });
    if (!claimed) {
      const row = await trx('activation_codes').where({ id: code.id }).first('user_id');
      if (row?.user_id !== userId) return false;
    }
  }
  await trx('event_attendees')
    .insert({ event_id: code.eventId, user_id: userId, created_at: new Date() })
    .onConflict(['event_id', 'user_id'])
    .ignore();
  return true;
}
