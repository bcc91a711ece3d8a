import type { Knex } from 'knex';
import type { ContentListRequest, ParticipantGroup, Sponsor, SponsorCategory } from '@atrium/shared/contract';
import { contentList, type EventRow } from '../../eventScope';

/** Explore/ListSponsorCategories (spec 2 §2.8). */
export function listSponsorCategories(db: Knex, event: EventRow, request: ContentListRequest) {
  return contentList(
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
  return contentList(
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
  return contentList(
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
