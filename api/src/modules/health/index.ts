import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { ApiError, ok } from '../../http/envelope';

export interface HealthModuleOptions {
  db: Knex;
  /** The link to Redis, when the api shares its rooms through it. */
  redis?: { ready(): boolean } | null;
}

/**
 * For start scripts and load balancers: answers once the database does. With Redis, a lost link
 * answers 503 naming it (issue 29 item 6): this instance still serves its own sockets, but what the
 * others publish reaches them only once the link is back. The supervisor's watchdog takes any
 * answer as alive, so the process is not restarted for it.
 */
const healthModule: FastifyPluginAsync<HealthModuleOptions> = async (app, { db, redis }) => {
  app.handle('health', async () => {
    await db.raw('select 1');
    if (redis && !redis.ready()) throw new ApiError(503, 'redisUnreachable');
    return ok({ ok: true });
  });
};

export default healthModule;
