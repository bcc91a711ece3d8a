import type { Language } from '../constants';

// The platform's Intl does the wording in both languages ("5 minutes ago", "5 dakika önce"); no
// date library is installed (mf-event-content's dateTime does the same for dates).

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 5],
];

const locale = (language: Language) => (language === 'tr' ? 'tr-TR' : 'en-GB');

/**
 * How long ago a notification came: "now", "5 minutes ago", "yesterday", "3 weeks ago"; after about
 * a month the date itself (DD MMM YYYY, spec 1 §9), which says more than "2 months ago".
 */
export function timeAgo(iso: string, language: Language, now = Date.now()): string {
  const date = new Date(iso);
  let amount = Math.max(0, (now - date.getTime()) / 1000);
  for (const [unit, size] of STEPS) {
    if (amount < size) {
      const rounded = Math.floor(amount);
      const format = new Intl.RelativeTimeFormat(locale(language), { numeric: 'auto' });
      // Under a minute reads as "now" rather than counting seconds.
      return unit === 'second' ? format.format(0, 'second') : format.format(-rounded, unit);
    }
    amount /= size;
  }
  return new Intl.DateTimeFormat(locale(language), { day: '2-digit', month: 'short', year: 'numeric' }).format(date);
}

/** DD MMM YYYY HH:mm (spec 1 §9), the exact moment behind the relative time. */
export function exactTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
