import type { Language } from '@atrium/shared';

// Dates and times with the platform's Intl.DateTimeFormat and its timeZone option (no date library
// is installed): every time is shown in a named zone, the event's or the attendee's own.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let result = formatters.get(key);
  if (!result) {
    // en-GB writes D MMMM YYYY and 24-hour times, the formats of spec 1 §9.
    result = new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', options);
    formatters.set(key, result);
  }
  return result;
}

/** D MMMM YYYY (spec 1 §9), e.g. 21 November 2026 / 21 Kasım 2026. */
export function formatDate(iso: string, timeZone: string, language: Language): string {
  return formatter(language, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** HH:mm on the 24-hour clock. */
export function formatTime(iso: string, timeZone: string, language: Language): string {
  return formatter(language, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** The zone's offset at that moment, e.g. GMT+3. */
export function offsetLabel(iso: string, timeZone: string, language: Language): string {
  const parts = formatter(language, { timeZone, timeZoneName: 'shortOffset' }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "Europe/Istanbul (GMT+3)": the zone and its offset, so the reader needs neither to know the other. */
export function timeZoneLabel(iso: string, timeZone: string, language: Language): string {
  return `${timeZone.replace(/_/g, ' ')} (${offsetLabel(iso, timeZone, language)})`;
}

/** The zone this browser runs in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A program day (YYYY-MM-DD, a calendar day) as its date number, weekday and short month (spec 2 §2.5). */
export function formatDay(date: string, language: Language): { number: string; weekday: string; month: string } {
  const noon = `${date}T12:00:00Z`;
  const part = (options: Intl.DateTimeFormatOptions) =>
    formatter(language, { timeZone: 'UTC', ...options }).format(new Date(noon));
  return { number: part({ day: 'numeric' }), weekday: part({ weekday: 'long' }), month: part({ month: 'short' }) };
}

/** Start and end on one line: "21 November 2026, 09:00 – 23 November 2026, 18:00", shortened on one day. */
export function formatRange(startIso: string, endIso: string, timeZone: string, language: Language): string {
  const startDay = formatDate(startIso, timeZone, language);
  const endDay = formatDate(endIso, timeZone, language);
  const start = `${startDay}, ${formatTime(startIso, timeZone, language)}`;
  const endTime = formatTime(endIso, timeZone, language);
  return startDay === endDay ? `${start} – ${endTime}` : `${start} – ${endDay}, ${endTime}`;
}
