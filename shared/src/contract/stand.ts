import { Type, type Static } from '@sinclair/typebox';
import { Id, SearchTerm, Skip } from './bounds';
import { STAND_PAGE_SIZES } from './enums';
import { EventLocation, EventOrganizator, EventSocialMedia } from './event';
import { Nullable } from './nullable';
import { QuestionAnswers } from './question';

// Issue 14: the exhibition's booths (spec 2 §2.9, §2.10, §3 Booth, §7.2).

/** Spec 2 §3 Booth hall: the halls of the exhibition, not the program's. */
export const StandSaloon = Type.Object({ id: Type.String(), title: Type.String() });
export type StandSaloon = Static<typeof StandSaloon>;

/** A booth's card in the exhibition (spec 2 §2.9): cover (or a default), logo, hall and title. */
export const StandCard = Type.Object({
  id: Type.String(),
  title: Type.String(),
  cover: Nullable(Type.String()),
  /** The logo. */
  image: Nullable(Type.String()),
  saloonID: Nullable(Type.String()),
  saloon: Nullable(Type.Object({ title: Type.String() })),
});
export type StandCard = Static<typeof StandCard>;

export const StandLink = Type.Object({ id: Type.String(), title: Type.String(), url: Type.String() });
export type StandLink = Static<typeof StandLink>;

/** A booth manager: a participant of the event; tag is their participant group. */
export const StandManager = Type.Object({
  id: Type.String(),
  participant: Type.Object({
    userID: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    title: Nullable(Type.String()),
    image: Nullable(Type.String()),
    tag: Nullable(Type.Object({ title: Type.String(), color: Nullable(Type.String()) })),
  }),
});
export type StandManager = Static<typeof StandManager>;

/** A booth's gallery item: type 0 an image, 1 a video-site link (ALBUM_ITEM_TYPE, spec 2 §9). */
export const StandGalleryItem = Type.Object({ id: Type.String(), type: Type.Integer(), url: Type.String() });
export type StandGalleryItem = Static<typeof StandGalleryItem>;

/**
 * Spec 2 §3 Booth. detail is HTML (sanitised by the client); organizator and socialMedia carry
 * an active flag per value (spec 2 §6); checkInTypes holds STAND_CHECK_IN_TYPE values, and
 * isCheckedIn says whether the caller has checked in.
 */
export const Stand = Type.Composite([
  StandCard,
  Type.Object({
    links: Type.Array(StandLink),
    managers: Type.Array(StandManager),
    gallery: Type.Array(StandGalleryItem),
    detail: Nullable(Type.String()),
    location: Nullable(EventLocation),
    organizator: EventOrganizator,
    socialMedia: EventSocialMedia,
    checkInTypes: Type.Array(Type.Integer()),
    isCheckedIn: Type.Boolean(),
  }),
]);
export type Stand = Static<typeof Stand>;

/** Stand/List (spec 2 §2.9, §7.1): search, hall filter and pages of 15, 20, 30, 40 or 50. */
export const StandListRequest = Type.Object({
  searchTerm: Type.Optional(SearchTerm),
  saloonID: Type.Optional(Nullable(Id)),
  skip: Type.Optional(Skip),
  take: Type.Optional(Type.Union(STAND_PAGE_SIZES.map((size) => Type.Literal(size)))),
});
export type StandListRequest = Static<typeof StandListRequest>;

/** stand/get reads data.item (spec 2 §7.2). */
export const StandResponse = Type.Object({ item: Stand });
export type StandResponse = Static<typeof StandResponse>;

/**
 * stand/checkin (spec 2 §7.2): standID is the booth checked in to; currentStandID the booth whose
 * page the attendee is on; questions the answers to the booth's registration questions.
 */
export const StandCheckInRequest = Type.Object({
  standID: Id,
  currentStandID: Type.Optional(Nullable(Id)),
  questions: Type.Optional(QuestionAnswers),
});
export type StandCheckInRequest = Static<typeof StandCheckInRequest>;

export const StandCheckInResponse = Type.Object({ standID: Type.String(), isCheckedIn: Type.Boolean() });
export type StandCheckInResponse = Static<typeof StandCheckInResponse>;
