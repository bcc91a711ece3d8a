import type { Knex } from 'knex';

/** Which sessions are live, for the streaming host: read from the database at most once a second. */
export interface LiveNow {
  isLive(sessionId: string): Promise<boolean>;
  /** A session went live or off air here: the next question reads the database again. */
  changed(): void;
}

const MAX_AGE_MS = 1000;

/**
 * Every viewer's playlist asks whether its session is live (issue 29): one query a second for all
 * of them instead of one per request. Another instance's change is seen within that second.
 */
export function createLiveNow(db: Knex, maxAgeMs = MAX_AGE_MS): LiveNow {
  let live = new Set<string>();
  let readAt = -Infinity;
  // Bumped by changed(): a read begun before a change is not waited for, nor kept as fresh.
  let generation = 0;
  let reads = 0;
  let applied = 0;
  let pending: { generation: number; done: Promise<void> } | null = null;

  const read = (): Promise<void> => {
    if (pending?.generation === generation) return pending.done;
    const startedAt = Date.now();
    const order = ++reads;
    const mine = { generation, done: Promise.resolve() };
    mine.done = db('live_sessions')
      .where('is_live', true)
      .pluck('id')
      .then((ids: string[]) => {
        // A slower, older read finishing last must not undo a newer one.
        if (order < applied) return;
        applied = order;
        live = new Set(ids);
        if (mine.generation === generation) readAt = startedAt;
      })
      .finally(() => {
        if (pending === mine) pending = null;
      });
    pending = mine;
    return mine.done;
  };

  return {
    async isLive(sessionId) {
      if (Date.now() - readAt >= maxAgeMs) await read();
      return live.has(sessionId);
    },
    changed() {
      generation++;
      readAt = -Infinity;
    },
  };
}
