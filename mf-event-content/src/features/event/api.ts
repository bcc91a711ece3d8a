import { callKey, callQuery, queryClient } from '@atrium/shared';
import type { ContentList, LiveSession } from '@atrium/shared/contract';

export const eventBySlugQuery = (slug: string) => callQuery('Explore/GetEventBySlug', { slug });

export const currentParticipantQuery = (eventId: string) =>
  callQuery('Participant/GetCurrentParticipant', undefined, { eventId });

/** The event's active live sessions for the top bar's cards (spec 2 §2.2, §2.19 session card). */
export const topBarSessionsQuery = (eventId: string) => callQuery('LiveEvent/List', { isActive: true }, { eventId });

/** Every cached list of the event's live sessions: what the socket says changed (not a count) reloads them. */
export const reloadLiveSessions = (eventId: string) =>
  queryClient.invalidateQueries({ queryKey: callKey('LiveEvent/List', undefined, { eventId }) });

/** A session's watcher count as the socket tells it, written into the top bar's cached cards. */
export function setWatcherCount(eventId: string, sessionId: string, watcherCount: number): void {
  queryClient.setQueryData<ContentList<LiveSession>>(
    topBarSessionsQuery(eventId).queryKey,
    (data) =>
      data && {
        ...data,
        items: data.items.map((item) => (item.id === sessionId ? { ...item, watcherCount } : item)),
      },
  );
}
