import type { Knex } from 'knex';

// Failure limits of the ways in and of activation codes (issue 10 item 4). A service beside
// src/auth, since login and Participant/ActivateEvent both count.

/** The sliding window every attempt limit counts in (docs/decisions.md). */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * 'signin': a wrong password; 'resetCode': a wrong reset code; 'resetRequest': a reset code asked for;
 * 'signUp': a sign-up asked for; 'signUpCode': a wrong sign-up code; 'activationCode': a wrong activation code;
 * 'emailUndo': a wrong undo code of a sign-in e-mail change.
 */
export type AttemptKind =
  'signin' | 'resetCode' | 'resetRequest' | 'signUp' | 'signUpCode' | 'activationCode' | 'emailUndo';

/** Who tried: the account (application + e-mail, known or not; '' when none is named) and the caller's address. */
export interface AttemptKey {
  applicationId: string;
  account: string;
  address: string;
}

export interface AttemptLimits {
  /**
   * Tries of one account from one address. Never per account alone: a stranger could then lock
   * its owner out, which is why the right password from another address still works.
   */
  perPair?: number;
  /**
   * Tries from one address over every account (credential stuffing). Unset for the sign-in
   * password (issue 32 item 1): past its threshold a proof of work is asked instead (addressCount).
   */
  perAddress?: number;
}

/**
 * A sliding-window counter over the `auth_attempts` table. Rows older than the window are pruned
 * as new ones arrive, so the table holds at most one window of attempts.
 */
export function createAttempts(db: Knex, now: () => Date = () => new Date()) {
  const since = () => new Date(now().getTime() - FAILURE_WINDOW_MS);

  async function count(query: Knex.QueryBuilder): Promise<number> {
    const row = await query.count<{ count: string | number }[]>({ count: '*' }).first();
    return Number(row?.count ?? 0);
  }

  const address = (key: AttemptKey) => key.address.slice(0, 64);

  return {
    /** True when the pair or the address used up its attempts inside the window. */
    async isLocked(kind: AttemptKind, key: AttemptKey, limits: AttemptLimits): Promise<boolean> {
      const from = since();
      const byAddress = db('auth_attempts')
        .where({ kind, address: address(key) })
        .andWhere('created_at', '>', from);
      if (limits.perPair !== undefined) {
        const byPair = byAddress.clone().where({ application_id: key.applicationId, account: key.account });
        if ((await count(byPair)) >= limits.perPair) return true;
      }
      return limits.perAddress !== undefined && (await count(byAddress)) >= limits.perAddress;
    },

    /** True when the address reached `threshold` attempts of this kind inside the window, over every account. */
    async addressReached(kind: AttemptKind, key: AttemptKey, threshold: number): Promise<boolean> {
      const byAddress = db('auth_attempts')
        .where({ kind, address: address(key) })
        .andWhere('created_at', '>', since());
      return (await count(byAddress)) >= threshold;
    },

    async record(kind: AttemptKind, key: AttemptKey): Promise<void> {
      await db('auth_attempts').where('created_at', '<=', since()).delete();
      await db('auth_attempts').insert({
        application_id: key.applicationId,
        kind,
        account: key.account,
        address: address(key),
        created_at: now(),
      });
    },

    /** A success forgives that pair's earlier failures; the address's failures on other accounts stay. */
    async clear(kind: AttemptKind, key: AttemptKey): Promise<void> {
      await db('auth_attempts')
        .where({ application_id: key.applicationId, kind, account: key.account, address: address(key) })
        .delete();
    },
  };
}

export type Attempts = ReturnType<typeof createAttempts>;
