import { gridColumns, isShownInGrid, signalBars } from './gridColumns';

// Spec 2 §9: meeting grid columns by participant count, 'recording' excluded.

test.each([
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 2],
  [5, 3],
  [6, 3],
  [7, 3],
  [9, 3],
  [10, 4],
  [12, 4],
  [13, 5],
  [15, 5],
  [16, 6],
  [30, 6],
  [31, 7],
  [80, 7],
])('%i participants give %i columns', (count, columns) => {
  expect(gridColumns(count)).toBe(columns);
});

test('a recorder is not shown in the grid', () => {
  expect(isShownInGrid({ displayName: 'recording' })).toBe(false);
  expect(isShownInGrid({ displayName: 'Ada' })).toBe(true);
});

test('consumer score 0-10 becomes 0-3 bars', () => {
  expect([0, 1, 3, 4, 6, 7, 10, null].map(signalBars)).toEqual([0, 1, 1, 2, 2, 3, 3, 0]);
});
