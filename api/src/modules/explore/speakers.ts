import type { Knex } from 'knex';
import type { ContentList, ContentListRequest, Speaker, SpeakerExternalLink } from '@atrium/shared/contract';
import { pageWithTotal, parseJson } from '../../db';
import { likePattern, page, whereLike, type EventRow } from '../../eventScope';

interface SpeakerRow {
  id: string;
  full_name: string;
  title: string | null;
  firm_name: string | null;
  image: string | null;
  details: string | null;
  external_links: string;
}

function toSpeaker(row: SpeakerRow, presentations: Speaker['presentations'] = []): Speaker {
  return {
    id: row.id,
    fullName: row.full_name,
    title: row.title ?? null,
    firmName: row.firm_name ?? null,
    image: row.image ?? null,
    details: row.details ?? null,
    externalLinks: parseJson<SpeakerExternalLink[]>(row.external_links, []),
    presentations,
  };
}

/** Explore/ListSpeakers (spec 2 §2.6): searched by name, title or firm. */
export async function listSpeakers(
  db: Knex,
  event: EventRow,
  request: ContentListRequest,
): Promise<ContentList<Speaker>> {
  const query = db('speakers').where('event_id', event.id).select('*');
  if (request.ids?.length) query.whereIn('id', request.ids);
  whereLike(query, ['full_name', 'title', 'firm_name'], likePattern(request.searchTerm));
  const { rows, totalCount } = await pageWithTotal<SpeakerRow>(query.orderBy(['order_no', 'id']), page(request));
  return { items: rows.map((row) => toSpeaker(row)), totalCount };
}

/** Explore/GetSpeaker: one speaker of the brand's events, with their programs when asked. */
export async function getSpeaker(
  db: Knex,
  applicationId: string,
  id: string,
  includePrograms: boolean,
): Promise<Speaker | null> {
  const row: SpeakerRow | undefined = await db('speakers')
    .join('events', 'events.id', 'speakers.event_id')
    .where({ 'speakers.id': id, 'events.application_id': applicationId })
    .first('speakers.*');
  if (!row) return null;
  const presentations = includePrograms
    ? await db('program_speakers')
        .join('program_items', 'program_items.id', 'program_speakers.program_id')
        .join('program_days', 'program_days.id', 'program_items.day_id')
        .where('program_speakers.speaker_id', id)
        .orderBy(['program_days.day_offset', 'program_items.start_time'])
        .select('program_items.id', 'program_items.title')
    : [];
  return toSpeaker(row, presentations);
}
