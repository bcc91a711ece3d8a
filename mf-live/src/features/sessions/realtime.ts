import type { ChannelEventName, ChannelEvents, ContentList, LiveSession } from '@atrium/shared/contract';

/** One event of `livestream-{eventId}` (spec 2 §7.6), by name with what it carries. */
export type LiveStreamEvent = {
  [E in ChannelEventName<'liveStream'>]: { name: E; payload: ChannelEvents<'liveStream'>[E] };
}[ChannelEventName<'liveStream'>];

type SessionList = ContentList<LiveSession>;

const byOrder = (items: LiveSession[]) => [...items].sort((a, b) => a.orderNO - b.orderNO);

/**
 * A cached list after one event: counts replaced (the server's totals), a changed session put in
 * place (or out, once it is no longer active: the list shows active sessions), a removed one taken
 * out, and the organiser's new order applied. A session the list does not hold is left to a reload.
 */
export function applyToList(list: SessionList, event: LiveStreamEvent): SessionList {
  switch (event.name) {
    case 'watchers': {
      const { sessionId, watcherCount } = event.payload;
      if (!list.items.some((item) => item.id === sessionId)) return list;
      return {
        ...list,
        items: list.items.map((item) => (item.id === sessionId ? { ...item, watcherCount } : item)),
      };
    }
    case 'liveStreamUpdated': {
      const session = event.payload;
      if (!list.items.some((item) => item.id === session.id)) return list;
      if (!session.isActive) return withoutSession(list, session.id);
      return { ...list, items: byOrder(list.items.map((item) => (item.id === session.id ? session : item))) };
    }
    case 'liveStreamRemoved':
      return withoutSession(list, event.payload.id);
    case 'liveStreamSortingChanged': {
      const order = new Map(event.payload.items.map(({ id, orderNO }) => [id, orderNO]));
      return {
        ...list,
        items: byOrder(list.items.map((item) => ({ ...item, orderNO: order.get(item.id) ?? item.orderNO }))),
      };
    }
  }
}

function withoutSession(list: SessionList, id: string): SessionList {
  const items = list.items.filter((item) => item.id !== id);
  return items.length === list.items.length ? list : { items, totalCount: list.totalCount - 1 };
}

/** A cached session after one event; null once it was removed. */
export function applyToSession(session: LiveSession, event: LiveStreamEvent): LiveSession | null {
  switch (event.name) {
    case 'watchers':
      return event.payload.sessionId === session.id
        ? { ...session, watcherCount: event.payload.watcherCount }
        : session;
    case 'liveStreamUpdated':
      return event.payload.id === session.id ? event.payload : session;
    case 'liveStreamRemoved':
      return event.payload.id === session.id ? null : session;
    case 'liveStreamSortingChanged': {
      const orderNO = event.payload.items.find((item) => item.id === session.id)?.orderNO;
      return orderNO === undefined ? session : { ...session, orderNO };
    }
  }
}
