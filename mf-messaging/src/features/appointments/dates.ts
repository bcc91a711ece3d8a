import type { Language } from '@atrium/shared';

// Appointment times with the platform's Intl.DateTimeFormat and its timeZone option (no date library
// is installed). Instants are shown in a named zone: the viewer's own, and the event's beside it.

const locale = (language: Language) => (language === 'tr' ? 'tr-TR' : 'en-GB');

/** D MMMM YYYY (spec 1 §9), e.g. 21 November 2026 / 21 Kasım 2026. */
export const formatDay = (iso: string, timeZone: string, language: Language) =>
  new Intl.DateTimeFormat(locale(language), { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );

const formatTime = (iso: string, timeZone: string, language: Language) =>
  new Intl.DateTimeFormat(locale(language), { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** "09:00 – 09:30" on the 24-hour clock. */
export const formatTimeRange = (startIso: string, endIso: string, timeZone: string, language: Language) =>
  `${formatTime(startIso, timeZone, language)} – ${formatTime(endIso, timeZone, language)}`;

/** The calendar day (YYYY-MM-DD) of an instant in a zone: en-CA writes dates that way. */
export const dayIn = (iso: string | number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

/** The zone this browser runs in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The days an appointment may take (spec 1 §5): from the event's first day, or today when it has
 * begun, to its last, in the event's zone. null when the event has finished.
 */
export function appointmentDays(
  event: { startDate: string; endDate: string; timezone: string },
  now = Date.now(),
): { min: string; max: string } | null {
  if (new Date(event.endDate).getTime() <= now) return null;
  const from = Math.max(new Date(event.startDate).getTime(), now);
  return { min: dayIn(from, event.timezone), max: dayIn(event.endDate, event.timezone) };
}
