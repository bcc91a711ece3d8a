import { bus, callKey, i18n, queryClient, ThemeRoot } from '@atrium/shared';
import type { ContactCard, User } from '@atrium/shared/contract';
import { ok, restoreFetch, serve, signInAs, type Call } from '@atrium/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import '../../i18n/messages';
import { MessagesHub } from './MessagesHub';

// The messages hub's Contacts and Suggestions tabs (spec 1 §2 Dialogs 2, §9), against a fake api.

const ada = { id: 'ada', blockedUserIds: ['blocked'] } as unknown as User;

const person = (index: number, extra: Partial<ContactCard> = {}): ContactCard => ({
  id: `user-${index}`,
  fullName: `Person ${index}`,
  image: null,
  contactInfo: { title: 'Engineer', company: 'Acme' },
  ...extra,
});

const people = (from: number, count: number) => Array.from({ length: count }, (_, i) => person(from + i));

/** Answers a paged call from a full list, as the api does: by search term, skip and take. */
const pagesOf = (all: ContactCard[]) => (body: Record<string, unknown>) => {
  const term = String(body.searchTerm ?? '').toLowerCase();
  const found = all.filter((card) => card.fullName.toLowerCase().includes(term));
  const skip = Number(body.skip);
  return ok({ items: found.slice(skip, skip + Number(body.take)) });
};

let calls: Call[];
const callsTo = (path: string) => calls.filter((call) => call.path === path);
/** Whether every cached contacts list is marked stale (reloaded when next shown). */
const contactsStale = () =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: callKey('account/getfollowings') })
    .map((query) => query.state.isInvalidated);

function show(tab?: 'Contacts' | 'Suggestions') {
  render(
    <ThemeRoot>
      <MessagesHub />
    </ThemeRoot>,
  );
  if (tab) fireEvent.click(screen.getByRole('tab', { name: tab }));
}

const heard = (name: 'profile.open' | 'chat.open') => {
  const events: unknown[] = [];
  const sub = bus.on(name).subscribe((payload) => events.push(payload));
  stops.push(() => sub.unsubscribe());
  return events;
};
const stops: (() => void)[] = [];

jest.setTimeout(20_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(ada);
});
afterEach(() => {
  restoreFetch();
  stops.splice(0).forEach((stop) => stop());
});

test('the Messages tab comes first with the chat list, in both languages', async () => {
  calls = serve({ 'chat/listmessagegroups': () => ok({ items: [], totalCount: 0 }) });
  show();
  expect(screen.getByRole('tab', { name: 'Messages' }).getAttribute('aria-selected')).toBe('true');
  expect(await screen.findByText(/No conversations yet\./)).toBeTruthy();
  expect(callsTo('chat/listmessagegroups')).toHaveLength(1);
  await act(() => i18n.changeLanguage('tr'));
  expect(screen.getByText(/Henüz sohbet yok\./)).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Öneriler' })).toBeTruthy();
});

