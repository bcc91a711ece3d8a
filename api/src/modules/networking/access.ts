import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import { DEFAULT_LANGUAGE, t } from '../../i18n';
import type { Publish } from '../../channels';
import type { RoomAccess } from '../../sfu/access';
import { openRooms } from './rooms';
import { publishSeats } from './seats';

/** How long a seat waits for its holder to (re)enter the room's signalling before it is freed. */
export const SEAT_GRACE_MS = 15_000;
/**
 * The same when the holder left on purpose (Leave closes the socket): short, so the seat is free
 * for the next person at once, but long enough for the client's own rejoin, which closes its
 * socket the same way and connects again at once.
 */
export const LEFT_GRACE_MS = 2_000;
/** How often every instance releases the seats whose time is up (one indexed query each time). */
export const SEAT_SWEEP_MS = 1_000;
/**
 * How long an instance's word that a holder is in a room's signalling lasts; it is renewed every
 * third of it. An instance that stops renewing (it died, or lost its database) stops vouching for
 * its holders, and their seats get the grace period as if their connections were lost.
 */
export const PRESENCE_LEASE_MS = 10_000;
/** Rows one sweep handles at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

export interface NetworkingAccessOptions {
  db: Knex;
  publish: Publish;
  /** SEAT_GRACE_MS unless told (the tests use a short one). */
  graceMs?: number;
  /** LEFT_GRACE_MS unless told. */
  leftGraceMs?: number;
  /** SEAT_SWEEP_MS unless told. */
  sweepMs?: number;
  /** PRESENCE_LEASE_MS unless told. */
  leaseMs?: number;
  /** Where a failed release is reported; silent without one. */
  log?: FastifyBaseLogger;
}

/** The `nsfu` side of RoomAccess, and what JoinNetworkingArea tells it. */
export interface NetworkingAccess extends RoomAccess {
  /** The grace period a new seat starts with (JoinNetworkingArea writes it with the seat). */
  readonly graceMs: number;
  /** JoinNetworkingArea gave this seat: its holder has the grace period to enter the room. */
  seatTaken(roomId: string, userId: string): Promise<void>;
  /**
   * Gives every seat whose holder is in no room's signalling (on any live instance) the grace
   * period, or what is left of a shorter one: at start, for the seats held before a restart
   * (their browsers reconnect and enter again, or the seats are freed).
   */
  sweep(): Promise<void>;
  /** One round of what every instance does each SEAT_SWEEP_MS: release the seats whose time is up. */
  releaseExpired(): Promise<void>;
  /**
   * Stops sweeping and renewing; this instance's holders get the grace period (another instance,
   * or this one restarted, frees their seats unless they enter again).
   */
  close(): Promise<void>;
}

/**
 * Seats as room access (issue 17, issue 33 item 2): a seat taken with LiveEvent/JoinNetworkingArea
 * lets its holder into the room's signalling; a holder who leaves, or never comes, loses the seat
 * after the grace period, and the event's pages are told (spec 2 §7.6).
 *
 * Nothing of it lives in one process alone. A seat's `expires_at` is when it is freed, null while
 * its holder is in the room's signalling on some instance; that instance vouches for the holder
 * with a `networking_presence` row it keeps alive. Every instance sweeps: an indexed read of the
 * seats whose time is up, each released by a delete conditional on the time it read, so of two
 * instances sweeping at once exactly one releases a seat and publishes it. No timer per seat.
 */
