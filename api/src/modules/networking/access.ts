import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import { DEFAULT_LANGUAGE, t } from '../../i18n';
import type { Publish } from '../../channels';
import type { RoomAccess } from '../../sfu/access';
import { openRooms } from './rooms';
import { publishSeats, releaseSeat } from './seats';

/** How long a seat waits for its holder to (re)enter the room's signalling before it is freed. */
export const SEAT_GRACE_MS = 15_000;
/**
 * The same when the holder left on purpose (Leave closes the socket): short, so the seat is free
 * for the next person at once, but long enough for the client's own rejoin, which closes its
 * socket the same way and connects again at once.
 */
export const LEFT_GRACE_MS = 2_000;

export interface NetworkingAccessOptions {
  db: Knex;
  publish: Publish;
  /** SEAT_GRACE_MS unless told (the tests use a short one). */
  graceMs?: number;
  /** LEFT_GRACE_MS unless told. */
  leftGraceMs?: number;
  /** Where a failed release is reported; silent without one. */
  log?: FastifyBaseLogger;
}

/** The `nsfu` side of RoomAccess, and what JoinNetworkingArea tells it. */
export interface NetworkingAccess extends RoomAccess {
  /** JoinNetworkingArea gave this seat: its holder has the grace period to enter the room. */
  seatTaken(roomId: string, userId: string): void;
  /**
   * Gives every seat whose holder is not in a room here the grace period: at start, for the seats
   * held before a restart (their browsers reconnect and enter again, or the seats are freed).
   */
  sweep(): Promise<void>;
  /** Stops every timer and waits for the releases under way. */
  close(): Promise<void>;
}

/**
 * Seats as room access (issue 17): a seat taken with LiveEvent/JoinNetworkingArea lets its holder
 * into the room's signalling; a holder who leaves, or never comes, loses the seat after the grace
 * period, and the event's pages are told (spec 2 §7.6). Who is in a room is known to this process
 * only: the signalling server runs its rooms in this process too, so with several api instances the
 * networking rooms' signalling must stay on the instance that keeps the seats' timers.
 */
export function createNetworkingAccess({
  db,
  publish,
  graceMs = SEAT_GRACE_MS,
  leftGraceMs = LEFT_GRACE_MS,
  log,
}: NetworkingAccessOptions): NetworkingAccess {
  const key = (roomId: string, userId: string) => `${roomId}\u0000${userId}`;
  /** The peers in a room's signalling now (entered or present, not left). */
  const inRoom = new Set<string>();
  const timers = new Map<string, NodeJS.Timeout>();
  const releasing = new Set<Promise<void>>();
  let closed = false;

  function cancel(id: string) {
    clearTimeout(timers.get(id));
    timers.delete(id);
  }

  function release(roomId: string, userId: string) {
    const done = (async () => {
      if (await releaseSeat(db, roomId, userId)) await publishSeats(db, publish, roomId);
    })()
      .catch((error: unknown) => log?.error({ err: error }, 'releasing a networking seat failed'))
      .finally(() => releasing.delete(done));
    releasing.add(done);
  }

  /** Frees the seat after the grace period unless its holder is in the room by then. */
  function startGrace(roomId: string, userId: string, ms = graceMs) {
    if (closed) return;
    const id = key(roomId, userId);
    cancel(id);
    const timer = setTimeout(() => {
      timers.delete(id);
      if (!closed && !inRoom.has(id)) release(roomId, userId);
    }, ms);
    // A pending release never keeps the process alive by itself.
    timer.unref();
    timers.set(id, timer);
  }

  function seatTaken(roomId: string, userId: string) {
    if (!inRoom.has(key(roomId, userId))) startGrace(roomId, userId);
  }

  function arrived(roomId: string, userId: string) {
    const id = key(roomId, userId);
    inRoom.add(id);
    cancel(id);
  }

  return {
    async enter(_namespace, roomId, { userId, applicationId }) {
      const room: { id: string; event_id: string; title: string; people_count: number } | undefined = await openRooms(
        db('networking_rooms')
          .join('events', 'events.id', 'networking_rooms.event_id')
          .where({ 'networking_rooms.id': roomId, 'events.application_id': applicationId }),
      ).first(
        'networking_rooms.id',
        'networking_rooms.event_id',
        'networking_rooms.title',
        'networking_rooms.people_count',
      );
      if (!room) return { ok: false, status: 404, message: t(DEFAULT_LANGUAGE, 'dataNotFound') };
      const seat = await db('networking_seats').where({ room_id: roomId, user_id: userId }).first('user_id');
      if (!seat) return { ok: false, status: 403, message: t(DEFAULT_LANGUAGE, 'networkingNoSeat') };
      arrived(roomId, userId);
      return {
        ok: true,
        room: { id: room.id, eventId: room.event_id, title: room.title, capacity: room.people_count },
      };
    },
    left(_namespace, roomId, userId, leaving) {
      inRoom.delete(key(roomId, userId));
      startGrace(roomId, userId, leaving ? Math.min(leftGraceMs, graceMs) : graceMs);
    },
    present(_namespace, roomId, userId) {
      arrived(roomId, userId);
    },
    seatTaken,
    async sweep() {
      const seats: { room_id: string; user_id: string }[] = await db('networking_seats').select('room_id', 'user_id');
      for (const seat of seats) seatTaken(seat.room_id, seat.user_id);
    },
    async close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(releasing);
    },
  };
}
