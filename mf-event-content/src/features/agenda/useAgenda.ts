import { queryClient, useCall } from '@atrium/shared';
import type { Event, MyAgenda } from '@atrium/shared/contract';
import { useCallback } from 'react';
import { myAgendaQuery, setAgendaItem } from './api';

const none: string[] = [];

/**
 * The attendee's personal agenda of one event, kept on the server per user (issue 5) and cached by
 * the query layer; a visitor has none. toggle() stars or unstars at once, then settles on what
 * the server keeps (or goes back and rejects).
 */
export function useAgenda(event: Event) {
  const agenda = useCall(myAgendaQuery(event.id), { enabled: event.isAttending });
  const eventId = event.id;

  const toggle = useCallback(
    async (programId: string, starred: boolean) => {
      const { queryKey } = myAgendaQuery(eventId);
      const before = queryClient.getQueryData(queryKey);
      const others = (before?.programIds ?? []).filter((id) => id !== programId);
      queryClient.setQueryData<MyAgenda>(queryKey, { programIds: starred ? [...others, programId] : others });
      try {
        queryClient.setQueryData(queryKey, await setAgendaItem(programId, starred));
      } catch (error) {
        queryClient.setQueryData(queryKey, before);
        throw error;
      }
    },
    [eventId],
  );

  return { programIds: agenda.data?.programIds ?? none, toggle };
}
