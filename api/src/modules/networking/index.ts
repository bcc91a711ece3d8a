import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { Channels } from '../../channels';
import { attendsEventOnce, type EventRow } from '../../eventScope';
import { ApiError, ok } from '../../http/envelope';
import type { NetworkingAccess } from './access';
import { findOpenRoom, listRooms, roomById } from './rooms';
import { publishSeats, takeSeat } from './seats';

export { createNetworkingAccess, type NetworkingAccess } from './access';
export { createNetworkRequests, type NetworkRequests } from './requests';

export interface NetworkingModuleOptions {
  db: Knex;
  channels: Channels;
  /** Told of every seat taken, so an empty chair is freed when its holder never reaches the room. */
  access: Pick<NetworkingAccess, 'seatTaken' | 'graceMs'>;
}

/**
 * Spec 2 §2.21-2.22, §7.4 networking rooms (issue 17), inside the event of X-Event-Id when it has
 * the Networking module. As with live sessions, anyone of the brand lists and reads the rooms (a
 * visitor sees what the event offers, and the register button, as on its other pages); taking a
 * seat is for attendees only ('Only attendees of this event can do this.').
 */
const networkingModule: FastifyPluginAsync<NetworkingModuleOptions> = async (app, { db, channels, access }) => {
  const { publish } = channels;
  // Attendance is read once per socket for the event's several channels.
  channels.authorise('networking', (claims, { eventId }, known) => attendsEventOnce(db, claims, eventId, known));
  channels.authorise('networkingArea', (claims, { eventId }, known) => attendsEventOnce(db, claims, eventId, known));
  // Named with the user's own application, and a room of that event.
  channels.authorise(
    'networkingPresence',
    async (claims, { applicationId, eventId, roomId }, known) =>
      applicationId === claims.applicationId &&
      (await attendsEventOnce(db, claims, eventId, known)) &&
      Boolean(await db('networking_rooms').where({ id: roomId, event_id: eventId }).first('id')),
  );

  async function networkingEvent(request: FastifyRequest, attendee: boolean): Promise<EventRow> {
    const event = attendee ? await request.requireAttendedEvent() : await request.requireEvent();
    if (!(await db('event_modules').where({ event_id: event.id, name: 'Networking' }).first('id'))) {
      throw new ApiError(404, 'noNetworking');
    }
    return event;
  }

  async function openRoom(event: EventRow, id: string) {
    const row = await findOpenRoom(db, event.id, id);
    const found = row && (await roomById(db, row.id));
    if (!found) throw new ApiError(404, 'dataNotFound');
    return found.room;
  }

  app.handle('LiveEvent/ListNetworkingAreas', async (request) =>
    ok(await listRooms(db, (await networkingEvent(request, false)).id, request.body)),
  );

  app.handle('LiveEvent/GetNetworkingArea', async (request) =>
    ok(await openRoom(await networkingEvent(request, false), request.body.id)),
  );

  app.handle('LiveEvent/JoinNetworkingArea', async (request) => {
    const event = await networkingEvent(request, true);
    const { userId } = request.auth;
    const { room, taken, left } = await takeSeat(db, {
      eventId: event.id,
      roomId: request.body.roomId,
      userId,
      expiresAt: Date.now() + access.graceMs,
    });
    await access.seatTaken(room.id, userId);
    if (taken) {
      await Promise.all([publishSeats(db, publish, room.id), left && publishSeats(db, publish, left)]);
    }
    return ok(await openRoom(event, room.id));
  });
};

export default networkingModule;
