import { Type, type Static } from '@sinclair/typebox';
import { APPOINTMENT_PARTICIPANTS_TAKE, ID_MAX_LENGTH } from './enums';
import { SearchTerm, Skip, Take, Text } from './bounds';
import { Nullable } from './nullable';

/** A participant group of an event (Explore/ListGroups). */
export const ParticipantGroup = Type.Object({
  id: Type.String(),
  title: Type.String(),
  color: Nullable(Type.String()),
});
export type ParticipantGroup = Static<typeof ParticipantGroup>;

/** Spec 1 §3 Participant: an attendee of one event. */
export const Participant = Type.Object({
  id: Type.String(),
  userID: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  title: Nullable(Type.String()),
  image: Nullable(Type.String()),
  group: Nullable(Type.Object({ title: Type.String(), color: Nullable(Type.String()) })),
});
export type Participant = Static<typeof Participant>;

/**
 * Participant/GetParticipants (spec 1 §7, spec 2 §7.1); page size 20, and take 10000 for the
 * make-appointment dialog's attendees (spec 1 §9).
 */
export const GetParticipantsRequest = Type.Object({
  groupID: Type.Optional(Nullable(Text({ maxLength: ID_MAX_LENGTH }))),
  subEventID: Type.Optional(Nullable(Text({ maxLength: ID_MAX_LENGTH }))),
  searchTerm: Type.Optional(SearchTerm),
  skip: Type.Optional(Skip),
  take: Type.Optional(Take(APPOINTMENT_PARTICIPANTS_TAKE)),
});
export type GetParticipantsRequest = Static<typeof GetParticipantsRequest>;
