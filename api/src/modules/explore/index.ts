import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import {
  ContentList,
  ContentListRequest,
  EnvelopeSchema,
  Event,
  EventCardList,
  EventHeaders,
  GetEventBySlugRequest,
  GetSpeakerRequest,
  IdRequest,
  ParticipantGroup,
  ProgramDay,
  ProgramItem,
  Saloon,
  SearchEventRequest,
  Speaker,
  Sponsor,
  SponsorCategory,
  SubEvent,
} from '@atrium/shared/contract';
import { requireUser, type Tokens } from '../../auth';
import { ApiError, ok } from '../../http/envelope';
import { getEvent, searchEvents } from './events';
import { getProgram, listProgramDays, listPrograms, listSaloons, listSubEvents } from './programs';
import { requireEvent, type EventRow } from './scope';
import { getSpeaker, listSpeakers } from './speakers';
import { listGroups, listSponsorCategories, listSponsors } from './sponsors';

export { eventOfProgram, listSubEvents } from './programs';
export { findEvent, isAttending, likePattern, page, requireAttendee, requireEvent, whereLike } from './scope';
export type { EventRow } from './scope';
export { addDays, localDate, localTime, zonedToUtc } from './zonedTime';

function found<T>(value: T | null): T {
  if (value === null) throw new ApiError(404, 'dataNotFound');
  return value;
}

/**
 * Spec 1 §7 and spec 2 §7.1 Explore: the brand's events and the content of one event. Everything
 * needs sign-in (the lists are closed to guests, spec 1 §2); content lists read the event from
 * X-Event-Id and are open to attendees and visitors alike (spec 2 §6).
 */
const exploreModule: FastifyPluginAsync<{ db: Knex; tokens: Tokens }> = async (app, { db, tokens }) => {
  app.addHook('onRequest', requireUser(db, tokens));

  app.post<{ Body: SearchEventRequest }>(
    '/Explore/SearchEvent',
    { schema: { body: SearchEventRequest, response: { 200: EnvelopeSchema(EventCardList) } } },
    async (request) => {
      const { applicationId, userId } = request.auth!;
      return ok(await searchEvents(db, applicationId, userId, request.body));
    },
  );

  app.post<{ Body: IdRequest }>(
    '/Explore/GetEvent',
    { schema: { body: IdRequest, response: { 200: EnvelopeSchema(Event) } } },
    async (request) => {
      const { applicationId, userId } = request.auth!;
      return ok(found(await getEvent(db, applicationId, userId, { id: request.body.id })));
    },
  );

  app.post<{ Body: GetEventBySlugRequest }>(
    '/Explore/GetEventBySlug',
    { schema: { body: GetEventBySlugRequest, response: { 200: EnvelopeSchema(Event) } } },
    async (request) => {
      const { applicationId, userId } = request.auth!;
      return ok(found(await getEvent(db, applicationId, userId, { slug: request.body.slug })));
    },
  );

  /** One list call of the event named by X-Event-Id. */
  function eventList(
    path: string,
    item: Parameters<typeof ContentList>[0],
    load: (event: EventRow, body: ContentListRequest) => Promise<unknown>,
  ) {
    app.post<{ Body: ContentListRequest; Headers: EventHeaders }>(
      path,
      {
        schema: {
          headers: EventHeaders,
          body: ContentListRequest,
          response: { 200: EnvelopeSchema(ContentList(item)) },
        },
      },
      async (request) => ok(await load(await requireEvent(db, request), request.body)),
    );
  }

  eventList('/Explore/ListPrograms', ProgramItem, (event, body) => listPrograms(db, event, body));
  eventList('/Explore/ListProgramDays', ProgramDay, (event, body) => listProgramDays(db, event, body));
  eventList('/Explore/ListSaloons', Saloon, (event, body) => listSaloons(db, event, body));
  eventList('/Explore/ListSubEvents', SubEvent, (event, body) => listSubEvents(db, event, body));
  eventList('/Explore/ListSpeakers', Speaker, (event, body) => listSpeakers(db, event, body));
  eventList('/Explore/ListSponsors', Sponsor, (event, body) => listSponsors(db, event, body));
  eventList('/Explore/ListSponsorCategories', SponsorCategory, (event, body) => listSponsorCategories(db, event, body));
  eventList('/Explore/ListGroups', ParticipantGroup, (event, body) => listGroups(db, event, body));

  app.post<{ Body: IdRequest }>(
    '/Explore/GetProgram',
    { schema: { body: IdRequest, response: { 200: EnvelopeSchema(ProgramItem) } } },
    async (request) => ok(found(await getProgram(db, request.auth!.applicationId, request.body.id))),
  );

  app.post<{ Body: GetSpeakerRequest }>(
    '/Explore/GetSpeaker',
    { schema: { body: GetSpeakerRequest, response: { 200: EnvelopeSchema(Speaker) } } },
    async (request) =>
      ok(
        found(
          await getSpeaker(db, request.auth!.applicationId, request.body.id, request.body.includePrograms ?? false),
        ),
      ),
  );
};

export default exploreModule;
