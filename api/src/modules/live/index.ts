import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { Channels } from '../../channels';
import { attendsEventOnce, type EventRow } from '../../eventScope';
import { ApiError, ok } from '../../http/envelope';
import type { LiveHashes } from '../../streaming/hash';
import { findSession, listSessions, sessionFor } from './sessions';
import type { Watchers } from './watchers';

export { createSessionAccess } from './access';
export { liveControlRoute } from './control';
export { createWatchers, type Watchers } from './watchers';

export interface LiveModuleOptions {
  db: Knex;
  hashes: LiveHashes;
  watchers: Watchers;
  channels: Channels;
}

/**
 * Spec 2 §2.18-2.20, §7.4 live sessions (issue 16), inside the event of X-Event-Id when it has
 * the LiveStreams module: anyone of the brand lists and reads them, as the event's other content;
 * attendees join, which answers the hash the streaming host serves the stream for (a visitor gets
 * 403 'Only attendees of this event can do this.').
 */
const liveModule: FastifyPluginAsync<LiveModuleOptions> = async (app, { db, hashes, watchers, channels }) => {
  // The session page subscribes to both for one event: attendance is read once per socket.
  channels.authorise('liveStream', (claims, { eventId }, known) => attendsEventOnce(db, claims, eventId, known));
  // Named with the user's own application, and a session of that event.
  channels.authorise(
    'sessionPresence',
    async (claims, { applicationId, eventId, sessionId }, known) =>
      applicationId === claims.applicationId &&
      (await attendsEventOnce(db, claims, eventId, known)) &&
      Boolean(await db('live_sessions').where({ id: sessionId, event_id: eventId }).first('id')),
  );

  async function liveEvent(request: FastifyRequest, attendee: boolean): Promise<EventRow> {
    const event = attendee ? await request.requireAttendedEvent() : await request.requireEvent();
    if (!(await db('event_modules').where({ event_id: event.id, name: 'LiveStreams' }).first('id'))) {
      throw new ApiError(404, 'noLiveStreams');
    }
    return event;
  }

  app.handle('LiveEvent/List', async (request) =>
    ok(await listSessions(db, await liveEvent(request, false), request.body, watchers.count)),
  );

  app.handle('LiveEvent/Get', async (request) =>
    ok(await sessionFor(db, await liveEvent(request, false), request.body.id, watchers.count)),
  );

  app.handle('LiveEvent/Join', async (request) => {
    const session = await findSession(db, await liveEvent(request, true), request.body.id);
    return ok(hashes.sign(session.id, request.auth.userId));
  });
};

export default liveModule;
