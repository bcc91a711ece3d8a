import { addDays, localDate, localTime, zonedToUtc } from '../src/eventScope';
import { seedIfEmpty } from '../src/seed';
import { DEMO_CLOCK_KEY, keepDemoDatesRelative } from '../src/seed/events';
import { createApi, type Api } from '../src/server';
import { postgres, sqlite } from '@atrium/shared/server/testing';

const DAY = 86_400_000;

describe('event time zones with Intl (spec 2 §2.3, §3 program HH:mm)', () => {
  test('a wall-clock time in a zone without DST', () => {
    expect(zonedToUtc('2026-05-10', '09:30', 'Europe/Istanbul').toISOString()).toBe('2026-05-10T06:30:00.000Z');
    expect(zonedToUtc('2026-01-01', '00:15', 'Europe/Istanbul').toISOString()).toBe('2025-12-31T21:15:00.000Z');
  });

  test('either side of a DST change, and inside the spring gap', () => {
    expect(zonedToUtc('2026-03-07', '12:00', 'America/New_York').toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(zonedToUtc('2026-03-09', '12:00', 'America/New_York').toISOString()).toBe('2026-03-09T16:00:00.000Z');
    // 02:30 does not exist on 8 March 2026 in New York; the answer is an instant an hour either side.
    const gap = zonedToUtc('2026-03-08', '02:30', 'America/New_York').toISOString();
    expect(['2026-03-08T06:30:00.000Z', '2026-03-08T07:30:00.000Z']).toContain(gap);
    expect(zonedToUtc('2026-10-25', '10:00', 'Europe/Berlin').toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  test('kept instants answer for their own zone', () => {
    const instants = ['Europe/Istanbul', 'America/New_York', 'Europe/Istanbul', 'UTC'].map((zone) =>
      zonedToUtc('2026-07-01', '10:00', zone).toISOString(),
    );
    expect(instants).toEqual([
      '2026-07-01T07:00:00.000Z',
      '2026-07-01T14:00:00.000Z',
      '2026-07-01T07:00:00.000Z',
      '2026-07-01T10:00:00.000Z',
    ]);
  });

  test('local day and time of an instant, and calendar days', () => {
    const instant = new Date('2026-12-31T22:30:00Z');
    expect(localDate(instant, 'Europe/Istanbul')).toBe('2027-01-01');
    expect(localTime(instant, 'Europe/Istanbul')).toBe('01:30');
    expect(localDate(instant, 'UTC')).toBe('2026-12-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe.each([sqlite, postgres])('demo dates stay relative to the start (DESIGN "Demo data") on $name', (database) => {
  let api: Api;
  let drop: () => Promise<void>;
  const seededAt = new Date('2026-03-02T11:17:00Z');

  const dates = async (slug: string) => {
    const row = await api.db('events').where({ slug }).first('start_date', 'end_date');
    return { start: new Date(row.start_date).getTime(), end: new Date(row.end_date).getTime() };
  };
  const running = async (slug: string, at: Date) => {
    const { start, end } = await dates(slug);
    return start <= at.getTime() && at.getTime() <= end;
  };

  beforeAll(async () => {
    const opened = await database.open();
    drop = opened.drop;
    api = await createApi(opened.options);
  });

  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  test('the first start seeds events that open at 09:00 and close at 18:00 local time, summit running', async () => {
    expect(await seedIfEmpty(api.db, seededAt)).toBe(true);
    const summit = await dates('atrium-summit');
    expect(localTime(new Date(summit.start), 'Europe/Istanbul')).toBe('09:00');
    expect(localTime(new Date(summit.end), 'Europe/Istanbul')).toBe('18:00');
    expect(await running('atrium-summit', seededAt)).toBe(true);
    expect((await dates('future-expo')).start).toBeGreaterThan(seededAt.getTime());
  });

  test('a later start moves every event by the whole days passed, so summit is running again', async () => {
    const before = await dates('future-expo');
    const appointment = await api.db('appointments').orderBy('id').first('id', 'start_at');
    const later = new Date(seededAt.getTime() + 10 * DAY + 5 * 3_600_000);
    expect(await running('atrium-summit', later)).toBe(false);
    expect(await seedIfEmpty(api.db, later)).toBe(false);
    expect(await running('atrium-summit', later)).toBe(true);
    expect((await dates('future-expo')).start - before.start).toBe(10 * DAY);
    expect((await dates('past-forum')).end).toBeLessThan(later.getTime());
    // The demo appointments move with them (issue 13).
    const moved = await api.db('appointments').where({ id: appointment.id }).first('start_at');
    expect(new Date(moved.start_at).getTime() - new Date(appointment.start_at).getTime()).toBe(10 * DAY);
    const clock = await api.db('settings').where({ key: DEMO_CLOCK_KEY }).first('value');
    expect(new Date(clock.value).getTime()).toBe(seededAt.getTime() + 10 * DAY);
    // The same moment again changes nothing.
    expect(await keepDemoDatesRelative(api.db, later)).toBe(0);
    expect((await dates('future-expo')).start - before.start).toBe(10 * DAY);
  });

  test('a clock set back moves them back', async () => {
    const earlier = new Date(seededAt.getTime() - 3 * DAY);
    expect(await keepDemoDatesRelative(api.db, earlier)).toBe(-13);
    expect(await running('atrium-summit', earlier)).toBe(true);
  });
});
