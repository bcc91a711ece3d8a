import type { Knex } from 'knex';
import type {
  ContentList,
  LiveListRequest,
  LiveProvider,
  LivePublisher,
  LiveSession,
  LiveSessionType,
} from '@atrium/shared/contract';
import { pageWithTotal, toBoolean, toIsoDate } from '../../db';
import { likePattern, page, whereLike, type EventRow } from '../../eventScope';
import { ApiError } from '../../http/envelope';

/** A row of `live_sessions` (migration 015). */
export interface LiveSessionRow {
  id: string;
  event_id: string;
  title: string;
  image: string | null;
  is_live: boolean | number;
  is_active: boolean | number;
  is_active_for_speakers: boolean | number;
  kind: number | null;
  session_type: number;
  start_date: Date | number | string | null;
  end_date: Date | number | string | null;
  show_watcher_count: boolean | number;
  venue_id: string | null;
  order_no: number;
  top_banner: string | null;
  bottom_banner: string | null;
  background_banner: string | null;
  room_url: string | null;
  stream_source: string | null;
  updated_at: Date | number | string;
}

/** How many people watch each session now (the presence channels' distinct users). */
export type WatcherCount = (event: EventRow, sessionIds: string[]) => Promise<number[]>;

function sessionOf(
  row: LiveSessionRow,
  watcherCount: number,
  publishers: LivePublisher[],
  providers: LiveProvider[],
): LiveSession {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    isLive: row.is_live ? 1 : 0,
    isActive: toBoolean(row.is_active),
    isActiveForSpeakers: toBoolean(row.is_active_for_speakers),
    type: row.kind === 2 ? 2 : null,
    sessionType: row.session_type as LiveSessionType,
    startDate: toIsoDate(row.start_date),
    endDate: toIsoDate(row.end_date),
    updateDate: toIsoDate(row.updated_at)!,
    watcherCount,
    showWatcherCount: toBoolean(row.show_watcher_count),
    venueID: row.venue_id,
    orderNO: row.order_no,
    topBanner: row.top_banner,
    bottomBanner: row.bottom_banner,
    backgrounBanner: row.background_banner,
    roomUrl: row.room_url,
    publishers,
    externalLivestreamProviders: providers,
  };
}

/** The sessions as the calls answer them: their publishers, providers and watcher counts read together. */
async function sessionsOf(
  db: Knex,
  event: EventRow,
  rows: LiveSessionRow[],
  watcherCount: WatcherCount,
): Promise<LiveSession[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [publishers, providers, counts] = await Promise.all([
    db('live_session_publishers')
      .whereIn('session_id', ids)
      .orderBy(['session_id', 'user_id'])
      .select('session_id', 'user_id', 'is_active') as Promise<
      { session_id: string; user_id: string; is_active: boolean | number }[]
    >,
    db('live_session_providers')
      .whereIn('session_id', ids)
      .orderBy(['session_id', 'order_no', 'id'])
      .select('id', 'session_id', 'title', 'type', 'url') as Promise<
      { id: string; session_id: string; title: string; type: number; url: string }[]
    >,
    watcherCount(event, ids),
  ]);
  return rows.map((row, index) =>
    sessionOf(
      row,
      counts[index],
      publishers
        .filter((publisher) => publisher.session_id === row.id)
        .map((publisher) => ({ participantID: publisher.user_id, isActive: toBoolean(publisher.is_active) })),
      providers
        .filter((provider) => provider.session_id === row.id)
        .map(({ id, title, type, url }) => ({ id, title, type: type as LiveProvider['type'], url })),
    ),
  );
}

/** LiveEvent/List: the event's sessions in the organiser's order, each filter narrowing only when given. */
export async function listSessions(
  db: Knex,
  event: EventRow,
  request: LiveListRequest,
  watcherCount: WatcherCount,
): Promise<ContentList<LiveSession>> {
  const query = db('live_sessions').where('event_id', event.id);
  if (request.isActive !== undefined) query.where('is_active', request.isActive);
  if (request.sessionType !== undefined) query.where('session_type', request.sessionType);
  whereLike(query, ['title'], likePattern(request.searchTerm));
  const { rows, totalCount } = await pageWithTotal<LiveSessionRow>(
    query.select('*').orderBy(['order_no', 'id']),
    page(request),
  );
  return { items: await sessionsOf(db, event, rows, watcherCount), totalCount };
}

/** A session of the event, else "Data not found." (another event's or brand's is never found). */
export async function findSession(db: Knex, event: EventRow, id: string): Promise<LiveSessionRow> {
  const row: LiveSessionRow | undefined = await db('live_sessions').where({ id, event_id: event.id }).first();
  if (!row) throw new ApiError(404, 'dataNotFound');
  return row;
}

/** LiveEvent/Get, and the session the channel's liveStreamUpdated carries. */
export async function sessionFor(
  db: Knex,
  event: EventRow,
  id: string,
  watcherCount: WatcherCount,
): Promise<LiveSession> {
  const [session] = await sessionsOf(db, event, [await findSession(db, event, id)], watcherCount);
  return session;
}
