import { bus, i18n, sessionStore, ThemeRoot } from '@atrium/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import '../../i18n/shell';
import { RemoteDialogs } from './RemoteDialogs';

// The slot stands in for the remote: what matters here is which area opens with which props.
jest.mock('../remotes', () => ({
  AreaSlot: ({ area, props }: { area: string; props?: { userId?: string; eventId?: string; userIds?: string[] } }) => (
    <button type="button" data-testid="slot">
      {area} {props?.userId ?? ''}
      {props?.eventId && `${props.eventId}:${props.userIds?.join(',')}`}
    </button>
  ),
}));

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function open() {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/demo/events']}>
        <button type="button">participant row</button>
        <Navigator />
        <RemoteDialogs />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

const slot = () => screen.queryByTestId('slot')?.textContent ?? null;
const slots = () => screen.queryAllByTestId('slot').map((element) => element.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  sessionStore.setState({ token: 't', status: 'signedIn' });
});

describe('the profile dialog (spec 1 §2 Dialogs 3)', () => {
  test('profile.open opens the profile parcel with the userId; a second one switches the user; closing returns focus', () => {
    open();
    const row = screen.getByRole('button', { name: 'participant row' });
    row.focus();
    act(() => bus.emit('profile.open', { userId: 'linus-id' }));
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeTruthy();
    expect(slot()).toBe('profileDialog linus-id');

    act(() => bus.emit('profile.open', { userId: 'grace-id' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(slot()).toBe('profileDialog grace-id');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(row);
  });

  test('it opens over another dialog (a chat contact) and closes when a chat opens', () => {
    open();
    act(() => bus.emit('messages.open', {}));
    act(() => bus.emit('profile.open', { userId: 'linus-id' }));
    expect(slots()).toEqual(['messagesDialog ', 'profileDialog linus-id']);
    act(() => bus.emit('chat.open', { userId: 'linus-id' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Messages' })).toBeTruthy();
  });

  test("a profile's Message opens the messages hub in its place", () => {
    open();
    act(() => bus.emit('profile.open', { userId: 'linus-id' }));
    act(() => bus.emit('chat.open', { userId: 'linus-id' }));
    expect(slots()).toEqual(['messagesDialog ']);
    expect(screen.getByRole('dialog', { name: 'Messages' })).toBeTruthy();
  });

  test('only for a signed-in user', () => {
    sessionStore.setState({ token: null, status: 'guest' });
    open();
    act(() => bus.emit('profile.open', { userId: 'linus-id' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Signing in later does not bring back what a guest asked for.
    act(() => sessionStore.setState({ token: 't', status: 'signedIn' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('signing out or going to another page closes it', () => {
    open();
    act(() => bus.emit('profile.open', { userId: 'linus-id' }));
    act(() => sessionStore.setState({ token: null, status: 'guest' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => sessionStore.setState({ token: 't', status: 'signedIn' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => bus.emit('profile.open', { userId: 'linus-id' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => void navigate('/demo/pastevents'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the make-appointment dialog (spec 1 §2 Dialogs 5)', () => {
  test('appointment.make opens the parcel with its payload over the profile; appointment.made closes only it', () => {
    open();
    act(() => bus.emit('profile.open', { userId: 'linus-id' }));
    act(() => bus.emit('appointment.make', { eventId: 'summit', userIds: ['linus-id'] }));
    expect(screen.getByRole('dialog', { name: 'Make an appointment' })).toBeTruthy();
    expect(slots()).toEqual(['profileDialog linus-id', 'makeAppointmentDialog summit:linus-id']);

    act(() => bus.emit('appointment.made', { appointmentId: 'a1', eventId: 'summit' }));
    expect(slots()).toEqual(['profileDialog linus-id']);
  });

  test('its close button, a page change or a guest close it; a guest cannot open it', () => {
    open();
    act(() => bus.emit('appointment.make', { eventId: 'summit', userIds: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => bus.emit('appointment.make', { eventId: 'summit', userIds: [] }));
    act(() => void navigate('/demo/pastevents'));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => sessionStore.setState({ token: null, status: 'guest' }));
    act(() => bus.emit('appointment.make', { eventId: 'summit', userIds: [] }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the app-wide dialogs (spec 1 §2 Dialogs)', () => {
  test('the notifications dialog closes when one of its notifications goes to an event', () => {
    open();
    act(() => bus.emit('notifications.open', {}));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeTruthy();
    expect(slot()).toBe('notificationsDialog ');
    act(() => void navigate('/demo/event/atrium-summit'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
