import { queryClient, realtime } from '@atrium/shared';
import {
  networkingAreaChannel,
  networkingAreaItemChanged,
  networkingChannel,
  networkingEvent,
} from '@atrium/shared/contract/channels';
import type { ContentList, NetworkingRoom } from '@atrium/shared/contract';
import { useEffect, useRef } from 'react';
import { allRoomLists, allRooms } from './api';
import { applyToList, applyToRoom, type NetworkingEvent } from './realtime';

const ROOM_EVENTS = ['networkingAreaUpdated', 'networkingAreaSortingChanged', 'networkingAreaRemoved'] as const;

/** The search term a cached list was asked with (its key is callKey's [name, {body, eventId}]). */
const searchTermOf = (key: readonly unknown[]) =>
  String((key[1] as { body?: { searchTerm?: string } } | undefined)?.body?.searchTerm ?? '');

/**
 * The networking rooms' real time (spec 2 §7.6): while the list or a room's page is on screen the
 * event's `networking-{eventId}` and `networking-area-{eventId}` are joined on the page's one socket,
 * and each event changes the cached lists and rooms in place (a card turns full as its last seat is
 * taken). `onGone` hears of a room removed or made inactive, so its page can leave. After the socket
 * was lost and is back, the event's rooms load again.
 */
export function useNetworkingRealtime(eventId: string, onGone?: (id: string) => void): void {
  const latest = useRef(onGone);
  latest.current = onGone;

  useEffect(() => {
    const channels = [networkingChannel(eventId), networkingAreaChannel(eventId)];
    const apply = (event: NetworkingEvent) => {
      for (const [key, list] of queryClient.getQueriesData<ContentList<NetworkingRoom>>({
        queryKey: allRoomLists(eventId),
      })) {
        if (list) queryClient.setQueryData(key, applyToList(list, event, searchTermOf(key)));
      }
      for (const [key, room] of queryClient.getQueriesData<NetworkingRoom>({ queryKey: allRooms(eventId) })) {
        if (!room) continue;
        const next = applyToRoom(room, event);
        if (next) queryClient.setQueryData(key, next);
        else latest.current?.(room.id);
      }
    };
    channels.forEach((channel) => realtime.subscribe(channel));
    const subscriptions = ROOM_EVENTS.map((name) =>
      realtime
        .on<never>(networkingEvent(eventId, name))
        .subscribe((payload) => apply({ name, payload } as NetworkingEvent)),
    );
    subscriptions.push(
      realtime
        .on<NetworkingEvent['payload']>(networkingAreaItemChanged(eventId))
        .subscribe((payload) => apply({ name: 'itemChanged', payload } as NetworkingEvent)),
    );
    let wasLost = false;
    subscriptions.push(
      realtime.connectionLost$.subscribe((lost) => {
        if (wasLost && !lost) {
          void queryClient.invalidateQueries({ queryKey: allRoomLists(eventId) });
          void queryClient.invalidateQueries({ queryKey: allRooms(eventId) });
        }
        wasLost = lost;
      }),
    );
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      channels.forEach((channel) => realtime.unsubscribe(channel));
    };
  }, [eventId]);
}
