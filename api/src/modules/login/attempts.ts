import type { Knex } from 'knex';
import { FAILURE_WINDOW_MS } from './constants';

/** 'signin': a wrong password; 'resetCode': a wrong reset code; 'resetRequest': a reset code mailed. */
export type AttemptKind = 'signin' | 'resetCode' | 'resetRequest';

/** Who tried: the account (application + e-mail, known or not) and the caller's address. */
export interface AttemptKey {
  applicationId: string;
  account: string;
  address: string;
}

export interface AttemptLimits {
  perAccount: number;
  /** Left out when only the account is counted. */
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

  return {
    /** True when the account or the address used up its attempts inside the window. */
    async isLocked(kind: AttemptKind, key: AttemptKey, limits: AttemptLimits): Promise<boolean> {
      const from = since();
      const byAccount = await count(
        db('auth_attempts')
          .where({ application_id: key.applicationId, kind, account: key.account })
          .andWhere('created_at', '>', from),
      );
      if (byAccount >= limits.perAccount) return true;
      if (limits.perAddress === undefined) return false;
      const byAddress = await count(
        db('auth_attempts').where({ kind, address: key.address }).andWhere('created_at', '>', from),
      );
      return byAddress >= limits.perAddress;
    },

    async record(kind: AttemptKind, key: AttemptKey): Promise<void> {
      await db('auth_attempts').where('created_at', '<=', since()).delete();
      await db('auth_attempts').insert({
        application_id: key.applicationId,
        kind,
        account: key.account,
        address: key.address.slice(0, 64),
        created_at: now(),
      });
    },

    /** A success forgives that account's earlier failures; other accounts' failures from the address stay. */
    async clear(kind: AttemptKind, key: Pick<AttemptKey, 'applicationId' | 'account'>): Promise<void> {
      await db('auth_attempts').where({ application_id: key.applicationId, kind, account: key.account }).delete();
    },
  };
}

export type Attempts = ReturnType<typeof createAttempts>;
