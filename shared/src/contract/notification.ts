import { Type, type Static } from '@sinclair/typebox';
import { Id, Skip, Take, Text } from './bounds';
import { APPOINTMENT_DURATIONS, APPOINTMENT_STATUS } from './enums';
import { Nullable } from './nullable';
import { Day } from './profile';

// Issue 13: spec 1 §7 "Notifications and appointments", with the shapes of spec 1 §3.

/** POST /notification/list {skip, take}: newest first. */
export const ListNotificationsRequest = Type.Object({
  skip: Type.Optional(Skip),
  take: Type.Optional(Take()),
});
export type ListNotificationsRequest = Static<typeof ListNotificationsRequest>;

/**
 * Spec 1 §3 Notification. relatedUser and relatedEvent also carry their ids (beyond the spec) so a
 * click can open the person's profile or the event.
 */
export const Notification = Type.Object({
  id: Type.String(),
  title: Type.String(),
  details: Type.String(),
  createDate: Type.String(),
  isRead: Type.Boolean(),
  relatedUser: Nullable(Type.Object({ id: Type.String(), image: Nullable(Type.String()), title: Type.String() })),
  relatedEvent: Nullable(Type.Object({ id: Type.String(), slug: Type.String(), image: Nullable(Type.String()) })),
});
export type Notification = Static<typeof Notification>;

/** The real-time `newNotification` on `private-{userId}`: spec 1 §3's fields, capitalised as newMessage's are. */
export const NewNotificationEvent = Type.Object({
  Id: Type.String(),
  Title: Type.String(),
  Details: Type.String(),
  CreateDate: Type.String(),
  IsRead: Type.Boolean(),
  RelatedUser: Nullable(Type.Object({ Id: Type.String(), Image: Nullable(Type.String()), Title: Type.String() })),
  RelatedEvent: Nullable(Type.Object({ Id: Type.String(), Slug: Type.String(), Image: Nullable(Type.String()) })),
});
export type NewNotificationEvent = Static<typeof NewNotificationEvent>;

/** Spec 1 §3 Appointment: dates are ISO instants; users are every invited person and the owner. */
export const Appointment = Type.Object({
  id: Type.String(),
  title: Type.String(),
  ownerId: Type.String(),
  eventId: Type.String(),
  appointmentDate: Type.String(),
  appointmentEndDate: Type.String(),
  venue: Nullable(Type.String()),
  users: Type.Array(
    Type.Object({
      id: Type.String(),
      fullName: Type.String(),
      image: Nullable(Type.String()),
      status: Type.Union(Object.values(APPOINTMENT_STATUS).map((status) => Type.Literal(status))),
    }),
  ),
});
export type Appointment = Static<typeof Appointment>;

/**
 * Notification/ListAppointments: the caller's appointments grouped as spec 1 §3 lists them. pending:
 * not finished and the caller has not answered; coming: not finished and the caller accepted (or owns
 * it); past: finished, or rejected by the caller. Each group is sorted by appointmentDate.
 */
export const AppointmentGroups = Type.Object({
  pending: Type.Array(Appointment),
  coming: Type.Array(Appointment),
  past: Type.Array(Appointment),
});
export type AppointmentGroups = Static<typeof AppointmentGroups>;

/** HH:mm in the event's time zone. */
export const TimeOfDay = Type.String({ minLength: 5, maxLength: 5, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });

const Duration = Type.Union(APPOINTMENT_DURATIONS.map((minutes) => Type.Literal(minutes)));

/**
 * notification/getavailabletimes: the slots of one day of the event for these attendees and this
 * duration. appointmentDate is the day (YYYY-MM-DD) in the event's time zone.
 */
export const AvailableTimesRequest = Type.Object({
  eventId: Id,
  userIds: Type.Array(Id, { minItems: 1, maxItems: 20 }),
  duration: Duration,
  appointmentDate: Day,
});
export type AvailableTimesRequest = Static<typeof AvailableTimesRequest>;

/** Spec 1 §3 Available time slot: title is the slot's start, HH:mm in the event's time zone. */
export const AvailableTimeSlot = Type.Object({ title: Type.String(), isAvailable: Type.Boolean() });
export type AvailableTimeSlot = Static<typeof AvailableTimeSlot>;

/**
 * notification/createappointment: spec 1 §3 Appointment form. appointmentId is null for a new one
 * (the spec's form carries it; editing is not offered). userIds are the invited attendees, not the
 * caller; an empty list gets the field error pleaseChooseOneAttendee on userIds (spec 1 §5).
 */
export const CreateAppointmentRequest = Type.Object({
  appointmentId: Type.Optional(Nullable(Id)),
  eventId: Id,
  userIds: Type.Array(Id, { maxItems: 20 }),
  title: Text({ minLength: 1, maxLength: 200 }),
  venue: Type.Optional(Nullable(Text({ maxLength: 200 }))),
  duration: Duration,
  appointmentDate: Day,
  appointmentTime: TimeOfDay,
});
export type CreateAppointmentRequest = Static<typeof CreateAppointmentRequest>;
