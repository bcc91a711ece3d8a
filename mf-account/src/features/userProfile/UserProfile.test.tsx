import { bus, currentUser, i18n, ThemeRoot, type SnackbarMessage } from '@atrium/shared';
import type { OtherUserProfile, ProfileResponse, SameEvent, User } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, serve, signInAs, type Call, type Handler } from '@atrium/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import '../../i18n/profile';
import { demo } from '../../testing/fixtures';
import { UserProfile } from './UserProfile';

// Another user's profile (spec 1 §2 Dialogs 3, §4 Contact and Block, §6), against a fake api.

const NOW = Date.parse('2026-11-22T09:00:00Z');

const ada: User = {
  id: 'ada-id',
  image: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@demo.test',
  pendingEmail: null,
  phoneNumber: null,
  emailConfirmed: true,
  phoneNumberConfirmed: false,
  showMeOnAPP: true,
  showMeBusy: false,
  showConnectedAccount: false,
  languageCode: 'en',
  eventNotifications: true,
  peopleNotifications: true,
  messageNotifications: true,
  updateDate: null,
  passwordUpdateDate: null,
  blockedUserIds: [],
  jobs: [],
  schools: [],
  languages: [],
  interests: [],
  contactInfo: { company: null, title: null, email: null, cellPhone: null, phone: null, about: null },
};

const linus: OtherUserProfile = {
  id: 'linus-id',
  image: null,
  fullName: 'Linus Torvalds',
  contactInfo: {
    company: 'Kernel Org',
    title: 'Maintainer',
    email: 'linus@demo.test',
    cellPhone: '+905551112233',
    phone: null,
    about: 'Writes kernels.',
  },
  showMeOnAPP: true,
  showMeBusy: false,
  isFollowed: false,
  jobs: [{ id: 'j1', firmName: 'Kernel Org', position: 'Maintainer', dateStart: '2019-03-01', dateEnd: null }],
  schools: [
    {
      id: 's1',
      title: 'University of Helsinki',
      department: 'Computer Science',
      dateStart: '1988-09-01',
      dateEnd: '1996-06-01',
    },
  ],
  languages: [
    { id: 'l1', languageId: 'fi', language: { id: 'fi', title: 'Finnish' }, speaking: 5, writing: 4, reading: 3 },
  ],
  interests: ['Operating systems', 'Diving'],
};

const sameEvent = (id: string, extra: Partial<SameEvent>): SameEvent => ({
  id,
  slug: id,
  title: id,
  startDate: '2026-11-21T07:00:00Z',
  endDate: '2026-11-23T16:00:00Z',
  isB2BNetworkingEnabled: true,
  ...extra,
});

const levels = [
  { key: 1, displayName: 'Beginner' },
  { key: 2, displayName: 'Elementary' },
  { key: 3, displayName: 'Intermediate' },
  { key: 4, displayName: 'Advanced' },
  { key: 5, displayName: 'Native' },
];

let calls: Call[];

function serveProfile(profile: OtherUserProfile, sameEvents: SameEvent[] = [], extra: Record<string, Handler> = {}) {
  calls = serve({
    'profile/get': (_, { query }) =>
      query.get('userID') === profile.id
        ? ok({ item: profile, sameEvents: { items: sameEvents } } satisfies ProfileResponse)
        : failed('Data not found.', null, 404),
    'definition/listenums': () => ok({ UserLanguageLevel: levels }),
    ...extra,
  });
}

function show(userId = linus.id) {
  return render(
    <ThemeRoot>
      <UserProfile userId={userId} />
    </ThemeRoot>,
  );
}

const heard = <K extends 'chat.open' | 'appointment.make' | 'snackbar.show'>(name: K) => {
  const events: unknown[] = [];
  const sub = bus.on(name).subscribe((payload) => events.push(payload));
  afterEachStop.push(() => sub.unsubscribe());
  return events;
};
const afterEachStop: (() => void)[] = [];

// A person waits for 500 ms busy buttons; on a loaded machine that adds up.
jest.setTimeout(20_000);
beforeEach(async () => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  await i18n.changeLanguage('en');
  signInAs(ada, { application: demo });
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
  afterEachStop.splice(0).forEach((stop) => stop());
});

