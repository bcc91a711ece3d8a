import { ALBUM_ITEM_TYPE, callPages, callQuery, SOCIAL_ALBUM_PAGE_SIZE, TAKE_ALL } from '@atrium/shared';

/** The gallery's uploads, whole (spec 2 §9), searched by title (spec 2 §2.13). */
export const albumQuery = (eventId: string, searchTerm: string) =>
  callQuery('Explore/ListAlbums', { skip: 0, take: TAKE_ALL, searchTerm: searchTerm || null }, { eventId });

/** Event memories: the event's social photos, 24 a page, Load more until an empty page (spec 2 §2.13, §9). */
export const memoryPages = (eventId: string) =>
  callPages(
    'Explore/ListEventAlbums',
    { type: ALBUM_ITEM_TYPE.image },
    { take: SOCIAL_ALBUM_PAGE_SIZE, eventId, end: 'empty page' },
  );
