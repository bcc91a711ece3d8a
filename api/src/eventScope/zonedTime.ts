// Wall-clock times in an event's time zone with the platform's Intl (no date library is installed):
// program items are HH:mm on a day of the event (spec 2 §3), the rest of the api speaks UTC instants.

import { KeptMap } from '@atrium/shared/server';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let result = formatters.get(timeZone);
  if (!result) {
    result = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, result);
  }
  return result;
}

/** True for an IANA zone Intl knows, e.g. 'Europe/Istanbul'. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

// formatToParts costs microseconds and list calls read the same few instants for every row (the
// event's first day, a day's session times), so answers are kept; the oldest go first.
const WALL_CLOCKS_KEPT = 10000;
const wallClocks = new KeptMap<string, WallClock>(WALL_CLOCKS_KEPT);

function wallClock(instant: Date, timeZone: string): WallClock {
  const key = `${timeZone} ${instant.getTime()}`;
  const known = wallClocks.get(key);
  if (known) return known;
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  const result = {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
  return wallClocks.keep(key, result);
}

/** How far the zone's clock is ahead of UTC at that instant, in ms. */
function offsetMs(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of the instant in the zone, YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** The time of day of the instant in the zone, HH:mm. */
export function localTime(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** YYYY-MM-DD plus whole days, on the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

// A program answers the same few days and times on every call, and each costs two wall clocks
// and string parsing, so the instants are kept too.
const instants = new KeptMap<string, number>(WALL_CLOCKS_KEPT);

/**
 * The instant at which the zone's clocks show `date` `time` (YYYY-MM-DD, HH:mm). Across a DST
 * change the offset is read again at the first guess, so the answer lands on the right side.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  return new Date(instants.get(key) ?? instants.keep(key, instantOf(date, time, timeZone)));
}

function instantOf(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  const first = offsetMs(asUtc, timeZone);
  const guess = asUtc - first;
  const second = offsetMs(guess, timeZone);
  return second === first ? guess : asUtc - second;
}
