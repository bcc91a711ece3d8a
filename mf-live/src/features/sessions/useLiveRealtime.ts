import { callKey, queryClient, realtime, useSession } from '@atrium/shared';
import {
  liveStreamChannel,
  sessionPresenceChannel,
  type ContentList,
  type LiveSession,
  type LiveStreamEvents,
} from '@atrium/shared/contract';
import { useEffect, useRef } from 'react';
import { allSessionLists } from './api';
import { applyToList, applyToSession, type LiveStreamEvent } from './realtime';

const EVENT_NAMES: (keyof LiveStreamEvents)[] = [
  'watchers',
  'liveStreamUpdated',
  'liveStreamRemoved',
  'liveStreamSortingChanged',
];

/**
 * The live sessions' real time (spec 2 §7.6): while the list or a session page is on screen the
 * event's `livestream-{eventId}` is joined on the page's one socket, and each event changes the
 * cached lists and sessions in place (a WAITING session turns LIVE without a reload). `onRemoved`
 * hears of a removed session, so the page showing it can leave (spec 2 §4 Live stream removal).
 * After the socket was lost and is back, the event's sessions load again.
 */
export function useLiveRealtime(eventId: string, onRemoved?: (id: string) => void): void {
  const latest = useRef(onRemoved);
  latest.current = onRemoved;

  useEffect(() => {
    const channel = liveStreamChannel(eventId);
    const sessions = callKey('LiveEvent/Get', undefined, { eventId });
    const apply = (event: LiveStreamEvent) => {
      queryClient.setQueriesData<ContentList<LiveSession>>(
        { queryKey: allSessionLists(eventId) },
        (list) => list && applyToList(list, event),
      );
      for (const [key, session] of queryClient.getQueriesData<LiveSession>({ queryKey: sessions })) {
        if (!session) continue;
        const next = applyToSession(session, event);
        if (next) queryClient.setQueryData(key, next);
      }
      if (event.name === 'liveStreamRemoved') latest.current?.(event.payload.id);
      // A session that became active (or was added) is in no list yet: the lists ask the server,
      // which knows which of them (by search term) it belongs to.
      if (event.name === 'liveStreamUpdated' && event.payload.isActive) {
        const missing = queryClient
          .getQueriesData<ContentList<LiveSession>>({ queryKey: allSessionLists(eventId) })
          .some(([, list]) => list && !list.items.some((item) => item.id === event.payload.id));
        if (missing) void queryClient.invalidateQueries({ queryKey: allSessionLists(eventId) });
      }
    };
    realtime.subscribe(channel);
    const subscriptions = EVENT_NAMES.map((name) =>
      realtime.on<never>(name).subscribe((payload) => apply({ name, payload } as LiveStreamEvent)),
    );
    let wasLost = false;
    const back = realtime.connectionLost$.subscribe((lost) => {
      if (wasLost && !lost) {
        void queryClient.invalidateQueries({ queryKey: allSessionLists(eventId) });
        void queryClient.invalidateQueries({ queryKey: sessions });
      }
      wasLost = lost;
    });
    return () => {
      for (const subscription of [...subscriptions, back]) subscription.unsubscribe();
      realtime.unsubscribe(channel);
    };
  }, [eventId]);
}

/**
 * Spec 2 §7.6: a session's page joins `presence-session-{appId}-{eventId}-{sessionId}` while it is
 * open; the server counts the session's watchers from that channel's sockets.
 */
export function useSessionPresence(eventId: string, sessionId: string): void {
  const applicationId = useSession((state) => state.application?.id ?? null);
  useEffect(() => {
    if (!applicationId) return;
    const channel = sessionPresenceChannel(applicationId, eventId, sessionId);
    realtime.subscribe(channel);
    return () => realtime.unsubscribe(channel);
  }, [applicationId, eventId, sessionId]);
}
