import type { Knex } from 'knex';
import type {
  ContentList,
  ContentListRequest,
  ParticipantGroup,
  Sponsor,
  SponsorCategory,
} from '@atrium/shared/contract';
import { pageWithTotal } from '../../db';
import { likePattern, page, whereLike, type EventRow } from '../../eventScope';

async function list<Row, T>(
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

/** Explore/ListSponsorCategories (spec 2 §2.8). */
export function listSponsorCategories(db: Knex, event: EventRow, request: ContentListRequest) {
  return list(
    db('sponsor_categories').where('event_id', event.id),
    request,
    ['title'],
    (row: { id: string; title: string; logo_scale: number | string }): SponsorCategory => ({
      id: row.id,
      title: row.title,
      logoScale: Number(row.logo_scale),
    }),
  );
}

/** Explore/ListSponsors (spec 2 §2.8). */
export function listSponsors(db: Knex, event: EventRow, request: ContentListRequest) {
  return list(
    db('sponsors').where('event_id', event.id),
    request,
    ['title'],
    (row: {
      id: string;
      category_id: string;
      title: string;
      image: string | null;
      external_link: string | null;
    }): Sponsor => ({
      id: row.id,
      categoryID: row.category_id,
      title: row.title,
      image: row.image ?? null,
      externalLink: row.external_link ?? null,
    }),
  );
}

/** Explore/ListGroups: the event's participant groups (spec 2 §2.7). */
export function listGroups(db: Knex, event: EventRow, request: ContentListRequest) {
  return list(
    db('participant_groups').where('event_id', event.id),
    request,
    ['title'],
    (row: { id: string; title: string; color: string | null }): ParticipantGroup => ({
      id: row.id,
      title: row.title,
      color: row.color ?? null,
    }),
  );
}
