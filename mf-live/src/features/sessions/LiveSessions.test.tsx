import { i18n } from '@atrium/shared';
import { channel } from '@atrium/shared/contract/channels';
import {
  failed,
  fakeRealtime,
  ok,
  restoreFetch,
  sentTo,
  serve,
  type Call,
  type FakeRealtime,
  type ServerEvents,
} from '@atrium/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import { liveSession } from '../../testing/sessions';
import { LiveSessions } from './LiveSessions';

// The live sessions list (spec 2 §2.18, §7.6): groups, cards, search, JOIN, and the live channel.

const speaker = liveSession('s1', { title: 'Keynote rehearsal', type: 2, orderNO: 1 });
const waiting = liveSession('a1', {
  title: 'Opening',
  orderNO: 2,
  startDate: new Date(Date.now() + 5 * 60_000 + 30_000).toISOString(),
});
const live = liveSession('a2', { title: 'Panel', orderNO: 3, isLive: 1, watcherCount: 12, showWatcherCount: true });
const hidden = liveSession('a3', { title: 'Quiet room', orderNO: 4, isLive: 1, watcherCount: 4 });

let calls: Call[];
let socket: FakeRealtime;
let events: ServerEvents<'liveStream'>;
let joined: string[];

function show(
  list = [speaker, waiting, live, hidden],
  join = () => ok({ hash: 'h-1', expiresAt: '2999-01-01T00:00:00Z' }),
) {
  calls = serve({
    'liveevent/list': (body) => {
      const term = String(body.searchTerm ?? '').toLowerCase();
      const items = list.filter((session) => session.title.toLowerCase().includes(term));
      return ok({ items, totalCount: items.length });
    },
    'liveevent/join': join,
    'liveevent/get': (body) => ok(list.find((session) => session.id === body.id)),
  });
  renderAt('/event/summit/sessions', <LiveSessions eventId="e1" eventSlug="summit" />);
}

const card = (title: string) => screen.getByRole('article', { name: title });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  sessionStorage.clear();
  socket = fakeRealtime();
  ({ joined } = socket);
  events = socket.events(channel.liveStream({ eventId: 'e1' }));
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('speaker and attendee sessions in their groups, each card with its badge, start, title and watchers', async () => {
  show();
  const speakers = await screen.findByRole('region', { name: 'Speaker sessions' });
  const attendees = screen.getByRole('region', { name: 'Attendee sessions' });
  expect(
    within(speakers)
      .getAllByRole('article')
      .map((item) => item.getAttribute('aria-labelledby') && item.textContent),
  ).toHaveLength(1);
  expect(within(speakers).getByRole('heading', { name: 'Keynote rehearsal' })).toBeTruthy();
  expect(
    within(attendees)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Opening', 'Panel', 'Quiet room']);
  expect(within(card('Opening')).getByText('WAITING')).toBeTruthy();
  expect(within(card('Opening')).getByText('in 5 minutes')).toBeTruthy();
  expect(within(card('Panel')).getByText('LIVE')).toBeTruthy();
  expect(within(card('Panel')).getByTestId('watcher-count').textContent).toBe('12 watching');
  // Live, but the organiser hides its count; waiting, nothing to count.
  expect(within(card('Quiet room')).queryByTestId('watcher-count')).toBeNull();
  expect(within(card('Opening')).queryByTestId('watcher-count')).toBeNull();
  expect(sentTo(calls, 'liveevent/list')).toEqual([{ isActive: true, skip: 0, take: 1000 }]);
  expect(joined).toEqual(['livestream-e1']);
});

test('JOIN joins, fetches the session, keeps the hash and opens the session page', async () => {
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Join Panel' }));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/event/summit/live/a2'));
  expect(sentTo(calls, 'liveevent/join')).toEqual([{ id: 'a2' }]);
  expect(sentTo(calls, 'liveevent/get')).toEqual([{ id: 'a2' }]);
  expect(calls.map((call) => call.path).slice(-2)).toEqual(['liveevent/join', 'liveevent/get']);
  expect(calls.every((call) => call.eventId === 'e1')).toBe(true);
  expect(JSON.parse(sessionStorage.getItem('atrium.liveHash.a2') ?? 'null')).toEqual({
    hash: 'h-1',
    expiresAt: '2999-01-01T00:00:00Z',
  });
});

