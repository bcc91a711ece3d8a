// Business constants of spec 1, one place, with the section each comes from.

/** Version marker the client carries (spec 1 §1). */
export const VERSION_MARKER = 'v2.5.2';

/** The interface languages (spec 1 §1, §9). */
export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Used when neither a stored choice nor the browser language says otherwise (spec 1 §1). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Keys in localStorage; other apps of the provider read the same keys, so the names are fixed. */
export const STORAGE_KEYS = {
  token: 'token', // spec 1 §4 Login
  lastApplication: 'lastApplication', // spec 1 §4 Logout, §8 application lookup
  language: 'language', // spec 1 §1 stored choice
  sideMenuOpen: 'isOpen', // spec 1 §2 Headers: side menu state, default open
  appVersion: 'appVersion', // spec 1 §1 version flag for the one forced reload
  backPath: 'backPath', // spec 1 §2, spec 2 §2.1 mobile back: the page an event was entered from
} as const;

/** Page sizes (spec 1 §9). */
export const PAGE_SIZE = {
  homeEventCards: 6,
  eventList: 10,
  chats: 10,
  messages: 10,
  interests: 10,
  notifications: 10,
  contacts: 20,
  suggestions: 20,
  participants: 20,
} as const;
/** take for list calls that want every item (spec 1 §9). */
export const TAKE_ALL = 1000;
/** take for the appointment dialog's event and participant lists (spec 1 §9). */
export const TAKE_ALL_APPOINTMENT_LISTS = 10000;

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
/** Sending a chat message is delayed this long (spec 1 §9). */
export const SEND_MESSAGE_DELAY_MS = 250;
/** Delay before scrolling to the top after a navigation, and before activating a query code (spec 1 §2). */
export const NAVIGATION_DELAY_MS = 500;

/** Snackbar durations in ms (spec 1 §9). */
export const SNACKBAR_MS = {
  error: 4000,
  warning: 4000,
  networkRequest: 15000,
  newNotification: 2000,
} as const;
/** The new-notification banner disappears after this long (spec 1 §9). */
export const NEW_NOTIFICATION_BANNER_MS = 3000;

/** Above this the unread badge shows '+9' (spec 1 §9). */
export const UNREAD_BADGE_LIMIT = 9;
/** A message's time is shown once it is this old (spec 1 §9). */
export const MESSAGE_TIME_AFTER_MS = 5 * 60 * 1000;

/** Avatar sizes in px (spec 1 §9). */
export const AVATAR_SIZE = { profile: 184, list: 150, chat: 100 } as const;
/** Chat images are at most this wide in px (spec 1 §9). */
export const CHAT_IMAGE_MAX_WIDTH = 220;
/** The appointment summary shows up to this many avatars (spec 1 §9). */
export const APPOINTMENT_SUMMARY_AVATARS = 3;

/** Breakpoints in px: mobile at or below 768, wide layout from 991 (spec 1 §9). */
export const BREAKPOINTS = { mobile: 768, wide: 991 } as const;

/** Date formats (spec 1 §9). */
export const DATE_FORMATS = {
  long: 'D MMMM YYYY',
  dateTime: 'DD MMM YYYY HH:mm',
  numeric: 'DD / MM / YYYY',
} as const;

/** Activation code input mask: six characters, a dash, seven (spec 1 §3, §5, §9). */
export const ACTIVATION_CODE_MASK = '######-#######';
/** Phone confirmation key length (spec 1 §5, §9). */
export const PHONE_CONFIRMATION_KEY_LENGTH = 6;

/** Policy types (spec 1 §2 Headers, §9). */
export const POLICY_TYPE = { privacyPolicy: 11, termsOfUse: 12, dataProtection: 13 } as const;

/** Appointment durations in minutes offered in the form (spec 1 §5). */
export const APPOINTMENT_DURATIONS = [5, 10, 15, 30, 45, 60, 75, 90, 105, 120] as const;
/** Appointment participant status (spec 1 §4). */
export const APPOINTMENT_STATUS = { pending: 0, accepted: 1, rejected: 2 } as const;
/** Explore/SearchEvent searchType (spec 1 §7). */
export const EVENT_SEARCH_TYPE = { attended: 0, upcoming: 1, past: 2 } as const;
/** account/confirm type (spec 1 §7). */
export const CONFIRM_TYPE = { email: 1, phone: 2 } as const;

/** Password update advice in months (spec 1 §5, §9). */
export const PASSWORD_UPDATE_ADVICE_MONTHS = 6;

/** Socket.io reconnection (spec 1 §4 Real-time connection, §7 Real-time). */
export const REALTIME_RECONNECT = {
  reconnectionDelay: 500,
  reconnectionDelayMax: 1000,
  reconnectionAttempts: 1000,
} as const;
