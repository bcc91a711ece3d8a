import { screen, waitFor, within } from '@testing-library/react';
import { i18n, sessionStore } from '@atrium/shared';
import type { LiveSession } from '@atrium/shared/contract';
import { channel } from '@atrium/shared/contract/channels';
import {
  fakeRealtime,
  ok,
  restoreFetch,
  signInAs,
  type Call,
  type FakeRealtime,
  type ServerEvents,
} from '@atrium/shared/testing';
import { ada, demo, event, list } from '../../testing/fixtures';
import { renderEvent, serveEvent } from '../../testing/renderEvent';

// The session top bar's live session cards (spec 2 §2.2, §2.19 session card, §7.6 livestream-{eventId}).

const session = (overrides: Partial<LiveSession>): LiveSession => ({
  id: 'opening',
  title: 'Opening keynote',
  image: null,
  isLive: 1,
  isActive: true,
  isActiveForSpeakers: true,
  type: null,
  sessionType: 0,
  startDate: '2026-11-26T09:00:00+03:00',
  endDate: null,
  updateDate: '2026-11-26T08:00:00+03:00',
  watcherCount: 12,
  showWatcherCount: true,
  venueID: null,
  orderNO: 1,
  topBanner: null,
  bottomBanner: null,
  backgrounBanner: null,
  roomUrl: null,
  publishers: [],
  externalLivestreamProviders: [],
  ...overrides,
});

let socket: FakeRealtime;
let events: ServerEvents<'liveStream'>;
let calls: Call[];
let stored: LiveSession[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(ada, { application: demo });
  sessionStore.setState({ eventId: null });
  socket = fakeRealtime();
  events = socket.events(channel.liveStream({ eventId: 'summit-id' }));
  stored = [
    session({}),
    session({ id: 'panel', title: 'Closing panel', isLive: 0, watcherCount: 0, orderNO: 2 }),
    session({ id: 'quiet', title: 'Quiet room', showWatcherCount: false, orderNO: 3 }),
  ];
  calls = serveEvent(event(), { 'LiveEvent/List': () => ok(list(stored)) });
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const bar = () => screen.getByRole('navigation', { name: 'Sessions of the event' });
const card = (title: string) => within(bar()).getByRole('link', { name: new RegExp(title) });

test('each active session is a card: live or waiting, watchers only where shown, a link to its page', async () => {
  renderEvent('/event/atrium-summit');
  await screen.findByRole('link', { name: /Opening keynote/ });
  expect(card('Opening keynote').textContent).toBe('LIVEOpening keynote12 watching');
  expect(card('Opening keynote').getAttribute('href')).toBe('/event/atrium-summit/live/opening');
  expect(card('Closing panel').textContent).toBe('WAITINGClosing panel');
  expect(card('Quiet room').textContent).toBe('LIVEQuiet room');
  const asked = calls.filter((call) => call.path === 'liveevent/list');
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatchObject({ body: { isActive: true }, eventId: 'summit-id' });
  expect(socket.joined).toContain('livestream-summit-id');
});

test('the channel changes the cards in place: watchers are written, an update reloads', async () => {
  renderEvent('/event/atrium-summit');
  await screen.findByRole('link', { name: /Opening keynote/ });
  events.watchers.next({ sessionId: 'opening', watcherCount: 13 });
  await waitFor(() => expect(card('Opening keynote').textContent).toContain('13 watching'));
  expect(calls.filter((call) => call.path === 'liveevent/list')).toHaveLength(1);

  stored = [session({ id: 'panel', title: 'Closing panel', isLive: 1, watcherCount: 2 })];
  events.liveStreamUpdated.next(stored[0]!);
  await waitFor(() => expect(card('Closing panel').textContent).toBe('LIVEClosing panel2 watching'));
  expect(within(bar()).queryByRole('link', { name: /Opening keynote/ })).toBeNull();
});

test("on a session's page the cards show no watcher counts, and that session's card is the current page", async () => {
  serveEvent(event(), { 'LiveEvent/List': () => ok(list(stored)) });
  renderEvent('/event/atrium-summit/live/opening');
  await screen.findByRole('link', { name: /Closing panel/ });
  expect(card('Opening keynote').textContent).toBe('LIVEOpening keynote');
  expect(card('Opening keynote').getAttribute('aria-current')).toBe('page');
  expect(card('Closing panel').getAttribute('aria-current')).toBeNull();
});

test('in Turkish', async () => {
  await i18n.changeLanguage('tr');
  renderEvent('/event/atrium-summit');
  await screen.findByRole('link', { name: /Closing panel/ });
  expect(screen.getByRole('link', { name: /Closing panel/ }).textContent).toBe('BEKLENİYORClosing panel');
  expect(screen.getByRole('link', { name: /Opening keynote/ }).textContent).toContain('12 izleyici');
});