test("a refused join shows the api's message on the card and stays", async () => {
  show(undefined, () => failed('This session is full.'));
  fireEvent.click(await screen.findByRole('button', { name: 'Join Opening' }));
  expect((await within(card('Opening')).findByRole('alert')).textContent).toBe('This session is full.');
  expect(screen.getByTestId('where').textContent).toBe('/event/summit/sessions');
  expect(sessionStorage.length).toBe(0);
});

test('the search asks 1 s after typing stops; nothing found says so with a refresh', async () => {
  show();
  await screen.findByRole('heading', { name: 'Panel' });
  jest.useFakeTimers();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search sessions' }), { target: { value: 'zzz' } });
  await act(() => jest.advanceTimersByTimeAsync(900));
  expect(sentTo(calls, 'liveevent/list')).toHaveLength(1);
  await act(() => jest.advanceTimersByTimeAsync(200));
  jest.useRealTimers();
  expect(await screen.findByText('No content matches your filter')).toBeTruthy();
  expect(sentTo(calls, 'liveevent/list')[1]).toEqual({ isActive: true, searchTerm: 'zzz', skip: 0, take: 1000 });
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
});

test('the live channel: watchers, WAITING turning LIVE, a removal and a new order, all without a reload', async () => {
  show();
  await screen.findByRole('heading', { name: 'Opening' });
  act(() => events.watchers.next({ sessionId: 'a2', watcherCount: 13 }));
  await waitFor(() => expect(within(card('Panel')).getByTestId('watcher-count').textContent).toBe('13 watching'));

  act(() => events.liveStreamUpdated.next({ ...waiting, isLive: 1, showWatcherCount: true, watcherCount: 1 }));
  expect(await within(card('Opening')).findByText('LIVE')).toBeTruthy();
  expect(within(card('Opening')).getByTestId('watcher-count').textContent).toBe('1 watching');

  act(() => events.liveStreamRemoved.next({ id: 'a3' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Quiet room' })).toBeNull());

  act(() =>
    events.liveStreamSortingChanged.next({
      items: [
        { id: 'a1', orderNO: 9 },
        { id: 'a2', orderNO: 1 },
      ],
    }),
  );
  const titles = () =>
    within(screen.getByRole('region', { name: 'Attendee sessions' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
  await waitFor(() => expect(titles()).toEqual(['Panel', 'Opening']));
  expect(sentTo(calls, 'liveevent/list')).toHaveLength(1);
});

test('after a lost connection is back the list loads again', async () => {
  show();
  await screen.findByRole('heading', { name: 'Panel' });
  act(() => socket.drop());
  expect(sentTo(calls, 'liveevent/list')).toHaveLength(1);
  act(() => socket.reconnect());
  await waitFor(() => expect(sentTo(calls, 'liveevent/list')).toHaveLength(2));
});

test('in Turkish', async () => {
  await i18n.changeLanguage('tr');
  show();
  expect(await screen.findByRole('region', { name: 'Konuşmacı oturumları' })).toBeTruthy();
  expect(within(card('Opening')).getByText('BEKLENİYOR')).toBeTruthy();
  expect(within(card('Opening')).getByText('5 dakika sonra')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Panel oturumuna katıl' }).textContent).toBe('Katıl');
});

test('a failed list offers Try again, which loads it', async () => {
  let answer = failed('The server is busy.', null, 500);
  calls = serve({ 'liveevent/list': () => answer });
  renderAt('/event/summit/sessions', <LiveSessions eventId="e1" eventSlug="summit" />);
  expect((await screen.findByRole('alert')).textContent).toMatch('The server is busy.');
  answer = ok({ items: [live], totalCount: 1 });
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Panel' })).toBeTruthy();
});
