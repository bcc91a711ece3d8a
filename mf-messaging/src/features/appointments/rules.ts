import { APPOINTMENT_STATUS, type AppointmentStatus } from '@atrium/shared';
import type { Appointment, AppointmentGroups } from '@atrium/shared/contract';

export type Section = keyof AppointmentGroups;

/** The order the tab shows its sections in (spec 1 §2 Dialogs 4). */
export const SECTIONS: Section[] = ['coming', 'pending', 'past'];

/** The caller's own answer; null when the caller is not among the users (the owner may not be listed). */
export function statusOf(appointment: Appointment, userId: string): AppointmentStatus | null {
  return appointment.users.find((user) => user.id === userId)?.status ?? null;
}

/** What the caller may do with one appointment of a section (spec 1 §4, §6). */
export function actionsFor(appointment: Appointment, section: Section, userId: string) {
  const own = statusOf(appointment, userId);
  const owner = appointment.ownerId === userId;
  return {
    approve: section === 'pending' && own === APPOINTMENT_STATUS.pending,
    // The owner cancels by removing; rejecting one's own invitation would leave it to the others.
    reject: (section === 'pending' || section === 'coming') && !owner && own !== APPOINTMENT_STATUS.rejected,
    remove: owner,
    // An appointment one is going to (issue 13 item 8): the owner's own, or one the caller accepted.
    calendar: section === 'coming' && (owner || own === APPOINTMENT_STATUS.accepted),
  };
}

/** A past appointment the caller rejected shows red (spec 1 §4). */
export const rejectedByMe = (appointment: Appointment, section: Section, userId: string) =>
  section === 'past' && statusOf(appointment, userId) === APPOINTMENT_STATUS.rejected;
