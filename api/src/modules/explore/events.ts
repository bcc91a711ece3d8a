import type { Knex } from 'knex';
import type { Event, EventCard, EventCardList, EventModule, SearchEventRequest } from '@atrium/shared/contract';
import { pageWithTotal, toBoolean, toIsoDate } from '../../db';
import {
  attendingColumn,
  likePattern,
  localTime,
  organizatorOf,
  socialMediaOf,
  whereLike,
  type EventRow,
} from '../../eventScope';

/** Explore/SearchEvent searchType (spec 1 §7). */
export const SEARCH_TYPE = { attended: 0, upcoming: 1, past: 2 } as const;

type DetailedRow = EventRow & {
  d_logo: string | null;
  d_image: string | null;
  d_category: string | null;
  d_about: string | null;
  d_venue: string | null;
  d_address: string | null;
  d_latitude: number | null;
  d_longtitude: number | null;
  d_organizator: string | null;
  d_social_media: string | null;
  d_organisation_title: string | null;
  d_organisation_image: string | null;
  d_contact_email: string | null;
  d_b2b_networking_enabled: boolean | number | null;
  /** Whether the caller attends: 0/1 on SQLite, a boolean on PostgreSQL. */
  is_attending: boolean | number;
  d_b2b_networking_interval: number | null;
};

const DETAIL_COLUMNS = [
  'logo',
  'image',
  'category',
  'about',
  'venue',
  'address',
  'latitude',
  'longtitude',
  'organizator',
  'social_media',
  'organisation_title',
  'organisation_image',
  'contact_email',
  'b2b_networking_enabled',
  'b2b_networking_interval',
];

/** events with their details and whether the caller attends, in one statement; a brand's events only. */
function detailedEvents(db: Knex, applicationId: string, userId: string): Knex.QueryBuilder {
  return db('events')
    .leftJoin('event_details', 'event_details.event_id', 'events.id')
    .where('events.application_id', applicationId)
    .select(
      'events.*',
      ...DETAIL_COLUMNS.map((column) => `event_details.${column} as d_${column}`),
      attendingColumn(db, userId),
    );
}

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));

async function modulesOf(db: Knex, eventIds: string[]): Promise<Map<string, EventModule[]>> {
  const rows = eventIds.length
    ? await db('event_modules').whereIn('event_id', eventIds).orderBy(['event_id', 'order_no'])
    : [];
  const result = new Map<string, EventModule[]>();
  for (const row of rows) {
    const list = result.get(row.event_id) ?? [];
    list.push({
      name: row.name,
      title: row.title,
      titleTr: row.title_tr ?? null,
      isCustom: toBoolean(row.is_custom),
      url: row.url ?? null,
    });
    result.set(row.event_id, list);
  }
  return result;
}

function toCard(row: DetailedRow, modules: EventModule[]): EventCard {
  const start = new Date(toIsoDate(row.start_date)!);
  const end = new Date(toIsoDate(row.end_date)!);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: row.type,
    image: row.d_image ?? null,
    logo: row.d_logo ?? null,
    category: row.d_category ?? null,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    startTime: localTime(start, row.timezone),
    endTime: localTime(end, row.timezone),
    timezone: row.timezone,
    location: {
      venue: row.d_venue ?? null,
      address: row.d_address ?? null,
      latitude: number(row.d_latitude),
      longtitude: number(row.d_longtitude),
    },
    color: row.color ?? null,
    modules,
    isAttending: toBoolean(row.is_attending),
    organisation: row.d_organisation_title
      ? { title: row.d_organisation_title, image: row.d_organisation_image ?? null }
      : null,
    settings: {
      isB2BNetworkingEnabled: toBoolean(row.d_b2b_networking_enabled),
      b2BNetworkingInterval: Number(row.d_b2b_networking_interval ?? 0),
    },
  };
}

/** Explore/GetEvent and GetEventBySlug (spec 2 §3 Event), with isAttending for the caller. */
export async function getEvent(
  db: Knex,
  applicationId: string,
  userId: string,
  by: { id: string } | { slug: string },
): Promise<Event | null> {
  const query = detailedEvents(db, applicationId, userId);
  if ('id' in by) query.andWhere('events.id', by.id);
  else query.andWhere('events.slug', by.slug.trim().toLowerCase());
  const row: DetailedRow | undefined = await query.first();
  if (!row) return null;
  const modules = await modulesOf(db, [row.id]);
  return {
    ...toCard(row, modules.get(row.id) ?? []),
    about: row.d_about ?? null,
    organizator: organizatorOf(row.d_organizator),
    socialMedia: socialMediaOf(row.d_social_media),
    contactEmail: row.d_contact_email ?? null,
  };
}

/**
 * Explore/SearchEvent (spec 1 §2 Home and event lists): attended = events the user attends that
 * have not ended; upcoming = the brand's other events that have not ended; past = every ended
 * event of the brand. Soonest first, the most recent first for past.
 */
export async function searchEvents(
  db: Knex,
  applicationId: string,
  userId: string,
  request: SearchEventRequest,
  now = new Date(),
): Promise<EventCardList> {
  const attendance = db('event_attendees').where('user_id', userId).select('event_id');
  const query = detailedEvents(db, applicationId, userId);
  if (request.searchType === SEARCH_TYPE.attended) {
    query.andWhere('events.end_date', '>=', now).whereIn('events.id', attendance);
  } else if (request.searchType === SEARCH_TYPE.upcoming) {
    query.andWhere('events.end_date', '>=', now).whereNotIn('events.id', attendance);
  } else {
    query.andWhere('events.end_date', '<', now);
  }
  whereLike(query, ['events.title'], likePattern(request.searchTerm));

  const { rows, totalCount } = await pageWithTotal<DetailedRow>(
    query.orderBy('events.start_date', request.searchType === SEARCH_TYPE.past ? 'desc' : 'asc').orderBy('events.id'),
    request,
  );
  const ids = rows.map((row) => row.id);
  const modules = await modulesOf(db, ids);
  return {
    items: rows.map((row) => toCard(row, modules.get(row.id) ?? [])),
    totalCount,
  };
}
