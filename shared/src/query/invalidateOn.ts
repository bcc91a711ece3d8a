import type { QueryKey } from '@tanstack/react-query';
import type { Observable, Subscription } from 'rxjs';
import { queryClient } from './queryClient';

type KeyOf<T> = QueryKey | ((payload: T) => QueryKey);
const keyFor = <T>(key: KeyOf<T>, payload: T): QueryKey => (typeof key === 'function' ? key(payload) : key);

/**
 * How a socket or bus event changes what is on screen: every query under `key` (a callKey prefix,
 * or one made from the event's payload) reloads, whichever parcel shows it. The cache stays the one
 * copy of server data: no store keeps a second one. Unsubscribe when the screen goes.
 *
 *   invalidateOn(realtime.on<Post>('newPost'), callKey('Feed/ListPosts', undefined, { eventId }))
 *   invalidateOn(bus.on('event.activated'), callKey('Explore/SearchEvent'))
 */
export function invalidateOn<T>(events: Observable<T>, key: KeyOf<T>): Subscription {
  return events.subscribe((payload) => void queryClient.invalidateQueries({ queryKey: keyFor(key, payload) }));
}

/**
 * When the event itself carries the new data (a chat message, a changed count), writes it into the
 * cached answer instead of asking the server again. `update` gets the cached data (undefined when
 * nothing is cached) and returns the new one.
 */
export function updateOn<T, D>(events: Observable<T>, key: KeyOf<T>, update: (data: D | undefined, payload: T) => D) {
  return events.subscribe((payload) =>
    queryClient.setQueryData<D>(keyFor(key, payload), (data) => update(data, payload)),
  );
}
