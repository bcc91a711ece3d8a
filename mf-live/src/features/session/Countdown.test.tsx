import { i18n, ThemeRoot } from '@atrium/shared';
import { act, render, screen } from '@testing-library/react';
import { Countdown, timeLeft } from './Countdown';

// The flip countdown (spec 2 §2.19): it needs a valid deadline, and says so plainly without one.

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => jest.useRealTimers());

const show = (deadline: string | null) =>
  render(
    <ThemeRoot>
      <Countdown deadline={deadline} />
    </ThemeRoot>,
  );

test.each([null, '', 'not a date'])('without a valid start (%p) it says so instead of counting', (deadline) => {
  show(deadline);
  expect(screen.getByTestId('countdown-invalid').textContent).toMatch(/no start time yet/);
  expect(screen.queryByRole('timer')).toBeNull();
});

test('counts down each second to the start, told to screen readers to the minute', async () => {
  jest.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z') });
  show('2026-11-25T12:03:05Z');
  const timer = screen.getByRole('timer');
  expect(timer.getAttribute('aria-label')).toBe('Starts in 1 day, 2 hours, 3 minutes');
  expect(timer.textContent).toBe('01Days02Hours03Minutes05Seconds');
  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(timer.textContent).toBe('01Days02Hours03Minutes03Seconds');
});

test('once the start has passed it waits for the session to go live', () => {
  jest.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z') });
  show('2026-11-24T09:59:00Z');
  expect(screen.getByRole('timer').textContent).toBe('00Days00Hours00Minutes00Seconds');
  expect(screen.getByRole('status').textContent).toMatch(/Starting any moment now/);
});

test('timeLeft splits milliseconds into days, hours, minutes and seconds', () => {
  expect(timeLeft(((2 * 24 + 5) * 60 * 60 + 7 * 60 + 9) * 1000 + 999)).toEqual({
    days: 2,
    hours: 5,
    minutes: 7,
    seconds: 9,
  });
  expect(timeLeft(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
});
