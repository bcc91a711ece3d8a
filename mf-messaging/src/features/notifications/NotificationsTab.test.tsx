import { bus, i18n, ThemeRoot } from '@atrium/shared';
import type { NewNotificationEvent, Notification, User } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, sentTo, serve, signInAs, type Call } from '@atrium/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import '../../i18n/notifications';
import { NotificationsTab } from './NotificationsTab';

// The notifications list (spec 1 §2 Dialogs 4, §4 Notification, §9 page size 10), against a fake api.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const note = (index: number, extra: Partial<Notification> = {}): Notification => ({
  id: `n-${index}`,
  title: `Title ${index}`,
  details: `Details ${index}`,
  createDate: minutesAgo(index),
  isRead: false,
  relatedUser: null,
  relatedEvent: null,
  ...extra,
});

/** The api's notification list: skip/take over every notification, with the total. */
function server(all: Notification[], extra: Record<string, () => ReturnType<typeof ok>> = {}) {
  let stored = [...all];
  return serve({
    'notification/list': (body) => {
      const skip = Number(body.skip);
      return ok({ items: stored.slice(skip, skip + Number(body.take)), totalCount: stored.length });
    },
    'notification/read': (body) => {
      stored = stored.map((n) => (n.id === body.id ? { ...n, isRead: true } : n));
      return ok(null);
    },
    'notification/readall': () => ok(null),
    'notification/delete': (body) => {
      stored = stored.filter((n) => n.id !== body.id);
      return ok(null);
    },
    'notification/deleteall': () => {
      stored = [];
      return ok(null);
    },
    ...extra,
  });
}

let path = '';
function Where() {
  path = useLocation().pathname;
  return null;
}

function show() {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/']}>
        <Where />
        <NotificationsTab />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

const list = () => screen.findByRole('list', { name: 'Your notifications' });
const rows = async () => within(await list()).getAllByRole('listitem');
const stops: (() => void)[] = [];
let calls: Call[];
/**
 * How many times the bus said the unread notifications changed (notifications.read): the header's
 * counter is the shell's, which asks the server's total again each time.
 */
let told = 0;

jest.setTimeout(20_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs({ id: 'ada' } as User, { unreadNotifications: 3 });
  told = 0;
  const sub = bus.on('notifications.read').subscribe(() => (told += 1));
  stops.push(() => sub.unsubscribe());
});
afterEach(() => {
  restoreFetch();
  stops.splice(0).forEach((stop) => stop());
});

test('10 a page, newest first, with what each is about, how long ago, and the unread marked; load more stops at the total', async () => {
  calls = server([
    note(1, { relatedUser: { id: 'linus', image: null, title: 'Linus Torvalds' } }),
    note(2, { isRead: true }),
    ...Array.from({ length: 10 }, (_, i) => note(i + 3, { isRead: true })),
  ]);
  show();
  expect(await rows()).toHaveLength(10);
  expect(sentTo(calls, 'notification/list')).toEqual([{ skip: 0, take: 10 }]);
  const [first, second] = await rows();
  expect(within(first).getByText('LT')).toBeTruthy();
  expect(within(first).getByRole('button', { name: /^Unread: Title 1 Details 1 1 minute ago$/ })).toBeTruthy();
  expect(within(second).getByRole('button', { name: /^Title 2 Details 2 2 minutes ago$/ })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(async () => expect(await rows()).toHaveLength(12));
  expect(sentTo(calls, 'notification/list')[1]).toEqual({ skip: 10, take: 10 });
  // Twelve of twelve: nothing more to ask for.
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('opening an unread one reads it, tells the counter and opens the person; an event one goes to the event', async () => {
  calls = server([
    note(1, { relatedUser: { id: 'linus', image: null, title: 'Linus Torvalds' } }),
    note(2, { relatedEvent: { id: 'e1', slug: 'atrium-summit', image: null } }),
  ]);
  const profiles: unknown[] = [];
  const sub = bus.on('profile.open').subscribe((asked) => profiles.push(asked));
  stops.push(() => sub.unsubscribe());
  show();

  fireEvent.click(await screen.findByRole('button', { name: /^Unread: Title 1 / }));
  expect(profiles).toEqual([{ userId: 'linus' }]);
  expect(told).toBe(0);
  await waitFor(() => expect(told).toBe(1));
  expect(sentTo(calls, 'notification/read')).toEqual([{ id: 'n-1' }]);
  expect(screen.getByRole('button', { name: /^Title 1 / })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: /^Unread: Title 2 / }));
  expect(path).toBe('/event/atrium-summit');
  await waitFor(() => expect(told).toBe(2));

  // A read one is not read again.
  fireEvent.click(screen.getByRole('button', { name: /^Title 1 / }));
  expect(sentTo(calls, 'notification/read')).toHaveLength(2);
  expect(told).toBe(2);
});

test('a read that answers after the list closed (opening it left the dialog) still tells the counter', async () => {
  calls = server([note(1, { relatedEvent: { id: 'e1', slug: 'atrium-summit', image: null } })]);
  const { unmount } = show();
  fireEvent.click(await screen.findByRole('button', { name: /^Unread: Title 1 / }));
  unmount();
  await waitFor(() => expect(told).toBe(1));
  expect(sentTo(calls, 'notification/read')).toEqual([{ id: 'n-1' }]);
});

test('a refused read passes unseen (spec 1 §8): still unread, and the counter is not told', async () => {
  calls = server([note(1)], { 'notification/read': () => failed('Not now.') });
  const shown: string[] = [];
  const sub = bus.on('snackbar.show').subscribe(({ message }) => shown.push(message));
  stops.push(() => sub.unsubscribe());
  show();
  fireEvent.click(await screen.findByRole('button', { name: /^Unread: Title 1 / }));
  await waitFor(() => expect(sentTo(calls, 'notification/read')).toEqual([{ id: 'n-1' }]));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByRole('button', { name: /^Unread: Title 1 / })).toBeTruthy();
  expect(told).toBe(0);
  expect(shown).toEqual([]);
});

