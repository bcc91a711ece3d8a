import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { ApiError, ok } from '../../http/envelope';

export interface HealthModuleOptions {
  db: Knex;
  /** The link to Redis, when the api shares its rooms through it. */
  redis?: { ready(): boolean } | null;
}

/**
 * How long the database has to answer: a load balancer asks every second and must get an answer
 * whatever the database does (issue 33: a host cut from PostgreSQL waited on its dead connection).
 */
export const DATABASE_ANSWERS_WITHIN_MS = 1000;

/**
 * Whether the database answers `select 1` within DATABASE_ANSWERS_WITHIN_MS. One question at a
 * time: asks made while it is still unanswered (a database gone silent) wait for the same one, so
 * health checks never pile up on the connection pool.
 */
function databaseCheck(db: Knex): () => Promise<boolean> {
  let asking: Promise<boolean> | null = null;
  return async () => {
    const question = (asking ??= db
      .raw('select 1')
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        asking = null;
      }));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(resolve, DATABASE_ANSWERS_WITHIN_MS, false);
    });
    try {
      return await Promise.race([question, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * For start scripts and load balancers: 200 while the database answers and, with Redis, the link
 * to it is up; else 503 naming what is unreachable (issue 29 item 6, issue 33), so the edge stops
 * sending this instance calls. Without Redis this instance still serves its own sockets, but what
 * the others publish reaches them only once the link is back. The supervisor's watchdog takes any
 * answer as alive, so the process is not restarted for it.
 */
const healthModule: FastifyPluginAsync<HealthModuleOptions> = async (app, { db, redis }) => {
  const databaseAnswers = databaseCheck(db);
  app.handle('health', async () => {
    const database = await databaseAnswers();
    const redisUp = !redis || redis.ready();
    if (!database) throw new ApiError(503, redisUp ? 'databaseUnreachable' : 'databaseAndRedisUnreachable');
    if (!redisUp) throw new ApiError(503, 'redisUnreachable');
    return ok({ ok: true });
  });
};

export default healthModule;
