import { callQuery, TAKE_ALL } from '@atrium/shared';
import { pageSkip, type StandsView } from './standsView';

/** One page of the exhibition's booths (spec 2 §2.9): search on the title, one hall or all. */
export const standsQuery = (eventId: string, { page, take, hall, search }: StandsView) =>
  callQuery(
    'Stand/List',
    { searchTerm: search.trim() || null, saloonID: hall, skip: pageSkip(page, take), take },
    { eventId },
  );

export const standHallsQuery = (eventId: string) =>
  callQuery('Stand/ListSaloons', { skip: 0, take: TAKE_ALL }, { eventId });

/** One booth (spec 2 §2.10, §7.2 stand/get reads data.item). */
export const standQuery = (eventId: string, id: string) => callQuery('stand/get', { id }, { eventId });
