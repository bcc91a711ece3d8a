import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus, queryClient, ThemeRoot, type SnackbarMessage } from '@atrium/shared';
import type { CheckPollResponse, LivePoll } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, sentTo, serve, type Call } from '@atrium/shared/testing';
import { LivePollWidget } from './LivePollWidget';

// The live poll widget (spec 2 §2.17, §4, §5, §8, §9): hidden without a poll, a vote needs an
// answer, rates once voted or shown by the organiser, vote errors in a 4 s snackbar, asked every 5 s.

const poll = (extra: Partial<LivePoll> = {}): LivePoll => ({
  id: 'lp',
  title: 'Which track next?',
  answers: ['Design', 'Data'],
  answerRates: [
    { answer: 'Design', rate: 60 },
    { answer: 'Data', rate: 40 },
  ],
  showRates: false,
  ...extra,
});

let calls: Call[];

function renderWidget(check: () => CheckPollResponse, vote?: () => ReturnType<typeof ok>) {
  calls = serve({ 'participant/checkpoll': () => ok(check()), ...(vote ? { 'participant/dovote': vote } : {}) });
  return render(
    <ThemeRoot>
      <LivePollWidget eventId="e1" />
    </ThemeRoot>,
  );
}

afterEach(() => {
  restoreFetch();
  queryClient.clear();
  jest.useRealTimers();
});

test('nothing shows while no poll runs', async () => {
  const { container } = renderWidget(() => ({ vote: null, poll: null }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(container.textContent).toBe('');
});

test('Vote without an answer says poll.select_answer; with one it votes and shows the rates', async () => {
  renderWidget(
    () => ({ vote: null, poll: poll() }),
    () => ok({ vote: 'Data', poll: poll() }),
  );
  expect(await screen.findByRole('heading', { name: 'Which track next?' })).toBeTruthy();
  expect(screen.queryByRole('list')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
  expect(screen.getByRole('alert').textContent).toBe('Please choose an answer first.');
  expect(sentTo(calls, 'participant/dovote')).toEqual([]);

  fireEvent.click(screen.getByLabelText('Data'));
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
  expect(await screen.findByRole('listitem', { name: 'Data: 40%' })).toBeTruthy();
  expect(screen.getByText('Your vote: Data')).toBeTruthy();
  expect(screen.queryByRole('radio')).toBeNull();
  expect(sentTo(calls, 'participant/dovote')).toEqual([{ answer: 'Data' }]);
});

test('rates the organiser shows are there before one votes', async () => {
  renderWidget(() => ({ vote: null, poll: poll({ showRates: true }) }));
  expect(await screen.findByRole('listitem', { name: 'Design: 60%' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Vote' })).toBeTruthy();
});

test('a refused vote shows in a snackbar for 4 s', async () => {
  const shown: SnackbarMessage[] = [];
  const subscription = bus.on('snackbar.show').subscribe((message) => shown.push(message));
  renderWidget(
    () => ({ vote: null, poll: poll() }),
    () => failed('You have already voted in this poll.'),
  );
  fireEvent.click(await screen.findByLabelText('Design'));
  fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
  await waitFor(() =>
    expect(shown).toEqual([{ message: 'You have already voted in this poll.', kind: 'error', durationMs: 4000 }]),
  );
  subscription.unsubscribe();
});

test('the poll is asked for again every 5 s, so one started later appears', async () => {
  jest.useFakeTimers();
  let running: LivePoll | null = null;
  renderWidget(() => ({ vote: null, poll: running }));
  await act(() => jest.advanceTimersByTimeAsync(100));
  expect(sentTo(calls, 'participant/checkpoll')).toHaveLength(1);
  running = poll();
  await act(() => jest.advanceTimersByTimeAsync(4800));
  expect(sentTo(calls, 'participant/checkpoll')).toHaveLength(1);
  await act(() => jest.advanceTimersByTimeAsync(300));
  expect(sentTo(calls, 'participant/checkpoll')).toHaveLength(2);
  expect(screen.getByRole('heading', { name: 'Which track next?' })).toBeTruthy();
});
