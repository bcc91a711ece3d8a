import { bus, i18n, sessionStore, ThemeRoot } from '@atrium/shared';
import type { AccountResponse, NewMessageEvent, NewNotificationEvent, User } from '@atrium/shared/contract';
import { ok, restoreFetch, sentTo, serve, signInAs, signOutForTest } from '@atrium/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import '../../i18n/shell';
import { useUnreadCounts } from '../session';
import { UnreadButtons } from './UnreadButtons';

// The header's unread badges (spec 1 §2 Headers, §9 '+9' above 9): the server's totals in the account.

const ada = { id: 'ada', firstName: 'Ada', lastName: 'Lovelace' } as User;
const badges = () => [...document.querySelectorAll('[aria-hidden="true"]')].map((b) => b.textContent).filter(Boolean);
/** New totals in the account; the cache tells its readers on the next tick. */
const totals = (unreadMessages: number, unreadNotifications: number) =>
  act(async () => {
    signInAs(ada, { unreadMessages, unreadNotifications });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  restoreFetch();
  signOutForTest();
});

test('no badge at 0; the count up to 9, then +9; the names say the real numbers; they follow the account', async () => {
  signInAs(ada);
  render(
    <ThemeRoot>
      <UnreadButtons />
    </ThemeRoot>,
  );
  expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  expect(badges()).toEqual([]);

  await totals(1, 9);
  expect(screen.getByRole('button', { name: 'Messages, 1 unread' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Notifications, 9 unread' })).toBeTruthy();
  expect(badges()).toEqual(['1', '9']);

  await totals(1, 10);
  expect(screen.getByRole('button', { name: 'Notifications, 10 unread' })).toBeTruthy();
  expect(badges()).toEqual(['1', '+9']);

  await totals(0, 0);
  expect(badges()).toEqual([]);

  await act(() => i18n.changeLanguage('tr'));
  await totals(0, 12);
  expect(screen.getByRole('button', { name: 'Bildirimler, 12 okunmamış' })).toBeTruthy();

  const opened: string[] = [];
  const sub = bus.on('notifications.open').subscribe(() => opened.push('notifications'));
  fireEvent.click(screen.getByRole('button', { name: 'Bildirimler, 12 okunmamış' }));
  expect(opened).toEqual(['notifications']);
  sub.unsubscribe();
});

test("the server's totals on load, and its new totals after each arrival and read the remotes announce", async () => {
  const answers: [number, number][] = [
    [3, 0],
    [4, 0],
    [4, 1],
    [0, 1],
    [0, 0],
  ];
  const calls = serve({
    'account/get': () => {
      const [unreadMessages, unreadNotifications] = answers.shift() ?? [0, 0];
      return ok({ user: ada, unreadMessages, unreadNotifications } satisfies AccountResponse);
    },
  });
  // account/get waits for the brand: its application id is a header of the call.
  sessionStore.setState({ token: 't', status: 'unknown', application: { id: 'app', slug: 'demo' } as never });
  function Header() {
    useUnreadCounts();
    return <UnreadButtons />;
  }
  render(
    <ThemeRoot>
      <Header />
    </ThemeRoot>,
  );
  expect(await screen.findByRole('button', { name: 'Messages, 3 unread' })).toBeTruthy();
  expect(badges()).toEqual(['3']);

  const message = (from: string) => ({ UserID: from, MessageText: 'hi' }) as NewMessageEvent;
  act(() => bus.emit('message.received', message('linus')));
  expect(await screen.findByRole('button', { name: 'Messages, 4 unread' })).toBeTruthy();

  act(() => bus.emit('notification.received', { Id: 'n1' } as NewNotificationEvent));
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  expect(badges()).toEqual(['4', '1']);

  act(() => bus.emit('messages.read', { groupId: 'g1' }));
  expect(await screen.findByRole('button', { name: 'Messages' })).toBeTruthy();

  act(() => bus.emit('notifications.read', {}));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  expect(badges()).toEqual([]);
  expect(sentTo(calls, 'account/get')).toHaveLength(5);

  // Her own message, heard from another tab, leaves the totals as they are: not asked again.
  act(() => bus.emit('message.received', message('ada')));
  await act(() => Promise.resolve());
  expect(sentTo(calls, 'account/get')).toHaveLength(5);
});
