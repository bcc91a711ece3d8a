import { APPOINTMENT_PARTICIPANTS_TAKE, callKey, callQuery, useCallMutation } from '@atrium/shared';
import type { AvailableTimesRequest } from '@atrium/shared/contract';

/** Notification/ListAppointments: the caller's appointments as pending, coming and past (spec 1 §3). */
export const appointmentsQuery = callQuery('Notification/ListAppointments');

/** What an appointment change makes stale: the list refreshes after each change (spec 1 §4). */
export const appointmentsKey = callKey('Notification/ListAppointments');

/** notification/approveappointment: the caller accepts; the list reloads once the server said yes. */
export const useApproveAppointment = () =>
  useCallMutation('notification/approveappointment', { invalidates: [appointmentsKey] });

/** notification/rejectappointment: the caller declines; the list reloads once the server said yes. */
export const useRejectAppointment = () =>
  useCallMutation('notification/rejectappointment', { invalidates: [appointmentsKey] });

/** notification/removeappointment: the owner removes it; the list reloads once the server said yes. */
export const useRemoveAppointment = () =>
  useCallMutation('notification/removeappointment', { invalidates: [appointmentsKey] });

/**
 * notification/createappointment, sent by the make-appointment form (useCallForm names its call);
 * the list reloads after, with `appointmentsKey`.
 */
export const CREATE_APPOINTMENT = 'notification/createappointment' as const;

/** Explore/GetEvent: the event's days, time zone and B2B settings (spec 1 §5). */
export const eventQuery = (eventId: string) => callQuery('Explore/GetEvent', { id: eventId });

/** Every participant of the event, whom the dialog may invite (spec 1 §9 take 10000, X-Event-Id). */
export const participantsQuery = (eventId: string) =>
  callQuery('Participant/GetParticipants', { skip: 0, take: APPOINTMENT_PARTICIPANTS_TAKE }, { eventId });

/** notification/getavailabletimes: one day's slots for these attendees and this duration. */
export const availableTimesQuery = (request: AvailableTimesRequest) =>
  callQuery('notification/getavailabletimes', request);
