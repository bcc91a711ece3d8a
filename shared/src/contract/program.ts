import { Type, type Static } from '@sinclair/typebox';
import { Id, LongText, Skip, Take } from './bounds';
import { RATE_MAX, RATE_MIN, REGISTRATION_STATUS } from './enums';
import { Nullable } from './nullable';
import { QuestionAnswers } from './question';

/** Spec 2 §3 Program day. date is the calendar day in the event's time zone, YYYY-MM-DD. */
export const ProgramDay = Type.Object({ id: Type.String(), date: Type.String(), title: Type.String() });
export type ProgramDay = Static<typeof ProgramDay>;

/** Spec 2 §3 Hall (saloon). */
export const Saloon = Type.Object({ id: Type.String(), title: Type.String(), color: Nullable(Type.String()) });
export type Saloon = Static<typeof Saloon>;

/**
 * Spec 2 §3 Sub-event. usage is how many registered; stock null means no limit. type: 1 shows no
 * badge, 0 a plain badge, others a danger badge and registrations wait for approval (spec 2 §4).
 */
export const SubEvent = Type.Object({
  id: Type.String(),
  title: Type.String(),
  color: Nullable(Type.String()),
  stock: Nullable(Type.Integer({ minimum: 0 })),
  usage: Type.Integer({ minimum: 0 }),
  enableMobileRegistrations: Type.Boolean(),
  type: Type.Integer(),
});
export type SubEvent = Static<typeof SubEvent>;

/** Spec 2 §3 registration: pending approval or confirmed. */
export const SubEventRegistration = Type.Object({
  subEventID: Type.String(),
  status: Type.Union([Type.Literal(REGISTRATION_STATUS.pending), Type.Literal(REGISTRATION_STATUS.confirmed)]),
});
export type SubEventRegistration = Static<typeof SubEventRegistration>;
export const SubEventRegistrationList = Type.Object({ items: Type.Array(SubEventRegistration) });
export type SubEventRegistrationList = Static<typeof SubEventRegistrationList>;

export const SpeakerSummary = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  title: Nullable(Type.String()),
  firmName: Nullable(Type.String()),
  image: Nullable(Type.String()),
});
export type SpeakerSummary = Static<typeof SpeakerSummary>;

export const ProgramSpeaker = Type.Object({
  speakerID: Type.String(),
  speaker: SpeakerSummary,
  speakerPresentationId: Nullable(Type.String()),
});
export type ProgramSpeaker = Static<typeof ProgramSpeaker>;

/**
 * Spec 2 §3 Program item. type 2 is a section, type 3 may carry an icon badge (badgeTitle), 0 and
 * 1 show speakers. startTime/endTime are HH:mm in the event's time zone; startDate/endDate are the
 * same moments as ISO instants, for other time zones and calendar exports.
 */
export const ProgramItem = Type.Object({
  id: Type.String(),
  dayID: Type.String(),
  subEventID: Nullable(Type.String()),
  saloonID: Nullable(Type.String()),
  type: Type.Integer(),
  title: Type.String(),
  details: Nullable(Type.String()),
  startTime: Type.String(),
  endTime: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  badgeTitle: Nullable(Type.String()),
  avgRate: Type.Number({ minimum: 0, maximum: 5 }),
  rateCount: Type.Integer({ minimum: 0 }),
  speakers: Type.Array(ProgramSpeaker),
  image: Nullable(Type.String()),
});
export type ProgramItem = Static<typeof ProgramItem>;

/** Spec 2 §3 Program rate. */
export const ProgramRate = Type.Object({
  id: Type.String(),
  programID: Type.String(),
  rate: Type.Integer({ minimum: RATE_MIN, maximum: RATE_MAX }),
  comment: Nullable(Type.String()),
  createDate: Type.String(),
  user: Type.Object({ id: Type.String(), fullName: Type.String(), image: Nullable(Type.String()) }),
});
export type ProgramRate = Static<typeof ProgramRate>;

/** Participant/RateProgram (spec 2 §7.1); the comment is optional (spec 2 §5). */
export const RateProgramRequest = Type.Object({
  rate: Type.Integer({ minimum: RATE_MIN, maximum: RATE_MAX }),
  comment: Type.Optional(Nullable(LongText({ maxLength: 1000 }))),
  programID: Id,
});
export type RateProgramRequest = Static<typeof RateProgramRequest>;

/** Participant/DeleteRate, Participant/GetProgramRates: one program. */
export const ProgramIdRequest = Type.Object({
  programID: Id,
  skip: Type.Optional(Skip),
  take: Type.Optional(Take()),
});
export type ProgramIdRequest = Static<typeof ProgramIdRequest>;

/** Participant/RegisterToSubEvent (spec 2 §7.1): answers to the sub-event's registration questions. */
export const RegisterToSubEventRequest = Type.Object({
  subEventID: Id,
  questions: Type.Optional(QuestionAnswers),
});
export type RegisterToSubEventRequest = Static<typeof RegisterToSubEventRequest>;

/** Participant/GetMyAgenda: the program items the user starred (issue 5 "beyond the seeds"). */
export const MyAgenda = Type.Object({ programIds: Type.Array(Type.String()) });
export type MyAgenda = Static<typeof MyAgenda>;

/** Participant/SetAgendaItem: star (isStarred true) or unstar one program item. */
export const SetAgendaItemRequest = Type.Object({
  programID: Id,
  isStarred: Type.Boolean(),
});
export type SetAgendaItemRequest = Static<typeof SetAgendaItemRequest>;
