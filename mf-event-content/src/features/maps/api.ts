import { callQuery, TAKE_ALL } from '@atrium/shared';

/** The event's area maps, whole (spec 2 §9), searched by title (spec 2 §2.14). */
export const areaMapsQuery = (eventId: string, searchTerm: string) =>
  callQuery('Explore/ListAreaMaps', { skip: 0, take: TAKE_ALL, searchTerm: searchTerm || null }, { eventId });
