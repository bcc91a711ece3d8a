import { relativeStart } from './startTime';

// A card's relative start (spec 2 §2.18) reads both ways, in both languages.

const now = Date.parse('2026-11-24T10:00:00Z');

test('a future start reads "in 5 minutes", a past one "2 hours ago"', () => {
  expect(relativeStart('2026-11-24T10:05:00Z', 'en', now)).toBe('in 5 minutes');
  expect(relativeStart('2026-11-24T08:00:00Z', 'en', now)).toBe('2 hours ago');
  expect(relativeStart('2026-11-24T10:05:00Z', 'tr', now)).toBe('5 dakika sonra');
  expect(relativeStart('2026-11-24T10:00:20Z', 'en', now)).toBe('now');
});

test('no start, or one that is not a date, gives nothing to show', () => {
  expect(relativeStart(null, 'en', now)).toBeNull();
  expect(relativeStart('soon', 'en', now)).toBeNull();
});
