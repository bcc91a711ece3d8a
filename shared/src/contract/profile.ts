import { Type, type Static } from '@sinclair/typebox';
import { Email, Name } from './auth';
import { Id, LongText, SearchTerm, Skip, Take, Text } from './bounds';
import {
  ACCOUNT_UPLOAD_TYPES,
  CONFIRM_KEY_LENGTH,
  CONFIRM_TYPE,
  INTEREST_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  USER_LANGUAGE_LEVEL,
} from './enums';
import { Nullable } from './nullable';

// Issue 12: what a signed-in attendee keeps about themselves (spec 1 §3, §7 Account) and how they
// see others (§7 Contacts, profile, block). Server bounds are not in the spec (§5 "not shown"); the
// ones here are docs/decisions.md's.

/** A calendar day, YYYY-MM-DD (jobs and schools). */
export const Day = Type.String({ minLength: 10, maxLength: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });
/** A phone number as sent: spaces removed (spec 1 §5), an optional + and 4 to 20 digits. */
export const PhoneNumber = Type.String({ minLength: 4, maxLength: 21, pattern: '^\\+?[0-9]{4,20}$' });
/** An optional text field of a form: null or empty when left blank. */
const Blank = Type.Literal('');

/** Spec 1 §3 Contact info. */
export const ContactInfo = Type.Object({
  company: Nullable(Type.String()),
  title: Nullable(Type.String()),
  email: Nullable(Type.String()),
  cellPhone: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  about: Nullable(Type.String()),
});
export type ContactInfo = Static<typeof ContactInfo>;

/** Spec 1 §3 Job; dateEnd null means ongoing. */
export const Job = Type.Object({
  id: Type.String(),
  firmName: Type.String(),
  position: Type.String(),
  dateStart: Type.String(),
  dateEnd: Nullable(Type.String()),
});
export type Job = Static<typeof Job>;

/** Spec 1 §3 School. */
export const School = Type.Object({
  id: Type.String(),
  title: Type.String(),
  department: Type.String(),
  dateStart: Type.String(),
  dateEnd: Nullable(Type.String()),
});
export type School = Static<typeof School>;

/** A language a user can pick (definition/searchuserlanguage). */
export const LanguageOption = Type.Object({ id: Type.String(), title: Type.String() });
export type LanguageOption = Static<typeof LanguageOption>;

/** UserLanguageLevel keys (spec 1 §3). */
export const LanguageLevel = Type.Integer({
  minimum: Math.min(...Object.values(USER_LANGUAGE_LEVEL)),
  maximum: Math.max(...Object.values(USER_LANGUAGE_LEVEL)),
});

/** Spec 1 §3 Language entry: the language and three levels. */
export const LanguageEntry = Type.Object({
  id: Type.String(),
  languageId: Type.String(),
  language: LanguageOption,
  speaking: Type.Integer(),
  writing: Type.Integer(),
  reading: Type.Integer(),
});
export type LanguageEntry = Static<typeof LanguageEntry>;

/** Spec 1 §3 Interest. */
export const Interest = Type.Object({ id: Type.String(), title: Type.String() });
export type Interest = Static<typeof Interest>;

// ---- Definitions (spec 1 §7 Application) ----

/** One item of a server enum: its key and its name in the caller's language. */
export const EnumItem = Type.Object({ key: Type.Integer(), displayName: Type.String() });
export type EnumItem = Static<typeof EnumItem>;

/** definition/listenums: the enums the UI shows by name. Later issues add theirs. */
export const EnumList = Type.Object({
  UserLanguageLevel: Type.Array(EnumItem),
  /** Issue 15: the hub's sorting dropdown (spec 2 §3 Social hub filter). */
  SocialHubPostSortingType: Type.Array(EnumItem),
});
export type EnumList = Static<typeof EnumList>;

/** Spec 1 §3 Account deletion reason; titles in the caller's language, 'other' last. */
export const DeletionReason = Type.Object({ id: Type.String(), title: Type.String() });
export type DeletionReason = Static<typeof DeletionReason>;
export const DeletionReasonList = Type.Object({ items: Type.Array(DeletionReason) });
export type DeletionReasonList = Static<typeof DeletionReasonList>;

