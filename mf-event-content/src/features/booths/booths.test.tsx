import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, i18n, sessionStore, type BusEvents } from '@atrium/shared';
import type { Stand, StandCard } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, sentTo, signInAs, type Call } from '@atrium/shared/testing';
import { ada, demo, event, list, question } from '../../testing/fixtures';
import { renderEvent, serveEvent } from '../../testing/renderEvent';

// The exhibition (spec 2 §2.9), a booth (spec 2 §2.10, §6) and its check-in (spec 2 §4).

const halls = [
  { id: 'hA', title: 'Hall A' },
  { id: 'hB', title: 'Hall B' },
];

const card = (n: number): StandCard => ({
  id: `s${n}`,
  title: n === 1 ? 'Nimbus Cloud' : `Booth ${n}`,
  cover: n === 2 ? null : `https://img.example/cover${n}.png`,
  image: `https://img.example/logo${n}.png`,
  saloonID: n <= 10 ? 'hA' : 'hB',
  saloon: { title: n <= 10 ? 'Hall A' : 'Hall B' },
});
const cards = Array.from({ length: 18 }, (_, index) => card(index + 1));

const booth = (overrides: Partial<Stand> = {}): Stand => ({
  ...card(1),
  links: [
    { id: 'l1', title: 'Product tour', url: 'nimbus.example/tour' },
    { id: 'l2', title: 'Bad', url: 'javascript:alert(1)' },
  ],
  managers: [
    {
      id: 'm1',
      participant: {
        userID: 'margaret-id',
        firstName: 'Margaret',
        lastName: 'Hamilton',
        title: 'CTO',
        image: null,
        tag: { title: 'Exhibitor', color: '#1565c0' },
      },
    },
    {
      id: 'm2',
      participant: { userID: ada.id, firstName: 'Ada', lastName: 'Lovelace', title: null, image: null, tag: null },
    },
  ],
  gallery: [
    { id: 'g1', type: 0, url: 'https://img.example/shot.png' },
    { id: 'g2', type: 1, url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  ],
  detail: '<p>Cloud for live events</p><script>window.ran()</script>',
  location: { venue: 'Hall A · Booth A1', address: 'Sütlüce', latitude: 41.0586, longtitude: 28.9478 },
  organizator: {
    email: 'booth@nimbus.example',
    emailIsActive: true,
    phoneNumber: '+90 212 555 11 00',
    phoneNumberIsActive: false,
    mobilePhone: null,
    mobilePhoneIsActive: false,
  },
  socialMedia: {
    twitter: 'https://twitter.com/nimbus',
    twitterIsActive: true,
    linkedIn: 'https://linkedin.com/nimbus',
    linkedInIsActive: false,
    facebook: null,
    facebookIsActive: false,
    instagram: null,
    instagramIsActive: false,
    youtube: null,
    youtubeIsActive: false,
    website: null,
    websiteIsActive: false,
  },
  checkInTypes: [2],
  isCheckedIn: false,
  ...overrides,
});

let calls: Call[];

/** Nimbus Cloud's check-in asks why one came (required), as the demo's does. */
const why = question('why', 11, { title: 'What brings you to our booth?', isRequired: true });

function serveStands(stand: Stand = booth(), eventOverrides = {}, asks: ReturnType<typeof question>[] = []) {
  // Not finished whenever the test runs, so appointments are offered (spec 1 §6).
  calls = serveEvent(event({ endDate: '2999-01-01T00:00:00.000Z', ...eventOverrides }), {
    'Stand/ListSaloons': () => ok(list(halls)),
    'Stand/List': (body) => {
      const term = String(body.searchTerm ?? '').toLowerCase();
      const matching = cards.filter(
        (c) => c.title.toLowerCase().includes(term) && (!body.saloonID || c.saloonID === body.saloonID),
      );
      const skip = Number(body.skip ?? 0);
      const take = Number(body.take ?? 15);
      return ok({ items: matching.slice(skip, skip + take), totalCount: matching.length });
    },
    'Stand/Join': () => ok(null),
    'stand/get': (body) => (body.id === stand.id ? ok({ item: stand }) : failed('Data not found.', null, 404)),
    'stand/checkin': (body) => ok({ standID: body.standID, isCheckedIn: true }, 'You are checked in at this booth.'),
    'Registration/GetQuestions': (body) => ok({ items: body.standID === stand.id ? asks : [] }),
    'Participant/GetSurveys': (body) =>
      ok(
        list(
          body.standID === 's1'
            ? [{ isCompleted: false, survey: { id: 'sv1', title: 'Booth feedback', questions: [] } }]
            : [],
        ),
      ),
  });
}

const standCards = () => screen.queryAllByTestId('stand-card');
const pager = () => screen.queryByRole('navigation', { name: 'Pages' });

jest.setTimeout(20_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(ada, { application: demo });
  sessionStore.setState({ eventId: null });
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

describe('stands (spec 2 §2.9)', () => {
  test('15 cards and a pager; page 2 has the other 3; 20 a page is one page of 18; all kept in the URL', async () => {
    serveStands();
    renderEvent('/event/atrium-summit/exhibition');
    await waitFor(() => expect(standCards()).toHaveLength(15));
    expect(within(standCards()[0]).getByText('Hall A')).toBeTruthy();
    expect(within(standCards()[1]).getByRole('img', { name: 'No cover picture' })).toBeTruthy();
    expect(within(pager()!).getByText('1–15 of 18')).toBeTruthy();

    fireEvent.click(within(pager()!).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(standCards()).toHaveLength(3));
    expect(sentTo(calls, 'Stand/List').at(-1)).toMatchObject({ skip: 15, take: 15 });
    expect(screen.getByTestId('where-search').textContent).toBe('?page=2');
    expect(within(pager()!).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager()!).getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);

    fireEvent.change(within(pager()!).getByLabelText('Booths per page'), { target: { value: '20' } });
    await waitFor(() => expect(standCards()).toHaveLength(18));
    expect(sentTo(calls, 'Stand/List').at(-1)).toMatchObject({ skip: 0, take: 20 });
    expect(screen.getByTestId('where-search').textContent).toBe('?take=20');
    expect(within(pager()!).queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  test('a page named in the URL opens as it is; the hall filter and the search go back to page 1', async () => {
    serveStands();
    renderEvent('/event/atrium-summit/exhibition?page=2');
    await waitFor(() => expect(standCards()).toHaveLength(3));

    fireEvent.change(await screen.findByLabelText('Hall'), { target: { value: 'hB' } });
    await waitFor(() => expect(standCards()).toHaveLength(8));
    expect(sentTo(calls, 'Stand/List').at(-1)).toMatchObject({ saloonID: 'hB', skip: 0 });
    // Fewer than 15 booths: no pager.
    expect(pager()).toBeNull();

    fireEvent.change(screen.getByLabelText('Search booths'), { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No content matches your filter', {}, { timeout: 3000 })).toBeTruthy();
    expect(sentTo(calls, 'Stand/List').at(-1)).toMatchObject({ searchTerm: 'nothing like it', saloonID: 'hB' });
    expect(screen.getByTestId('where-search').textContent).toBe('?q=nothing+like+it&hall=hB');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  test('a click on a card joins the booth, then opens it; Back returns to the same page', async () => {
    serveStands(booth({ ...card(16), checkInTypes: [] }));
    renderEvent('/event/atrium-summit/exhibition?page=2');
    await waitFor(() => expect(standCards()).toHaveLength(3));
    fireEvent.click(screen.getByRole('link', { name: /Booth 16/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/event/atrium-summit/booth/s16'));
    expect(sentTo(calls, 'Stand/Join')).toEqual([{ id: 's16' }]);
    expect(await screen.findByRole('heading', { name: 'Booth 16', level: 1 })).toBeTruthy();
    // A booth without surveys shows no surveys block.
    await waitFor(() => expect(sentTo(calls, 'Participant/GetSurveys')).toEqual([{ standID: 's16' }]));
    expect(screen.queryByRole('region', { name: 'Surveys' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the booths' }));
    await waitFor(() => expect(standCards()).toHaveLength(3));
    expect(screen.getByTestId('where-search').textContent).toBe('?page=2');
  });

  test('a visitor opens a booth without joining it (attendees only, spec 2 §6)', async () => {
    serveStands(booth({ ...card(3), checkInTypes: [] }), { isAttending: false });
    renderEvent('/event/atrium-summit/exhibition');
    fireEvent.click(await screen.findByRole('link', { name: /Booth 3/ }));
    expect(await screen.findByRole('heading', { name: 'Booth 3', level: 1 })).toBeTruthy();
    expect(sentTo(calls, 'Stand/Join')).toEqual([]);
    expect(sentTo(calls, 'Participant/GetSurveys')).toEqual([]);
  });
});

describe('a booth (spec 2 §2.10)', () => {
  test('links, managers, gallery, sanitised about, location and only the active contacts', async () => {
    const ran = jest.fn();
    Object.assign(window, { ran });
    serveStands(booth({ isCheckedIn: true }));
    renderEvent('/event/atrium-summit/booth/s1');
    expect(await screen.findByRole('heading', { name: 'Nimbus Cloud', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('checked-in').textContent).toBe('Checked in');
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();

    const links = within(screen.getByRole('list', { name: 'Links' })).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('https://nimbus.example/tour');
    expect(links[0].getAttribute('target')).toBe('_blank');

    const managers = screen.getAllByTestId('booth-manager');
    expect(managers).toHaveLength(2);
    expect(within(managers[0]).getByText('Exhibitor')).toBeTruthy();
    const gallery = screen.getAllByTestId('booth-gallery-item');
    expect(gallery).toHaveLength(2);
    fireEvent.click(gallery[1]);
    const lightbox = screen.getByRole('dialog', { name: 'Gallery: Nimbus Cloud' });
    expect(within(lightbox).getByTitle('Video').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    fireEvent.click(within(lightbox).getByRole('button', { name: 'Next' }));
    expect(within(lightbox).getByRole('img', { name: 'Picture 1' }).getAttribute('src')).toBe(
      'https://img.example/shot.png',
    );
    fireEvent.click(within(lightbox).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('booth-about').innerHTML).toBe('<p>Cloud for live events</p>');
    expect(ran).not.toHaveBeenCalled();
    expect(screen.getByTestId('location-map').getAttribute('src')).toContain('z=14');
    expect(screen.getByRole('link', { name: 'Directions' })).toBeTruthy();
    expect(screen.getByTestId('organiser-mail').getAttribute('href')).toBe('mailto:booth@nimbus.example');
    expect(screen.queryByTestId('organiser-phone')).toBeNull();
    expect(screen.getByRole('link', { name: 'Twitter' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).toBeNull();
    // Its surveys (spec 2 §2.10), by the booth's id.
    const surveys = await screen.findByRole('region', { name: 'Surveys' });
    expect(within(surveys).getByRole('heading', { name: 'Booth feedback' })).toBeTruthy();
    expect(sentTo(calls, 'Participant/GetSurveys')).toContainEqual({ standID: 's1' });
  });

  test('make-appointment on each other manager emits appointment.make; none for oneself', async () => {
    const made: BusEvents['appointment.make'][] = [];
    const subscription = bus.on('appointment.make').subscribe((payload) => made.push(payload));
    serveStands(booth({ isCheckedIn: true }));
    renderEvent('/event/atrium-summit/booth/s1');
    fireEvent.click(await screen.findByRole('button', { name: 'Make an appointment with Margaret Hamilton' }));
    expect(made).toEqual([{ eventId: 'summit-id', userIds: ['margaret-id'] }]);
    expect(screen.queryByRole('button', { name: 'Make an appointment with Ada Lovelace' })).toBeNull();
    subscription.unsubscribe();
  });

  test('no appointment buttons when the event has no B2B networking', async () => {
    serveStands(booth({ isCheckedIn: true }), {
      settings: { isB2BNetworkingEnabled: false, b2BNetworkingInterval: 0 },
    });
    renderEvent('/event/atrium-summit/booth/s1');
    expect(await screen.findByText('Margaret Hamilton')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Make an appointment/ })).toBeNull();
  });

  test('an unknown booth says so, with the way back to the booths', async () => {
    serveStands();
    renderEvent('/event/atrium-summit/booth/nope');
    expect(await screen.findByText('Data not found.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('link', { name: 'Back to the booths' }).at(-1)!);
    expect(screen.getByTestId('where').textContent).toBe('/event/atrium-summit/exhibition');
  });
});

describe('check-in (spec 2 §4)', () => {
  test('3 s after the page loads an attendee is checked in, told so, and marked checked in', async () => {
    const told: string[] = [];
    const subscription = bus.on('snackbar.show').subscribe(({ message }) => told.push(message));
    serveStands();
    renderEvent('/event/atrium-summit/booth/s1');
    expect(await screen.findByRole('heading', { name: 'Nimbus Cloud', level: 1 })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(sentTo(calls, 'stand/checkin')).toEqual([]);
    expect(await screen.findByTestId('checked-in', {}, { timeout: 3000 })).toBeTruthy();
    expect(sentTo(calls, 'stand/checkin')).toEqual([{ standID: 's1', currentStandID: 's1' }]);
    expect(told).toContain('You are checked in at Nimbus Cloud');
    subscription.unsubscribe();
  });

  test('a booth that asks questions has them answered first; a required one left empty is refused', async () => {
    serveStands(booth(), {}, [why]);
    renderEvent('/event/atrium-summit/booth/s1');
    const dialog = await screen.findByRole('dialog', { name: 'Check in at Nimbus Cloud' }, { timeout: 6000 });
    expect(sentTo(calls, 'Registration/GetQuestions')).toEqual([{ standID: 's1' }]);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Check in' }));
    expect(await within(dialog).findByText('Please answer this question.')).toBeTruthy();
    expect(sentTo(calls, 'stand/checkin')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/What brings you/), { target: { value: 'Streaming partner' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByTestId('checked-in', {}, { timeout: 3000 })).toBeTruthy();
    expect(sentTo(calls, 'stand/checkin')).toEqual([
      { standID: 's1', currentStandID: 's1', questions: [{ id: 'why', answer: 'Streaming partner' }] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('a lightbox opened before the 3 s keeps the check-in dialog off it until it closes', async () => {
    // Issue 31 item 9e: the questions' dialog opened over the picture the user was looking at.
    serveStands(booth(), {}, [why]);
    renderEvent('/event/atrium-summit/booth/s1');
    fireEvent.click((await screen.findAllByTestId('booth-gallery-item'))[0]);
    const lightbox = screen.getByRole('dialog', { name: 'Gallery: Nimbus Cloud' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 3500)));
    expect(screen.getAllByRole('dialog')).toEqual([lightbox]);
    expect(sentTo(calls, 'Registration/GetQuestions')).toEqual([]);

    fireEvent.click(within(lightbox).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in at Nimbus Cloud' }, { timeout: 3000 });
    expect(within(dialog).getByLabelText(/What brings you/)).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  test('leaving before 3 s cancels it', async () => {
    serveStands();
    renderEvent('/event/atrium-summit/booth/s1');
    fireEvent.click(await screen.findByRole('link', { name: 'Back to the booths' }));
    await waitFor(() => expect(standCards()).toHaveLength(15));
    await act(() => new Promise((resolve) => setTimeout(resolve, 3500)));
    expect(sentTo(calls, 'stand/checkin')).toEqual([]);
  });
});
