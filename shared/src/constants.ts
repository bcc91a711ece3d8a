// Business constants of spec 1, one place, with the section each comes from. The spec's enums and
// limits that the api checks too are the contract's (contract/enums.ts, plain values).
import { CONTACTS_PAGE_SIZE } from './contract/enums';
import limits from './contract/limits.json';

export {
  ACTIVATION_CODE_PARTS,
  ALBUM_ITEM_TYPE,
  ANSWER_MAX_LENGTH,
  APPOINTMENT_DURATIONS,
  APPOINTMENT_PARTICIPANTS_TAKE,
  APPOINTMENT_STATUS,
  CONFIRM_KEY_LENGTH,
  CONTACTS_PAGE_SIZE,
  CONFIRM_TYPE,
  EMAIL_UNDO_CODE_CHARACTERS,
  EVENT_SEARCH_TYPE,
  INTEREST_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  OTHER_DELETION_REASON_ID,
  POLICY_TYPE,
  RATE_MAX,
  REGISTRATION_STATUS,
  RESET_CODE_LENGTH,
  SIGN_UP_CODE_LENGTH,
  SOCIAL_ALBUM_PAGE_SIZE,
  SPEAKER_LINK_TYPE,
  STAND_CHECK_IN_TYPE,
  STAND_PAGE_SIZE,
  STAND_PAGE_SIZES,
  SURVEY_CHOICE_SEPARATOR,
  SURVEY_QUESTION_TYPE,
  TAKE_ALL,
  USER_LANGUAGE_LEVEL,
} from './contract/enums';
export type { AppointmentStatus, ConfirmType, EventSearchType, StandPageSize } from './contract/enums';

/** The largest file an upload call takes (docs/decisions.md); the browser refuses a larger one before sending. */
export const UPLOAD_FILE_BYTES = limits.uploadFileBytes;

/** Version marker the client carries (spec 1 §1). */
export const VERSION_MARKER = 'v2.5.2';

/** The interface languages (spec 1 §1, §9). */
export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Used when neither a stored choice nor the browser language says otherwise (spec 1 §1). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Spec 1 §5: the default country for phone inputs; a number typed without +country is read as one of its. */
export const DEFAULT_PHONE_COUNTRY = 'TR';

/** Keys in localStorage; other apps of the provider read the same keys, so the names are fixed. */
export const STORAGE_KEYS = {
  token: 'token', // spec 1 §4 Login: the current brand's token
  brandTokens: 'brandTokens', // issue 11 item 10: other brands' tokens, by slug, until they are opened again
  lastApplication: 'lastApplication', // spec 1 §4 Logout, §8 application lookup
  language: 'language', // spec 1 §1 stored choice
  sideMenuOpen: 'isOpen', // spec 1 §2 Headers: side menu state, default open
  appVersion: 'appVersion', // spec 1 §1 version flag for the one forced reload
  backPath: 'backPath', // spec 1 §2, spec 2 §2.1 mobile back: the page an event was entered from
  canarySession: 'canarySession', // issue 34 item 1: this browser's random id for the registry's canaries
} as const;

/** Page sizes (spec 1 §9). */
export const PAGE_SIZE = {
  homeEventCards: 6,
  eventList: 10,
  chats: 10,
  messages: 10,
  interests: 10,
  notifications: 10,
  contacts: CONTACTS_PAGE_SIZE,
  suggestions: CONTACTS_PAGE_SIZE,
  participants: 20,
} as const;

/** Debounce times in ms (spec 1 §9). */
export const DEBOUNCE_MS = {
  contactsSearch: 300,
  suggestionsSearch: 300,
  interestSearch: 500,
  search: 500,
  save: 500,
} as const;

/** A button stays in its loading state at least this long (spec 1 §9). */
export const MIN_LOADING_MS = 500;

/** Snackbar durations in ms (spec 1 §9). */
export const SNACKBAR_MS = {
  error: 4000,
  warning: 4000,
  networkRequest: 15000,
  newNotification: 2000,
} as const;

/** The new-notification banner goes after this long (spec 1 §9). */
export const NEW_NOTIFICATION_BANNER_MS = 3000;

/** An unread badge counts to this, then shows '+9' (spec 1 §9). */
export const UNREAD_BADGE_MAX = 9;

/** Breakpoints in px: mobile at or below 768, wide layout from 991 (spec 1 §9). */
export const BREAKPOINTS = { mobile: 768, wide: 991 } as const;

/** Socket.io reconnection (spec 1 §4 Real-time connection, §7 Real-time). */
export const REALTIME_RECONNECT = {
  reconnectionDelay: 500,
  reconnectionDelayMax: 1000,
  reconnectionAttempts: 1000,
} as const;

/** The chat of spec 1 §9: a message goes 250 ms after Enter; its time shows after a 5-minute gap; images at most 220 px wide. */
export const CHAT = {
  sendDelayMs: 250,
  timeGapMs: 5 * 60 * 1000,
  imageMaxPx: 220,
  avatarPx: 100,
  /** Issue 31 item 10: while the user types, the chat's others are told at most this often ... */
  typingEveryMs: 2000,
  /** ... and show "… is typing" until this long after the last word of it. */
  typingShownMs: 4000,
} as const;
