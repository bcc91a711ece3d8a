import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, i18n, queryClient, sessionStore } from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import { ok, restoreFetch, signInAs, type Call, type Handler } from '@atrium/shared/testing';
import { ada, demo, event, list, onFixturesDay } from '../testing/fixtures';
import { renderEvent, serveEvent as serveWith } from '../testing/renderEvent';

// The event wrapper and the reception (spec 2 §2.2-2.4, §4 Event load) against a scripted server.

let calls: Call[];

function serveEvent(
  summit: Event | null,
  extra: Record<string, Handler> = {},
  forms: { title: string; url: string }[] = [],
) {
  calls = serveWith(summit, { 'Registration/GetRegistrationFormUrls': () => ok({ items: forms }), ...extra });
}

const open = (url: string, height = 1000, width = 1280) => renderEvent(url, { height, width });

const menu = () => screen.getByRole('navigation', { name: 'Event menu' });

// A person waits for debounces and 500 ms busy buttons; on a loaded machine that adds up.
jest.setTimeout(20_000);

beforeEach(async () => {
  onFixturesDay();
  localStorage.clear();
  await i18n.changeLanguage('en');
  signInAs(ada, { application: demo });
  sessionStore.setState({ eventId: null });
});

afterEach(() => {
  jest.restoreAllMocks();
  restoreFetch();
  jest.useRealTimers();
});

describe('event load (spec 2 §4)', () => {
  test("an unknown slug shows 'Data not found.' and a way back, without a crash", async () => {
    serveEvent(null);
    open('/event/no-such-event');
    expect(await screen.findByText('Data not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your events' })).toBeTruthy();
    expect(sessionStore.getState().eventId).toBeNull();
  });

  test('loads the event, sends its id as X-Event-Id, loads forms and the participant; leaving clears it', async () => {
    serveEvent(event());
    const view = open('/event/atrium-summit');
    expect(await screen.findByRole('heading', { name: 'Atrium Summit', level: 1 })).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('participant/getcurrentparticipant'));
    expect(sessionStore.getState().eventId).toBe('summit-id');
    expect(calls.find((call) => call.path === 'registration/getregistrationformurls')?.eventId).toBe('summit-id');
    view.unmount();
    expect(sessionStore.getState().eventId).toBeNull();
  });

  test('an unreachable server offers Try again beside the way back, and Try again loads the event', async () => {
    let reachable = false;
    serveEvent(event(), {
      'Explore/GetEventBySlug': () => (reachable ? ok(event()) : new TypeError('Failed to fetch')),
    });
    open('/event/atrium-summit');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('link', { name: 'Back to your events' })).toBeTruthy();
    reachable = true;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Atrium Summit', level: 1 })).toBeTruthy();
    expect(sessionStore.getState().eventId).toBe('summit-id');
  });

  test('activating the open event reloads it: the visitor becomes an attendee in place', async () => {
    let attending = false;
    serveEvent(event({ isAttending: false }), {
      'Explore/GetEventBySlug': () => ok(event({ isAttending: attending })),
    });
    open('/event/atrium-summit');
    expect(await screen.findByRole('link', { name: 'Contact us' })).toBeTruthy();
    attending = true;
    act(() => bus.emit('event.activated', { eventId: 'summit-id', slug: 'atrium-summit' }));
    expect(await screen.findByRole('link', { name: 'Add to calendar' })).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('participant/getcurrentparticipant'));
  });

  test('a visitor is not asked for as a participant', async () => {
    serveEvent(event({ isAttending: false }));
    open('/event/atrium-summit');
    await screen.findByRole('heading', { name: 'Atrium Summit', level: 1 });
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('registration/getregistrationformurls'));
    expect(calls.map((call) => call.path)).not.toContain('participant/getcurrentparticipant');
  });
});