/** definition/searchuserlanguage, /Definition/SearchInterests, account/getfollowings, Account/GetSuggestions. */
export const SearchRequest = Type.Object({
  searchTerm: Type.Optional(SearchTerm),
  skip: Type.Optional(Skip),
  take: Type.Optional(Take()),
});
export type SearchRequest = Static<typeof SearchRequest>;

// ---- Account changes (spec 1 §7 Account) ----

/**
 * account/updateprofile (payload "not shown" in spec 1 §7; docs/decisions.md): the Account tab's
 * fields, each optional so the language choice sends only languageCode. A changed phone is
 * unconfirmed until account/confirm. A changed e-mail needs the current `password` and only waits
 * (the user's pendingEmail) until its code comes back through account/confirm (issue 32 item 2);
 * the e-mail sent as it is ends such a wait.
 */
export const UpdateProfileRequest = Type.Object({
  firstName: Type.Optional(Name),
  lastName: Type.Optional(Name),
  email: Type.Optional(Email),
  password: Type.Optional(Text({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })),
  phoneNumber: Type.Optional(Nullable(Type.Union([PhoneNumber, Blank]))),
  languageCode: Type.Optional(Type.Union([Type.Literal('tr'), Type.Literal('en')])),
});
export type UpdateProfileRequest = Static<typeof UpdateProfileRequest>;

const ContactText = Type.Optional(Nullable(Text({ maxLength: 100 })));

/** account/updatecontactinfo {contactInfo} (spec 1 §7): what others see on the profile. */
export const UpdateContactInfoRequest = Type.Object({
  contactInfo: Type.Object({
    company: ContactText,
    title: ContactText,
    email: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: 254, format: 'email' }), Blank]))),
    cellPhone: Type.Optional(Nullable(Type.Union([PhoneNumber, Blank]))),
    phone: Type.Optional(Nullable(Type.Union([PhoneNumber, Blank]))),
    about: Type.Optional(Nullable(LongText({ maxLength: 1000 }))),
  }),
});
export type UpdateContactInfoRequest = Static<typeof UpdateContactInfoRequest>;

/** Account/UpdateAccountGeneralSettings (spec 1 §7). */
export const GeneralSettingsRequest = Type.Object({
  showMeOnAPP: Type.Boolean(),
  showMeBusy: Type.Boolean(),
  showConnectedAccount: Type.Optional(Type.Boolean()),
});
export type GeneralSettingsRequest = Static<typeof GeneralSettingsRequest>;

/** account/togglenotifications (spec 1 §7). */
export const NotificationSettingsRequest = Type.Object({
  peopleNotifications: Type.Boolean(),
  messageNotifications: Type.Boolean(),
  eventNotifications: Type.Boolean(),
});
export type NotificationSettingsRequest = Static<typeof NotificationSettingsRequest>;

/** Add (no id) or edit (its id) one entry of the user's own lists. */
const EntryId = Type.Optional(Nullable(Id));
const Title = Text({ minLength: 1, maxLength: 100 });

export const JobRequest = Type.Object({
  id: EntryId,
  firmName: Title,
  position: Title,
  dateStart: Day,
  dateEnd: Type.Optional(Nullable(Type.Union([Day, Blank]))),
});
export type JobRequest = Static<typeof JobRequest>;

export const SchoolRequest = Type.Object({
  id: EntryId,
  title: Title,
  department: Title,
  dateStart: Day,
  dateEnd: Type.Optional(Nullable(Type.Union([Day, Blank]))),
});
export type SchoolRequest = Static<typeof SchoolRequest>;

export const LanguageRequest = Type.Object({
  id: EntryId,
  languageId: Id,
  speaking: LanguageLevel,
  writing: LanguageLevel,
  reading: LanguageLevel,
});
export type LanguageRequest = Static<typeof LanguageRequest>;

