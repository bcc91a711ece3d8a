import type { Knex } from 'knex';
import {
  STAND_PAGE_SIZE,
  type ContentList,
  type ContentListRequest,
  type Stand,
  type StandCard,
  type StandListRequest,
  type StandManager,
  type StandSaloon,
} from '@atrium/shared/contract';
import { pageWithTotal, parseJson, toBoolean } from '../../db';
import { contentList, likePattern, organizatorOf, socialMediaOf, whereLike, type EventRow } from '../../eventScope';

interface StandRow {
  id: string;
  title: string;
  cover: string | null;
  image: string | null;
  hall_id: string | null;
  hall_title: string | null;
}

type StandDetailRow = StandRow & {
  detail: string | null;
  venue: string | null;
  address: string | null;
  latitude: number | string | null;
  longtitude: number | string | null;
  organizator: string;
  social_media: string;
  check_in_types: string;
  is_checked_in: boolean | number;
};

/** The event's booths with their hall's title; a booth whose hall was removed has none. */
function standsOf(db: Knex, event: EventRow): Knex.QueryBuilder {
  return db('stands').leftJoin('stand_halls', 'stand_halls.id', 'stands.hall_id').where('stands.event_id', event.id);
}

function toCard(row: StandRow): StandCard {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover ?? null,
    image: row.image ?? null,
    saloonID: row.hall_id ?? null,
    saloon: row.hall_title === null || row.hall_title === undefined ? null : { title: row.hall_title },
  };
}

const CARD_COLUMNS = [
  'stands.id',
  'stands.title',
  'stands.cover',
  'stands.image',
  'stands.hall_id',
  'stand_halls.title as hall_title',
];

/** Stand/List (spec 2 §2.9): searched by title, filtered by hall, 15 a page unless asked otherwise. */
export async function listStands(
  db: Knex,
  event: EventRow,
  request: StandListRequest,
): Promise<ContentList<StandCard>> {
  const query = standsOf(db, event).select(CARD_COLUMNS);
  if (request.saloonID) query.andWhere('stands.hall_id', request.saloonID);
  whereLike(query, ['stands.title'], likePattern(request.searchTerm));
  const { rows, totalCount } = await pageWithTotal<StandRow>(query.orderBy(['stands.order_no', 'stands.id']), {
    skip: request.skip ?? 0,
    take: request.take ?? STAND_PAGE_SIZE,
  });
  return { items: rows.map(toCard), totalCount };
}

/** Stand/ListSaloons: the exhibition's halls. */
export function listStandSaloons(db: Knex, event: EventRow, request: ContentListRequest) {
  return contentList(
    db('stand_halls').where('event_id', event.id),
    request,
    ['title'],
    (row: { id: string; title: string }): StandSaloon => ({ id: row.id, title: row.title }),
  );
}

/** A booth of the event, or undefined (another event's, another brand's or none). */
export async function findStand(
  db: Knex | Knex.Transaction,
  event: EventRow,
  id: string,
): Promise<{ id: string; check_in_types: string } | undefined> {
  return db('stands').where({ id, event_id: event.id }).first('id', 'check_in_types');
}

export const checkInTypesOf = (json: string) => parseJson<number[]>(json, []);

interface ManagerRow {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  contact_title: string | null;
  image: string | null;
  group_title: string | null;
  group_color: string | null;
}

/**
 * A booth's managers: participants of the event, tagged with their participant group. Like the
 * participants list (spec 2 §2.7), people hidden from the app are left out, except to themselves.
 */
async function managersOf(db: Knex, event: EventRow, standId: string, userId: string): Promise<StandManager[]> {
  const rows: ManagerRow[] = await db('stand_managers')
    .join('users', 'users.id', 'stand_managers.user_id')
    .leftJoin('participant_group_members', (join) =>
      join
        .on('participant_group_members.user_id', '=', 'stand_managers.user_id')
        .andOnVal('participant_group_members.event_id', '=', event.id),
    )
    .leftJoin('participant_groups', 'participant_groups.id', 'participant_group_members.group_id')
    .where('stand_managers.stand_id', standId)
    .andWhere((q) => q.where('users.show_me_on_app', true).orWhere('users.id', userId))
    .orderBy(['stand_managers.order_no', 'stand_managers.id'])
    .select(
      'stand_managers.id',
      'stand_managers.user_id',
      'users.first_name',
      'users.last_name',
      'users.contact_title',
      'users.image',
      'participant_groups.title as group_title',
      'participant_groups.color as group_color',
    );
  return rows.map((row) => ({
    id: row.id,
    participant: {
      userID: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      title: row.contact_title ?? null,
      image: row.image ?? null,
      tag: row.group_title ? { title: row.group_title, color: row.group_color ?? null } : null,
    },
  }));
}

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** stand/get (spec 2 §2.10, §3 Booth): one booth of the event, with whether the caller checked in. */
export async function getStand(db: Knex, event: EventRow, id: string, userId: string): Promise<Stand | null> {
  const row: StandDetailRow | undefined = await standsOf(db, event)
    .andWhere('stands.id', id)
    .first(
      ...CARD_COLUMNS,
      'stands.detail',
      'stands.venue',
      'stands.address',
      'stands.latitude',
      'stands.longtitude',
      'stands.organizator',
      'stands.social_media',
      'stands.check_in_types',
      db.raw(
        'exists (select 1 from stand_check_ins where stand_check_ins.stand_id = stands.id and stand_check_ins.user_id = ?) as is_checked_in',
        [userId],
      ),
    );
  if (!row) return null;
  const [links, managers, gallery] = await Promise.all([
    db('stand_links').where('stand_id', id).orderBy(['order_no', 'id']).select('id', 'title', 'url'),
    managersOf(db, event, id, userId),
    db('stand_gallery').where('stand_id', id).orderBy(['order_no', 'id']).select('id', 'type', 'url'),
  ]);
  const hasLocation = [row.venue, row.address, row.latitude, row.longtitude].some(
    (value) => value !== null && value !== undefined,
  );
  return {
    ...toCard(row),
    links,
    managers,
    gallery: gallery.map((item) => ({ id: item.id, type: Number(item.type), url: item.url })),
    detail: row.detail ?? null,
    location: hasLocation
      ? {
          venue: row.venue ?? null,
          address: row.address ?? null,
          latitude: number(row.latitude),
          longtitude: number(row.longtitude),
        }
      : null,
    organizator: organizatorOf(row.organizator),
    socialMedia: socialMediaOf(row.social_media),
    checkInTypes: checkInTypesOf(row.check_in_types),
    isCheckedIn: toBoolean(row.is_checked_in),
  };
}
