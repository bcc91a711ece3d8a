import { liveSession } from '../../testing/sessions';
import { applyToList, applyToSession } from './realtime';

// Each event of livestream-{eventId} (spec 2 §7.6) applied to a cached list and a cached session.

const a = liveSession('a', { orderNO: 1, watcherCount: 2 });
const b = liveSession('b', { orderNO: 2 });
const list = { items: [a, b], totalCount: 2 };

test('watchers replaces the count of that session only', () => {
  const next = applyToList(list, { name: 'watchers', payload: { sessionId: 'a', watcherCount: 7 } });
  expect(next.items.map((item) => item.watcherCount)).toEqual([7, 0]);
  expect(applyToList(list, { name: 'watchers', payload: { sessionId: 'x', watcherCount: 7 } })).toBe(list);
  expect(applyToSession(a, { name: 'watchers', payload: { sessionId: 'a', watcherCount: 9 } })?.watcherCount).toBe(9);
});

test('liveStreamUpdated puts the session in place (WAITING to LIVE), and takes out one no longer active', () => {
  const live = { ...a, isLive: 1 as const, title: 'Now live' };
  const next = applyToList(list, { name: 'liveStreamUpdated', payload: live });
  expect(next.items[0]).toEqual(live);
  expect(applyToSession(a, { name: 'liveStreamUpdated', payload: live })).toEqual(live);
  expect(applyToSession(b, { name: 'liveStreamUpdated', payload: live })).toBe(b);

  const inactive = applyToList(list, { name: 'liveStreamUpdated', payload: { ...b, isActive: false } });
  expect(inactive).toEqual({ items: [a], totalCount: 1 });
  // One the list doesn't hold is left for the list's reload.
  expect(applyToList(list, { name: 'liveStreamUpdated', payload: liveSession('c') })).toBe(list);
});

test('liveStreamRemoved takes the session out', () => {
  expect(applyToList(list, { name: 'liveStreamRemoved', payload: { id: 'a' } })).toEqual({ items: [b], totalCount: 1 });
  expect(applyToSession(a, { name: 'liveStreamRemoved', payload: { id: 'a' } })).toBeNull();
  expect(applyToSession(b, { name: 'liveStreamRemoved', payload: { id: 'a' } })).toBe(b);
});

test('liveStreamSortingChanged reorders by the new orderNO', () => {
  const next = applyToList(list, {
    name: 'liveStreamSortingChanged',
    payload: {
      items: [
        { id: 'a', orderNO: 5 },
        { id: 'b', orderNO: 3 },
      ],
    },
  });
  expect(next.items.map((item) => [item.id, item.orderNO])).toEqual([
    ['b', 3],
    ['a', 5],
  ]);
});
