import { callKey, callPages } from '@atrium/shared';
import type { EventCard } from '@atrium/shared/contract';

/** Explore/SearchEvent searchType (spec 1 §7). */
export const SEARCH_TYPE = { attended: 0, upcoming: 1, past: 2 } as const;
export type SearchType = (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE];

const SEARCH_EVENT = 'Explore/SearchEvent';

export const eventPages = (searchType: SearchType, take: number) =>
  callPages<EventCard>(SEARCH_EVENT, { searchType }, { take });

/** Every list of events on screen, whatever its search type. */
export const allEventPages = callKey(SEARCH_EVENT);
