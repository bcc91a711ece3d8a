import type { Knex } from 'knex';
import { DEFAULT_LANGUAGE, t } from '../../i18n';
import type { RoomAccess } from '../../sfu/access';

/**
 * Who enters a session's conference room on the `sfu` namespace (spec 2 §6 session publisher): an
 * active entry of its publishers. Publishers are stored by user id (the contract's participantID is
 * the user's id, as in Participant), so the signalling's user is looked up as it is. A session that
 * is neither active nor active for speakers has no room (404), like one of another brand.
 */
export function createSessionAccess(db: Knex): Pick<RoomAccess, 'enter'> {
  return {
    async enter(_namespace, sessionId, { userId, applicationId }) {
      const session: { id: string; event_id: string; title: string } | undefined = await db('live_sessions')
        .join('events', 'events.id', 'live_sessions.event_id')
        .where({ 'live_sessions.id': sessionId, 'events.application_id': applicationId })
        .where((open) =>
          open.where('live_sessions.is_active', true).orWhere('live_sessions.is_active_for_speakers', true),
        )
        .first('live_sessions.id', 'live_sessions.event_id', 'live_sessions.title');
      if (!session) return { ok: false, status: 404, message: t(DEFAULT_LANGUAGE, 'dataNotFound') };
      const publisher = await db('live_session_publishers')
        .where({ session_id: sessionId, user_id: userId, is_active: true })
        .first('user_id');
      if (!publisher) return { ok: false, status: 403, message: t(DEFAULT_LANGUAGE, 'sessionNotPublisher') };
      return { ok: true, room: { id: session.id, eventId: session.event_id, title: session.title, capacity: null } };
    },
  };
}
