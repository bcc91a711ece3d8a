import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { APPOINTMENT_STATUS, type Appointment, type CreateAppointmentRequest } from '@atrium/shared/contract';
import { isPostgres } from '@atrium/shared/server';
import { localDate, localTime, zonedToUtc } from '../../eventScope';
import { ApiError } from '../../http/envelope';
import type { Notify } from '../../notify';
import { nameOf } from '../../people';
import { appointmentsOf, type AppointmentRow } from './appointments';
import { appointmentEvent, busyTimes, checkInvitees, durationIn, eventHours } from './availability';

const MINUTE = 60_000;

/**
 * notification/createappointment (spec 1 §3 Appointment form, §5, §6): in an event the caller
 * attends with B2B networking, not finished, with attendees of it, on one of its days, within its
 * hours, in the future and in a time none of the people has taken (checked again under a lock of
 * their rows on PostgreSQL, so two requests cannot book the same time). Every invitee is notified.
 */
export async function createAppointment(
  db: Knex,
  notify: Notify,
  applicationId: string,
  userId: string,
  body: CreateAppointmentRequest,
  /** Counts a request that would reach its invitees (issue 32 item 3); throws past the limit. */
  countRequest: () => Promise<void> = async () => undefined,
  now = new Date(),
): Promise<Appointment> {
  if (body.appointmentId) {
    throw new ApiError(400, 'appointmentEditNotOffered', { appointmentId: 'appointmentEditNotOffered' });
  }
  const title = body.title.trim();
  if (!title) throw new ApiError(400, 'validationFailed', { title: 'fieldRequired' });
  const event = await appointmentEvent(db, applicationId, userId, body.eventId, now);
  const invitees = await checkInvitees(db, event, userId, body.userIds);
  const hours = eventHours(event, body.appointmentDate);
  if (!hours) throw new ApiError(400, 'appointmentDateOutside', { appointmentDate: 'appointmentDateOutside' });
  const start = zonedToUtc(body.appointmentDate, body.appointmentTime, event.timezone);
  const end = new Date(start.getTime() + durationIn(event, body.duration) * MINUTE);
  // A wall-clock time skipped by a DST change lands on another day or time; it is outside too.
  if (start < hours.start || end > hours.end || localDate(start, event.timezone) !== body.appointmentDate) {
    throw new ApiError(400, 'appointmentTimeOutside', { appointmentTime: 'appointmentTimeOutside' });
  }
  if (start <= now) throw new ApiError(400, 'appointmentTimePast', { appointmentTime: 'appointmentTimePast' });

  await countRequest();
  const people = [userId, ...invitees];
  const row: AppointmentRow = {
    id: randomUUID(),
    application_id: applicationId,
    event_id: event.id,
    owner_id: userId,
    title,
    venue: body.venue?.trim() || null,
    start_at: start,
    end_at: end,
  };
  await db.transaction(async (trx) => {
    if (isPostgres(db))
      await trx('users')
        .whereIn('id', [...people].sort())
        .orderBy('id')
        .forUpdate()
        .select('id');
    if ((await busyTimes(trx, people, start, end)).length) {
      throw new ApiError(400, 'appointmentTimeFull', { appointmentTime: 'appointmentTimeFull' });
    }
    await trx('appointments').insert({ ...row, created_at: now });
    await trx('appointment_users').insert(
      people.map((id) => ({
        appointment_id: row.id,
        user_id: id,
        status: id === userId ? APPOINTMENT_STATUS.accepted : APPOINTMENT_STATUS.pending,
      })),
    );
  });

  const name = await nameOf(db, userId);
  const when = { date: body.appointmentDate, time: localTime(start, event.timezone) };
  for (const invitee of invitees) {
    await notify({
      applicationId,
      userId: invitee,
      kind: 'appointmentInvite',
      params: { name, title, when },
      relatedUserId: userId,
      relatedEventId: event.id,
    });
  }
  return (await appointmentsOf(db, [row]))[0];
}
