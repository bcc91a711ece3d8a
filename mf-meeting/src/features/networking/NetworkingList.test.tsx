import { bus, i18n, type SnackbarMessage } from '@atrium/shared';
import type { NetworkingRoom } from '@atrium/shared/contract';
import {
  failed,
  fakeRealtime,
  ok,
  restoreFetch,
  sentTo,
  serve,
  type Call,
  type FakeRealtime,
  type Reply,
} from '@atrium/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Subscription } from 'rxjs';
import { renderAt } from '../../testing/render';
import { networkingRoom, seated } from '../../testing/rooms';
import { NetworkingList } from './NetworkingList';

// The networking list (spec 2 §2.21, §4 Networking card, §7.4, §7.6) against a scripted api and socket.

const ada = seated('u-ada', 'Ada', 'Lovelace');
const linus = seated('u-linus', 'Linus', 'Torvalds');
const grace = seated('u-grace', 'Grace', 'Hopper');

const lounge = networkingRoom('r1', { title: 'Lounge', orderNO: 2, peopleCount: 3, users: [ada] });
const booth = networkingRoom('r2', { title: 'Booth talk', orderNO: 1, peopleCount: 2, users: [linus, grace] });
const garden = networkingRoom('r3', { title: 'Garden', orderNO: 3, peopleCount: 2 });

let calls: Call[];
let socket: FakeRealtime;
let snackbars: SnackbarMessage[];
let profiles: string[];
let listening: Subscription;

function show(list: NetworkingRoom[] = [lounge, booth, garden], join: () => Reply = () => ok(lounge)) {
  calls = serve({
    'liveevent/listnetworkingareas': (body) => {
      const term = String(body.searchTerm ?? '').toLowerCase();
      const items = list.filter((room) => room.title.toLowerCase().includes(term));
      return ok({ items, totalCount: items.length });
    },
    'liveevent/joinnetworkingarea': join,
  });
  return renderAt('/event/summit/networking', <NetworkingList eventId="e1" eventSlug="summit" />);
}

