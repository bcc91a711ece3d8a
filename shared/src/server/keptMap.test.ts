import { KeptMap } from './keptMap';

describe('KeptMap', () => {
  test('keeps at most its limit, forgetting the oldest entry first', () => {
    const kept = new KeptMap<string, number>(2);
    expect(kept.keep('a', 1)).toBe(1);
    kept.keep('b', 2);
    kept.keep('c', 3);
    expect([...kept.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  test('setting a kept key again forgets nothing', () => {
    const kept = new KeptMap<string, number>(2);
    kept.keep('a', 1);
    kept.keep('b', 2);
    kept.keep('a', 3);
    expect(Object.fromEntries(kept)).toEqual({ a: 3, b: 2 });
  });
});
