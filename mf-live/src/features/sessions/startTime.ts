import type { Language } from '@atrium/shared';

// A session's start relative to now, either way ("in 5 minutes", "2 hours ago", "5 dakika sonra"):
// the shared timeAgo only looks back, and a waiting session's start is usually ahead.

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 5],
];

const locale = (language: Language) => (language === 'tr' ? 'tr-TR' : 'en-GB');

/** When a session starts, relative to `now`; past a month the date itself. Null without a valid start. */
export function relativeStart(iso: string | null, language: Language, now = Date.now()): string | null {
  const start = iso === null ? NaN : Date.parse(iso);
  if (Number.isNaN(start)) return null;
  const ahead = start > now;
  let amount = Math.abs(start - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (amount < size) {
      const format = new Intl.RelativeTimeFormat(locale(language), { numeric: 'auto' });
      // Under a minute either way reads as "now".
      if (unit === 'second') return format.format(0, 'second');
      const whole = Math.floor(amount);
      return format.format(ahead ? whole : -whole, unit);
    }
    amount /= size;
  }
  return new Intl.DateTimeFormat(locale(language), { day: '2-digit', month: 'short', year: 'numeric' }).format(start);
}
