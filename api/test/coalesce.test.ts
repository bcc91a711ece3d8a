import type { FastifyBaseLogger } from 'fastify';
import { coalescer } from '../src/modules/socialHub/coalesce';

// Issue 29 item 4: the hub's coalesced messages, at most one an interval per event and kind.

const errors: unknown[] = [];
const log = { error: (error: unknown) => errors.push(error) } as unknown as FastifyBaseLogger;

beforeEach(() => {
  jest.useFakeTimers();
  errors.length = 0;
});
afterEach(() => jest.useRealTimers());

function recorder() {
  const sent: { at: number; eventId: string; items: string[] }[] = [];
  const hubs = coalescer(log, 1000);
  const told = hubs.kind<string>((eventId, items) => void sent.push({ at: Date.now(), eventId, items }));
  return { sent, hubs, told, start: Date.now() };
}

test('the first item goes at once; the rest of the interval together, each key once as it last was', async () => {
  const { sent, told, start } = recorder();
  told('e1', 'a', 'a1');
  await jest.advanceTimersByTimeAsync(0);
  expect(sent).toEqual([{ at: start, eventId: 'e1', items: ['a1'] }]);

  for (const [key, item] of [
    ['b', 'b1'],
    ['a', 'a2'],
    ['c', 'c1'],
    ['b', 'b2'],
  ]) {
    told('e1', key!, item!);
    await jest.advanceTimersByTimeAsync(100);
  }
  expect(sent).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(600);
  // In the order they last changed.
  expect(sent[1]).toEqual({ at: start + 1000, eventId: 'e1', items: ['a2', 'c1', 'b2'] });

  // A quiet interval after it, and the next goes at once again.
  await jest.advanceTimersByTimeAsync(1500);
  told('e1', 'd', 'd1');
  await jest.advanceTimersByTimeAsync(0);
  expect(sent).toHaveLength(3);
  expect(sent[2]).toEqual({ at: start + 2500, eventId: 'e1', items: ['d1'] });
});

test('each event has its own interval', async () => {
  const { sent, told } = recorder();
  told('e1', 'a', 'a1');
  told('e2', 'a', 'x1');
  await jest.advanceTimersByTimeAsync(0);
  told('e1', 'b', 'b1');
  await jest.advanceTimersByTimeAsync(1000);
  expect(sent.map(({ eventId, items }) => [eventId, items])).toEqual([
    ['e1', ['a1']],
    ['e2', ['x1']],
    ['e1', ['b1']],
  ]);
});

test('a failed message is logged and the next still goes; stop sends what waits and takes nothing after', async () => {
  const sent: string[][] = [];
  const hubs = coalescer(log, 1000);
  let fail = true;
  const told = hubs.kind<string>(async (_, items) => {
    if (fail) throw new Error('no database');
    sent.push(items);
  });
  told('e1', 'a', 'a1');
  await jest.advanceTimersByTimeAsync(0);
  expect(errors).toHaveLength(1);
  fail = false;
  told('e1', 'b', 'b1');
  await hubs.stop();
  expect(sent).toEqual([['b1']]);
  told('e1', 'c', 'c1');
  await jest.advanceTimersByTimeAsync(5000);
  expect(sent).toEqual([['b1']]);
});

test('ids: each changed id once', async () => {
  const sent: string[][] = [];
  const changed = coalescer(log, 1000).ids((_, ids) => void sent.push(ids));
  changed('e1', 'p1');
  await jest.advanceTimersByTimeAsync(0);
  changed('e1', 'p2');
  changed('e1', 'p1');
  changed('e1', 'p2');
  await jest.advanceTimersByTimeAsync(1000);
  expect(sent).toEqual([['p1'], ['p1', 'p2']]);
});
