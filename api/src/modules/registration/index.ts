import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { EnvelopeSchema, EventHeaders, RegistrationFormUrls } from '@atrium/shared/contract';
import { requireUser, type Tokens } from '../../auth';
import { ok } from '../../http/envelope';
import { requireEvent } from '../explore';

/**
 * Spec 2 §7.1 Registration. Registration/GetRegistrationFormUrls lists the event's registration or
 * ticket forms, which a visitor needs before attending (spec 2 §2.3), so it is open to any user of
 * the brand.
 */
const registrationModule: FastifyPluginAsync<{ db: Knex; tokens: Tokens }> = async (app, { db, tokens }) => {
  app.addHook('onRequest', requireUser(db, tokens));

  app.post<{ Headers: EventHeaders }>(
    '/Registration/GetRegistrationFormUrls',
    { schema: { headers: EventHeaders, response: { 200: EnvelopeSchema(RegistrationFormUrls) } } },
    async (request) => {
      const event = await requireEvent(db, request);
      const items = await db('event_registration_forms')
        .where('event_id', event.id)
        .orderBy(['order_no', 'id'])
        .select('title', 'url');
      return ok({ items });
    },
  );
};

export default registrationModule;
