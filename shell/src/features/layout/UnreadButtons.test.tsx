import { bus, i18n, sessionStore, ThemeRoot } from '@atrium/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import '../../i18n/shell';
import { UnreadButtons } from './UnreadButtons';

// The header's unread badges (spec 1 §2 Headers, §9 '+9' above 9), live from the session store.

const badges = () => [...document.querySelectorAll('[aria-hidden="true"]')].map((b) => b.textContent).filter(Boolean);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  sessionStore.setState({ unreadMessages: 0, unreadNotifications: 0 });
});

test('no badge at 0; the count up to 9, then +9; the names say the real numbers; they follow the store', async () => {
  render(
    <ThemeRoot>
      <UnreadButtons />
    </ThemeRoot>,
  );
  expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  expect(badges()).toEqual([]);

  act(() => sessionStore.getState().setUnread({ messages: 1, notifications: 9 }));
  expect(screen.getByRole('button', { name: 'Messages, 1 unread' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Notifications, 9 unread' })).toBeTruthy();
  expect(badges()).toEqual(['1', '9']);

  act(() => sessionStore.getState().setUnread({ notifications: 10 }));
  expect(screen.getByRole('button', { name: 'Notifications, 10 unread' })).toBeTruthy();
  expect(badges()).toEqual(['1', '+9']);

  act(() => sessionStore.getState().setUnread({ messages: 0, notifications: 0 }));
  expect(badges()).toEqual([]);

  await act(() => i18n.changeLanguage('tr'));
  act(() => sessionStore.getState().setUnread({ notifications: 12 }));
  expect(screen.getByRole('button', { name: 'Bildirimler, 12 okunmamış' })).toBeTruthy();

  const opened: string[] = [];
  const sub = bus.on('notifications.open').subscribe(() => opened.push('notifications'));
  fireEvent.click(screen.getByRole('button', { name: 'Bildirimler, 12 okunmamış' }));
  expect(opened).toEqual(['notifications']);
  sub.unsubscribe();
});
