// Spec enums and limits, written once. Plain values with no schema code, so the browser imports
// them (through @atrium/shared's constants, or '@atrium/shared/contract/enums') without TypeBox,
// and the contract's schemas are built from them.

/** Policy types (spec 1 §2 Headers, §9). */
export const POLICY_TYPE = { privacyPolicy: 11, termsOfUse: 12, dataProtection: 13 } as const;

/** Explore/SearchEvent searchType (spec 1 §7). */
export const EVENT_SEARCH_TYPE = { attended: 0, upcoming: 1, past: 2 } as const;
export type EventSearchType = (typeof EVENT_SEARCH_TYPE)[keyof typeof EVENT_SEARCH_TYPE];

/** Speaker external link types (spec 2 §2.6). */
export const SPEAKER_LINK_TYPE = {
  twitter: 0,
  linkedin: 1,
  facebook: 2,
  instagram: 3,
  videoChannel: 4,
  website: 5,
} as const;

/** Sub-event registration status (spec 2 §3). */
export const REGISTRATION_STATUS = { pending: 0, confirmed: 1 } as const;

/** A program rating is 1 to 5 (spec 2 §5). */
export const RATE_MIN = 1;
export const RATE_MAX = 5;

/** Activation code: six characters, a dash, seven (spec 1 §3, §5, §9). */
export const ACTIVATION_CODE_PARTS = [6, 7] as const;
const [HEAD, TAIL] = ACTIVATION_CODE_PARTS;
export const ACTIVATION_CODE_PATTERN = `^[0-9A-Za-z]{${HEAD}}-[0-9A-Za-z]{${TAIL}}$`;
export const ACTIVATION_CODE_LENGTH = HEAD + 1 + TAIL;

/** A password being chosen (docs/decisions.md; spec 1 §5 leaves the server bounds open). */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** account/deletemyaccount's reason: a reason's id or the user's own words (docs/decisions.md). */
export const DELETION_REASON_MAX_LENGTH = 1000;

/**
 * The reset code mailed by login/forgotpassword has this many digits: 10^8 codes, so guessing from
 * many addresses stays hopeless without withdrawing the owner's code (docs/decisions.md).
 */
export const RESET_CODE_LENGTH = 8;

/** The code mailed by login/signUp (and a fast login that ends in a mail) has as many digits. */
export const SIGN_UP_CODE_LENGTH = 8;

/**
 * The undo code mailed to the old address of a sign-in e-mail change (issue 32 item 2): this many
 * base32 characters, 80 bits, since it works for days; written in groups of four with dashes.
 */
export const EMAIL_UNDO_CODE_CHARACTERS = 16;

/** take for list calls that want every item (spec 1 §9, spec 2 §9); also the most a list call answers. */
export const TAKE_ALL = 1000;

/** The most a list call skips (docs/decisions.md): past any list of an event, far inside SQL's 64-bit integers. */
export const SKIP_MAX = 1_000_000;

/** The longest id a call takes (ids are UUIDs; docs/decisions.md). */
export const ID_MAX_LENGTH = 64;

/** account/confirm type (spec 1 §7): what a code confirms. */
export const CONFIRM_TYPE = { email: 1, phone: 2 } as const;
export type ConfirmType = (typeof CONFIRM_TYPE)[keyof typeof CONFIRM_TYPE];

/** The e-mail or phone confirmation key has this many digits (spec 1 §5, §9: the phone key is 6). */
export const CONFIRM_KEY_LENGTH = 6;

/**
 * UserLanguageLevel keys (spec 1 §3); definition/listenums answers them with their names in the
 * caller's language.
 */
export const USER_LANGUAGE_LEVEL = { beginner: 1, elementary: 2, intermediate: 3, advanced: 4, native: 5 } as const;
export type UserLanguageLevel = (typeof USER_LANGUAGE_LEVEL)[keyof typeof USER_LANGUAGE_LEVEL];

/** The special 'other' deletion reason (spec 1 §5, §9): picking it sends the user's own words instead. */
export const OTHER_DELETION_REASON_ID = 'other';

/** Upload kinds of account/uploadfile (spec 1 §7). */
export const ACCOUNT_UPLOAD_TYPES = ['profilePicture', 'message'] as const;
export type AccountUploadType = (typeof ACCOUNT_UPLOAD_TYPES)[number];

/** Page sizes of spec 1 §9 that the api and the browser both use. */
export const CONTACTS_PAGE_SIZE = 20;
export const INTERESTS_PAGE_SIZE = 10;

/** An interest tag is a short title (spec 1 §3 Interest). */
export const INTEREST_MAX_LENGTH = 50;

/** Spec 1 §5: the durations an appointment may take, in minutes. */
export const APPOINTMENT_DURATIONS = [5, 10, 15, 30, 45, 60, 75, 90, 105, 120] as const;

/** Spec 1 §4: an invited user's answer to an appointment. */
export const APPOINTMENT_STATUS = { pending: 0, accepted: 1, rejected: 2 } as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUS)[keyof typeof APPOINTMENT_STATUS];

/** Spec 1 §9: the make-appointment dialog lists an event's participants with take 10000, beyond TAKE_ALL. */
export const APPOINTMENT_PARTICIPANTS_TAKE = 10_000;

/** Stand/List page sizes (spec 2 §9): 15 by default, then 20, 30, 40, 50; skip = (page - 1) * take. */
export const STAND_PAGE_SIZES = [15, 20, 30, 40, 50] as const;
export type StandPageSize = (typeof STAND_PAGE_SIZES)[number];
export const STAND_PAGE_SIZE: StandPageSize = STAND_PAGE_SIZES[0];

/** A booth's checkInTypes (spec 2 §3, §4): 2 checks the attendee in 3 s after the booth opens. */
export const STAND_CHECK_IN_TYPE = { auto: 2 } as const;

