import { bus, i18n, type SnackbarMessage } from '@atrium/shared';
import type { NetworkingRoom, Participant } from '@atrium/shared/contract';
import {
  failed,
  fakeRealtime,
  ok,
  restoreFetch,
  sentTo,
  serve,
  signInAs,
  type Call,
  type FakeRealtime,
  type Reply,
} from '@atrium/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Subscription } from 'rxjs';
import { renderAt } from '../../testing/render';
import { networkingRoom, seated } from '../../testing/rooms';
import { RoomPage } from './RoomPage';

// A networking room's page (spec 2 §2.22, §5, §6) and its invite dialog, against a scripted api and
// socket; the meeting room itself (its own branch, with mediasoup) is stood in for.

/** What the stand-in reads of MeetingRoomProps (features/room/types.ts). */
interface ShownRoom {
  onLeave(): void;
  onRefused(status: number, message: string): void;
  onInvite?(): void;
}

jest.mock('../room/MeetingRoom', () => ({
  MeetingRoom: (props: ShownRoom) => (
    <section aria-label="Meeting room" data-props={JSON.stringify(props)}>
      <button type="button" onClick={props.onLeave}>
        Leave
      </button>
      <button type="button" onClick={() => props.onRefused(404, 'Room not found.')}>
        Refuse
      </button>
      <button type="button" onClick={props.onInvite}>
        Invite someone
      </button>
    </section>
  ),
}));

const me = seated('u-me', 'Ada', 'Lovelace');
const lounge = networkingRoom('r1', { title: 'Lounge', peopleCount: 3, users: [me] });

const participant = (userID: string, fullName: string): Participant => {
  const [firstName, lastName] = fullName.split(' ');
  return { id: `p-${userID}`, userID, firstName, lastName, fullName, title: null, image: null, group: null };
};
const people = [
  participant('u-me', 'Ada Lovelace'),
  participant('u-linus', 'Linus Torvalds'),
  participant('u-grace', 'Grace Hopper'),
];

let calls: Call[];
let socket: FakeRealtime;
let snackbars: SnackbarMessage[];
let listening: Subscription;

function show({
  room = (): Reply => ok(lounge),
  join = (): Reply => ok(lounge),
}: { room?: () => Reply; join?: () => Reply } = {}) {
  calls = serve({
    'liveevent/getnetworkingarea': room,
    'liveevent/joinnetworkingarea': join,
    'participant/getparticipants': (body) => {
      const term = String(body.searchTerm ?? '').toLowerCase();
      const items = people.filter((person) => person.fullName.toLowerCase().includes(term));
      return ok({ items, totalCount: items.length });
    },
  });
  return renderAt('/event/summit/room/r1', <RoomPage eventId="e1" eventSlug="summit" roomId="r1" />);
}

const where = () => screen.getByTestId('where').textContent;
const meetingProps = async () =>
  JSON.parse((await screen.findByRole('region', { name: 'Meeting room' })).getAttribute('data-props') ?? '{}');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs({ id: 'u-me' } as never, { application: { id: 'app1' } as never });
  socket = fakeRealtime();
  snackbars = [];
  listening = bus.on('snackbar.show').subscribe((message) => snackbars.push(message));
});
afterEach(() => {
  listening.unsubscribe();
  restoreFetch();
  jest.restoreAllMocks();
});

describe('the room page', () => {
  test('loads the room, takes its seat, then opens the meeting room on nsfu where everyone publishes', async () => {
    show();
    expect(await meetingProps()).toEqual({ namespace: 'nsfu', roomId: 'r1', eventId: 'e1', title: 'Lounge' });
    expect(calls.map((call) => call.path)).toEqual(['liveevent/getnetworkingarea', 'liveevent/joinnetworkingarea']);
    expect(sentTo(calls, 'liveevent/getnetworkingarea')).toEqual([{ id: 'r1' }]);
    expect(sentTo(calls, 'liveevent/joinnetworkingarea')).toEqual([{ roomId: 'r1' }]);
    expect(socket.joined).toEqual(['networking-e1', 'networking-area-e1', 'presence-networking-app1-e1-r1']);
    expect(where()).toBe('/event/summit/room/r1');
  });

  test.each([
    ['missing', { room: () => failed('Data not found.', null, 404) }],
    ['inactive', { room: () => ok({ ...lounge, isActive: false }) }],
  ])('a %s room goes back to the list without joining', async (_case, replies) => {
    show(replies);
    await waitFor(() => expect(where()).toBe('/event/summit/networking'));
    expect(sentTo(calls, 'liveevent/joinnetworkingarea')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Meeting room' })).toBeNull();
  });

  test('a join answered 404 goes back to the list, replacing the room in the history', async () => {
    show({ join: () => failed('Data not found.', null, 404) });
    await waitFor(() => expect(where()).toBe('/event/summit/networking'));
    expect(snackbars).toEqual([{ message: 'Data not found.', kind: 'warning' }]);
    expect(screen.queryByRole('region', { name: 'Meeting room' })).toBeNull();
  });

  test('a join answered full goes back to the list with the full message', async () => {
    show({ join: () => failed('there is no space in networking rooms, try later') });
    await waitFor(() => expect(where()).toBe('/event/summit/networking'));
    expect(snackbars).toEqual([{ message: 'there is no space in networking rooms, try later', kind: 'warning' }]);
  });

  test('a room removed while inside goes back to the list', async () => {
    show();
    await meetingProps();
    act(() => socket.send('networking-e1-networkingAreaRemoved', { id: 'r2' }));
    expect(where()).toBe('/event/summit/room/r1');
    act(() => socket.send('networking-e1-networkingAreaRemoved', { id: 'r1' }));
    await waitFor(() => expect(where()).toBe('/event/summit/networking'));
  });

  test('leaving the meeting room goes to networking; a refusal goes there with its message', async () => {
    const view = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('/event/summit/networking'));
    view.unmount();
    restoreFetch();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(where()).toBe('/event/summit/networking'));
    expect(snackbars).toEqual([{ message: 'Room not found.', kind: 'warning' }]);
  });

  test('a server out of reach while joining offers Try again, which joins', async () => {
    let tries = 0;
    show({ join: () => (++tries === 1 ? new Error('offline') : ok(lounge)) });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await meetingProps()).toMatchObject({ roomId: 'r1' });
    expect(sentTo(calls, 'liveevent/joinnetworkingarea')).toHaveLength(2);
  });
});

