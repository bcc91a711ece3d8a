import type { QueryKey } from '@tanstack/react-query';
import type { Observable, Subscription } from 'rxjs';
import { queryClient } from './queryClient';

type KeyOf<T> = QueryKey | ((payload: T) => QueryKey);
const keyFor = <T>(key: KeyOf<T>, payload: T): QueryKey => (typeof key === 'function' ? key(payload) : key);

/**
 * How a bus event changes what is on screen: every query under `key` (a callKey prefix, or one made
 * from the event's payload) reloads, whichever parcel shows it. The cache stays the one copy of
 * server data: no store keeps a second one. Unsubscribe when the screen goes. A socket's events
 * come through useChannel, whose handlers call queryClient themselves.
 *
 *   invalidateOn(bus.on('event.activated'), callKey('Explore/SearchEvent'))
 */
export function invalidateOn<T>(events: Observable<T>, key: KeyOf<T>): Subscription {
  return events.subscribe((payload) => void queryClient.invalidateQueries({ queryKey: keyFor(key, payload) }));
}

/**
 * Reloads the queries under `key` whose answer may be older than `at`: those answered before it and
 * those still on their way (asked before it). What was asked after `at` is left alone. For a
 * channel's first join (useChannel's onJoined): an event sent before the join was not heard.
 */
export function invalidateFetchedBefore(key: QueryKey, at: number): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: key,
    predicate: ({ state }) => state.fetchStatus === 'fetching' || (state.dataUpdatedAt > 0 && state.dataUpdatedAt < at),
  });
}
