import type { Knex } from 'knex';
import type {
  ContentList,
  ContentListRequest,
  ProgramDay,
  ProgramItem,
  ProgramSpeaker,
  Saloon,
  SubEvent,
} from '@atrium/shared/contract';
import { pageWithTotal, toBoolean, toIsoDate } from '../../db';
import { addDays, likePattern, localDate, page, whereLike, zonedToUtc, type EventRow } from '../../eventScope';

/** The event's first day in its own time zone; program days count from it (migration 003). */
function firstDay(event: EventRow): string {
  return localDate(new Date(toIsoDate(event.start_date)!), event.timezone);
}

function byIds(query: Knex.QueryBuilder, column: string, ids: string[] | undefined): Knex.QueryBuilder {
  return ids?.length ? query.whereIn(column, ids) : query;
}

async function listed<T>(
  query: Knex.QueryBuilder,
  request: ContentListRequest,
  map: (row: never) => T,
): Promise<ContentList<T>> {
  const { rows, totalCount } = await pageWithTotal<never>(query, page(request));
  return { items: rows.map(map), totalCount };
}

export async function listProgramDays(
  db: Knex,
  event: EventRow,
  request: ContentListRequest,
): Promise<ContentList<ProgramDay>> {
  const first = firstDay(event);
  const query = db('program_days').where('event_id', event.id).select('*').orderBy(['day_offset', 'id']);
  byIds(query, 'id', request.ids);
  whereLike(query, ['title'], likePattern(request.searchTerm));
  return listed(query, request, (row: { id: string; day_offset: number; title: string }) => ({
    id: row.id,
    date: addDays(first, Number(row.day_offset)),
    title: row.title,
  }));
}

export async function listSaloons(
  db: Knex,
  event: EventRow,
  request: ContentListRequest,
): Promise<ContentList<Saloon>> {
  const query = db('event_halls').where('event_id', event.id).select('*').orderBy(['order_no', 'id']);
  byIds(query, 'id', request.ids);
  whereLike(query, ['title'], likePattern(request.searchTerm));
  return listed(query, request, (row: { id: string; title: string; color: string | null }) => ({
    id: row.id,
    title: row.title,
    color: row.color ?? null,
  }));
}

export async function listSubEvents(
  db: Knex,
  event: EventRow,
  request: ContentListRequest,
): Promise<ContentList<SubEvent>> {
  const usage = db('sub_event_registrations')
    .select('sub_event_id')
    .count({ usage: '*' })
    .groupBy('sub_event_id')
    .as('u');
  const query = db('sub_events')
    .leftJoin(usage, 'u.sub_event_id', 'sub_events.id')
    .where('sub_events.event_id', event.id)
    .select('sub_events.*', 'u.usage')
    .orderBy(['sub_events.order_no', 'sub_events.id']);
  byIds(query, 'sub_events.id', request.ids);
  whereLike(query, ['sub_events.title'], likePattern(request.searchTerm));
  return listed(query, request, (row: Record<string, unknown>) => ({
    id: String(row.id),
    title: String(row.title),
    color: (row.color as string | null) ?? null,
    stock: row.stock === null || row.stock === undefined ? null : Number(row.stock),
    usage: Number(row.usage ?? 0),
    enableMobileRegistrations: toBoolean(row.enable_mobile_registrations),
    type: Number(row.type),
  }));
}

interface ProgramRow {
  id: string;
  day_id: string;
  day_offset: number;
  sub_event_id: string | null;
  hall_id: string | null;
  type: number;
  title: string;
  details: string | null;
  start_time: string;
  end_time: string;
  badge_title: string | null;
  image: string | null;
  avg_rate: number | string | null;
  rate_count: number | string | null;
}

function programQuery(db: Knex): Knex.QueryBuilder {
  // Per item, through the (program_id, user_id) index: a grouped subquery over every rate of every
  // event would be read whole on each call. Plain SQL: knex compiles a nested builder on every call.
  const rates = 'from program_rates where program_rates.program_id = program_items.id';
  return db('program_items')
    .join('program_days', 'program_days.id', 'program_items.day_id')
    .select(
      'program_items.*',
      'program_days.day_offset',
      db.raw(`(select avg(rate) ${rates}) as avg_rate`),
      db.raw(`(select count(*) ${rates}) as rate_count`),
    );
}