test('Contacts load 20 a page and stop at a short page', async () => {
  calls = serve({ 'account/getfollowings': pagesOf(people(1, 25)) });
  show('Contacts');
  const list = await screen.findByRole('list', { name: 'Your contacts' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(20);
  expect(callsTo('account/getfollowings')[0].body).toEqual({ searchTerm: null, skip: 0, take: 20 });

  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
  expect(callsTo('account/getfollowings')[1].body).toEqual({ searchTerm: null, skip: 20, take: 20 });
  // Five came back for twenty asked: the list is done.
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(screen.getAllByText('Engineer · Acme')).toHaveLength(25);
});

test('a card opens the profile and its message button opens the chat; a blocked contact gets no message', async () => {
  calls = serve({ 'account/getfollowings': () => ok({ items: [person(1), person(2, { id: 'blocked' })] }) });
  const profiles = heard('profile.open');
  const chats = heard('chat.open');
  show('Contacts');
  fireEvent.click(await screen.findByRole('button', { name: /^Person 1/ }));
  expect(profiles).toEqual([{ userId: 'user-1' }]);
  fireEvent.click(screen.getByRole('button', { name: 'Message Person 1' }));
  expect(chats).toEqual([{ userId: 'user-1' }]);
  expect(screen.getByRole('button', { name: 'Message Person 2' }).hasAttribute('disabled')).toBe(true);
});

test('searching contacts sends one call for what was typed, after the pause', async () => {
  calls = serve({ 'account/getfollowings': pagesOf([person(1, { fullName: 'Linus Torvalds' }), person(2)]) });
  show('Contacts');
  await screen.findByRole('list', { name: 'Your contacts' });
  const search = screen.getByRole('searchbox', { name: 'Search contacts' });
  for (const text of ['L', 'Li', 'Lin']) fireEvent.change(search, { target: { value: text } });
  await waitFor(() => expect(screen.queryByRole('button', { name: /^Person 2/ })).toBeNull());
  expect(screen.getByRole('button', { name: /^Linus Torvalds/ })).toBeTruthy();
  // Nothing more arrives after the pause.
  await new Promise((resolve) => setTimeout(resolve, 400));
  const searched = callsTo('account/getfollowings').filter((call) => call.body.searchTerm !== null);
  expect(searched.map((call) => call.body.searchTerm)).toEqual(['Lin']);
});

test('an empty contact list points to Suggestions; a search with no match says so', async () => {
  calls = serve({ 'account/getfollowings': () => ok({ items: [] }) });
  show('Contacts');
  expect(await screen.findByText(/You don't follow anyone yet\. Look at Suggestions/)).toBeTruthy();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search contacts' }), { target: { value: 'zz' } });
  expect(await screen.findByText('Nobody matches your search.')).toBeTruthy();
});

test('a failed load shows the error with a retry that loads again', async () => {
  let fail = true;
  calls = serve({
    'account/getfollowings': () =>
      fail
        ? { status: 500, body: { hasError: true, message: 'Server down', data: null, validationErrors: null } }
        : ok({ items: [person(1)] }),
  });
  show('Contacts');
  expect((await screen.findByRole('alert')).textContent).toContain('Server down');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: /^Person 1/ })).toBeTruthy();
});

test('suggestions show their match score as a percentage and why, in both languages', async () => {
  calls = serve({
    'account/getsuggestions': () =>
      ok({
        items: [
          person(1, { matchScore: 87, matchReasons: { sharedInterests: 3, sharedEvents: 1, similarTitle: true } }),
          person(2, { matchScore: 40, matchReasons: { sharedInterests: 1, sharedEvents: 0, similarTitle: false } }),
        ],
      }),
  });
  show('Suggestions');
  const list = await screen.findByRole('list', { name: 'People you may know' });
  const cards = within(list).getAllByRole('listitem');
  expect(within(cards[0]).getByText('87% match')).toBeTruthy();
  expect(within(cards[0]).getByText('3 shared interests · 1 shared event · similar role')).toBeTruthy();
  expect(within(cards[1]).getByText('40% match')).toBeTruthy();
  expect(within(cards[1]).getByText('1 shared interest')).toBeTruthy();
  await act(() => i18n.changeLanguage('tr'));
  expect(within(cards[0]).getByText('%87 eşleşme')).toBeTruthy();
  expect(within(cards[0]).getByText('3 ortak ilgi alanı · 1 ortak etkinlik · benzer görev')).toBeTruthy();
});

test('following a suggestion marks the card and makes the contacts list stale', async () => {
  calls = serve({
    'account/getfollowings': () => ok({ items: [] }),
    'account/getsuggestions': () => ok({ items: [person(1, { matchScore: 87 })] }),
    'profile/changefollow': () => ok(null),
  });
  show('Contacts');
  await screen.findByText(/You don't follow anyone yet/);
  fireEvent.click(screen.getByRole('tab', { name: 'Suggestions' }));
  expect(contactsStale()).toEqual([false]);

  fireEvent.click(await screen.findByRole('button', { name: 'Follow Person 1' }));
  expect(await screen.findByText('In your contacts')).toBeTruthy();
  expect(callsTo('profile/changefollow').map((call) => call.body)).toEqual([{ userID: 'user-1', follow: true }]);
  expect(contactsStale()).toEqual([true]);
  expect(screen.queryByRole('button', { name: 'Follow Person 1' })).toBeNull();
});
