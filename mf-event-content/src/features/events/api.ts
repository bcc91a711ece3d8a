import type { EventCardList } from '@atrium/shared/contract';
import { request } from '../../api/request';

/** Explore/SearchEvent searchType (spec 1 §7). */
export const SEARCH_TYPE = { attended: 0, upcoming: 1, past: 2 } as const;
export type SearchType = (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE];

export function searchEvents(searchType: SearchType, skip: number, take: number): Promise<EventCardList> {
  return request<EventCardList>('Explore/SearchEvent', { searchType, skip, take });
}