async function speakersOf(db: Knex, programIds: string[]): Promise<Map<string, ProgramSpeaker[]>> {
  const rows = programIds.length
    ? await db('program_speakers')
        .join('speakers', 'speakers.id', 'program_speakers.speaker_id')
        .whereIn('program_speakers.program_id', programIds)
        .orderBy(['program_speakers.program_id', 'program_speakers.order_no'])
        .select(
          'program_speakers.program_id',
          'program_speakers.presentation_id',
          'speakers.id',
          'speakers.full_name',
          'speakers.title',
          'speakers.firm_name',
          'speakers.image',
        )
    : [];
  const result = new Map<string, ProgramSpeaker[]>();
  for (const row of rows) {
    const list = result.get(row.program_id) ?? [];
    list.push({
      speakerID: row.id,
      speaker: {
        id: row.id,
        fullName: row.full_name,
        title: row.title ?? null,
        firmName: row.firm_name ?? null,
        image: row.image ?? null,
      },
      speakerPresentationId: row.presentation_id ?? null,
    });
    result.set(row.program_id, list);
  }
  return result;
}

function toProgram(row: ProgramRow, firstDate: string, timezone: string, speakers: ProgramSpeaker[]): ProgramItem {
  const date = addDays(firstDate, Number(row.day_offset));
  const start = zonedToUtc(date, row.start_time, timezone);
  // A session ending "before" it starts runs past midnight.
  const endDate = row.end_time < row.start_time ? addDays(date, 1) : date;
  const end = zonedToUtc(endDate, row.end_time, timezone);
  return {
    id: row.id,
    dayID: row.day_id,
    subEventID: row.sub_event_id ?? null,
    saloonID: row.hall_id ?? null,
    type: Number(row.type),
    title: row.title,
    details: row.details ?? null,
    startTime: row.start_time,
    endTime: row.end_time,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    badgeTitle: row.badge_title ?? null,
    avgRate: row.avg_rate === null ? 0 : Math.round(Number(row.avg_rate) * 10) / 10,
    rateCount: Number(row.rate_count ?? 0),
    speakers,
    image: row.image ?? null,
  };
}

/** Explore/ListPrograms: the event's program in day and time order, searched by title or speaker. */
export async function listPrograms(
  db: Knex,
  event: EventRow,
  request: ContentListRequest,
): Promise<ContentList<ProgramItem>> {
  const query = programQuery(db)
    .where('program_items.event_id', event.id)
    .orderBy([
      { column: 'program_days.day_offset' },
      { column: 'program_items.start_time' },
      { column: 'program_items.title' },
    ]);
  byIds(query, 'program_items.id', request.ids);
  const pattern = likePattern(request.searchTerm);
  if (pattern) {
    const bySpeaker = whereLike(
      db('program_speakers').join('speakers', 'speakers.id', 'program_speakers.speaker_id').select('program_id'),
      ['speakers.full_name'],
      pattern,
    );
    query.where((q) => {
      whereLike(q, ['program_items.title'], pattern).orWhereIn('program_items.id', bySpeaker);
    });
  }
  const { items, totalCount } = await listed<ProgramRow>(query, request, (row: ProgramRow) => row);
  const speakers = await speakersOf(
    db,
    items.map((row) => row.id),
  );
  const first = firstDay(event);
  return {
    items: items.map((row) => toProgram(row, first, event.timezone, speakers.get(row.id) ?? [])),
    totalCount,
  };
}

/** Explore/GetProgram: one program item of one of the brand's events. */
export async function getProgram(db: Knex, applicationId: string, id: string): Promise<ProgramItem | null> {
  const row: (ProgramRow & { event_id: string }) | undefined = await programQuery(db)
    .where('program_items.id', id)
    .first();
  if (!row) return null;
  const event: EventRow | undefined = await db('events')
    .where({ id: row.event_id, application_id: applicationId })
    .first();
  if (!event) return null;
  const speakers = await speakersOf(db, [row.id]);
  return toProgram(row, firstDay(event), event.timezone, speakers.get(row.id) ?? []);
}