/** Album and booth gallery item types (spec 2 §3, §9): 0 an image, any other a video-site link. */
export const ALBUM_ITEM_TYPE = { image: 0, video: 1 } as const;

/** Explore/ListEventAlbums (event memories) comes 24 a page (spec 2 §7.1, §9). */
export const SOCIAL_ALBUM_PAGE_SIZE = 24;

/** The most answers one form takes, and the longest answer (a multiline text question). */
export const QUESTION_ANSWERS_MAX = 100;
export const ANSWER_MAX_LENGTH = 2000;

/** Spec 2 §3 Survey entry: a survey question's type (the surveys module, not the registration forms' types). */
export const SURVEY_QUESTION_TYPE = { freeText: 1, singleChoice: 2, multipleChoice: 3 } as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPE)[keyof typeof SURVEY_QUESTION_TYPE];

/**
 * Spec 2 §5: a multiple-choice answer is its options joined with commas. The options are named by
 * id (docs/decisions.md), which no comma can split.
 */
export const SURVEY_CHOICE_SEPARATOR = ',';

/**
 * Spec 2 §3 Question types, by what the renderer draws. Every number of the spec is in exactly one
 * group; a type in none is unknown and is not drawn.
 */
export const QUESTION_TYPES = {
  email: [1, 12],
  phone: [2, 13, 26, 27],
  shortText: [3, 4, 5, 9, 10, 28, 29, 30, 31, 33, 34, 1000, 10001],
  multilineText: [11],
  number: [14],
  radio: [15],
  dropdown: [16],
  country: [8],
  checkboxes: [100],
  date: [101],
  time: [102],
  starRating: [200],
  faceRating: [201],
  slider: [202],
  informationBlock: [500],
  fileUpload: [104],
  profilePicture: [32],
} as const;
export type QuestionKind = keyof typeof QUESTION_TYPES;

const KIND_OF_TYPE = new Map<number, QuestionKind>(
  (Object.entries(QUESTION_TYPES) as [QuestionKind, readonly number[]][]).flatMap(([kind, types]) =>
    types.map((type) => [type, kind] as const),
  ),
);

/** What a question type draws and how its answer is checked (QUESTION_TYPES); null for an unknown type. */
export const questionKind = (type: number): QuestionKind | null => KIND_OF_TYPE.get(type) ?? null;

/** Spec 2 §5: the e-mail text types 1 and 12 take 5 to 250 characters. */
export const EMAIL_QUESTION_MIN_LENGTH = 5;
export const EMAIL_QUESTION_MAX_LENGTH = 250;

/** The longest chat message a user sends (docs/decisions.md). */
export const MESSAGE_MAX_LENGTH = 2000;

/** Spec 2 §3, §9: a social hub post's type; the hub filter's type null lists them all. */
export const SOCIAL_HUB_POST_TYPE = { chat: 0, poll: 1, survey: 2 } as const;
export type SocialHubPostType = (typeof SOCIAL_HUB_POST_TYPE)[keyof typeof SOCIAL_HUB_POST_TYPE];

/**
 * Spec 2 §3 socialHubPostSortingType: definition/listenums answers its names (the spec loads the
 * enumeration from the server); newest first when left out.
 */
export const SOCIAL_HUB_POST_SORTING_TYPE = { newest: 0, mostLiked: 1, mostCommented: 2, mostUpvoted: 3 } as const;
export type SocialHubPostSortingType = (typeof SOCIAL_HUB_POST_SORTING_TYPE)[keyof typeof SOCIAL_HUB_POST_SORTING_TYPE];

/** The longest post and comment (docs/decisions.md; spec 2 §5 leaves the server bounds open). */
export const POST_TEXT_MAX_LENGTH = 2000;
export const POST_TITLE_MAX_LENGTH = 200;
export const COMMENT_TEXT_MAX_LENGTH = 1000;

/** Who wrote a post: a person of the event, or the organiser (polls, surveys, announcements). */
export const SOCIAL_HUB_OWNER_TYPE = { person: 0, organiser: 1 } as const;

/** Spec 2 §7.3, §9: the hub comes 20 posts a page, comments 5 a page; no page is longer than 100. */
export const SOCIAL_HUB_PAGE_SIZE = 20;
export const SOCIAL_HUB_COMMENTS_PAGE_SIZE = 5;
export const SOCIAL_HUB_TAKE_MAX = 100;

/**
 * A mention in a comment's text is `%id%` (spec 2 §5): the person's id between percent signs, which
 * no id holds (ids are UUIDs), so the text keeps where each mention stands. A RegExp source.
 */
export const MENTION_TOKEN_PATTERN = '%([0-9A-Za-z-]{1,64})%';

/** Spec 2 §3 Session type: 2 a speaker session; an attendee session has none (null). */
export const LIVE_SESSION_KIND = { speaker: 2 } as const;

/**
 * Spec 2 §3 sessionType: 0 the event's own stream from the streaming host, 1 a stream of one of its
 * external providers, 2 a video-site room embedded in the page (spec 2 §2.19; docs/decisions.md).
 */
export const LIVE_SESSION_TYPE = { stream: 0, providerStream: 1, videoSiteRoom: 2 } as const;
export type LiveSessionType = (typeof LIVE_SESSION_TYPE)[keyof typeof LIVE_SESSION_TYPE];

/** Spec 2 §2.20 external provider: 0 a video-hosting player, 1 a video-site embed with autoplay. */
export const LIVE_PROVIDER_TYPE = { videoHosting: 0, videoSite: 1 } as const;

/** How long LiveEvent/Join's stream hash works (docs/decisions.md): a joined page renews it by joining again. */
export const LIVE_HASH_TTL_SECONDS = 4 * 60 * 60;
