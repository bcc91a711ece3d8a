import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { knownOnce, type Known } from '../channels';
import { ApiError } from '../http/envelope';
import { findEvent, findEventAttended, isAttending, type EventRow } from './scope';

export {
  attendingColumn,
  contentList,
  eventOfProgram,
  findEvent,
  isAttending,
  likePattern,
  page,
  whereLike,
  type EventRow,
} from './scope';
export { organizatorOf, socialMediaOf } from './contacts';
export { addDays, localDate, localTime, zonedToUtc } from './zonedTime';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The event named by X-Event-Id (spec 1 §6: participants and sub-events are tied to an event
     * through it), in the caller's application, else "Data not found.".
     */
    requireEvent(): Promise<EventRow>;
    /** requireEvent and requireAttendee together, in one query. */
    requireAttendedEvent(): Promise<EventRow>;
    /** Spec 2 §6: what only attendees may do (participants, rating, sub-event registration, agenda). */
    requireAttendee(event: EventRow): Promise<void>;
  }
}

/** The channel table's `brand` rule: the event is of the user's brand. */
export async function isEventOfBrand(db: Knex, applicationId: string, eventId: string): Promise<boolean> {
  return Boolean(await findEvent(db, applicationId, { id: eventId }));
}

/** The channel table's `attendee` rule: the user attends the event, of their own brand. */
export async function attendsEventOfBrand(
  db: Knex,
  { applicationId, userId }: { applicationId: string; userId: string },
  eventId: string,
): Promise<boolean> {
  return Boolean((await findEventAttended(db, applicationId, eventId, userId))?.attending);
}

/** attendsEventOfBrand for a channel's authoriser: read once per socket while it is true (channels' knownOnce). */
export function attendsEventOnce(
  db: Knex,
  claims: { applicationId: string; userId: string },
  eventId: string,
  known: Known,
): Promise<boolean> {
  return knownOnce(known, `attends ${eventId}`, () => attendsEventOfBrand(db, claims, eventId));
}

function claims(request: FastifyRequest) {
  if (!request.auth) throw new ApiError(401, 'notLoggedIn');
  return request.auth;
}

function eventId(request: FastifyRequest): string | null {
  const id = request.headers['x-event-id'];
  return typeof id === 'string' ? id : null;
}

/**
 * The event scope of every module that works inside one event: the request finds its event and
 * checks attendance through these decorators; paging, search patterns and zoned time are the
 * plain helpers exported beside them.
 */
const eventScope: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  app.decorateRequest('requireEvent', async function (this: FastifyRequest) {
    const { applicationId } = claims(this);
    const id = eventId(this);
    const event = id === null ? undefined : await findEvent(db, applicationId, { id });
    if (!event) throw new ApiError(404, 'dataNotFound');
    return event;
  });
  app.decorateRequest('requireAttendedEvent', async function (this: FastifyRequest) {
    const { applicationId, userId } = claims(this);
    const id = eventId(this);
    const found = id === null ? undefined : await findEventAttended(db, applicationId, id, userId);
    if (!found) throw new ApiError(404, 'dataNotFound');
    if (!found.attending) throw new ApiError(403, 'notAttending');
    return found.event;
  });
  app.decorateRequest('requireAttendee', async function (this: FastifyRequest, event: EventRow) {
    if (!(await isAttending(db, event.id, claims(this).userId))) throw new ApiError(403, 'notAttending');
  });
};

export default fp(eventScope, { name: 'eventScope' });
