import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { EnvelopeSchema, HealthResponse } from '@atrium/shared/contract';
import { ok } from '../../http/envelope';

/** For start scripts and load balancers: answers once the database does. */
const healthModule: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  app.get('/health', { schema: { response: { 200: EnvelopeSchema(HealthResponse) } } }, async () => {
    await db.raw('select 1');
    return ok({ ok: true });
  });
};

export default healthModule;
