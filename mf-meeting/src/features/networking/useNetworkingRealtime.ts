import { queryClient, useChannel, useSession } from '@atrium/shared';
import type { ContentList, NetworkingRoom } from '@atrium/shared/contract';
import { channel } from '@atrium/shared/contract/channels';
import { allRoomLists, allRooms } from './api';
import { applyToList, applyToRoom, type NetworkingEvent } from './realtime';

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
      else onGone?.(room.id);
    }
  };

  useChannel(
    channel.networking({ eventId }),
    {
      networkingAreaUpdated: (payload) => apply({ name: 'networkingAreaUpdated', payload }),
      networkingAreaSortingChanged: (payload) => apply({ name: 'networkingAreaSortingChanged', payload }),
      networkingAreaRemoved: (payload) => apply({ name: 'networkingAreaRemoved', payload }),
    },
    {
      onReconnect: () => {
        void queryClient.invalidateQueries({ queryKey: allRoomLists(eventId) });
        void queryClient.invalidateQueries({ queryKey: allRooms(eventId) });
      },
    },
  );
  useChannel(channel.networkingArea({ eventId }), {
    itemChanged: (payload) => apply({ name: 'itemChanged', payload }),
  });
}

/**
 * Spec 2 §7.6: a networking room's page joins `presence-networking-{appId}-{eventId}-{roomId}` while
 * it is open, as a session's page joins its presence channel.
 */
export function useRoomPresence(eventId: string, roomId: string): void {
  const applicationId = useSession((state) => state.application?.id ?? null);
  useChannel(applicationId ? channel.networkingPresence({ applicationId, eventId, roomId }) : null, {});
}
