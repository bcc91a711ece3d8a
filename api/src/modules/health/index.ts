import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { ok } from '../../http/envelope';

/** For start scripts and load balancers: answers once the database does. */
const healthModule: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  app.handle('health', async () => {
    await db.raw('select 1');
    return ok({ ok: true });
  });
};

export default healthModule;
