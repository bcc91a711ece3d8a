import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import type { CallName, ContentListRequest, ResponseOf } from '@atrium/shared/contract';
import type { EventRow } from '../../eventScope';
import { ApiError, ok } from '../../http/envelope';
import { listAlbums, listAreaMaps, listDocumentCategories, listDocuments, listEventAlbums, listFaqs } from './content';
import { getEvent, searchEvents } from './events';
import { getProgram, listProgramDays, listPrograms, listSaloons, listSubEvents } from './programs';
import { getSpeaker, listSpeakers } from './speakers';
import { listGroups, listSponsorCategories, listSponsors } from './sponsors';

/** The list calls of one event that take a ContentListRequest body; the event comes from X-Event-Id. */
type EventListCall = Exclude<
  Extract<CallName, `Explore/List${string}`>,
  'Explore/ListDocumentsQuery' | 'Explore/ListEventAlbums'
>;

function found<T>(value: T | null): T {
  if (value === null) throw new ApiError(404, 'dataNotFound');
  return value;
}

/**
 * Spec 1 §7 and spec 2 §7.1 Explore: the brand's events and the content of one event. Everything
 * needs sign-in (the lists are closed to guests, spec 1 §2); content lists read the event from
 * X-Event-Id and are open to attendees and visitors alike (spec 2 §6).
 */
const exploreModule: FastifyPluginAsync<{ db: Knex }> = async (app, { db }) => {
  app.handle('Explore/SearchEvent', async (request) => {
    const { applicationId, userId } = request.auth;
    return ok(await searchEvents(db, applicationId, userId, request.body));
  });

  app.handle('Explore/GetEvent', async (request) => {
    const { applicationId, userId } = request.auth;
    return ok(found(await getEvent(db, applicationId, userId, { id: request.body.id })));
  });

  app.handle('Explore/GetEventBySlug', async (request) => {
    const { applicationId, userId } = request.auth;
    return ok(found(await getEvent(db, applicationId, userId, { slug: request.body.slug })));
  });

  function eventList<N extends EventListCall>(
    name: N,
    load: (event: EventRow, body: ContentListRequest) => Promise<ResponseOf<N>>,
  ) {
    // Every N here takes a ContentListRequest, which TypeScript does not see through the generic name.
    app.handle(name, async (request) =>
      ok(await load(await request.requireEvent(), request.body as ContentListRequest)),
    );
  }

  eventList('Explore/ListPrograms', (event, body) => listPrograms(db, event, body));
  eventList('Explore/ListProgramDays', (event, body) => listProgramDays(db, event, body));
  eventList('Explore/ListSaloons', (event, body) => listSaloons(db, event, body));
  eventList('Explore/ListSubEvents', (event, body) => listSubEvents(db, event, body));
  eventList('Explore/ListSpeakers', (event, body) => listSpeakers(db, event, body));
  eventList('Explore/ListSponsors', (event, body) => listSponsors(db, event, body));
  eventList('Explore/ListSponsorCategories', (event, body) => listSponsorCategories(db, event, body));
  eventList('Explore/ListGroups', (event, body) => listGroups(db, event, body));
  eventList('Explore/ListFaqs', (event, body) => listFaqs(db, event, body));
  eventList('Explore/ListDocumentCategories', (event, body) => listDocumentCategories(db, event, body));
  eventList('Explore/ListAlbums', (event, body) => listAlbums(db, event, body));
  eventList('Explore/ListAreaMaps', (event, body) => listAreaMaps(db, event, body));

  app.handle('Explore/ListDocumentsQuery', async (request) =>
    ok(await listDocuments(db, await request.requireEvent(), request.body)),
  );
  app.handle('Explore/ListEventAlbums', async (request) =>
    ok(await listEventAlbums(db, await request.requireEvent(), request.body)),
  );

  app.handle('Explore/GetProgram', async (request) =>
    ok(found(await getProgram(db, request.auth.applicationId, request.body.id))),
  );

  app.handle('Explore/GetSpeaker', async (request) =>
    ok(found(await getSpeaker(db, request.auth.applicationId, request.body.id, request.body.includePrograms ?? false))),
  );
};

export default exploreModule;