test('read all marks every one read and tells the counter once the server said yes', async () => {
  calls = server([note(1), note(2), note(3, { isRead: true })]);
  show();
  await list();
  expect(screen.getAllByText('Unread:', { exact: false })).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(told).toBe(1));
  expect(screen.queryAllByText('Unread:', { exact: false })).toHaveLength(0);
  expect(sentTo(calls, 'notification/readall')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
});

test('deleting one removes it and tells the counter only when it was unread', async () => {
  calls = server([note(1), note(2, { isRead: true })]);
  show();
  await list();
  fireEvent.click(screen.getByRole('button', { name: 'Delete notification: Title 2' }));
  await waitFor(async () => expect(await rows()).toHaveLength(1));
  expect(told).toBe(0);
  fireEvent.click(screen.getByRole('button', { name: 'Delete notification: Title 1' }));
  expect(await screen.findByText('You have no notifications.')).toBeTruthy();
  expect(told).toBe(1);
  expect(sentTo(calls, 'notification/delete')).toEqual([{ id: 'n-2' }, { id: 'n-1' }]);
});

test('delete all asks first; confirmed, the list empties and the counter is told', async () => {
  calls = server([note(1), note(2)]);
  show();
  await list();
  fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete all notifications?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sentTo(calls, 'notification/deleteall')).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete all' }));
  expect(await screen.findByText('You have no notifications.')).toBeTruthy();
  expect(told).toBe(1);
  expect(sentTo(calls, 'notification/deleteall')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test("a refused delete all shows the server's message and keeps the list and the counter", async () => {
  calls = server([note(1)], { 'notification/deleteall': () => failed('Not now.') });
  const shown: string[] = [];
  const sub = bus.on('snackbar.show').subscribe(({ message }) => shown.push(message));
  stops.push(() => sub.unsubscribe());
  show();
  await list();
  fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete all' }));
  await waitFor(() => expect(shown).toEqual(['Not now.']));
  expect(await rows()).toHaveLength(1);
  expect(told).toBe(0);
});

test('a notification that arrives live goes on top of the open list, once', async () => {
  calls = server([note(1)]);
  show();
  await list();
  const live: NewNotificationEvent = {
    Id: 'n-live',
    Title: 'Linus added you',
    Details: 'to his contacts',
    CreateDate: new Date().toISOString(),
    IsRead: false,
    RelatedUser: { Id: 'linus', Image: null, Title: 'Linus Torvalds' },
    RelatedEvent: null,
  };
  act(() => bus.emit('notification.received', live));
  act(() => bus.emit('notification.received', live));
  const [top, next] = await rows();
  expect(within(top).getByRole('button', { name: /^Unread: Linus added you to his contacts now$/ })).toBeTruthy();
  expect(within(next).getByText('Title 1')).toBeTruthy();
  expect(await rows()).toHaveLength(2);
});

test('a failed load says so with Try again; Turkish texts', async () => {
  let fail = true;
  calls = serve({
    'notification/list': () => (fail ? failed('Server down', null, 500) : ok({ items: [note(1)], totalCount: 1 })),
  });
  show();
  expect((await screen.findByRole('alert')).textContent).toContain('Server down');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await list();
  await act(() => i18n.changeLanguage('tr'));
  expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeTruthy();
  expect(screen.getByRole('button', { name: /^Okunmadı: Title 1 Details 1 1 dakika önce$/ })).toBeTruthy();
});