describe('the invite dialog (spec 2 §2.22, §5)', () => {
  async function openDialog() {
    fireEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    return screen.findByRole('dialog', { name: 'Invite someone to Lounge' });
  }

  test("lists the event's participants but not oneself; Invite sends a network request and confirms it", async () => {
    show();
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('button', { name: 'Invite Linus Torvalds' })).toBeTruthy();
    expect(within(dialog).queryByText('Ada Lovelace')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite Linus Torvalds' }));
    expect(await within(dialog).findByText('Invitation sent to Linus Torvalds')).toBeTruthy();
    expect(socket.requests).toEqual([
      ['emit-private-room', { event: 'client-network-request', userId: 'u-linus', roomId: 'r1' }],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Invite Linus Torvalds' }).textContent).toBe('Invited');
    expect(sentTo(calls, 'participant/getparticipants')[0]).toMatchObject({ skip: 0, take: 20 });
    expect(calls.find((call) => call.path === 'participant/getparticipants')?.eventId).toBe('e1');

    // Closed and opened again, it starts afresh.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openDialog();
    expect(within(again).queryByText('Invitation sent to Linus Torvalds')).toBeNull();
  });

  test('a full room sends nothing and says why', async () => {
    const full: NetworkingRoom = { ...lounge, peopleCount: 1 };
    show({ room: () => ok(full), join: () => ok(full) });
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Invite Grace Hopper' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This room is full so the invite cannot be sent',
    );
    expect(socket.requests).toEqual([]);
  });

  test('a room that fills up while the dialog is open refuses too', async () => {
    show();
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: 'Invite Grace Hopper' });
    // The cache tells its observers on the next tick.
    await act(async () => {
      socket.send('networking-area-e1-itemChanged', {
        item: { id: 'r1', users: [me, seated('u-x', 'X'), seated('u-y', 'Y')] },
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite Grace Hopper' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This room is full so the invite cannot be sent',
    );
    expect(socket.requests).toEqual([]);
  });

  test("the server's refusal is shown as it says", async () => {
    socket = fakeRealtime(() => ({ ok: false, message: 'This room is full so the invite cannot be sent' }));
    show();
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Invite Grace Hopper' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This room is full so the invite cannot be sent',
    );
    expect(socket.requests).toHaveLength(1);
  });

  test('someone already in the room is marked, not invited; the search narrows the list', async () => {
    const withLinus = { ...lounge, users: [me, seated('u-linus', 'Linus', 'Torvalds')] };
    show({ room: () => ok(withLinus), join: () => ok(withLinus) });
    const dialog = await openDialog();
    await within(dialog).findByRole('button', { name: 'Invite Grace Hopper' });
    expect(within(dialog).queryByRole('button', { name: 'Invite Linus Torvalds' })).toBeNull();
    expect(within(dialog).getByText('In the room')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search participants' }), {
      target: { value: 'grace' },
    });
    await waitFor(() => expect(within(dialog).queryByText('Linus Torvalds')).toBeNull());
    expect(sentTo(calls, 'participant/getparticipants').at(-1)).toMatchObject({ searchTerm: 'grace' });
  });

  test('in Turkish', async () => {
    await i18n.changeLanguage('tr');
    const full: NetworkingRoom = { ...lounge, peopleCount: 1 };
    show({ room: () => ok(full), join: () => ok(full) });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lounge odasına davet et' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Grace Hopper kişisini davet et' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Bu oda dolu olduğu için davet gönderilemiyor');
  });
});
