import type { Knex } from 'knex';
import type { ContentList, GetParticipantsRequest, Participant } from '@atrium/shared/contract';
import { activate, findActivationCodeFrom } from '../../activation';
import { pageOf } from '../../db';
import { ApiError } from '../../http/envelope';
import { wherePersonMatches } from '../../people';
import { findEvent, isAttending, likePattern, page, type EventRow } from '../../eventScope';

/** Spec 1 §9: participants come 20 at a time. */
const PARTICIPANTS_PAGE = 20;

interface ParticipantRow {
  id: string;
  first_name: string;
  last_name: string;
  image: string | null;
  contact_title: string | null;
  group_title: string | null;
  group_color: string | null;
}

/**
 * Spec 1 §3 Participant. One user is one participant of an event, so the participant id is the
 * user id (docs/decisions.md).
 */
function toParticipant(row: ParticipantRow): Participant {
  return {
    id: row.id,
    userID: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`.trim(),
    title: row.contact_title ?? null,
    image: row.image ?? null,
    group: row.group_title ? { title: row.group_title, color: row.group_color ?? null } : null,
  };
}

function participantQuery(db: Knex, eventId: string): Knex.QueryBuilder {
  return db('event_attendees')
    .join('users', 'users.id', 'event_attendees.user_id')
    .leftJoin('participant_group_members', (join) =>
      join
        .on('participant_group_members.event_id', '=', 'event_attendees.event_id')
        .andOn('participant_group_members.user_id', '=', 'event_attendees.user_id'),
    )
    .leftJoin('participant_groups', 'participant_groups.id', 'participant_group_members.group_id')
    .where('event_attendees.event_id', eventId)
    .select(
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.image',
      'users.contact_title',
      'participant_groups.title as group_title',
      'participant_groups.color as group_color',
    );
}

/**
 * Participant/GetParticipants (spec 2 §2.7): the event's attendees who show themselves on the app
 * (showMeOnAPP), and the caller, who sees themselves either way; by group, by sub-event
 * registration and by name, title or company.
 */
export async function getParticipants(
  db: Knex,
  event: EventRow,
  userId: string,
  request: GetParticipantsRequest,
): Promise<ContentList<Participant>> {
  const query = participantQuery(db, event.id).andWhere((q) =>
    q.where('users.show_me_on_app', true).orWhere('users.id', userId),
  );
  if (request.groupID) query.andWhere('participant_group_members.group_id', request.groupID);
  if (request.subEventID) {
    query.whereIn(
      'users.id',
      db('sub_event_registrations')
        .join('sub_events', 'sub_events.id', 'sub_event_registrations.sub_event_id')
        .where({ 'sub_events.id': request.subEventID, 'sub_events.event_id': event.id })
        .select('sub_event_registrations.user_id'),
    );
  }
  wherePersonMatches(query, likePattern(request.searchTerm));
  const { rows, totalCount } = await pageOf<ParticipantRow>(
    query.orderBy(['users.first_name', 'users.last_name', 'users.id']),
    page(request, PARTICIPANTS_PAGE),
  );
  return { items: rows.map(toParticipant), totalCount };
}

/** Participant/GetCurrentParticipant: the caller as a participant of the event. */
export async function getCurrentParticipant(db: Knex, event: EventRow, userId: string): Promise<Participant> {
  const row: ParticipantRow | undefined = await participantQuery(db, event.id).andWhere('users.id', userId).first();
  if (!row) throw new ApiError(403, 'notAttending');
  return toParticipant(row);
}

/**
 * Participant/ActivateEvent (spec 1 §7): the code's event, by the same rule as fast login (an
 * event-wide code for anyone; a personal one for its owner, or claimed while unclaimed).
 * Activating twice is not an error.
 */
export async function activateEvent(
  db: Knex,
  applicationId: string,
  userId: string,
  activationCode: string,
  address: string,
): Promise<{ event: EventRow; alreadyAttending: boolean }> {
  const code = await findActivationCodeFrom(db, applicationId, activationCode, address);
  const event = code && (await findEvent(db, applicationId, { id: code.eventId }));
  if (!code || !event) throw new ApiError(400, 'activationCodeInvalid', { activationCode: 'activationCodeInvalid' });
  const alreadyAttending = await isAttending(db, event.id, userId);
  if (!(await db.transaction((trx) => activate(trx, code, userId)))) {
    throw new ApiError(400, 'activationCodeTaken', { activationCode: 'activationCodeTaken' });
  }
  return { event, alreadyAttending };
}
