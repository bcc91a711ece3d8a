import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { ApiError } from '../../http/envelope';

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

/** Tenancy: an event is only ever found inside the caller's own application. */
export async function findEvent(
  db: Knex,
  applicationId: string,
  by: { id: string } | { slug: string },
): Promise<EventRow | undefined> {
  const where = 'id' in by ? { id: by.id } : { slug: by.slug.trim().toLowerCase() };
  return db('events')
    .where({ ...where, application_id: applicationId })
    .first();
}

export async function isAttending(db: Knex, eventId: string, userId: string): Promise<boolean> {
  return Boolean(await db('event_attendees').where({ event_id: eventId, user_id: userId }).first('user_id'));
}

function claims(request: FastifyRequest) {
  if (!request.auth) throw new ApiError(401, 'notLoggedIn');
  return request.auth;
}

/**
 * The event named by X-Event-Id (spec 1 §6: participants and sub-events are tied to an event
 * through it), in the caller's application, else "Data not found.".
 */
export async function requireEvent(db: Knex, request: FastifyRequest): Promise<EventRow> {
  const { applicationId } = claims(request);
  const id = request.headers['x-event-id'];
  const event = typeof id === 'string' ? await findEvent(db, applicationId, { id }) : undefined;
  if (!event) throw new ApiError(404, 'dataNotFound');
  return event;
}

/** Spec 2 §6: what only attendees may do (participants, rating, sub-event registration, agenda). */
export async function requireAttendee(db: Knex, request: FastifyRequest, event: EventRow): Promise<void> {
  if (!(await isAttending(db, event.id, claims(request).userId))) throw new ApiError(403, 'notAttending');
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