export function createNetworkingAccess({
  db,
  publish,
  graceMs = SEAT_GRACE_MS,
  leftGraceMs = LEFT_GRACE_MS,
  sweepMs = SEAT_SWEEP_MS,
  leaseMs = PRESENCE_LEASE_MS,
  log,
}: NetworkingAccessOptions): NetworkingAccess {
  /** This process, as its presence rows name it. */
  const instance = randomUUID();
  const key = (roomId: string, userId: string) => `${roomId}\u0000${userId}`;
  const unkey = (id: string) => id.split('\u0000') as [string, string];
  /** The peers in a room's signalling on this instance now (entered or present, not left). */
  const inRoom = new Set<string>();
  /** Each holder's presence changes, one after the other in the order the signalling told them. */
  const queues = new Map<string, Promise<unknown>>();
  let sweeping: Promise<void> | null = null;
  let closed = false;

  const report = (what: string) => (error: unknown) => log?.error({ err: error }, what);

  function inOrder<T>(roomId: string, userId: string, task: () => Promise<T>): Promise<T> {
    const id = key(roomId, userId);
    const run = (queues.get(id) ?? Promise.resolve()).catch(() => {}).then(task);
    const settled = run.then(
      () => {},
      () => {},
    );
    queues.set(id, settled);
    void settled.then(() => {
      if (queues.get(id) === settled) queues.delete(id);
    });
    return run;
  }

  /** A holder's live presence rows, on any instance (`except` this one when it is leaving). */
  const presentSql = (exceptHere: boolean) =>
    'exists (select 1 from networking_presence where networking_presence.room_id = networking_seats.room_id' +
    ' and networking_presence.user_id = networking_seats.user_id and networking_presence.alive_until > ?' +
    (exceptHere ? ' and networking_presence.instance_id <> ?' : '') +
    ')';

  /**
   * The seat's time starts (`ms` from now), unless its holder is in the room's signalling on an
   * instance (other than this one when `exceptHere`): then it has no end. One statement, so an
   * instance marking the holder present at the same moment either sees this or is seen by it.
   */
  async function holdOrExpire(roomId: string, userId: string, ms: number, exceptHere: boolean): Promise<void> {
    const now = Date.now();
    const bindings = exceptHere ? [now, instance, now + ms] : [now, now + ms];
    await db('networking_seats')
      .where({ room_id: roomId, user_id: userId })
      .update({
        expires_at: db.raw(`case when ${presentSql(exceptHere)} then null else cast(? as bigint) end`, bindings),
      });
  }

  /** This instance vouches for the holder, and the seat (if there is one) stops expiring; false: no seat. */
  async function markPresent(roomId: string, userId: string): Promise<boolean> {
    await db('networking_presence')
      .insert({ room_id: roomId, user_id: userId, instance_id: instance, alive_until: Date.now() + leaseMs })
      .onConflict(['room_id', 'user_id', 'instance_id'])
      .merge(['alive_until']);
    return (await db('networking_seats').where({ room_id: roomId, user_id: userId }).update({ expires_at: null })) > 0;
  }

  const forgetPresence = (roomId: string, userId: string) =>
    db('networking_presence').where({ room_id: roomId, user_id: userId, instance_id: instance }).delete();

  /** Keeps this instance's presence rows alive; writes again any that lapsed meanwhile (a stall). */
  async function renew(): Promise<void> {
    if (!inRoom.size) return;
    const now = Date.now();
    const renewed = await db('networking_presence')
      .where({ instance_id: instance })
      .where('alive_until', '>', now)
      .update({ alive_until: now + leaseMs });
    if (renewed >= inRoom.size) return;
    for (const id of [...inRoom]) {
      const [roomId, userId] = unkey(id);
      await inOrder(roomId, userId, async () => {
        if (inRoom.has(id)) await markPresent(roomId, userId);
      });
    }
  }

  /** Presence rows of instances that stopped renewing: their holders get the grace period. */
  async function forgetLapsed(now: number): Promise<void> {
    const lapsed: { room_id: string; user_id: string; instance_id: string }[] = await db('networking_presence')
      .where('alive_until', '<=', now)
      .whereNot({ instance_id: instance })
      .limit(SWEEP_BATCH)
      .select('room_id', 'user_id', 'instance_id');
    for (const row of lapsed) {
      // The lapsed row no longer counts, so the seat's time starts unless another instance vouches.
      await holdOrExpire(row.room_id, row.user_id, graceMs, false);
      await db('networking_presence').where(row).where('alive_until', '<=', now).delete();
    }
  }

  async function releaseExpired(): Promise<void> {
    const now = Date.now();
    await forgetLapsed(now);
    const expired: { room_id: string; user_id: string; expires_at: number | string }[] = await db('networking_seats')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(SWEEP_BATCH)
      .select('room_id', 'user_id', 'expires_at');
    const rooms = new Set<string>();
    for (const seat of expired) {
      // Only while the seat still ends when it was read: a holder who entered meanwhile, or another
      // instance that released it first, leaves nothing to delete here.
      const released = await db('networking_seats').where(seat).delete();
      if (released) rooms.add(seat.room_id);
    }
    for (const roomId of rooms) await publishSeats(db, publish, roomId);
  }

  function startSweeping() {
    if (closed || sweeping) return;
    sweeping = releaseExpired()
      .catch(report('releasing networking seats failed'))
      .finally(() => {
        sweeping = null;
      });
  }
  const sweeper = sweepMs > 0 ? setInterval(startSweeping, sweepMs) : null;
  const renewer = setInterval(
    () => {
      if (!closed) void renew().catch(report('renewing networking presence failed'));
    },
    Math.max(1, Math.floor(leaseMs / 3)),
  );
  // Neither keeps the process alive by itself.
  sweeper?.unref();
  renewer.unref();

  function arrived(roomId: string, userId: string) {
    inRoom.add(key(roomId, userId));
    void inOrder(roomId, userId, () => markPresent(roomId, userId)).catch(report('marking a holder present failed'));
  }

  return {
    graceMs,
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
      // Present first, then the seat: once this answers, no sweeper frees the seat under the holder.
      const id = key(roomId, userId);
      const seated = await inOrder(roomId, userId, async () => {
        if (await markPresent(roomId, userId)) return true;
        if (!inRoom.has(id)) await forgetPresence(roomId, userId);
        return false;
      });
      if (!seated) return { ok: false, status: 403, message: t(DEFAULT_LANGUAGE, 'networkingNoSeat') };
      inRoom.add(id);
      return {
        ok: true,
        room: { id: room.id, eventId: room.event_id, title: room.title, capacity: room.people_count },
      };
    },
    left(_namespace, roomId, userId, leaving) {
      if (closed) return;
      inRoom.delete(key(roomId, userId));
      const ms = leaving ? Math.min(leftGraceMs, graceMs) : graceMs;
      void inOrder(roomId, userId, async () => {
        await holdOrExpire(roomId, userId, ms, true);
        await forgetPresence(roomId, userId);
      }).catch(report('starting a networking seat’s grace failed'));
    },
    present(_namespace, roomId, userId) {
      if (!closed) arrived(roomId, userId);
    },
    seatTaken: (roomId, userId) => inOrder(roomId, userId, () => holdOrExpire(roomId, userId, graceMs, false)),
    async sweep() {
      const now = Date.now();
      await db('networking_seats')
        .where((query) => query.whereNull('expires_at').orWhere('expires_at', '>', now + graceMs))
        .whereNot(db.raw(presentSql(false), [now]))
        .update({ expires_at: now + graceMs });
    },
    releaseExpired,
    async close() {
      if (closed) return;
      closed = true;
      if (sweeper) clearInterval(sweeper);
      clearInterval(renewer);
      await sweeping;
      await Promise.all(queues.values());
      for (const id of inRoom) {
        const [roomId, userId] = unkey(id);
        await holdOrExpire(roomId, userId, graceMs, true).catch(report('starting a networking seat’s grace failed'));
      }
      inRoom.clear();
      await db('networking_presence')
        .where({ instance_id: instance })
        .delete()
        .catch(report('forgetting networking presence failed'));
    },
  };
}
