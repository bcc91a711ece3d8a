import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { ok } from '../../http/envelope';

/**
 * Spec 2 §7.1 Registration. Registration/GetRegistrationFormUrls lists the event's registration or
 * ticket forms, which a visitor needs before attending (spec 2 §2.3), so it is open to any user of
 * the brand.
 */
const registrationModule: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  app.handle('Registration/GetRegistrationFormUrls', async (request) => {
    const event = await request.requireEvent();
    const items = await db('event_registration_forms')
      .where('event_id', event.id)
      .orderBy(['order_no', 'id'])
      .select('title', 'url');
    return ok({ items });
  });
};

export default registrationModule;
