import type { Knex } from 'knex';
import { APPOINTMENT_STATUS, type AvailableTimeSlot } from '@atrium/shared/contract';
import { toBoolean } from '../../db';
import { addDays, attendingColumn, localDate, localTime, zonedToUtc, type EventRow } from '../../eventScope';
import { ApiError } from '../../http/envelope';

const MINUTE = 60_000;

export interface AppointmentEvent extends EventRow {
  b2b_networking_enabled: boolean | number | null;
  b2b_networking_interval: number | null;
}

/**
 * The event an appointment is made in (spec 1 §6): of the caller's brand, attended by the caller,
 * with B2B networking, and not finished; else the spec's message on eventId (spec 1 §8).
 */
export async function appointmentEvent(
  db: Knex,
  applicationId: string,
  userId: string,
  eventId: string,
  now: Date,
): Promise<AppointmentEvent> {
  const row: (AppointmentEvent & { is_attending: boolean | number }) | undefined = await db('events')
    .leftJoin('event_details as d', 'd.event_id', 'events.id')
    .where({ 'events.id': eventId, 'events.application_id': applicationId })
    .first('events.*', 'd.b2b_networking_enabled', 'd.b2b_networking_interval', attendingColumn(db, userId));
  if (!row || !toBoolean(row.is_attending) || !toBoolean(row.b2b_networking_enabled)) {
    throw new ApiError(400, 'canNotSelectEvent', { eventId: 'canNotSelectEvent' });
  }
  if (new Date(row.end_date).getTime() <= now.getTime()) {
    throw new ApiError(400, 'eventFinishedAppointments', { eventId: 'eventFinishedAppointments' });
  }
  const { is_attending: _attending, ...event } = row;
  return event;
}

/**
 * The invited people: at least one, never the caller, each an attendee of the event (so of its
 * brand) and not blocked either way; else the spec's messages on userIds (spec 1 §5, §8).
 */
export async function checkInvitees(db: Knex, event: AppointmentEvent, userId: string, userIds: string[]) {
  const invitees = [...new Set(userIds)];
  if (!invitees.length) throw new ApiError(400, 'pleaseChooseOneAttendee', { userIds: 'pleaseChooseOneAttendee' });
  const refuse = () => new ApiError(400, 'canNotAddParticipant', { userIds: 'canNotAddParticipant' });
  if (invitees.includes(userId)) throw refuse();
  const attending = await db('event_attendees')
    .join('users', 'users.id', 'event_attendees.user_id')
    .where({ 'event_attendees.event_id': event.id, 'users.application_id': event.application_id })
    .whereIn('event_attendees.user_id', invitees)
    .select('users.id');
  if (attending.length !== invitees.length) throw refuse();
  const blocked = await db('blocks')
    .where((q) => q.where('blocker_id', userId).whereIn('blocked_id', invitees))
    .orWhere((q) => q.where('blocked_id', userId).whereIn('blocker_id', invitees))
    .first('blocker_id');
  if (blocked) throw refuse();
  return invitees;
}

/** Spec 1 §5: the event's networking interval, when it sets one, is every appointment's duration. */
export const durationIn = (event: AppointmentEvent, requested: number) =>
  Number(event.b2b_networking_interval ?? 0) > 0 ? Number(event.b2b_networking_interval) : requested;

/**
 * The hours of one day of the event, as instants, or null when the day is not one of its days.
 * An event open 09:00-18:00 over three days is open 09:00-18:00 each day; one whose closing time
 * of day is not after its opening (through the night) is open from its start to its end.
 */
export function eventHours(event: EventRow, day: string): { start: Date; end: Date } | null {
  const eventStart = new Date(event.start_date);
  const eventEnd = new Date(event.end_date);
  const firstDay = localDate(eventStart, event.timezone);
  const lastDay = localDate(eventEnd, event.timezone);
  if (day < firstDay || day > lastDay) return null;
  const opens = localTime(eventStart, event.timezone);
  const closes = localTime(eventEnd, event.timezone);
  const daily = closes > opens;
  const start = zonedToUtc(day, daily ? opens : '00:00', event.timezone);
  const end = daily ? zonedToUtc(day, closes, event.timezone) : zonedToUtc(addDays(day, 1), '00:00', event.timezone);
  const clamped = {
    start: new Date(Math.max(start.getTime(), eventStart.getTime())),
    end: new Date(Math.min(end.getTime(), eventEnd.getTime())),
  };
  return clamped.end > clamped.start ? clamped : null;
}

/** The start and end of every appointment not rejected by its person, of any of `userIds`, overlapping [start, end). */
export async function busyTimes(db: Knex | Knex.Transaction, userIds: string[], start: Date, end: Date) {
  const rows = await db('appointment_users as au')
    .join('appointments as a', 'a.id', 'au.appointment_id')
    .whereIn('au.user_id', userIds)
    .whereNot('au.status', APPOINTMENT_STATUS.rejected)
    .where('a.start_at', '<', end)
    .where('a.end_at', '>', start)
    .distinct('a.id', 'a.start_at', 'a.end_at');
  return rows.map((row) => ({ start: new Date(row.start_at).getTime(), end: new Date(row.end_at).getTime() }));
}

export const overlaps = (busy: { start: number; end: number }[], start: number, end: number) =>
  busy.some((time) => time.start < end && time.end > start);

/**
 * notification/getavailabletimes (spec 1 §3 Available time slot): the day's hours cut into
 * back-to-back slots of the duration; a slot is taken when it has begun or overlaps an appointment
 * of the caller or an invited person.
 */
export async function availableTimes(
  db: Knex,
  event: AppointmentEvent,
  people: string[],
  day: string,
  duration: number,
  now: Date,
): Promise<AvailableTimeSlot[]> {
  const hours = eventHours(event, day);
  if (!hours) throw new ApiError(400, 'appointmentDateOutside', { appointmentDate: 'appointmentDateOutside' });
  const busy = await busyTimes(db, people, hours.start, hours.end);
  const slots: AvailableTimeSlot[] = [];
  for (
    let start = hours.start.getTime();
    start + duration * MINUTE <= hours.end.getTime();
    start += duration * MINUTE
  ) {
    const end = start + duration * MINUTE;
    slots.push({
      title: localTime(new Date(start), event.timezone),
      isAvailable: start > now.getTime() && !overlaps(busy, start, end),
    });
  }
  return slots;
}