const card = (title: string) => screen.getByRole('article', { name: title });
const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  socket = fakeRealtime();
  snackbars = [];
  profiles = [];
  listening = bus.on('snackbar.show').subscribe((message) => snackbars.push(message));
  listening.add(bus.on('profile.open').subscribe(({ userId }) => profiles.push(userId)));
});
afterEach(() => {
  listening.unsubscribe();
  restoreFetch();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('cards by orderNO, each with its status and counts, and peopleCount seats with the people in them', async () => {
  show();
  await screen.findByRole('article', { name: 'Lounge' });
  expect(titles()).toEqual(['Booth talk', 'Lounge', 'Garden']);
  expect(within(card('Lounge')).getByTestId('room-status').textContent).toBe('Open 1/3');
  expect(within(card('Booth talk')).getByTestId('room-status').textContent).toBe('Full 2/2');
  expect(within(card('Garden')).getByTestId('room-status').textContent).toBe('Open 0/2');

  const seats = within(within(card('Lounge')).getByRole('list', { name: 'Seats' }));
  expect(seats.getAllByRole('listitem')).toHaveLength(3);
  expect(seats.getByRole('button', { name: "Ada Lovelace's profile" })).toBeTruthy();
  expect(seats.getAllByRole('img', { name: 'Free seat' })).toHaveLength(2);
  expect(
    within(card('Booth talk'))
      .getAllByRole('button', { name: /profile$/ })
      .map((seat) => seat.getAttribute('aria-label')),
  ).toEqual(["Linus Torvalds's profile", "Grace Hopper's profile"]);

  expect(screen.getByRole('button', { name: 'Lounge, Open, 1 of 3 seats taken' })).toBeTruthy();
  expect(sentTo(calls, 'liveevent/listnetworkingareas')).toEqual([{ skip: 0, take: 1000 }]);
  expect(calls[0].eventId).toBe('e1');
  expect(socket.joined).toEqual(['networking-e1', 'networking-area-e1']);
});

test("a seat's avatar opens that person's profile, and does not enter the room", async () => {
  show();
  fireEvent.click(await screen.findByRole('button', { name: "Ada Lovelace's profile" }));
  expect(profiles).toEqual(['u-ada']);
  expect(sentTo(calls, 'liveevent/joinnetworkingarea')).toEqual([]);
});

test('a full room says there is no space, and neither joins nor leaves the list', async () => {
  show();
  fireEvent.click(await screen.findByRole('button', { name: /^Booth talk/ }));
  expect(snackbars).toEqual([{ message: 'there is no space in networking rooms, try later', kind: 'warning' }]);
  expect(sentTo(calls, 'liveevent/joinnetworkingarea')).toEqual([]);
  expect(screen.getByTestId('where').textContent).toBe('/event/summit/networking');
});

test('an open room is joined and its page opened', async () => {
  show();
  fireEvent.click(await screen.findByRole('button', { name: /^Lounge/ }));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/event/summit/room/r1'));
  expect(sentTo(calls, 'liveevent/joinnetworkingarea')).toEqual([{ roomId: 'r1' }]);
  expect(calls.every((call) => call.eventId === 'e1')).toBe(true);
  expect(snackbars).toEqual([]);
});

test('a join the api answers full shows the message, stays, and loads the rooms again', async () => {
  show(undefined, () => failed('there is no space in networking rooms, try later'));
  fireEvent.click(await screen.findByRole('button', { name: /^Garden/ }));
  await waitFor(() =>
    expect(snackbars).toEqual([{ message: 'there is no space in networking rooms, try later', kind: 'warning' }]),
  );
  await waitFor(() => expect(sentTo(calls, 'liveevent/listnetworkingareas')).toHaveLength(2));
  expect(screen.getByTestId('where').textContent).toBe('/event/summit/networking');
});

test('the channels: who sits where, a removal, a new order and a new room, all without a reload', async () => {
  show();
  await screen.findByRole('article', { name: 'Garden' });

  act(() => socket.send('networking-area-e1-itemChanged', { item: { id: 'r3', users: [ada, linus] } }));
  await waitFor(() => expect(within(card('Garden')).getByTestId('room-status').textContent).toBe('Full 2/2'));
  expect(within(card('Garden')).getByRole('button', { name: "Linus Torvalds's profile" })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /^Garden/ }));
  expect(snackbars.map((message) => message.message)).toEqual(['there is no space in networking rooms, try later']);

  act(() => socket.send('networking-e1-networkingAreaRemoved', { id: 'r2' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Booth talk' })).toBeNull());

  act(() =>
    socket.send('networking-e1-networkingAreaSortingChanged', {
      items: [
        { id: 'r1', orderNO: 9 },
        { id: 'r3', orderNO: 1 },
      ],
    }),
  );
  await waitFor(() => expect(titles()).toEqual(['Garden', 'Lounge']));

  act(() =>
    socket.send('networking-e1-networkingAreaUpdated', {
      item: networkingRoom('r4', { title: 'Rooftop', orderNO: 5 }),
    }),
  );
  await waitFor(() => expect(titles()).toEqual(['Garden', 'Rooftop', 'Lounge']));
  act(() => socket.send('networking-e1-networkingAreaUpdated', { item: { ...lounge, isActive: false } }));
  await waitFor(() => expect(titles()).toEqual(['Garden', 'Rooftop']));
  expect(sentTo(calls, 'liveevent/listnetworkingareas')).toHaveLength(1);
});

test('after a lost connection is back the rooms load again', async () => {
  show();
  await screen.findByRole('article', { name: 'Lounge' });
  act(() => socket.drop());
  expect(sentTo(calls, 'liveevent/listnetworkingareas')).toHaveLength(1);
  act(() => socket.reconnect());
  await waitFor(() => expect(sentTo(calls, 'liveevent/listnetworkingareas')).toHaveLength(2));
});

test('leaving the list leaves both channels', async () => {
  const view = show();
  await screen.findByRole('article', { name: 'Lounge' });
  expect(socket.left).toEqual([]);
  view.unmount();
  expect(socket.left).toEqual(['networking-e1', 'networking-area-e1']);
});

test('the search asks 1 s after typing stops; nothing found says so with a refresh', async () => {
  show();
  await screen.findByRole('article', { name: 'Lounge' });
  jest.useFakeTimers();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search rooms' }), { target: { value: 'zzz' } });
  await act(() => jest.advanceTimersByTimeAsync(900));
  expect(sentTo(calls, 'liveevent/listnetworkingareas')).toHaveLength(1);
  await act(() => jest.advanceTimersByTimeAsync(200));
  jest.useRealTimers();
  expect(await screen.findByText('No content matches your filter')).toBeTruthy();
  expect(sentTo(calls, 'liveevent/listnetworkingareas')[1]).toEqual({ searchTerm: 'zzz', skip: 0, take: 1000 });
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
});

test('no rooms at all: content not found, with a refresh', async () => {
  show([]);
  expect(await screen.findByText('Content not found')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
});

test('a failed load shows the error with Try again', async () => {
  calls = serve({ 'liveevent/listnetworkingareas': () => new Error('offline') });
  renderAt('/event/summit/networking', <NetworkingList eventId="e1" eventSlug="summit" />);
  expect(await screen.findByRole('alert')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('in Turkish', async () => {
  await i18n.changeLanguage('tr');
  show();
  await screen.findByRole('article', { name: 'Lounge' });
  expect(within(card('Booth talk')).getByTestId('room-status').textContent).toBe('Dolu 2/2');
  fireEvent.click(screen.getByRole('button', { name: /^Booth talk/ }));
  expect(snackbars[0].message).toBe('networking odalarında yer yok, daha sonra tekrar deneyin');
  expect(screen.getByRole('searchbox', { name: 'Oda ara' })).toBeTruthy();
});
