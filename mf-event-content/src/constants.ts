// Business constants of the event area, one place, with the section each comes from. Those of
// spec 1 (page sizes, debounce, breakpoints, snackbar) come from @atrium/shared.
import type { EventModuleRoute } from '@atrium/shared';

/** Left menu geometry: visible icons = (window height - 85 - 250) / 50, clamped to 1..11 (spec 2 §2.2, §9). */
export const LEFT_MENU = { headerPx: 85, reservedPx: 250, iconPx: 50, minIcons: 1, maxIcons: 11 } as const;

/** The session top bar hides this long after the last mouse move, by this margin (spec 2 §2.2, §9). */
export const TOP_BAR_HIDE_MS = 6000;
export const TOP_BAR_HIDDEN_MARGIN_PX = -56;

/** The mobile social drawer's height (spec 2 §2.2, §9). */
export const MOBILE_DRAWER_HEIGHT = '90%';

/** Program: search debounce (spec 2 §9). */
export const PROGRAM_SEARCH_DEBOUNCE_MS = 500;
/** Speakers: search debounce and skeleton cards while loading (spec 2 §2.6, §9). */
export const SPEAKER_SEARCH_DEBOUNCE_MS = 500;
export const SPEAKER_SKELETON_COUNT = 9;

/** FAQ, documents, gallery and area maps: search debounce (spec 2 §2.11-2.14, §9). */
export const CONTENT_SEARCH_DEBOUNCE_MS = 1000;

/** Program item types (spec 2 §3): 2 a section in the event colour, 3 an item with an icon badge; 0 and 1 show speakers. */
export const PROGRAM_TYPE = { session: 0, talk: 1, section: 2, badge: 3 } as const;
export const PROGRAM_TYPES_WITH_SPEAKERS: readonly number[] = [PROGRAM_TYPE.session, PROGRAM_TYPE.talk];

/** The sub-event type without a badge (spec 2 §4). */
export const SUB_EVENT_TYPE_WITHOUT_BADGE = 1;
/** Types other than these get the danger style (spec 2 §4). */
export const SUB_EVENT_PLAIN_TYPES: readonly number[] = [0, 1];

/** Sponsor logos: full scale under 768 px, otherwise scaled by 120/220 (spec 2 §2.8). */
export const SPONSOR_LOGO_BASE_PX = 220;
export const SPONSOR_LOGO_DESKTOP_FACTOR = 120 / 220;

/** The map of the event info (spec 2 §2.4, §9). */
export const MAP_ZOOM = 14;

/** Image sizes (spec 2 §9). */
export const IMAGE_SIZE = { speaker: 200, logo: 150, thumbnail: 200 } as const;
/** A booth's card cover and the booth page's header (spec 2 §9), kept as aspect ratios. */
export const BOOTH_COVER = { width: 460, height: 205 } as const;
export const STAND_HEADER = { width: 1120, height: 500 } as const;

/** Stands: the search waits as on the program and speakers; the pager shows from 15 booths (spec 2 §2.9, §9). */
export const STAND_SEARCH_DEBOUNCE_MS = 500;
export const STAND_PAGER_MIN_TOTAL = 15;
/** Skeleton cards while the first page loads: a row or two, not a whole page of 15. */
export const STAND_PAGE_SIZE_SKELETONS = 6;
/** A booth checks the attendee in this long after its page loads (spec 2 §4, §9). */
export const STAND_AUTO_CHECK_IN_MS = 3000;

/** The route (shared's route table, spec 2 §2.1) of each module, by the module's name. */
export const MODULE_ROUTES: Record<string, EventModuleRoute> = {
  Program: 'program',
  Speakers: 'speakers',
  Attendees: 'attendees',
  Sponsors: 'sponsors',
  LiveStreams: 'livestreams',
  Networking: 'networking',
  Stands: 'stands',
  Gallery: 'gallery',
  Maps: 'maps',
  Faq: 'faq',
  Documents: 'documents',
  Surveys: 'surveys',
};

/** Never in the menu: it lives in the right panel and the mobile drawer (spec 2 §2.2). */
export const SOCIAL_HUB_MODULE = 'SocialHub';

/** localStorage: the attendee's choice of the event's time zone or their own (issue 5). */
export const TIME_ZONE_MODE_KEY = 'eventTimeZoneMode';
