import type { Knex } from 'knex';
import type { ContentList, ContentListRequest } from '@atrium/shared/contract';
import { compiledSelect, pageWithTotal } from '../db';

/** A row of `events` (migration 001). */
export interface EventRow {
  id: string;
  application_id: string;
  slug: string;
  title: string;
  start_date: Date | number | string;
  end_date: Date | number | string;
  timezone: string;
  type: string;
  color: string | null;
}

const eventById = compiledSelect<[id: string, applicationId: string], EventRow>((db, id, applicationId) =>
  db('events').where({ id, application_id: applicationId }).first(),
);
const eventBySlug = compiledSelect<[slug: string, applicationId: string], EventRow>((db, slug, applicationId) =>
  db('events').where({ slug, application_id: applicationId }).first(),
);

/** Tenancy: an event is only ever found inside the caller's own application. */
export async function findEvent(
  db: Knex,
  applicationId: string,
  by: { id: string } | { slug: string },
): Promise<EventRow | undefined> {
  const [event] =
    'id' in by
      ? await eventById(db, by.id, applicationId)
      : await eventBySlug(db, by.slug.trim().toLowerCase(), applicationId);
  return event;
}

/**
 * `is_attending` for a query over `events`: whether the user attends the row's event (0/1 on
 * SQLite, a boolean on PostgreSQL).
 */
export function attendingColumn(db: Knex, userId: string): Knex.Raw {
  // Plain SQL: knex compiles a nested builder on every call.
  return db.raw(
    'exists (select 1 from event_attendees where event_attendees.event_id = events.id and event_attendees.user_id = ?) as is_attending',
    [userId],
  );
}

const eventAttended = compiledSelect<
  [id: string, applicationId: string, userId: string],
  EventRow & { is_attending: boolean | number }
>((db, id, applicationId, userId) =>
  db('events').where({ id, application_id: applicationId }).first('events.*', attendingColumn(db, userId)),
);

/** The event, as findEvent finds it by id, and whether the user attends it, in one statement. */
export async function findEventAttended(
  db: Knex,
  applicationId: string,
  id: string,
  userId: string,
): Promise<{ event: EventRow; attending: boolean } | undefined> {
  const [row] = await eventAttended(db, id, applicationId, userId);
  if (!row) return undefined;
  const { is_attending: attending, ...event } = row;
  return { event, attending: Boolean(attending) };
}

export async function isAttending(db: Knex, eventId: string, userId: string): Promise<boolean> {
  return Boolean(await db('event_attendees').where({ event_id: eventId, user_id: userId }).first('user_id'));
}

/** The event a program item belongs to, within the brand (for rating and the agenda). */
export async function eventOfProgram(db: Knex, applicationId: string, programId: string): Promise<EventRow | null> {
  const event: EventRow | undefined = await db('events')
    .join('program_items', 'program_items.event_id', 'events.id')
    .where({ 'program_items.id': programId, 'events.application_id': applicationId })
    .first('events.*');
  return event ?? null;
}

/** A search term as a LIKE pattern: lowercased, its own % and _ taken literally (escape '\'). */
export function likePattern(searchTerm: string | null | undefined): string | null {
  const term = searchTerm?.trim().toLowerCase();
  if (!term) return null;
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** where lower(column) like pattern, the same on SQLite and PostgreSQL. */
export function whereLike(query: Knex.QueryBuilder, columns: string[], pattern: string | null): Knex.QueryBuilder {
  if (!pattern) return query;
  return query.where((q) => {
    for (const column of columns) q.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
  });
}

/** skip/take of spec 2 §7.1: every item when take is missing (up to 1000). */
export function page<T extends { skip?: number; take?: number }>(body: T, defaultTake = 1000) {
  return { skip: body.skip ?? 0, take: body.take ?? defaultTake };
}

/**
 * One page of an event's list of simple rows (sponsors, FAQ, maps, ...): by ids, searched in
 * `searchColumns`, in the organiser's order.
 */
export async function contentList<Row, T>(
  query: Knex.QueryBuilder,
  request: ContentListRequest,
  searchColumns: string[],
  map: (row: Row) => T,
): Promise<ContentList<T>> {
  if (request.ids?.length) query.whereIn('id', request.ids);
  whereLike(query, searchColumns, likePattern(request.searchTerm));
  const { rows, totalCount } = await pageWithTotal<Row>(query.select('*').orderBy(['order_no', 'id']), page(request));
  return { items: rows.map(map), totalCount };
}
