import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus, i18n, ThemeRoot, type SnackbarMessage } from '@atrium/shared';
import { failed, ok, restoreFetch, serve, signInAs, signOutForTest, type Call } from '@atrium/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import { ada, demo, eventCard, onFixturesDay } from '../testing/fixtures';
import { Home } from './Home';

// Home and the event lists (spec 1 §2), activation (spec 1 §3, §5, §7) against a scripted server.

let calls: Call[];
let snackbars: SnackbarMessage[];
let subscription: { unsubscribe(): void };

const searches = () => calls.filter((call) => call.path === 'explore/searchevent');

function open(url: string) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[url]}>
        <Home />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

function signIn() {
  signInAs(ada, { application: demo });
}

function serveLists(pages: Record<number, ReturnType<typeof eventCard>[]>, total?: Record<number, number>) {
  calls = serve({
    'Explore/SearchEvent': (body) => {
      const type = body.searchType as number;
      const items = (pages[type] ?? []).slice(body.skip as number, (body.skip as number) + (body.take as number));
      return ok({ items, totalCount: total?.[type] ?? pages[type]?.length ?? 0 });
    },
    'Participant/ActivateEvent': (body) =>
      body.activationCode === '123456-7890123'
        ? ok({ eventId: 'expo-id', slug: 'future-expo', title: 'Future Expo' }, 'The event was added to your events.')
        : failed('This activation code is not valid.', { activationCode: 'This activation code is not valid.' }),
  });
}

beforeEach(async () => {
  onFixturesDay();
  snackbars = [];
  subscription = bus.on('snackbar.show').subscribe((message) => snackbars.push(message));
  await i18n.changeLanguage('en');
});

afterEach(() => {
  jest.restoreAllMocks();
  subscription.unsubscribe();
  restoreFetch();
});