test('GET profile/get?userID= shows who they are, how to reach them and what they do', async () => {
  serveProfile(linus);
  show();
  expect(screen.getByLabelText('Loading the profile…')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Linus Torvalds' })).toBeTruthy();
  expect(calls.find((call) => call.path === 'profile/get')).toMatchObject({ method: 'GET' });
  expect(calls.find((call) => call.path === 'profile/get')?.query.get('userID')).toBe('linus-id');
  expect(calls.find((call) => call.path === 'definition/listenums')).toMatchObject({ method: 'GET' });

  expect(screen.getByText('Maintainer · Kernel Org')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'linus@demo.test' }).getAttribute('href')).toBe('mailto:linus@demo.test');
  expect(screen.getByRole('link', { name: '+905551112233' }).getAttribute('href')).toBe('tel:+905551112233');
  expect(screen.getByText('Writes kernels.')).toBeTruthy();
  expect(screen.getByText('Maintainer at Kernel Org')).toBeTruthy();
  expect(screen.getByText('Mar 2019 – now')).toBeTruthy();
  expect(screen.getByText('University of Helsinki')).toBeTruthy();
  expect(screen.getByText('Sep 1988 – Jun 1996')).toBeTruthy();
  expect(screen.getByText('Speaking: Native · Writing: Advanced · Reading: Intermediate')).toBeTruthy();
  const interests = screen.getByRole('heading', { name: 'Interests' }).closest('section') as HTMLElement;
  expect(
    within(interests)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Operating systems', 'Diving']);
  // Visible and available: no banners.
  expect(screen.queryByText(/is hidden/)).toBeNull();
  expect(screen.queryByText(/is busy/)).toBeNull();
  // Calls are shown, never offered (spec 1 §6).
  expect((screen.getByRole('button', { name: 'Voice call' }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole('button', { name: 'Video call' }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByRole('button', { name: 'Voice call' }).getAttribute('aria-describedby')).toBe(
    screen.getByText('Voice and video calls are not available.').id,
  );
});

test('a hidden, busy user shows both banners', async () => {
  serveProfile({ ...linus, showMeOnAPP: false, showMeBusy: true });
  show();
  expect(await screen.findByText(/Linus Torvalds is hidden/)).toBeTruthy();
  expect(screen.getByText('Linus Torvalds is busy right now.')).toBeTruthy();
});

test("one's own profile has no follow, block, message, calls or appointments", async () => {
  serveProfile({ ...linus, id: ada.id, fullName: 'Ada Lovelace' }, [sameEvent('atrium-summit', {})]);
  show(ada.id);
  expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
  expect(screen.queryByRole('switch')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Message' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Voice call' })).toBeNull();
  expect(screen.queryByRole('button', { name: /appointment/ })).toBeNull();
  // What others see of her is still there.
  expect(screen.getByText('Maintainer at Kernel Org')).toBeTruthy();
});

test('message opens the chat through the bus', async () => {
  serveProfile(linus);
  const chats = heard('chat.open');
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Message' }));
  expect(chats).toEqual([{ userId: 'linus-id' }]);
});

test('a user I blocked cannot be messaged; unblocking updates my account and frees the button', async () => {
  signInAs({ ...ada, blockedUserIds: ['linus-id'] });
  serveProfile(linus, [], { 'account/toggleblockquery': () => ok({ isBlocked: false }) });
  show();
  const message = (await screen.findByRole('button', { name: 'Message' })) as HTMLButtonElement;
  expect(message.disabled).toBe(true);
  expect(message.getAttribute('aria-describedby')).toBe(
    screen.getByText('You blocked Linus Torvalds. Unblock them to send a message.').id,
  );
  const block = screen.getByRole('switch', { name: /Blocked/ }) as HTMLInputElement;
  expect(block.checked).toBe(true);

  fireEvent.click(block);
  await waitFor(() => expect(currentUser()?.blockedUserIds).toEqual([]));
  expect(calls.find((call) => call.path === 'account/toggleblockquery')?.body).toEqual({ id: 'linus-id' });
  await waitFor(() => expect(message.disabled).toBe(false));
  expect(block.checked).toBe(false);
  expect(screen.queryByText(/Unblock them/)).toBeNull();
});

test("blocking puts the server's answer into my account's blockedUserIds, which disables message", async () => {
  serveProfile(linus, [], { 'account/toggleblockquery': () => ok({ isBlocked: true }) });
  const snacks = heard('snackbar.show');
  show();
  fireEvent.click(await screen.findByRole('switch', { name: /Blocked/ }));
  await waitFor(() => expect(currentUser()?.blockedUserIds).toEqual(['linus-id']));
  await waitFor(() =>
    expect((screen.getByRole('button', { name: 'Message' }) as HTMLButtonElement).disabled).toBe(true),
  );
  expect(snacks).toContainEqual({ message: 'You blocked Linus Torvalds.', kind: 'success' });
});

test('the follow switch sends profile/changefollow and shows the new state; a refusal leaves it and says why', async () => {
  let refuse = false;
  serveProfile(linus, [], {
    'profile/changefollow': () => (refuse ? failed('You cannot follow this user.') : ok(null)),
  });
  const snacks = heard('snackbar.show') as SnackbarMessage[];
  show();
  const follow = (await screen.findByRole('switch', { name: /In my contacts/ })) as HTMLInputElement;
  expect(follow.checked).toBe(false);
  fireEvent.click(follow);
  await waitFor(() => expect(follow.checked).toBe(true));
  expect(calls.find((call) => call.path === 'profile/changefollow')?.body).toEqual({
    userID: 'linus-id',
    follow: true,
  });

  refuse = true;
  await waitFor(() => expect(follow.getAttribute('aria-busy')).toBeNull());
  fireEvent.click(follow);
  await waitFor(() => expect(snacks.at(-1)).toEqual({ message: 'You cannot follow this user.', kind: 'error' }));
  expect(follow.checked).toBe(true);
});

test('a moved switch shows where it was moved, busy, until the server answers; a refusal moves it back', async () => {
  let release: () => void = () => undefined;
  serveProfile(linus, [], { 'profile/changefollow': () => failed('Not now.') });
  show();
  const follow = (await screen.findByRole('switch', { name: /In my contacts/ })) as HTMLInputElement;
  const realFetch = globalThis.fetch;
  // Holds the change call until the test answers it.
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    if (!url.includes('changefollow')) return realFetch(url, init);
    await new Promise<void>((resolve) => (release = resolve));
    return realFetch(url, init);
  }) as typeof fetch;
  fireEvent.click(follow);
  await waitFor(() => expect(follow.getAttribute('aria-busy')).toBe('true'));
  expect(follow.checked).toBe(true);
  act(() => release());
  await waitFor(() => expect(follow.getAttribute('aria-busy')).toBeNull());
  expect(follow.checked).toBe(false);
});

