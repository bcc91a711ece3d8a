import type { Knex } from 'knex';
import type { RegisterToSubEventRequest, SubEventRegistration } from '@atrium/shared/contract';
import { ApiError } from '../../http/envelope';
import type { EventRow } from '../../eventScope';
import { checkAnswers } from '../../questions';

/** Spec 2 §3: 0 pending approval, 1 confirmed. */
export const REGISTRATION_STATUS = { pending: 0, confirmed: 1 } as const;

/** Sub-event types 0 and 1 confirm at once; the others (danger badge) wait for approval (spec 2 §4). */
const CONFIRMED_TYPES = [0, 1];

const toRegistration = (row: { sub_event_id: string; status: number }): SubEventRegistration => ({
  subEventID: row.sub_event_id,
  status: Number(row.status) === REGISTRATION_STATUS.confirmed ? 1 : 0,
});

/** Participant/GetMySubEventRegistrations: the caller's registrations in the event. */
export async function getMySubEventRegistrations(db: Knex, event: EventRow, userId: string) {
  const rows = await db('sub_event_registrations')
    .join('sub_events', 'sub_events.id', 'sub_event_registrations.sub_event_id')
    .where({ 'sub_events.event_id': event.id, 'sub_event_registrations.user_id': userId })
    .orderBy('sub_events.order_no')
    .select('sub_event_registrations.sub_event_id', 'sub_event_registrations.status');
  return { items: rows.map(toRegistration) };
}

/**
 * Participant/RegisterToSubEvent (spec 2 §4 Sub-event registration): closed when mobile
 * registrations are off or the stock is used up; one registration per user, with the answers to
 * the sub-event's registration form (checked as every form's, spec 2 §5), stored with it. The sub-event row is
 * locked on PostgreSQL so two last-place registrations cannot both pass the stock check (SQLite
 * serialises writers anyway).
 */
export async function registerToSubEvent(
  db: Knex,
  event: EventRow,
  userId: string,
  request: RegisterToSubEventRequest,
): Promise<SubEventRegistration> {
  return db.transaction(async (trx) => {
    const query = trx('sub_events').where({ id: request.subEventID, event_id: event.id });
    if (trx.client.config.client === 'pg') query.forUpdate();
    const subEvent = await query.first();
    if (!subEvent) throw new ApiError(404, 'dataNotFound');
    if (await trx('sub_event_registrations').where({ sub_event_id: subEvent.id, user_id: userId }).first('status')) {
      throw new ApiError(400, 'alreadyRegistered');
    }
    if (!subEvent.enable_mobile_registrations) throw new ApiError(400, 'subEventClosed');
    if (subEvent.stock !== null && subEvent.stock !== undefined) {
      const used = await trx('sub_event_registrations')
        .where('sub_event_id', subEvent.id)
        .count({ count: '*' })
        .first();
      if (Number(used?.count ?? 0) >= Number(subEvent.stock)) throw new ApiError(400, 'subEventFull');
    }
    const answers = await checkAnswers(trx, { subEventId: subEvent.id }, userId, request.questions ?? []);
    const row = {
      sub_event_id: subEvent.id,
      user_id: userId,
      status: CONFIRMED_TYPES.includes(Number(subEvent.type))
        ? REGISTRATION_STATUS.confirmed
        : REGISTRATION_STATUS.pending,
      answers: JSON.stringify(answers),
      created_at: new Date(),
    };
    await trx('sub_event_registrations').insert(row);
    return toRegistration(row);
  });
}
