import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { ApiError } from '../http/envelope';
import { findEvent, isAttending, type EventRow } from './scope';

export { eventOfProgram, findEvent, isAttending, likePattern, page, whereLike, type EventRow } from './scope';
export { addDays, localDate, localTime, zonedToUtc } from './zonedTime';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The event named by X-Event-Id (spec 1 §6: participants and sub-events are tied to an event
     * through it), in the caller's application, else "Data not found.".
     */
    requireEvent(): Promise<EventRow>;
    /** Spec 2 §6: what only attendees may do (participants, rating, sub-event registration, agenda). */
    requireAttendee(event: EventRow): Promise<void>;
  }
}

function claims(request: FastifyRequest) {
  if (!request.auth) throw new ApiError(401, 'notLoggedIn');
  return request.auth;
}

/**
 * The event scope of every module that works inside one event: the request finds its event and
 * checks attendance through these decorators; paging, search patterns and zoned time are the
 * plain helpers exported beside them.
 */
const eventScope: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  app.decorateRequest('requireEvent', async function (this: FastifyRequest) {
    const { applicationId } = claims(this);
    const id = this.headers['x-event-id'];
    const event = typeof id === 'string' ? await findEvent(db, applicationId, { id }) : undefined;
    if (!event) throw new ApiError(404, 'dataNotFound');
    return event;
  });
  app.decorateRequest('requireAttendee', async function (this: FastifyRequest, event: EventRow) {
    if (!(await isAttending(db, event.id, claims(this).userId))) throw new ApiError(403, 'notAttending');
  });
};

export default fp(eventScope, { name: 'eventScope' });
