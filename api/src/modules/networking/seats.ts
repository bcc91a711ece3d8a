import type { Knex } from 'knex';
import { channel } from '@atrium/shared/contract';
import type { Publish } from '../../channels';
import { isUniqueViolation } from '../../db';
import { ApiError } from '../../http/envelope';
import { openRooms, roomById, type NetworkingRoomRow } from './rooms';

/** What a join did: the room it sat in, and the room it left to do so (one seat per event). */
export interface SeatTaken {
  room: NetworkingRoomRow;
  /** False when the user already held this seat. */
  taken: boolean;
  /** The room whose seat was given up, if any. */
  left: string | null;
}

/** Who wants which room's seat, and until when it waits for them to enter the room. */
export interface SeatWanted {
  eventId: string;
  roomId: string;
  userId: string;
  /** When the new seat is freed unless its holder enters the room first (networking/access.ts). */
  expiresAt: number;
}

async function takeSeatOnce(db: Knex, { eventId, roomId, userId, expiresAt }: SeatWanted): Promise<SeatTaken> {
  return db.transaction(async (trx) => {
    // A write to the room's own row first: on PostgreSQL it locks the row until commit, on SQLite
    // it takes the database's write lock, so two joins for the last seat count one after the other.
    const locked = await openRooms(trx('networking_rooms').where({ id: roomId, event_id: eventId })).update({
      people_count: trx.ref('people_count'),
    });
    if (!locked) throw new ApiError(404, 'dataNotFound');
    const room: NetworkingRoomRow = await trx('networking_rooms').where({ id: roomId }).first();
    const held: { room_id: string } | undefined = await trx('networking_seats')
      .where({ event_id: eventId, user_id: userId })
      .first('room_id');
    if (held?.room_id === roomId) return { room, taken: false, left: null };
    const taken = await trx('networking_seats').where({ room_id: roomId }).count({ count: '*' }).first();
    if (Number(taken?.count ?? 0) >= room.people_count) throw new ApiError(409, 'networkingRoomFull');
    if (held) await trx('networking_seats').where({ event_id: eventId, user_id: userId }).delete();
    await trx('networking_seats').insert({
      room_id: roomId,
      event_id: eventId,
      user_id: userId,
      taken_at: new Date(),
      expires_at: expiresAt,
    });
    return { room, taken: true, left: held?.room_id ?? null };
  });
}

/**
 * LiveEvent/JoinNetworkingArea's seat (spec 2 §2.21): refused when the room is full, and a seat
 * elsewhere in the event is given up. The unique (event, user) index refuses the second of one
 * user's concurrent joins to two rooms; tried again, it sees the first one's seat and moves it.
 */
export async function takeSeat(db: Knex, wanted: SeatWanted): Promise<SeatTaken> {
  try {
    return await takeSeatOnce(db, wanted);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return takeSeatOnce(db, wanted);
  }
}

/**
 * Tells the event's pages who sits in a room now: `networking-area-{eventId}-itemChanged` with its
 * users, and the whole card as `networking-{eventId}-networkingAreaUpdated` (spec 2 §7.6).
 */
export async function publishSeats(db: Knex, publish: Publish, roomId: string): Promise<void> {
  const found = await roomById(db, roomId);
  if (!found) return;
  const { eventId, room } = found;
  publish(channel.networkingArea({ eventId }), 'itemChanged', { item: { id: room.id, users: room.users } });
  publish(channel.networking({ eventId }), 'networkingAreaUpdated', { item: room });
}
