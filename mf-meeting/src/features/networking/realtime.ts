import type {
  ChannelEventName,
  ChannelEvents,
  ChannelKind,
  ContentList,
  NetworkingRoom,
} from '@atrium/shared/contract';

type EventOf<K extends ChannelKind> = {
  [E in ChannelEventName<K>]: { name: E; payload: ChannelEvents<K>[E] };
}[ChannelEventName<K>];

/** One event of `networking-{eventId}` or `networking-area-{eventId}` (spec 2 §7.6), by name with what it carries. */
export type NetworkingEvent = EventOf<'networking'> | EventOf<'networkingArea'>;

type RoomList = ContentList<NetworkingRoom>;

/** Spec 2 §7.4: rooms are shown by orderNO. */
export const byOrder = (items: readonly NetworkingRoom[]) => [...items].sort((a, b) => a.orderNO - b.orderNO);

const matches = (room: NetworkingRoom, searchTerm: string) =>
  !searchTerm || room.title.toLocaleLowerCase().includes(searchTerm.toLocaleLowerCase());

/**
 * A cached list (of rooms found for `searchTerm`) after one event: a changed room put in place, or
 * in when it is new and fits the search, or out once inactive; a removed one taken out; the
 * organiser's new order applied; and who sits where replaced.
 */
export function applyToList(list: RoomList, event: NetworkingEvent, searchTerm = ''): RoomList {
  switch (event.name) {
    case 'networkingAreaUpdated': {
      const room = event.payload.item;
      const held = list.items.some((item) => item.id === room.id);
      if (!room.isActive || !matches(room, searchTerm)) return held ? withoutRoom(list, room.id) : list;
      if (!held) return { items: byOrder([...list.items, room]), totalCount: list.totalCount + 1 };
      return { ...list, items: byOrder(list.items.map((item) => (item.id === room.id ? room : item))) };
    }
    case 'networkingAreaRemoved':
      return withoutRoom(list, event.payload.id);
    case 'networkingAreaSortingChanged': {
      const order = new Map(event.payload.items.map(({ id, orderNO }) => [id, orderNO]));
      return {
        ...list,
        items: byOrder(list.items.map((item) => ({ ...item, orderNO: order.get(item.id) ?? item.orderNO }))),
      };
    }
    case 'itemChanged': {
      const { id, users } = event.payload.item;
      if (!list.items.some((item) => item.id === id)) return list;
      return { ...list, items: list.items.map((item) => (item.id === id ? { ...item, users } : item)) };
    }
  }
}

function withoutRoom(list: RoomList, id: string): RoomList {
  const items = list.items.filter((item) => item.id !== id);
  return items.length === list.items.length ? list : { items, totalCount: list.totalCount - 1 };
}

/** A cached room after one event; null once it was removed or made inactive (its page leaves). */
export function applyToRoom(room: NetworkingRoom, event: NetworkingEvent): NetworkingRoom | null {
  switch (event.name) {
    case 'networkingAreaUpdated': {
      const next = event.payload.item;
      if (next.id !== room.id) return room;
      return next.isActive ? next : null;
    }
    case 'networkingAreaRemoved':
      return event.payload.id === room.id ? null : room;
    case 'networkingAreaSortingChanged': {
      const orderNO = event.payload.items.find((item) => item.id === room.id)?.orderNO;
      return orderNO === undefined ? room : { ...room, orderNO };
    }
    case 'itemChanged':
      return event.payload.item.id === room.id ? { ...room, users: event.payload.item.users } : room;
  }
}
