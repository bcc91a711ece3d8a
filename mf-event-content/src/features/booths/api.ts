import { callCommand, callQuery, queryClient, TAKE_ALL } from '@atrium/shared';
import type { StandCheckInRequest } from '@atrium/shared/contract';
import { useMutation } from '@tanstack/react-query';
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

/** Stand/Join from the stands page (attendees only): counts the visit; the booth opens whatever it answers. */
export function useJoinStand(eventId: string) {
  return useMutation({ mutationFn: (id: string) => callCommand('Stand/Join', { id }, { eventId }) });
}

/** stand/checkin (spec 2 §4), with the booth's questions answered if it asks any: the cached booth is checked in. */
export function useStandCheckIn(eventId: string) {
  return useMutation({
    mutationFn: (body: StandCheckInRequest) => callCommand('stand/checkin', body, { eventId }),
    onSuccess: (_answer, { standID }) => {
      queryClient.setQueryData(standQuery(eventId, standID).queryKey, (old) =>
        old ? { item: { ...old.item, isCheckedIn: true } } : old,
      );
    },
  });
}
