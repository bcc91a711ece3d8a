import { callCommand, callQuery, queryClient, useCall, useChannel } from '@atrium/shared';
import type { CheckPollResponse, DoVoteRequest } from '@atrium/shared/contract';
import { channel } from '@atrium/shared/contract/channels';
import { useMutation } from '@tanstack/react-query';

/** participant/checkpoll: the event's live poll, if one runs, and the user's vote (spec 2 §4 Live poll widget). */
export const livePollQuery = (eventId: string) => callQuery('participant/checkpoll', undefined, { eventId });

/**
 * The event's live poll (issue 29 item 4): checkpoll once, and again after a lost socket is back;
 * meanwhile the hub's livePollChanged brings the poll as it is (started, stopped, voted in). It
 * carries nobody's vote, so the user's stays as checkpoll or their dovote told it, for that poll.
 */
export function useLivePoll(eventId: string) {
  const { queryKey } = livePollQuery(eventId);
  useChannel(
    channel.socialHub({ eventId }),
    {
      livePollChanged: ({ poll }) =>
        queryClient.setQueryData<CheckPollResponse>(queryKey, (known) => ({
          vote: known?.poll && poll && known.poll.id === poll.id ? known.vote : null,
          poll,
        })),
    },
    { onReconnect: () => void queryClient.invalidateQueries({ queryKey, exact: true }) },
  );
  return useCall(livePollQuery(eventId));
}

/** participant/dovote: the answer is the poll with the vote in it, so the rates show without waiting for the next push. */
export function useDoVote(eventId: string) {
  return useMutation({
    mutationFn: (body: DoVoteRequest) => callCommand('participant/dovote', body, { eventId }),
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(livePollQuery(eventId).queryKey, data);
    },
  });
}
