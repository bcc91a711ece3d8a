import { invalidateFetchedBefore, queryClient, useChannel, useSession } from '@atrium/shared';
import type { ContentList, LiveSession } from '@atrium/shared/contract';
import { channel } from '@atrium/shared/contract/channels';
import { allSessionLists, allSessions } from './api';
import { applyToList, applyToSession, type LiveStreamEvent } from './realtime';

/**
 * The live sessions' real time (spec 2 §7.6): while the list or a session page is on screen the
 * event's `livestream-{eventId}` is joined on the page's one socket, and each event changes the
 * cached lists and sessions in place (a WAITING session turns LIVE without a reload). `onRemoved`
 * hears of a removed session, so the page showing it can leave (spec 2 §4 Live stream removal).
 * What was loaded before the join was confirmed, or before a lost socket was back, loads again.
 */
export function useLiveRealtime(eventId: string, onRemoved?: (id: string) => void): void {
  const lists = allSessionLists(eventId);
  const sessions = allSessions(eventId);
  const apply = (event: LiveStreamEvent) => {
    queryClient.setQueriesData<ContentList<LiveSession>>(
      { queryKey: lists },
      (list) => list && applyToList(list, event),
    );
    for (const [key, session] of queryClient.getQueriesData<LiveSession>({ queryKey: sessions })) {
      if (!session) continue;
      const next = applyToSession(session, event);
      if (next) queryClient.setQueryData(key, next);
    }
    if (event.name === 'liveStreamRemoved') onRemoved?.(event.payload.id);
    // A session that became active (or was added) is in no list yet: the lists ask the server,
    // which knows which of them (by search term) it belongs to.
    if (event.name === 'liveStreamUpdated' && event.payload.isActive) {
      const missing = queryClient
        .getQueriesData<ContentList<LiveSession>>({ queryKey: lists })
        .some(([, list]) => list && !list.items.some((item) => item.id === event.payload.id));
      if (missing) void queryClient.invalidateQueries({ queryKey: lists });
    }
  };

  useChannel(
    channel.liveStream({ eventId }),
    {
      watchers: (payload) => apply({ name: 'watchers', payload }),
      liveStreamUpdated: (payload) => apply({ name: 'liveStreamUpdated', payload }),
      liveStreamRemoved: (payload) => apply({ name: 'liveStreamRemoved', payload }),
      liveStreamSortingChanged: (payload) => apply({ name: 'liveStreamSortingChanged', payload }),
    },
    {
      // A session switched live between the list's answer and the join would stay on its countdown.
      onJoined: (at) => {
        void invalidateFetchedBefore(lists, at);
        void invalidateFetchedBefore(sessions, at);
      },
      onReconnect: () => {
        void queryClient.invalidateQueries({ queryKey: lists });
        void queryClient.invalidateQueries({ queryKey: sessions });
      },
    },
  );
}

/**
 * Spec 2 §7.6: a session's page joins `presence-session-{appId}-{eventId}-{sessionId}` while it is
 * open; the server counts the session's watchers from that channel's sockets.
 */
export function useSessionPresence(eventId: string, sessionId: string): void {
  const applicationId = useSession((state) => state.application?.id ?? null);
  useChannel(applicationId ? channel.sessionPresence({ applicationId, eventId, sessionId }) : null, {});
}
