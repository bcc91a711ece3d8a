import { bus, i18n, NEW_NOTIFICATION_BANNER_MS, ThemeRoot } from '@atrium/shared';
import type { NewMessageEvent, NewNotificationEvent, User } from '@atrium/shared/contract';
import { signInAs } from '@atrium/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import '../../i18n/shell';
import { playChime } from './chime';
import { NewItemBanner, type OpenDialog } from './NewItemBanner';

// The new-item sound and banner (spec 1 §2 Headers, §9: the banner goes after 3 s).

jest.mock('./chime', () => ({ playChime: jest.fn() }));
const chimes = () => (playChime as jest.Mock).mock.calls.length;

const notification = (id: string): NewNotificationEvent => ({
  Id: id,
  Title: 'Linus Torvalds',
  Details: 'added you to his contacts',
  CreateDate: new Date().toISOString(),
  IsRead: false,
  RelatedUser: null,
  RelatedEvent: null,
});

const message = (from: string, text = 'Hello Ada'): NewMessageEvent => ({
  Id: `m-${from}`,
  MessageText: text,
  CreateDate: new Date().toISOString(),
  Image: null,
  MessageGroupID: 'g1',
  UserID: from,
  User: { Id: from, Image: null, Title: from === 'linus' ? 'Linus Torvalds' : 'Ada Lovelace' },
});

function show(openDialog: OpenDialog = null) {
  return render(
    <ThemeRoot>
      <NewItemBanner openDialog={openDialog} />
    </ThemeRoot>,
  );
}

const heard = (name: 'notifications.open' | 'chat.open') => {
  const events: unknown[] = [];
  const sub = bus.on(name).subscribe((payload) => events.push(payload));
  stops.push(() => sub.unsubscribe());
  return events;
};
const stops: (() => void)[] = [];

beforeEach(async () => {
  jest.useFakeTimers();
  (playChime as jest.Mock).mockClear();
  await i18n.changeLanguage('en');
  signInAs({ id: 'ada' } as User);
});
afterEach(() => {
  jest.useRealTimers();
  stops.splice(0).forEach((stop) => stop());
});

test('a notification chimes and shows its title and details for 3 s', () => {
  show();
  act(() => bus.emit('notification.received', notification('n1')));
  expect(chimes()).toBe(1);
  expect(screen.getByRole('button', { name: 'Linus Torvalds added you to his contacts' })).toBeTruthy();
  act(() => jest.advanceTimersByTime(NEW_NOTIFICATION_BANNER_MS - 10));
  expect(screen.queryByText('Linus Torvalds')).toBeTruthy();
  act(() => jest.advanceTimersByTime(10));
  expect(screen.queryByText('Linus Torvalds')).toBeNull();
});

test('clicking the banner opens the notifications dialog; hovering holds it', () => {
  const opened = heard('notifications.open');
  show();
  act(() => bus.emit('notification.received', notification('n1')));
  const banner = screen.getByRole('button', { name: /^Linus Torvalds/ });
  fireEvent.mouseEnter(banner.parentElement!);
  act(() => jest.advanceTimersByTime(10_000));
  fireEvent.click(banner);
  expect(opened).toEqual([{}]);
  expect(screen.queryByText('Linus Torvalds')).toBeNull();
});

test("someone else's message chimes and its banner opens the chat; one's own does nothing", () => {
  const chats = heard('chat.open');
  show();
  act(() => bus.emit('message.received', message('ada')));
  expect(chimes()).toBe(0);
  expect(screen.queryByRole('button', { name: /Hello Ada/ })).toBeNull();

  act(() => bus.emit('message.received', message('linus')));
  expect(chimes()).toBe(1);
  fireEvent.click(screen.getByRole('button', { name: 'Linus Torvalds Hello Ada' }));
  expect(chats).toEqual([{ userId: 'linus' }]);
});

test('with the messages hub open a message is left to it; with the notifications dialog open a notification only chimes', () => {
  const { rerender } = show('messages');
  act(() => bus.emit('message.received', message('linus')));
  expect(chimes()).toBe(0);
  expect(screen.queryByText('Hello Ada')).toBeNull();
  // A notification still gets both while the hub is open.
  act(() => bus.emit('notification.received', notification('n1')));
  expect(chimes()).toBe(1);
  expect(screen.getByText('added you to his contacts')).toBeTruthy();

  rerender(
    <ThemeRoot>
      <NewItemBanner openDialog="notifications" />
    </ThemeRoot>,
  );
  act(() => jest.advanceTimersByTime(NEW_NOTIFICATION_BANNER_MS));
  act(() => bus.emit('notification.received', notification('n2')));
  expect(chimes()).toBe(2);
  expect(screen.queryByText('added you to his contacts')).toBeNull();
});
