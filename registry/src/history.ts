import type { Knex } from 'knex';
import { now, type HistoryRow } from './store';

/** `canary`: a canary started or its share changed; `ramp`: the registry moved it a step up. */
export type Action = 'publish' | 'promote' | 'rollback' | 'shell' | 'canary' | 'ramp';

export interface Change {
  action: Action;
  remote: string;
  /** '*' or a brand for pointer changes; null for publishing and the shell. */
  brand: string | null;
  before: string | null;
  after: string | null;
  detail?: string;
}

export interface HistoryEntry extends Change {
  id: number;
  at: string;
  actor: string;
}

/** The only write the history ever gets (the database refuses updates and deletes). */
export async function appendHistory(db: Knex, actor: string, change: Change): Promise<void> {
  await db('registry_history').insert({
    at: now(),
    actor,
    action: change.action,
    remote: change.remote,
    brand: change.brand,
    before_version: change.before,
    after_version: change.after,
    detail: change.detail ?? null,
  });
}

export interface HistoryQuery {
  remote?: string;
  brand?: string;
  limit: number;
}

/** The newest `limit` entries, oldest first, as they read in a log. */
export async function readHistory(db: Knex, { remote, brand, limit }: HistoryQuery): Promise<HistoryEntry[]> {
  const query = db<HistoryRow>('registry_history').orderBy('id', 'desc').limit(limit);
  if (remote) query.where({ remote });
  if (brand) query.where({ brand });
  const rows = await query;
  return rows.reverse().map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor,
    action: row.action as Action,
    remote: row.remote,
    brand: row.brand,
    before: row.before_version,
    after: row.after_version,
    ...(row.detail ? { detail: row.detail } : {}),
  }));
}