describe('left menu (spec 2 §2.2)', () => {
  test('700 px high: 7 module icons and the rest under More; the social hub never', async () => {
    serveEvent(event());
    open('/event/atrium-summit', 700);
    await screen.findByRole('heading', { name: 'Atrium Summit', level: 1 });
    expect(within(menu()).getAllByTestId('menu-module')).toHaveLength(7);
    fireEvent.click(within(menu()).getByRole('button', { name: 'More' }));
    const more = within(menu()).getByRole('menu', { name: 'More' });
    expect(within(more).getAllByRole('menuitem')).toHaveLength(6);
    expect(within(menu()).queryByText('Social hub')).toBeNull();
    // It has its own place: the right panel, another remote's slot.
    expect(within(screen.getByRole('complementary')).getByRole('region', { name: 'Social hub' })).toBeTruthy();
    const custom = within(more).getByRole('menuitem', { name: 'Venue guide' });
    expect(custom.getAttribute('href')).toBe('https://atrium.example/venue-guide');
    expect(custom.getAttribute('target')).toBe('_blank');
  });

  test('1000 px high: 11 icons; links go to module pages, back goes home', async () => {
    serveEvent(event());
    open('/event/atrium-summit/program', 1000);
    await screen.findByRole('heading', { name: 'Program', level: 1 });
    expect(within(menu()).getAllByTestId('menu-module')).toHaveLength(11);
    expect(within(menu()).getByRole('link', { name: 'Speakers' }).getAttribute('href')).toBe(
      '/event/atrium-summit/speakers',
    );
    expect(within(menu()).getByRole('link', { name: 'Reception' }).getAttribute('href')).toBe('/event/atrium-summit');
    fireEvent.click(within(menu()).getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  test("from a session, back goes to the live sessions; both are mf-live's, not a 'coming' note", async () => {
    serveEvent(event());
    open('/event/atrium-summit/live/7');
    await screen.findByRole('navigation', { name: 'Event menu' });
    expect(screen.queryByTestId('coming-live')).toBeNull();
    fireEvent.click(within(menu()).getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/event/atrium-summit/sessions');
    expect(screen.queryByTestId('coming-sessions')).toBeNull();
  });

  test("from a networking room, back goes to networking; both are mf-meeting's, not a 'coming' note", async () => {
    serveEvent(event());
    open('/event/atrium-summit/room/r1');
    await screen.findByRole('navigation', { name: 'Event menu' });
    expect(screen.queryByTestId('coming-room')).toBeNull();
    fireEvent.click(within(menu()).getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/event/atrium-summit/networking');
    expect(screen.queryByTestId('coming-networking')).toBeNull();
    expect(screen.queryByText('Data not found.')).toBeNull();
  });

  test('follows isOpen and the header toggle on the bus', async () => {
    localStorage.setItem('isOpen', 'false');
    serveEvent(event());
    open('/event/atrium-summit');
    await screen.findByRole('heading', { name: 'Atrium Summit', level: 1 });
    // Closed: icons only, the names are for screen readers.
    expect(within(menu()).getByRole('link', { name: 'Program' }).textContent).toBe('Program');
    expect(menu().getAttribute('style') ?? '').not.toContain('232px');
    const closedWidth = getComputedStyle(menu()).width;
    act(() => bus.emit('layout.sideMenu', { open: true }));
    expect(getComputedStyle(menu()).width).not.toBe(closedWidth);
  });

  test('at 991 px or less: the mobile header and its module drawer instead', async () => {
    serveEvent(event());
    open('/event/atrium-summit', 800, 375);
    await screen.findByRole('heading', { name: 'Atrium Summit', level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Event menu' })).toBeNull();
    const header = screen.getByTestId('event-mobile-header');
    fireEvent.click(within(header).getByRole('button', { name: 'Modules' }));
    const drawer = screen.getByRole('dialog', { name: 'Atrium Summit' });
    expect(within(drawer).getAllByRole('link')).toHaveLength(14);
    fireEvent.click(within(header).getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});

test('the session top bar hides 6 s after the last mouse move and comes back on the next', async () => {
  jest.useFakeTimers();
  serveEvent(event());
  open('/event/atrium-summit');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(10);
  });
  const bar = await screen.findByTestId('session-top-bar');
  act(() => jest.advanceTimersByTime(5000));
  fireEvent.mouseMove(window);
  act(() => jest.advanceTimersByTime(5900));
  expect(bar.getAttribute('data-hidden')).toBe('false');
  act(() => jest.advanceTimersByTime(200));
  expect(bar.getAttribute('data-hidden')).toBe('true');
  fireEvent.mouseMove(window);
  expect(bar.getAttribute('data-hidden')).toBe('false');
});

describe('reception (spec 2 §2.3, §2.4)', () => {
  test('about is sanitised: script tags and handlers do not run', async () => {
    const ran = jest.fn();
    Object.assign(window, { ran });
    serveEvent(event({ about: '<p>Hello</p><script>window.ran()</script><img src="x" onerror="window.ran()">' }));
    open('/event/atrium-summit');
    const about = await screen.findByTestId('event-about');
    expect(about.textContent).toBe('Hello');
    expect(about.innerHTML).not.toMatch(/script|onerror/);
    expect(ran).not.toHaveBeenCalled();
  });

  test('dates with the time zone, an attendee calendar link, the map at zoom 14, directions', async () => {
    serveEvent(event());
    open('/event/atrium-summit');
    expect((await screen.findByTestId('event-dates')).textContent).toBe(
      '21 November 2026, 09:00 – 24 November 2026, 18:00 Europe/Istanbul (GMT+3)',
    );
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toContain('calendar.google.com');
    expect(screen.getByTestId('location-map').getAttribute('src')).toContain('q=41.0586,28.9478&z=14');
    expect(screen.getByRole('link', { name: 'Directions' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=41.0586%2C28.9478',
    );
    expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
  });

  test('organiser contacts and social links only where IsActive is set', async () => {
    serveEvent(event());
    open('/event/atrium-summit');
    await screen.findByRole('heading', { name: 'Organiser' });
    expect(screen.getByTestId('organiser-phone').getAttribute('href')).toBe('tel:+902125550100');
    expect(screen.getByTestId('organiser-mail').getAttribute('href')).toBe('mailto:hello@summit.example');
    expect(screen.queryByTestId('organiser-mobile')).toBeNull();
    const social = screen.getByLabelText('Social links');
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Twitter', 'Website']);
    expect(within(social).getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://summit.example/');
  });

  test('no map without a longitude', async () => {
    serveEvent(event({ location: { venue: 'Online', address: null, latitude: null, longtitude: null } }));
    open('/event/atrium-summit');
    await screen.findByRole('heading', { name: 'Venue' });
    expect(screen.queryByTestId('location-map')).toBeNull();
  });

  test('without coordinates the address still leads somewhere: directions by the venue and address', async () => {
    serveEvent(event({ location: { venue: 'Haliç', address: 'Sütlüce, İstanbul', latitude: null, longtitude: null } }));
    open('/event/atrium-summit');
    await screen.findByRole('heading', { name: 'Venue' });
    expect(screen.queryByTestId('location-map')).toBeNull();
    expect(screen.getByRole('link', { name: 'Directions' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Haliç, Sütlüce, İstanbul')}`,
    );
  });

  test('a visitor gets contact-us without forms, the forms when there are some', async () => {
    serveEvent(event({ isAttending: false }));
    const first = open('/event/atrium-summit');
    expect((await screen.findByRole('link', { name: 'Contact us' })).getAttribute('href')).toBe(
      'mailto:hello@summit.example',
    );
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
    first.unmount();
    // Another visit: answers younger than FRESH_ON_MOUNT_MS would otherwise be shown again.
    queryClient.clear();

    serveEvent(event({ isAttending: false }), {}, [
      { title: 'Visitor registration', url: 'https://forms.example/visitor' },
      { title: 'Exhibitor ticket', url: 'forms.example/exhibitor' },
    ]);
    open('/event/atrium-summit');
    const forms = await screen.findByRole('list', { name: 'Registration and ticket forms' });
    expect(
      within(forms)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://forms.example/visitor', 'https://forms.example/exhibitor']);
    expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
  });

  test('times switch to the attendee’s own time zone', async () => {
    serveEvent(event());
    open('/event/atrium-summit');
    await screen.findByTestId('event-dates');
    fireEvent.click(screen.getByRole('radio', { name: /My time/ }));
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByTestId('event-dates').textContent).toContain(own.replace(/_/g, ' '));
    expect(localStorage.getItem('eventTimeZoneMode')).toBe('mine');
  });

  test('an event in the attendee’s own time zone has no switch, and says why', async () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    serveEvent(event({ timezone: own }));
    open('/event/atrium-summit');
    await screen.findByTestId('event-dates');
    expect(screen.queryByRole('radiogroup', { name: /Show times in/i })).toBeNull();
    expect(screen.getByText(/Times are in the event’s time zone, which is also yours \(.+\)\./)).toBeTruthy();
  });
});

test('an unknown page of an event says so', async () => {
  serveEvent(event(), { 'Explore/ListSpeakers': () => ok(list([])) });
  open('/event/atrium-summit/nothing-here');
  await waitFor(() => expect(screen.getAllByText('Data not found.').length).toBeGreaterThan(0));
});
