import { callCommand, callQuery, queryClient } from '@atrium/shared';
import type { DoVoteRequest } from '@atrium/shared/contract';
import { useMutation } from '@tanstack/react-query';

/** participant/checkpoll: the event's live poll, if one runs, and the user's vote (spec 2 §4 Live poll widget). */
export const livePollQuery = (eventId: string) => callQuery('participant/checkpoll', undefined, { eventId });

/** participant/dovote: the answer is the poll with the vote in it, so the rates show without waiting for the next ask. */
export function useDoVote(eventId: string) {
  return useMutation({
    mutationFn: (body: DoVoteRequest) => callCommand('participant/dovote', body, { eventId }),
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(livePollQuery(eventId).queryKey, data);
    },
  });
}
