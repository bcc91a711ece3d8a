import { i18n, sessionStore } from '@atrium/shared';
import type { LiveSession } from '@atrium/shared/contract';
import { channel } from '@atrium/shared/contract/channels';
import {
  failed,
  fakeRealtime,
  ok,
  restoreFetch,
  sentTo,
  serve,
  type Call,
  type FakeRealtime,
  type ServerEvents,
} from '@atrium/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../testing/render';
import { liveSession } from '../../testing/sessions';
import { SessionPage } from './SessionPage';

// The session page (spec 2 §2.19, §4 Session display and Live stream removal, §6 publisher, §7.6).

const future = new Date(Date.now() + 3 * 86_400_000 + 30 * 60_000).toISOString();
const dressed = {
  title: 'Opening',
  startDate: future,
  topBanner: '/banners/top.png',
  bottomBanner: '/banners/bottom.png',
  backgrounBanner: '/banners/back.png',
};

let calls: Call[];
let socket: FakeRealtime;
let events: ServerEvents<'liveStream'>;
let joined: string[];
let left: string[];

function show(
  session: LiveSession,
  { participantId = 'p-ada', hash = true, join = ok({ hash: 'fresh', expiresAt: '2999-01-01T00:00:00Z' }) } = {},
) {
  if (hash)
    sessionStorage.setItem(
      `atrium.liveHash.${session.id}`,
      JSON.stringify({ hash: 'kept', expiresAt: '2999-01-01T00:00:00Z' }),
    );
  calls = serve({ 'liveevent/get': () => ok(session), 'liveevent/join': () => join });
  return renderAt(
    `/event/summit/live/${session.id}`,
    <SessionPage eventId="e1" eventSlug="summit" sessionId={session.id} participantId={participantId} />,
  );
}

const title = () => screen.findByRole('heading', { name: 'Opening', level: 1 });
const banners = () => screen.queryAllByRole('img', { name: 'Session banner' });
const display = () => document.querySelector('[data-display]')?.getAttribute('data-display');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  sessionStorage.clear();
  sessionStore.setState({ application: { id: 'app1' } as never });
  socket = fakeRealtime();
  ({ joined, left } = socket);
  events = socket.events(channel.liveStream({ eventId: 'e1' }));
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

test('not live: the countdown between the banners, on the background; the channel and presence joined', async () => {
  const { unmount } = show(liveSession('a1', dressed));
  await title();
  expect(display()).toBe('countdown');
  expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^Starts in 3 days, 0 hours/);
  expect(banners().map((img) => img.getAttribute('src'))).toEqual(['/banners/top.png', '/banners/bottom.png']);
  expect((document.querySelector('[data-display]') as HTMLElement).style.backgroundImage).toBe(
    'url("/banners/back.png")',
  );
  // Watchers are the list's, not this page's.
  expect(screen.queryByText(/watching/)).toBeNull();
  expect(joined).toEqual(['livestream-e1', 'presence-session-app1-e1-a1']);
  expect(sentTo(calls, 'liveevent/join')).toEqual([]);
  unmount();
  expect(left.sort()).toEqual(['livestream-e1', 'presence-session-app1-e1-a1']);
});

test('an invalid start date says so instead of a countdown', async () => {
  show(liveSession('a1', { ...dressed, startDate: 'tbd' }));
  await title();
  expect(screen.getByTestId('countdown-invalid').textContent).toMatch(/no start time yet/);
});

test('WAITING turns LIVE from the channel: the countdown gives way to the player', async () => {
  const session = liveSession('a1', dressed);
  show(session);
  await title();
  act(() => events.liveStreamUpdated.next({ ...session, isLive: 1 }));
  const player = await screen.findByRole('region', { name: 'Live stream: Opening' });
  expect(display()).toBe('player');
  expect(within(player).getByRole('status').textContent).toBe('The stream is starting…');
});

test('live with sessionType 2: the video-site room in a frame', async () => {
  show(liveSession('a1', { ...dressed, isLive: 1, sessionType: 2, roomUrl: 'https://rooms.example/r/1' }));
  await title();
  expect(screen.getByTitle('Session room: Opening').getAttribute('src')).toBe('https://rooms.example/r/1');
  expect(display()).toBe('room');
});

test('an active publisher gets the conference room and no banners; an inactive one watches', async () => {
  const publishers = [
    { participantID: 'p-ada', isActive: true },
    { participantID: 'p-linus', isActive: false },
  ];
  const { unmount } = show(liveSession('a1', { ...dressed, isLive: 1, publishers }));
  await title();
  expect(display()).toBe('conference');
  expect(screen.getByRole('region', { name: 'Conference room' })).toBeTruthy();
  expect(banners()).toEqual([]);
  expect((document.querySelector('[data-display]') as HTMLElement).style.backgroundImage).toBe('');
  unmount();

  show(liveSession('a1', { ...dressed, isLive: 1, publishers }), { participantId: 'p-linus' });
  await title();
  expect(display()).toBe('player');
  expect(banners()).toHaveLength(2);
});

test('an active publisher of a video-site room session sees the room, not the conference', async () => {
  const publishers = [{ participantID: 'p-ada', isActive: true }];
  show(liveSession('a1', { ...dressed, isLive: 1, sessionType: 2, roomUrl: 'https://rooms.example/r/1', publishers }));
  await title();
  expect(display()).toBe('room');
  expect(banners()).toEqual([]);
});

test('opened directly, it joins first for a hash', async () => {
  show(liveSession('a1', { ...dressed, isLive: 1 }), { hash: false });
  await title();
  await waitFor(() => expect(sentTo(calls, 'liveevent/join')).toEqual([{ id: 'a1' }]));
  expect(await screen.findByRole('region', { name: 'Live stream: Opening' })).toBeTruthy();
  expect(JSON.parse(sessionStorage.getItem('atrium.liveHash.a1') ?? 'null')?.hash).toBe('fresh');
});

test("a refused join says the api's words, and Try again joins again", async () => {
  show(liveSession('a1', { ...dressed, isLive: 1 }), { hash: false, join: failed('You do not attend this event.') });
  expect((await screen.findByRole('alert')).textContent).toMatch('You do not attend this event.');
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(sentTo(calls, 'liveevent/join')).toHaveLength(2));
});

test('removed while open: back to the live sessions; another removal stays', async () => {
  show(liveSession('a1', dressed));
  await title();
  act(() => events.liveStreamRemoved.next({ id: 'other' }));
  expect(screen.getByTestId('where').textContent).toBe('/event/summit/live/a1');
  act(() => events.liveStreamRemoved.next({ id: 'a1' }));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/event/summit/sessions'));
});

test('Back goes to the live sessions', async () => {
  show(liveSession('a1', dressed));
  await title();
  fireEvent.click(screen.getByRole('link', { name: 'Back to live sessions' }));
  expect(screen.getByTestId('where').textContent).toBe('/event/summit/sessions');
});