test('make-appointment only for B2B events that have not finished (spec 1 §6)', async () => {
  serveProfile(linus, [
    sameEvent('Atrium Summit', {}),
    sameEvent('Past Forum', { startDate: '2026-10-01T07:00:00Z', endDate: '2026-10-02T16:00:00Z' }),
    sameEvent('Future Expo', { isB2BNetworkingEnabled: false, startDate: '2026-12-01T07:00:00Z' }),
  ]);
  const asked = heard('appointment.make');
  show();
  const events = (await screen.findByRole('heading', { name: 'Events in common' })).closest('section') as HTMLElement;
  const rows = within(events).getAllByRole('listitem');
  expect(rows.map((row) => within(row).queryByRole('button') !== null)).toEqual([true, false, false]);
  expect(within(rows[1]).getByText('1 – 2 October 2026')).toBeTruthy();
  fireEvent.click(
    within(rows[0]).getByRole('button', { name: 'Make an appointment with Linus Torvalds at Atrium Summit' }),
  );
  expect(asked).toEqual([{ eventId: 'Atrium Summit', userIds: ['linus-id'] }]);
});

test("a user that does not exist: 'Data not found.' and no retry; a lost connection offers one", async () => {
  serveProfile(linus);
  show('nobody');
  expect((await screen.findByRole('alert')).textContent).toContain('Data not found.');
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  restoreFetch();

  serve({
    'profile/get': () => new TypeError('offline'),
    'definition/listenums': () => ok({ UserLanguageLevel: levels }),
  });
  show('linus-id');
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
});

test('in Turkish', async () => {
  await act(() => i18n.changeLanguage('tr'));
  serveProfile({ ...linus, showMeBusy: true }, [sameEvent('Atrium Summit', {})]);
  show();
  expect(await screen.findByText('Linus Torvalds şu anda meşgul.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Mesaj' })).toBeTruthy();
  expect(screen.getByRole('switch', { name: /Kişilerimde/ })).toBeTruthy();
  expect(screen.getByText('Mar 2019 – halen')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Ortak etkinlikler' })).toBeTruthy();
});
