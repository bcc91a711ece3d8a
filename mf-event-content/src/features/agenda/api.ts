import { callData, callQuery, queryClient } from '@atrium/shared';
import type { MyAgenda } from '@atrium/shared/contract';
import { useMutation } from '@tanstack/react-query';

export const myAgendaQuery = (eventId: string) => callQuery('Participant/GetMyAgenda', undefined, { eventId });

/**
 * Participant/SetAgendaItem: the item is starred or unstarred in the cached agenda at once, which
 * then settles on what the server keeps, or goes back as it was when the call fails (and rejects).
 */
export function useSetAgendaItem(eventId: string) {
  return useMutation({
    mutationFn: ({ programID, isStarred }: { programID: string; isStarred: boolean }) =>
      callData('Participant/SetAgendaItem', { programID, isStarred }),
    onMutate: ({ programID, isStarred }) => {
      const { queryKey } = myAgendaQuery(eventId);
      const before = queryClient.getQueryData(queryKey);
      const others = (before?.programIds ?? []).filter((id) => id !== programID);
      queryClient.setQueryData<MyAgenda>(queryKey, { programIds: isStarred ? [...others, programID] : others });
      return { before };
    },
    onSuccess: (kept) => {
      queryClient.setQueryData(myAgendaQuery(eventId).queryKey, kept);
    },
    onError: (_error, _item, context) => {
      queryClient.setQueryData(myAgendaQuery(eventId).queryKey, context?.before);
    },
  });
}
