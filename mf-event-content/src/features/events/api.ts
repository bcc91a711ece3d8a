import { callKey, callPages, type EventSearchType } from '@atrium/shared';

export const eventPages = (searchType: EventSearchType, take: number) =>
  callPages('Explore/SearchEvent', { searchType }, { take });

/** Every list of events on screen, whatever its search type. */
export const allEventPages = callKey('Explore/SearchEvent');
