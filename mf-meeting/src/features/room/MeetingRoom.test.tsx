import { i18n, ThemeRoot } from '@atrium/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RoomView } from './MeetingRoom';
import { RoomClient } from './RoomClient';
import { fakeRoom, flush } from './testing/fakes';

// The meeting room's screen (spec 2 §2.22, §5, §9) over a RoomClient with a fake socket and device.

beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
});

function show() {
  const room = fakeRoom();
  const client = new RoomClient(room.options);
  const onLeave = jest.fn();
  const onInvite = jest.fn();
  render(
    <ThemeRoot>
      <RoomView
        client={client}
        namespace="nsfu"
        roomId="room-1"
        eventId="e1"
        title="Coffee corner"
        onLeave={onLeave}
        onRefused={jest.fn()}
        onInvite={onInvite}
        onRejoin={jest.fn()}
      />
    </ThemeRoot>,
  );
  return { ...room, client, onLeave, onInvite };
}

async function connect(room: ReturnType<typeof show>) {
  await act(async () => {
    room.client.join();
    room.socket().open();
    await flush(200);
  });
}

const peer = (id: string, displayName: string) => ({ id, displayName, title: null, picture: null, device: {} });

test('before the room is joined the chat input is disabled, saying chat is unavailable', () => {
  show();
  const input = screen.getByRole('textbox', { name: 'Chat message' });
  expect((input as HTMLButtonElement).disabled).toBe(true);
  expect(input.getAttribute('placeholder')).toBe('Chat unavailable');
  expect(screen.getByRole('toolbar', { name: 'Meeting controls' }).textContent).toContain('Coffee corner');
  expect((screen.getByRole('button', { name: 'Microphone' }) as HTMLButtonElement).disabled).toBe(true);
});

test('the grid shows me and the peers but not the recorder; the active speaker is marked', async () => {
  const room = show();
  await connect(room);
  act(() => {
    room.socket().notify('newPeer', peer('linus', 'Linus'));
    room.socket().notify('newPeer', peer('rec', 'recording'));
    room.socket().notify('activeSpeaker', { peerId: 'linus' });
  });
  const grid = screen.getByLabelText('Participants');
  const tiles = within(grid).getAllByRole('figure');
  expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(['Ada Lovelace (you)', 'Linus']);
  expect(grid.getAttribute('data-columns')).toBe('2');
  expect(screen.getByRole('figure', { name: 'Linus' }).getAttribute('data-active-speaker')).toBe('true');
  expect(screen.getByRole('figure', { name: 'Ada Lovelace (you)' }).hasAttribute('data-active-speaker')).toBe(false);
  expect((screen.getByRole('textbox', { name: 'Chat message' }) as HTMLButtonElement).disabled).toBe(false);
  expect(screen.getByText('Connected').getAttribute('data-room-state')).toBe('connected');

  // Per-peer mute, remembered (spec 2 §4).
  fireEvent.click(screen.getByRole('button', { name: 'Mute Linus' }));
  expect(screen.getByRole('button', { name: 'Unmute Linus' }).getAttribute('aria-pressed')).toBe('true');
  expect(room.client.store.getState().mutedPeers).toEqual({ linus: true });
  act(() => room.client.close());
});

test('a shared screen takes the stage, the tiles go to a strip', async () => {
  const room = show();
  await connect(room);
  act(() => room.socket().notify('newPeer', peer('linus', 'Linus')));
  expect(screen.queryByRole('region', { name: 'Shared screen' })).toBeNull();
  await act(async () => {
    await room.socket().request('newConsumer', {
      peerId: 'linus',
      producerId: 'p-screen',
      id: 'c-screen',
      kind: 'video',
      rtpParameters: {},
      type: 'simple',
      appData: { source: 'screen' },
      producerPaused: false,
    });
  });
  const shared = screen.getByRole('region', { name: 'Shared screen' });
  expect(shared.querySelector('video')).not.toBeNull();
  expect(shared.textContent).toContain('Linus is sharing');
  expect(screen.getAllByRole('figure')).toHaveLength(2);
  act(() => room.client.close());
});

test('Enter sends the trimmed chat line; shift+Enter does not', async () => {
  const room = show();
  await connect(room);
  const input = screen.getByRole('textbox', { name: 'Chat message' });
  fireEvent.change(input, { target: { value: '  hello  ' } });
  fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
  expect(room.client.store.getState().chat).toHaveLength(0);
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(room.client.store.getState().chat.map((m) => m.text)).toEqual(['hello']);
  expect((input as HTMLInputElement).value).toBe('');
  expect(screen.getByRole('log', { name: 'Chat messages' }).textContent).toContain('hello');
  act(() => room.client.close());
});

test('leaving asks first, then closes the room and calls onLeave; invite calls onInvite', async () => {
  const room = show();
  await connect(room);
  fireEvent.click(screen.getByRole('button', { name: 'Invite someone' }));
  expect(room.onInvite).toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave the room?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Leave the room' }));
  expect(room.onLeave).toHaveBeenCalled();
  expect(room.client.store.getState().room.state).toBe('closed');
});

test('notifications show as toasts', async () => {
  const room = show();
  await connect(room);
  const toast = screen.getAllByRole('status').find((node) => node.textContent?.includes('You are in the room!'));
  expect(toast).toBeDefined();
  // Over the stage, not over the chat below it (its Send button was covered at 1280 px).
  const participants = screen.getByRole('group', { name: 'Participants' });
  expect(screen.getByRole('group', { name: 'Room notifications' }).parentElement).toBe(participants.parentElement);
  act(() => room.client.close());
});
