import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Tokens } from './tokens';

/** Told the ids of sessions that just ended, so what was opened with them (sockets) closes too. */
export type SessionsEndedListener = (sessionIds: string[]) => void;

/**
 * Issue 10 item 3: a token lives by its `sessions` row (`authenticate` checks it), so signing out,
 * a password change or reset and a deleted account end tokens before they expire.
 */
export function createSessions(db: Knex, tokens: Tokens) {
  const listeners = new Set<SessionsEndedListener>();

  async function endWhere(where: (query: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<void> {
    const rows: { id: string }[] = await where(db('sessions').select('id'));
    if (!rows.length) return;
    const ids = rows.map((row) => row.id);
    await db('sessions').whereIn('id', ids).delete();
    for (const listener of listeners) listener(ids);
  }

  return {
    /** A new session of the user and its token: every way in ends here. */
    async start(userId: string, applicationId: string): Promise<string> {
      const now = new Date();
      // Ended by expiry alone, a row would stay for ever: each sign-in sweeps the expired ones.
      await db('sessions').where('expires_at', '<=', now).delete();
      const sessionId = randomUUID();
      await db('sessions').insert({
        id: sessionId,
        user_id: userId,
        application_id: applicationId,
        created_at: now,
        expires_at: new Date(now.getTime() + tokens.ttlSeconds * 1000),
      });
      return tokens.sign({ userId, applicationId, sessionId });
    },

    /** Signing out: this session only. */
    end: (sessionId: string) => endWhere((query) => query.where({ id: sessionId })),

    /** Every session of the user, but `except` (the one that changed the password) when given. */
    endAllOf: (userId: string, except?: string) =>
      endWhere((query) => {
        query.where({ user_id: userId });
        return except ? query.whereNot({ id: except }) : query;
      }),

    onEnded(listener: SessionsEndedListener): void {
      listeners.add(listener);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
