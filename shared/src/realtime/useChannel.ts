import { useEffect, useRef } from 'react';
import type { ChannelEventName, ChannelEvents } from '../contract/channelEvents';
import type { Channel, ChannelKind } from '../contract/channels';
import { realtime } from './realtime';

/** What to do with each event of a channel's kind; the payloads are typed by the channel table. */
export type ChannelHandlers<K extends ChannelKind> = {
  [E in ChannelEventName<K>]?: (payload: ChannelEvents<K>[E]) => void;
};

export interface ChannelOptions {
  /**
   * The socket was lost and is back: events may have been missed meanwhile, so reload what they
   * would have changed (invalidate the queries).
   */
  onReconnect?: () => void;
  /**
   * The server confirmed the first join, at this time (Date.now()). What was fetched before it may
   * have missed an event sent between the fetch's answer and the join: reload what was fetched
   * earlier (`invalidateFetchedBefore`), not what came after.
   */
  onJoined?: (at: number) => void;
}

/**
 * The one way a screen listens to a channel (spec 1 §7): joined on the page's one socket while the
 * component is mounted (null: not now), each event handed to its handler, `onJoined` when the server confirmed
 * the join and `onReconnect` after a lost connection. A handler updates or invalidates the query cache (`queryClient.setQueryData`,
 * `invalidateQueries`); nothing keeps a second copy. The latest handlers are used without joining
 * again; the set of events listened to is read when the channel changes.
 */
export function useChannel<K extends ChannelKind>(
  channel: Channel<K> | null,
  handlers: ChannelHandlers<K>,
  { onReconnect, onJoined }: ChannelOptions = {},
): void {
  const latest = useRef({ handlers, onReconnect, onJoined });
  latest.current = { handlers, onReconnect, onJoined };
  const name = channel?.name ?? null;
  const events = Object.keys(handlers).sort().join(' ');

  useEffect(() => {
    if (!channel) return;
    realtime.subscribe(channel);
    const subscriptions = (events ? events.split(' ') : []).map((event) =>
      realtime
        .listen(channel, event as ChannelEventName<K>)
        .subscribe((payload) => latest.current.handlers[event as ChannelEventName<K>]?.(payload)),
    );
    let wasLost = false;
    const back = realtime.connectionLost$.subscribe((lost) => {
      if (wasLost && !lost) latest.current.onReconnect?.();
      wasLost = lost;
    });
    let firstJoin = true;
    const joined = realtime.joined(channel).subscribe(() => {
      if (firstJoin) latest.current.onJoined?.(Date.now());
      firstJoin = false;
    });
    return () => {
      for (const subscription of [...subscriptions, back, joined]) subscription.unsubscribe();
      realtime.unsubscribe(channel);
    };
    // The channel is its name: a new object with the same name is the same channel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, events]);
}
