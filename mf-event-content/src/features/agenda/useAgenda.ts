import { useCall } from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import { useCallback } from 'react';
import { myAgendaQuery, useSetAgendaItem } from './api';

const none: string[] = [];

/**
 * The attendee's personal agenda of one event, kept on the server per user (issue 5) and cached by
 * the query layer; a visitor has none. toggle() stars or unstars at once, then settles on what
 * the server keeps (or goes back and rejects).
 */
export function useAgenda(event: Event) {
  const agenda = useCall(myAgendaQuery(event.id), { enabled: event.isAttending });
  const { mutateAsync } = useSetAgendaItem(event.id);

  const toggle = useCallback(
    async (programId: string, starred: boolean) => {
      await mutateAsync({ programID: programId, isStarred: starred });
    },
    [mutateAsync],
  );

  return { programIds: agenda.data?.programIds ?? none, toggle };
}
