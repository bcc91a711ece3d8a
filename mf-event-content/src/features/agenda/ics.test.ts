import { buildCalendar, escapeText, foldLine, type CalendarEntry } from './ics';

/** A small RFC 5545 reader: unfolds lines and collects each VEVENT's properties. */
function parse(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  // Every line ends in CRLF: no bare LF anywhere.
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines = ics.replace(/\r\n /g, '').slice(0, -2).split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

const unescape = (text: string) => text.replace(/\\n/g, '\n').replace(/\\([\\;,])/g, '$1');

const entries: CalendarEntry[] = [
  {
    uid: 'program-1@atrium',
    title: 'Opening keynote: events, without walls; really',
    start: '2026-11-21T06:30:00.000Z',
    end: '2026-11-21T07:30:00.000Z',
    location: 'Main Hall, Haliç Congress Center',
    description:
      'Line one\nLine two with a backslash \\ and a very long text that will certainly need folding across lines — ğüşiöç',
  },
  {
    uid: 'program-2@atrium',
    title: 'Lunch',
    start: '2026-11-21T09:30:00.000Z',
    end: '2026-11-21T10:30:00.000Z',
  },
];

describe('the agenda .ics export (RFC 5545)', () => {
  it('is a VCALENDAR with one VEVENT per item, UTC times, UIDs and escaped text', () => {
    const ics = buildCalendar('Atrium Summit, my agenda', entries, new Date('2026-11-20T12:00:00Z'));
    const { lines, events } = parse(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines[lines.length - 1]).toBe('END:VCALENDAR');
    expect(lines).toContain('X-WR-CALNAME:Atrium Summit\\, my agenda');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      UID: 'program-1@atrium',
      DTSTAMP: '20261120T120000Z',
      DTSTART: '20261121T063000Z',
      DTEND: '20261121T073000Z',
      SUMMARY: 'Opening keynote: events\\, without walls\\; really',
    });
    expect(unescape(events[0].DESCRIPTION)).toBe(entries[0].description);
    expect(unescape(events[0].LOCATION)).toBe('Main Hall, Haliç Congress Center');
    expect(events[1]).not.toHaveProperty('LOCATION');
  });

  it('escapes backslash, semicolon, comma and newline', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `DESCRIPTION:${'ğ'.repeat(80)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
