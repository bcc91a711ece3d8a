import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { ApiError } from '../http/envelope';
import { findApplicationById, type ApplicationRow } from './store';

export { findApplication, listPolicies, toApplication, type ApplicationRow } from './store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The application (brand) named by X-Application-Id, which every way in needs (spec 1 §7), else 400. */
    requireApplication(): Promise<ApplicationRow>;
  }
}

/** The brand scope of the ways in, as eventScope is the event's: modules ask the request, not each other. */
const applicationScope: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  app.decorateRequest('requireApplication', async function (this: FastifyRequest) {
    const id = this.headers['x-application-id'];
    const application = typeof id === 'string' ? await findApplicationById(db, id) : undefined;
    if (!application) throw new ApiError(400, 'unknownApplication', { 'x-application-id': 'unknownApplication' });
    return application;
  });
};

export default fp(applicationScope, { name: 'applicationScope' });
