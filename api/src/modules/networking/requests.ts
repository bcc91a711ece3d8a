import type { Knex } from 'knex';
import {
  channel,
  type NetworkingUser,
  type NetworkRequest,
  type NetworkRequestAck,
  type NetworkRequestEmit,
} from '@atrium/shared/contract';
import type { Publish } from '../../channels';
import { t, type Language, type MessageKey } from '../../i18n';
import { blockedBetween } from '../../people';
import { createRateLimits } from '../../rateLimits';
import { openRooms } from './rooms';

/** How long an invitation can be accepted (spec 1 §9 shows it for 15 s; a late click still counts). */
export const NETWORK_REQUEST_TTL_MS = 60_000;
/** Expired invitations are removed once every this many sent (each is refused once expired anyway). */
const PRUNE_EVERY = 100;

export interface NetworkRequests {
  /** Checks one `emit-private-room` of `sender` and delivers it; the answer is the emit's ack. */
  send(
    sender: { userId: string; applicationId: string },
    emit: NetworkRequestEmit,
    language: Language,
  ): Promise<NetworkRequestAck>;
}

interface RoomOfRequest {
  id: string;
  title: string;
  people_count: number;
  event_id: string;
  slug: string;
}

/**
 * Network requests (spec 1 §7 Real-time, §5): an invitation into a networking room goes to the
 * invitee's `private-{userId}` as `client-network-request`, and the invitee's acceptance back to
 * the inviter's as `client-network-accept`. Only a seat holder invites, only into a room with a free
 * seat, only an attendee of the room's event in the same brand; only an invitation received in the
 * last minute can be accepted, once. Pending invitations are rows of `network_invitations` with
 * their time (issue 33 item 2), so an acceptance reaching another api instance finds the invitation,
 * and a delete conditional on that time lets exactly one acceptance through.
 */
export function createNetworkRequests({
  db,
  publish,
  ttlMs = NETWORK_REQUEST_TTL_MS,
}: {
  db: Knex;
  publish: Publish;
  ttlMs?: number;
}): NetworkRequests {
  const limits = createRateLimits(db);
  let sent = 0;

  async function userOf(id: string): Promise<NetworkingUser> {
    const row = await db('users').where({ id }).first('id', 'first_name', 'last_name', 'image');
    return { id: row.id, firstName: row.first_name, lastName: row.last_name, image: row.image };
  }

  async function deliver(
    room: RoomOfRequest,
    event: NetworkRequestEmit['event'],
    to: string,
    from: string,
  ): Promise<void> {
    const request: NetworkRequest = {
      roomId: room.id,
      roomTitle: room.title,
      eventId: room.event_id,
      eventSlug: room.slug,
      from: await userOf(from),
    };
    publish(channel.private({ userId: to }), event, request);
  }

  return {
    async send({ userId, applicationId }, emit, language) {
      const refuse = (key: MessageKey): NetworkRequestAck => ({ ok: false, message: t(language, key) });
      const room: RoomOfRequest | undefined = await openRooms(
        db('networking_rooms')
          .join('events', 'events.id', 'networking_rooms.event_id')
          .where({ 'networking_rooms.id': emit.roomId, 'events.application_id': applicationId }),
      ).first(
        'networking_rooms.id',
        'networking_rooms.title',
        'networking_rooms.people_count',
        'networking_rooms.event_id',
        'events.slug',
      );
      if (!room) return refuse('dataNotFound');
      const now = Date.now();

      // Nothing passes between two people when one blocked the other (issue 32 item 5).
      if (emit.userId !== userId && (await blockedBetween(db, userId, [emit.userId]))) {
        return refuse('networkingInviteBlocked');
      }
      if (emit.event === 'client-network-accept') {
        const accepted = await db('network_invitations')
          .where({ room_id: room.id, inviter_id: emit.userId, invitee_id: userId })
          .where('expires_at', '>', now)
          .delete();
        if (!accepted) return refuse('networkingNoRequest');
        await deliver(room, emit.event, emit.userId, userId);
        return { ok: true };
      }

      const seats: { user_id: string }[] = await db('networking_seats').where({ room_id: room.id }).select('user_id');
      if (!seats.some((seat) => seat.user_id === userId)) return refuse('networkingNoSeat');
      // Spec 2 §5, spec 1 §5: no invitation into a full room.
      if (seats.length >= room.people_count) return refuse('networkingInviteRoomFull');
      if (emit.userId === userId) return refuse('networkingInviteSelf');
      const invitee = await db('event_attendees')
        .join('users', 'users.id', 'event_attendees.user_id')
        .where({
          'event_attendees.event_id': room.event_id,
          'users.id': emit.userId,
          'users.application_id': applicationId,
        })
        .first('users.id');
      if (!invitee) return refuse('networkingInviteeNotAttending');
      // An invitation takes over the invitee's screen for 15 s: a few a minute to one person, ten in all.
      const [toOne, inAll] = await Promise.all([
        limits.take('networkInvitationToOne', { userId, target: emit.userId }),
        limits.take('networkInvitation', { userId }),
      ]);
      if (!toOne || !inAll) return refuse('tooManyInvitations');
      await db('network_invitations')
        .insert({ room_id: room.id, inviter_id: userId, invitee_id: emit.userId, expires_at: now + ttlMs })
        .onConflict(['room_id', 'inviter_id', 'invitee_id'])
        .merge(['expires_at']);
      if (++sent % PRUNE_EVERY === 0) await db('network_invitations').where('expires_at', '<=', now).delete();
      await deliver(room, emit.event, emit.userId, userId);
      return { ok: true };
    },
  };
}