test('a guest sees only the title block, and no list is asked for', async () => {
  signOutForTest(demo);
  serveLists({});
  open('/start');
  expect(screen.getByRole('heading', { name: 'Welcome to Atrium Demo' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  expect(screen.queryByLabelText('Activation code')).toBeNull();
  expect(screen.queryByRole('navigation', { name: 'Event lists' })).toBeNull();
  await act(async () => undefined);
  expect(calls).toEqual([]);
});

test('home shows up to 6 attended cards with every card field, the activation bar and the tabs', async () => {
  signIn();
  serveLists({
    0: Array.from({ length: 8 }, (_, i) => eventCard({ id: `e${i}`, slug: `event-${i}`, title: `Event ${i}` })),
  });
  open('/');
  expect(await screen.findAllByTestId('event-card')).toHaveLength(6);
  expect(searches()[0].body).toEqual({ searchType: 0, skip: 0, take: 6 });
  const card = screen.getAllByTestId('event-card')[0];
  expect(within(card).getByRole('link', { name: 'Event 0' }).getAttribute('href')).toBe('/event/event-0');
  expect(within(card).getByText('Hybrid')).toBeTruthy();
  expect(within(card).getByText('Technology')).toBeTruthy();
  expect(within(card).getByText('21 November 2026 – 24 November 2026')).toBeTruthy();
  expect(within(card).getByText(/09:00 – 18:00/)).toBeTruthy();
  expect(within(card).getByTitle('Europe/Istanbul').textContent).toBe('GMT+3');
  expect(within(card).getByText('Haliç Congress Center, Sütlüce')).toBeTruthy();
  const calendar = within(card).getByRole('link', { name: 'Add to calendar' }).getAttribute('href')!;
  expect(calendar).toContain('dates=20261121T060000Z%2F20261124T150000Z');
  // Home shows one page; the rest is on the list.
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/events');
  const tabs = screen.getByRole('navigation', { name: 'Event lists' });
  expect(
    within(tabs)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/events', '/incomingevents', '/pastevents']);
  // Home lists the attended events, so their tab is the current one (issue 11 item 13).
  expect(within(tabs).getByRole('link', { name: 'Events attended' }).getAttribute('aria-current')).toBe('page');
});

test('an event that has ended offers no calendar link', async () => {
  signIn();
  serveLists({ 0: [eventCard({ endDate: '2026-11-19T15:00:00.000Z' })] });
  open('/');
  const card = (await screen.findAllByTestId('event-card'))[0];
  expect(within(card).queryByRole('link', { name: 'Add to calendar' })).toBeNull();
});

test('a list loads 10 at a time and the next page with skip, and each list has its empty state', async () => {
  signIn();
  const upcoming = Array.from({ length: 12 }, (_, i) =>
    eventCard({ id: `u${i}`, slug: `u-${i}`, title: `Upcoming ${i}` }),
  );
  serveLists({ 1: upcoming });
  open('/incomingevents');
  expect(await screen.findAllByTestId('event-card')).toHaveLength(10);
  expect(searches()[0].body).toEqual({ searchType: 1, skip: 0, take: 10 });
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(screen.getAllByTestId('event-card')).toHaveLength(12));
  expect(searches()[1].body).toEqual({ searchType: 1, skip: 10, take: 10 });
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test.each([
  ['/events', 'You are not attending any event yet. Enter an activation code to join one.'],
  ['/incomingevents', 'There are no upcoming events right now.'],
  ['/pastevents', 'There are no past events.'],
])('%s shows its own empty state', async (url, message) => {
  signIn();
  serveLists({});
  open(url);
  expect(await screen.findByText(message)).toBeTruthy();
  const tabs = screen.getByRole('navigation', { name: 'Event lists' });
  // One current tab, this list's.
  expect(within(tabs).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(url);
});

describe('activation-code bar (spec 1 §5)', () => {
  const input = () => screen.getByLabelText('Activation code') as HTMLInputElement;

  test('an empty code is refused with fill_blank_input, without a call', async () => {
    signIn();
    serveLists({});
    open('/');
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy();
    expect(calls.some((call) => call.path === 'participant/activateevent')).toBe(false);
  });

  test('the mask puts in the dash; a wrong code shows the server error beside the field, cleared on typing', async () => {
    signIn();
    serveLists({});
    open('/');
    fireEvent.change(input(), { target: { value: '0000000000000' } });
    expect(input().value).toBe('000000-0000000');
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('This activation code is not valid.')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input(), { target: { value: '1' } });
    expect(screen.queryByText('This activation code is not valid.')).toBeNull();
  });

  test('a valid code activates, shows the message and reloads the lists', async () => {
    signIn();
    serveLists({});
    open('/');
    await screen.findByText(/not attending any event yet/);
    const before = searches().length;
    fireEvent.change(input(), { target: { value: '1234567890123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(snackbars).toContainEqual({ message: 'The event was added to your events.', kind: 'success' }),
    );
    expect(calls.find((call) => call.path === 'participant/activateevent')?.body).toEqual({
      activationCode: '123456-7890123',
    });
    await waitFor(() => expect(searches().length).toBeGreaterThan(before));
    expect(input().value).toBe('');
  });

  test("the shell's event.activate (a ?code= query) activates with the masked code", async () => {
    signIn();
    serveLists({});
    open('/');
    act(() => bus.emit('event.activate', { activationCode: '1234567890123' }));
    await waitFor(() =>
      expect(snackbars).toContainEqual({ message: 'The event was added to your events.', kind: 'success' }),
    );
    act(() => bus.emit('event.activate', { activationCode: 'nope' }));
    await waitFor(() =>
      expect(snackbars.at(-1)).toEqual({ message: 'This activation code is not valid.', kind: 'error' }),
    );
  });
});

test('Turkish texts', async () => {
  await i18n.changeLanguage('tr');
  signIn();
  serveLists({});
  open('/pastevents');
  expect(await screen.findByText('Geçmiş etkinlik yok.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Hoş geldin, Ada' })).toBeTruthy();
});
