import { Type, type Static } from '@sinclair/typebox';
import { ActivationCode } from './auth';
import { SearchTerm, Skip, Take, Text } from './bounds';
import { EVENT_SEARCH_TYPE } from './enums';
import { Nullable } from './nullable';

/**
 * A module of an event (spec 2 §3 Event.modules). name is the module's kind (Program, Speakers,
 * SocialHub, ...); a custom module (isCustom) is a link to url under its own title.
 */
export const EventModule = Type.Object({
  name: Type.String(),
  title: Type.String(),
  titleTr: Nullable(Type.String()),
  isCustom: Type.Boolean(),
  url: Nullable(Type.String()),
});
export type EventModule = Static<typeof EventModule>;

export const EventLocation = Type.Object({
  venue: Nullable(Type.String()),
  address: Nullable(Type.String()),
  latitude: Nullable(Type.Number()),
  /** Spelled as the provider's API spells it (spec 2 §3). */
  longtitude: Nullable(Type.Number()),
});
export type EventLocation = Static<typeof EventLocation>;

/** Organiser contact (spec 2 §2.4): each shown only when its IsActive flag is set. */
export const EventOrganizator = Type.Object({
  email: Nullable(Type.String()),
  emailIsActive: Type.Boolean(),
  phoneNumber: Nullable(Type.String()),
  phoneNumberIsActive: Type.Boolean(),
  mobilePhone: Nullable(Type.String()),
  mobilePhoneIsActive: Type.Boolean(),
});
export type EventOrganizator = Static<typeof EventOrganizator>;

/** Social links (spec 2 §2.4), each with its active flag. */
export const EventSocialMedia = Type.Object({
  twitter: Nullable(Type.String()),
  twitterIsActive: Type.Boolean(),
  linkedIn: Nullable(Type.String()),
  linkedInIsActive: Type.Boolean(),
  facebook: Nullable(Type.String()),
  facebookIsActive: Type.Boolean(),
  instagram: Nullable(Type.String()),
  instagramIsActive: Type.Boolean(),
  youtube: Nullable(Type.String()),
  youtubeIsActive: Type.Boolean(),
  website: Nullable(Type.String()),
  websiteIsActive: Type.Boolean(),
});
export type EventSocialMedia = Static<typeof EventSocialMedia>;

export const EventOrganisation = Type.Object({ title: Type.String(), image: Nullable(Type.String()) });
export type EventOrganisation = Static<typeof EventOrganisation>;

export const EventSettings = Type.Object({
  isB2BNetworkingEnabled: Type.Boolean(),
  /** Minutes of one B2B appointment (spec 1 §5). */
  b2BNetworkingInterval: Type.Integer({ minimum: 0 }),
});
export type EventSettings = Static<typeof EventSettings>;

/**
 * Spec 1 §3 Event card. type is the event's format ('hybrid', 'online', 'physical'); startTime and
 * endTime are HH:mm in the event's time zone, startDate and endDate ISO instants.
 */
export const EventCard = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  type: Type.String(),
  image: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  category: Nullable(Type.String()),
  startDate: Type.String(),
  endDate: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  timezone: Type.String(),
  location: EventLocation,
  color: Nullable(Type.String()),
  modules: Type.Array(EventModule),
  isAttending: Type.Boolean(),
  organisation: Nullable(EventOrganisation),
  settings: EventSettings,
});
export type EventCard = Static<typeof EventCard>;

/** Spec 2 §3 Event: the card plus what the event's own pages show. about is HTML (sanitised by the client). */
export const Event = Type.Composite([
  EventCard,
  Type.Object({
    about: Nullable(Type.String()),
    organizator: EventOrganizator,
    socialMedia: EventSocialMedia,
    /** Written to when the event has no registration forms (spec 2 §2.3 contact-us). */
    contactEmail: Nullable(Type.String()),
  }),
]);
export type Event = Static<typeof Event>;

export const GetEventBySlugRequest = Type.Object({ slug: Text({ minLength: 1, maxLength: 100 }) });
export type GetEventBySlugRequest = Static<typeof GetEventBySlugRequest>;

/** Explore/SearchEvent (spec 1 §7). */
export const SearchEventRequest = Type.Object({
  skip: Skip,
  take: Take(100),
  searchType: Type.Union(Object.values(EVENT_SEARCH_TYPE).map((value) => Type.Literal(value))),
  searchTerm: Type.Optional(SearchTerm),
});
export type SearchEventRequest = Static<typeof SearchEventRequest>;

export const EventCardList = Type.Object({ items: Type.Array(EventCard), totalCount: Type.Integer({ minimum: 0 }) });
export type EventCardList = Static<typeof EventCardList>;

/** Participant/ActivateEvent (spec 1 §7). */
export const ActivateEventRequest = Type.Object({
  activationCode: ActivationCode,
});
export type ActivateEventRequest = Static<typeof ActivateEventRequest>;

/** The event the code opened; message says whether it was new. */
export const ActivateEventResponse = Type.Object({ eventId: Type.String(), slug: Type.String(), title: Type.String() });
export type ActivateEventResponse = Static<typeof ActivateEventResponse>;

/** Registration/GetRegistrationFormUrls (spec 2 §2.3, §4 Event load): registration or ticket forms. */
export const RegistrationFormUrl = Type.Object({ title: Type.String(), url: Type.String() });
export type RegistrationFormUrl = Static<typeof RegistrationFormUrl>;
export const RegistrationFormUrls = Type.Object({ items: Type.Array(RegistrationFormUrl) });
export type RegistrationFormUrls = Static<typeof RegistrationFormUrls>;
