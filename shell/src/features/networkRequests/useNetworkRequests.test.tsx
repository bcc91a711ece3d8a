import { i18n, SnackbarHost, ThemeRoot } from '@atrium/shared';
import type { NetworkRequest } from '@atrium/shared/contract';
import { fakeRealtime, type FakeRealtime } from '@atrium/shared/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import '../../i18n/shell';
import { useNetworkRequests } from './useNetworkRequests';

// Spec 1 §2 Dialogs 6, §7 Real-time, §9: the network-request snackbar of the shell, over any page.

let socket: FakeRealtime;
/** The signed-in user as the shell's sign-in state hands it on; null for a guest. */
let userId: string | null;

const request: NetworkRequest = {
  roomId: 'r1',
  roomTitle: 'Lounge',
  eventId: 'e1',
  eventSlug: 'atrium-summit',
  from: { id: 'u-linus', firstName: 'Linus', lastName: 'Torvalds', image: null },
};

function Page() {
  useNetworkRequests('demo', userId);
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function show() {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/demo/events']}>
        <Page />
      </MemoryRouter>
      <SnackbarHost />
    </ThemeRoot>,
  );
}

const invitation = () => screen.getByText('Linus Torvalds invites you to Lounge').parentElement as HTMLElement;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  socket = fakeRealtime();
  userId = 'u-ada';
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('an invitation shows who invites to which room; Accept tells the inviter and opens the room', () => {
  show();
  expect(socket.joined).toEqual(['private-u-ada']);
  act(() => socket.send('client-network-request', request));
  fireEvent.click(within(invitation()).getByRole('button', { name: 'Accept' }));
  expect(socket.emitted).toEqual([
    ['emit-private-room', { event: 'client-network-accept', userId: 'u-linus', roomId: 'r1' }],
  ]);
  expect(screen.getByTestId('where').textContent).toBe('/demo/event/atrium-summit/room/r1');
  expect(screen.queryByText('Linus Torvalds invites you to Lounge')).toBeNull();
});

test('Reject only closes it', () => {
  show();
  act(() => socket.send('client-network-request', request));
  fireEvent.click(within(invitation()).getByRole('button', { name: 'Reject' }));
  expect(screen.queryByText('Linus Torvalds invites you to Lounge')).toBeNull();
  expect(socket.emitted).toEqual([]);
  expect(screen.getByTestId('where').textContent).toBe('/demo/events');
});

test('unanswered, it goes after 15 s', () => {
  jest.useFakeTimers();
  show();
  act(() => socket.send('client-network-request', request));
  act(() => jest.advanceTimersByTime(14_900));
  expect(screen.getByText('Linus Torvalds invites you to Lounge')).toBeTruthy();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText('Linus Torvalds invites you to Lounge')).toBeNull();
  expect(socket.emitted).toEqual([]);
});

test('the inviter hears that the invitation was accepted', () => {
  show();
  act(() =>
    socket.send('client-network-accept', {
      ...request,
      from: { ...request.from, firstName: 'Grace', lastName: 'Hopper' },
    }),
  );
  const note = screen.getByText('Grace Hopper accepted your invitation').parentElement as HTMLElement;
  expect(note.getAttribute('role')).toBe('status');
  expect(within(note).queryByRole('button', { name: 'Accept' })).toBeNull();
});

test('signed out, nothing is listened to; in Turkish', async () => {
  userId = null;
  const view = show();
  act(() => socket.send('client-network-request', request));
  expect(screen.queryByText(/invites you/)).toBeNull();
  expect(socket.joined).toEqual([]);
  view.unmount();

  await i18n.changeLanguage('tr');
  userId = 'u-ada';
  show();
  act(() => socket.send('client-network-request', request));
  const item = screen.getByText('Linus Torvalds sizi Lounge odasına davet ediyor').parentElement as HTMLElement;
  expect(within(item).getByRole('button', { name: 'Kabul et' })).toBeTruthy();
  expect(within(item).getByRole('button', { name: 'Reddet' })).toBeTruthy();
});
