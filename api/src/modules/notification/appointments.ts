import type { Knex } from 'knex';
import { APPOINTMENT_STATUS, type Appointment, type AppointmentGroups } from '@atrium/shared/contract';
import { toIsoDate } from '../../db';
import { ApiError } from '../../http/envelope';

type Status = Appointment['users'][number]['status'];

interface AppointmentRow {
  id: string;
  application_id: string;
  event_id: string;
  owner_id: string;
  title: string;
  venue: string | null;
  start_at: Date | number;
  end_at: Date | number;
}

/** The appointments of `ids` with their people (the owner among them), in the order of `rows`. */
export async function appointmentsOf(db: Knex, rows: AppointmentRow[]): Promise<Appointment[]> {
  if (!rows.length) return [];
  const people = await db('appointment_users as au')
    .join('users', 'users.id', 'au.user_id')
    .whereIn(
      'au.appointment_id',
      rows.map((row) => row.id),
    )
    .orderBy(['users.first_name', 'users.last_name', 'users.id'])
    .select('au.appointment_id', 'au.status', 'users.id', 'users.first_name', 'users.last_name', 'users.image');
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    ownerId: row.owner_id,
    eventId: row.event_id,
    appointmentDate: toIsoDate(row.start_at)!,
    appointmentEndDate: toIsoDate(row.end_at)!,
    venue: row.venue ?? null,
    users: people
      .filter((person) => person.appointment_id === row.id)
      .map((person) => ({
        id: person.id,
        fullName: `${person.first_name} ${person.last_name}`.trim(),
        image: person.image ?? null,
        status: Number(person.status) as Status,
      })),
  }));
}

/**
 * Notification/ListAppointments (spec 1 §3, §4): pending while not finished and the caller has not
 * answered, coming while not finished and accepted (an owner has), past once finished, rejected
 * by the caller or declined by every invitee; each by start.
 */
export async function listAppointments(
  db: Knex,
  applicationId: string,
  userId: string,
  now = new Date(),
): Promise<AppointmentGroups> {
  const rows: (AppointmentRow & { status: number })[] = await db('appointment_users as mine')
    .join('appointments as a', 'a.id', 'mine.appointment_id')
    .where({ 'mine.user_id': userId, 'a.application_id': applicationId })
    .orderBy([
      { column: 'a.start_at', order: 'asc' },
      { column: 'a.id', order: 'asc' },
    ])
    .select('a.*', 'mine.status');
  const appointments = await appointmentsOf(db, rows);
  const groups: AppointmentGroups = { pending: [], coming: [], past: [] };
  rows.forEach((row, index) => {
    const status = Number(row.status);
    const finished = new Date(row.end_at).getTime() <= now.getTime();
    // Nobody is coming once every invitee declined: the owner's appointment is over too (issue 31).
    const invitees = appointments[index].users.filter((user) => user.id !== row.owner_id);
    const allDeclined =
      invitees.length > 0 && invitees.every((user) => Number(user.status) === APPOINTMENT_STATUS.rejected);
    const group =
      finished || allDeclined || status === APPOINTMENT_STATUS.rejected
        ? 'past'
        : status === APPOINTMENT_STATUS.pending
          ? 'pending'
          : 'coming';
    groups[group].push(appointments[index]);
  });
  return groups;
}

/** An appointment of the brand the caller is in, with their status; else "Data not found." (spec 1 §6). */
export async function ownAppointment(db: Knex, applicationId: string, userId: string, id: string) {
  const row: (AppointmentRow & { status: number }) | undefined = await db('appointment_users as mine')
    .join('appointments as a', 'a.id', 'mine.appointment_id')
    .where({ 'mine.user_id': userId, 'a.id': id, 'a.application_id': applicationId })
    .first('a.*', 'mine.status');
  if (!row) throw new ApiError(404, 'dataNotFound');
  return { ...row, status: Number(row.status), finished: new Date(row.end_at).getTime() <= Date.now() };
}

/** The invited people of an appointment (not its owner). */
export async function inviteesOf(db: Knex, appointment: AppointmentRow) {
  return db('appointment_users')
    .where({ appointment_id: appointment.id })
    .whereNot({ user_id: appointment.owner_id })
    .select('user_id', 'status');
}

export type { AppointmentRow };
