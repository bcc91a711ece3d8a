import type { Language } from '@atrium/shared';

// en-GB writes D MMMM YYYY, the format of spec 1 §9.
const locale = (language: Language) => (language === 'tr' ? 'tr-TR' : 'en-GB');

/** An event's days in the viewer's time zone: "21 November 2026", or "21 – 23 November 2026". */
export function eventDays(startIso: string, endIso: string, language: Language): string {
  const format = new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'long', year: 'numeric' });
  const start = new Date(startIso);
  const end = new Date(endIso);
  return format.format(start) === format.format(end) ? format.format(start) : format.formatRange(start, end);
}

/** Whether the event has finished: make-appointment is offered only before (spec 1 §6). */
export const hasFinished = (endIso: string, now = Date.now()) => new Date(endIso).getTime() <= now;