/** account/addinterest and account/removeinterest {title}. */
export const InterestRequest = Type.Object({ title: Text({ minLength: 1, maxLength: INTEREST_MAX_LENGTH }) });
export type InterestRequest = Static<typeof InterestRequest>;

/**
 * account/confirm (spec 1 §7, §4): key null with isLive true asks for a code (mailed, or for a phone
 * written to the outbox); the key confirms. The answer's message is what the snackbar shows.
 */
export const ConfirmRequest = Type.Object({
  type: Type.Union([Type.Literal(CONFIRM_TYPE.email), Type.Literal(CONFIRM_TYPE.phone)]),
  key: Nullable(
    Type.String({ minLength: 1, maxLength: CONFIRM_KEY_LENGTH, pattern: `^[0-9]{${CONFIRM_KEY_LENGTH}}$` }),
  ),
  isLive: Type.Optional(Type.Boolean()),
});
export type ConfirmRequest = Static<typeof ConfirmRequest>;

/** account/uploadfile?uploadType=... (spec 1 §7): multipart with `file`. */
export const UploadQuery = Type.Object({
  uploadType: Type.Union(ACCOUNT_UPLOAD_TYPES.map((type) => Type.Literal(type))),
});
export type UploadQuery = Static<typeof UploadQuery>;
/** data.item.url: where the stored (re-encoded) file is served. */
export const UploadResponse = Type.Object({ item: Type.Object({ url: Type.String() }) });
export type UploadResponse = Static<typeof UploadResponse>;

// ---- Contacts, profile, block (spec 1 §7) ----

/**
 * Spec 1 §3 Contact or suggestion; matchScore (0-100) only on suggestions (issue 12 item 7), with
 * what it is made of, so the card can say why (issue 31 item 10).
 */
export const ContactCard = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  image: Nullable(Type.String()),
  contactInfo: Type.Object({ title: Nullable(Type.String()), company: Nullable(Type.String()) }),
  matchScore: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  matchReasons: Type.Optional(
    Type.Object({
      sharedInterests: Type.Integer({ minimum: 0 }),
      sharedEvents: Type.Integer({ minimum: 0 }),
      similarTitle: Type.Boolean(),
    }),
  ),
});
export type ContactCard = Static<typeof ContactCard>;

/** profile/changefollow {userID, follow}. */
export const ChangeFollowRequest = Type.Object({ userID: Id, follow: Type.Boolean() });
export type ChangeFollowRequest = Static<typeof ChangeFollowRequest>;

/** account/toggleblockquery {id}; data.isBlocked is the new state. */
export const ToggleBlockResponse = Type.Object({ isBlocked: Type.Boolean() });
export type ToggleBlockResponse = Static<typeof ToggleBlockResponse>;

/** profile/get?userID= */
export const ProfileQuery = Type.Object({ userID: Id });
export type ProfileQuery = Static<typeof ProfileQuery>;

/** An event both users attend (spec 1 §3 sameEvents); endDate says whether it has finished. */
export const SameEvent = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  isB2BNetworkingEnabled: Type.Boolean(),
});
export type SameEvent = Static<typeof SameEvent>;

/** Spec 1 §3 Other-user profile. */
export const OtherUserProfile = Type.Object({
  id: Type.String(),
  image: Nullable(Type.String()),
  fullName: Type.String(),
  contactInfo: ContactInfo,
  showMeOnAPP: Type.Boolean(),
  showMeBusy: Type.Boolean(),
  isFollowed: Type.Boolean(),
  jobs: Type.Array(Job),
  schools: Type.Array(School),
  languages: Type.Array(LanguageEntry),
  interests: Type.Array(Type.String()),
});
export type OtherUserProfile = Static<typeof OtherUserProfile>;

/** profile/get's data: data.item and data.sameEvents.items (spec 1 §7). */
export const ProfileResponse = Type.Object({
  item: OtherUserProfile,
  sameEvents: Type.Object({ items: Type.Array(SameEvent) }),
});
export type ProfileResponse = Static<typeof ProfileResponse>;
