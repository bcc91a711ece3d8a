import type { Knex } from 'knex';
import type { ContentList, NetworkingListRequest, NetworkingRoom, NetworkingUser } from '@atrium/shared/contract';
import { pageWithTotal, toBoolean, toIsoDate } from '../../db';
import { likePattern, page, whereLike } from '../../eventScope';

/** A row of `networking_rooms` (migration 016). */
export interface NetworkingRoomRow {
  id: string;
  event_id: string;
  title: string;
  people_count: number;
  cover: string | null;
  background_banner: string | null;
  order_no: number;
  record_status: number;
  is_active: boolean | number;
  removed_at: Date | number | string | null;
  created_at: Date | number | string;
  updated_at: Date | number | string;
}

/**
 * Where a room's signalling runs: the `nsfu` namespace of the api's own signalling server
 * (SIGNALLING_PATH); the browser connects there with the room's id, so one name serves every room.
 */
export const NETWORKING_SFU_URL = 'nsfu';

/** The rooms attendees see: active and not removed (spec 2 §2.22 sends the page back to the list otherwise). */
export const openRooms = (query: Knex.QueryBuilder): Knex.QueryBuilder =>
  query.where('networking_rooms.is_active', true).whereNull('networking_rooms.removed_at');

const people = (db: Knex, table: 'networking_seats' | 'networking_room_managers', roomIds: string[]) =>
  db(table)
    .join('users', 'users.id', `${table}.user_id`)
    .whereIn(`${table}.room_id`, roomIds)
    .orderBy(table === 'networking_seats' ? [`${table}.taken_at`, 'users.id'] : ['users.first_name', 'users.id'])
    .select(`${table}.room_id`, 'users.id', 'users.first_name', 'users.last_name', 'users.image') as Promise<
    { room_id: string; id: string; first_name: string; last_name: string; image: string | null }[]
  >;

type PersonRow = Awaited<ReturnType<typeof people>>[number];

const userOf = (row: PersonRow): NetworkingUser => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  image: row.image,
});

/** Who holds a seat in each room, in the order they sat down. */
export async function seatHolders(db: Knex, roomIds: string[]): Promise<Map<string, NetworkingUser[]>> {
  const byRoom = new Map<string, NetworkingUser[]>(roomIds.map((id) => [id, []]));
  for (const row of await people(db, 'networking_seats', roomIds)) byRoom.get(row.room_id)?.push(userOf(row));
  return byRoom;
}

/** The rooms as the calls answer them, their seat holders and managers read together. */
export async function roomsOf(db: Knex, rows: NetworkingRoomRow[]): Promise<NetworkingRoom[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [users, managers] = await Promise.all([seatHolders(db, ids), people(db, 'networking_room_managers', ids)]);
  return rows.map((row) => {
    const seated = users.get(row.id) ?? [];
    return {
      id: row.id,
      title: row.title,
      peopleCount: row.people_count,
      users: seated,
      managers: managers.filter((manager) => manager.room_id === row.id).map(userOf),
      cover: row.cover,
      backgroundBanner: row.background_banner,
      orderNO: row.order_no,
      // Spec 2 §7.6 WatcherCount: the people in the room, that is its taken seats.
      watcherCount: seated.length,
      sfuUrl: NETWORKING_SFU_URL,
      createDate: toIsoDate(row.created_at)!,
      updateDate: toIsoDate(row.updated_at)!,
      recordStatus: row.record_status,
      isActive: toBoolean(row.is_active),
    };
  });
}

/** LiveEvent/ListNetworkingAreas: the event's open rooms in the organiser's order (spec 2 §7.4 orderNO). */
export async function listRooms(
  db: Knex,
  eventId: string,
  request: NetworkingListRequest,
): Promise<ContentList<NetworkingRoom>> {
  const query = openRooms(db('networking_rooms').where('event_id', eventId));
  whereLike(query, ['title'], likePattern(request.searchTerm));
  const { rows, totalCount } = await pageWithTotal<NetworkingRoomRow>(
    query.select('*').orderBy(['order_no', 'id']),
    page(request),
  );
  return { items: await roomsOf(db, rows), totalCount };
}

/** An open room of the event, or undefined (missing, inactive, removed, another event's). */
export async function findOpenRoom(db: Knex, eventId: string, id: string): Promise<NetworkingRoomRow | undefined> {
  return openRooms(db('networking_rooms').where({ id, event_id: eventId })).first();
}

/** One room as the channel carries it, open or not, with its event (undefined: no such row). */
export async function roomById(db: Knex, id: string): Promise<{ eventId: string; room: NetworkingRoom } | undefined> {
  const row: NetworkingRoomRow | undefined = await db('networking_rooms').where({ id }).first();
  return row && { eventId: row.event_id, room: (await roomsOf(db, [row]))[0] };
}
