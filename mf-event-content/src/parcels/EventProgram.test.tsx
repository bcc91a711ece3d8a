import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, i18n, sessionStore, type SnackbarMessage } from '@atrium/shared';
import type { Event, ProgramRate, Question } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, signInAs, type Call, type Handler } from '@atrium/shared/testing';
import { ada, days, demo, event, list, program, question, saloons, subEvents } from '../testing/fixtures';
import { renderEvent, serveEvent } from '../testing/renderEvent';

// The program (spec 2 §2.5), its detail dialog, rating and sub-event registration (spec 2 §4), and
// the personal agenda with its .ics export (issue 5), against a scripted server.

const elif = { id: 'elif', fullName: 'Elif Yılmaz', title: 'CTO', firmName: 'Bosphorus Labs', image: null };
const programs = [
  program('p1', {
    title: 'Opening keynote',
    avgRate: 4.5,
    rateCount: 2,
    speakers: [{ speakerID: 'elif', speaker: elif, speakerPresentationId: null }],
  }),
  program('p2', {
    type: 2,
    title: 'Track: Foundations',
    saloonID: null,
    startDate: '2026-11-21T07:30:00.000Z',
    endDate: '2026-11-21T07:45:00.000Z',
  }),
  program('p3', {
    type: 3,
    title: 'Coffee',
    badgeTitle: 'fa fa-coffee',
    startDate: '2026-11-21T07:45:00.000Z',
    endDate: '2026-11-21T08:00:00.000Z',
  }),
  program('p4', {
    title: 'Workshop',
    saloonID: 'hallB',
    subEventID: 'ai',
    startDate: '2026-11-21T08:00:00.000Z',
    endDate: '2026-11-21T09:00:00.000Z',
  }),
  program('p5', {
    title: 'Day two talk',
    dayID: 'd2',
    startDate: '2026-11-22T06:30:00.000Z',
    endDate: '2026-11-22T07:30:00.000Z',
  }),
  program('p7', {
    title: 'Hackathon',
    saloonID: 'hallB',
    subEventID: 'hack',
    startDate: '2026-11-21T10:00:00.000Z',
    endDate: '2026-11-21T14:00:00.000Z',
  }),
  program('p6', {
    title: 'Dinner',
    saloonID: 'hallB',
    subEventID: 'dinner',
    startDate: '2026-11-21T16:00:00.000Z',
    endDate: '2026-11-21T19:00:00.000Z',
  }),
];

let calls: Call[];
let snackbars: SnackbarMessage[];
let myRates: ProgramRate[];
let agenda: string[];
let registrations: { subEventID: string; status: 0 | 1 }[];
let registrationQuestions: Question[];

function serveProgram(summit: Event = event(), extra: Record<string, Handler> = {}) {
  myRates = [];
  agenda = [];
  registrations = [];
  registrationQuestions = [];
  calls = serveEvent(summit, {
    'Explore/ListProgramDays': () => ok(list(days)),
    'Explore/ListSaloons': () => ok(list(saloons)),
    'Explore/ListSubEvents': () => ok(list(subEvents)),
    'Explore/ListPrograms': (body) => {
      const term = String(body.searchTerm ?? '').toLowerCase();
      const ids = body.ids as string[] | undefined;
      return ok(list(programs.filter((p) => p.title.toLowerCase().includes(term) && (!ids || ids.includes(p.id)))));
    },
    'Explore/GetProgram': (body) => ok(programs.find((p) => p.id === body.id)),
    'Explore/GetSpeaker': () =>
      ok({
        ...elif,
        details: '<p>Bio</p>',
        externalLinks: [],
        presentations: [{ id: 'p1', title: 'Opening keynote' }],
      }),
    'Participant/GetMySubEventRegistrations': () => ok({ items: registrations }),
    'Registration/GetQuestions': (body) => ok(list(body.subEventID === 'ai' ? registrationQuestions : [])),
    'Participant/RegisterToSubEvent': (body) => {
      const answers = (body.questions ?? []) as { id: string; answer: string | null }[];
      if (answers.some((each) => each.answer === 'Nobody'))
        return failed('Please check your answers.', { 'questions.0.answer': 'Tell us who you are.' });
      registrations.push({ subEventID: body.subEventID as string, status: 1 });
      return ok({ subEventID: body.subEventID, status: 1 }, 'Your registration is confirmed.');
    },
    'Participant/GetMyProgramRates': () => ok(list(myRates)),
    'Participant/GetProgramRates': () => ok(list(myRates)),
    'Participant/RateProgram': (body) => {
      if (myRates.length) return failed('You have already rated this session.');
      const rate: ProgramRate = {
        id: 'r1',
        programID: body.programID as string,
        rate: body.rate as number,
        comment: (body.comment as string | null) ?? null,
        createDate: '2026-11-21T10:00:00.000Z',
        user: { id: 'ada-id', fullName: 'Ada Lovelace', image: null },
      };
      myRates = [rate];
      return ok(rate, 'Thank you for your rating.');
    },
    'Participant/DeleteRate': () => {
      myRates = [];
      return ok(null, 'Your rating was deleted.');
    },
    'Participant/GetMyAgenda': () => ok({ programIds: agenda }),
    'Participant/SetAgendaItem': (body) => {
      agenda = body.isStarred
        ? [...agenda.filter((id) => id !== body.programID), body.programID as string]
        : agenda.filter((id) => id !== body.programID);
      return ok({ programIds: agenda });
    },
    'Participant/GetParticipants': () =>
      ok(
        list([
          {
            id: 'u2',
            userID: 'u2',
            firstName: 'Linus',
            lastName: 'Torvalds',
            fullName: 'Linus Torvalds',
            title: 'Maintainer',
            image: null,
            group: { title: 'VIP', color: '#f9a825' },
          },
        ]),
      ),
    ...extra,
  });
}

const tiles = () => screen.getAllByTestId('program-tile');
const titles = () => tiles().map((tile) => within(tile).getByRole('heading').textContent);

async function openProgram() {
  renderEvent('/event/atrium-summit/program');
  await waitFor(() => expect(titles()).toContain('Opening keynote'));
}

async function openDetail(title: string) {
  fireEvent.click(screen.getByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: title });
}

// A person waits for debounces and 500 ms busy buttons; on a loaded machine that adds up.
jest.setTimeout(20_000);
let subscription: { unsubscribe(): void };
beforeEach(async () => {
  localStorage.clear();
  snackbars = [];
  subscription = bus.on('snackbar.show').subscribe((message) => snackbars.push(message));
  await i18n.changeLanguage('en');
  signInAs(ada, { application: demo });
  sessionStore.setState({ eventId: null });
});
afterEach(() => {
  subscription.unsubscribe();
  restoreFetch();
});

test('the first day is chosen: its tiles only, in event time; day tabs show number, title and weekday', async () => {
  serveProgram();
  await openProgram();
  const dayTabs = screen.getByRole('tablist', { name: 'Program days' });
  const first = within(dayTabs).getByRole('tab', { selected: true });
  expect(first.textContent).toContain('21');
  expect(first.textContent).toContain('Day 1 · Foundations');
  expect(first.textContent).toContain('Saturday');
  expect(titles()).not.toContain('Day two talk');
  expect(within(tiles()[0]).getByText('09:30 – 10:30')).toBeTruthy();
  fireEvent.click(within(dayTabs).getByRole('tab', { name: /Day 2/ }));
  expect(titles()).toEqual(['Day two talk']);
  // Every program call names the event.
  expect(
    calls.filter((call) => call.path.startsWith('explore/list')).every((call) => call.eventId === 'summit-id'),
  ).toBe(true);
});

test('tiles: a section in the event colour, a badge icon, average stars, speaker photos with tooltips', async () => {
  serveProgram();
  await openProgram();
  const section = tiles().find((tile) => tile.dataset.type === '2')!;
  expect(within(section).queryByRole('button', { name: /Show only/ })).toBeNull();
  expect(getComputedStyle(section).background).toContain('var(--event-color)');
  const coffee = tiles().find((tile) => tile.dataset.type === '3')!;
  expect(coffee.querySelector('svg path')?.getAttribute('d')).toMatch(/^M18 8h1/);
  const keynote = tiles()[0];
  expect(within(keynote).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  const photo = within(keynote).getByRole('button', { name: 'Elif Yılmaz, CTO, Bosphorus Labs' });
  expect(photo.getAttribute('title')).toBe('Elif Yılmaz, CTO, Bosphorus Labs');
  fireEvent.click(photo);
  expect(await screen.findByRole('dialog', { name: 'Elif Yılmaz' })).toBeTruthy();
});

test('hall and sub-event filters, from the selects or the badges, with a banner that clears them', async () => {
  serveProgram();
  await openProgram();
  fireEvent.change(screen.getByLabelText('Hall'), { target: { value: 'hallB' } });
  expect(titles()).toEqual(['Workshop', 'Hackathon', 'Dinner']);
  const banner = screen.getByRole('status', { name: 'Active filters' });
  expect(banner.textContent).toContain('Hall B');
  fireEvent.click(within(banner).getByRole('button', { name: 'Clear the hall filter' }));
  expect(titles()).toContain('Opening keynote');

  fireEvent.click(screen.getByRole('button', { name: 'Show only AI Workshop' }));
  expect(titles()).toEqual(['Workshop']);
  expect(screen.getByRole('status', { name: 'Active filters' }).textContent).toContain('AI Workshop');
  fireEvent.click(screen.getByRole('button', { name: 'Clear the sub-event filter' }));
  fireEvent.click(within(tiles()[0]).getByRole('button', { name: 'Show only Main Hall' }));
  expect(titles()).toEqual(['Opening keynote', 'Coffee']);
});

test('search waits 500 ms after typing, then asks the server once', async () => {
  serveProgram();
  await openProgram();
  const searching = () => calls.filter((call) => call.path === 'explore/listprograms' && call.body.searchTerm);
  const box = screen.getByLabelText('Search the program');
  fireEvent.change(box, { target: { value: 'w' } });
  fireEvent.change(box, { target: { value: 'wo' } });
  fireEvent.change(box, { target: { value: 'work' } });
  expect(searching()).toHaveLength(0);
  await waitFor(() => expect(titles()).toEqual(['Workshop']), { timeout: 2000 });
  expect(searching().map((call) => call.body.searchTerm)).toEqual(['work']);
  fireEvent.change(box, { target: { value: 'nothing like it' } });
  expect(await screen.findByText('No content matches your filter', {}, { timeout: 2000 })).toBeTruthy();
});

describe('program detail (spec 2 §2.5)', () => {
  test('details, appreciations and, for attendees, participants', async () => {
    serveProgram();
    await openProgram();
    const dialog = await openDetail('Opening keynote');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Details', 'Appreciations', 'Participants']);
    expect(within(dialog).getByTestId('program-details').textContent).toBe('Details of p1');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Participants' }));
    expect(await within(dialog).findByText('Linus Torvalds')).toBeTruthy();
  });

  test('rating: no star until the user chooses, once, and deleting it allows rating again', async () => {
    serveProgram();
    await openProgram();
    const dialog = await openDetail('Opening keynote');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Appreciations' }));
    await within(dialog).findByRole('radio', { name: '5 stars' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([]);
    // Sending without a choice is refused beside the stars, and nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(await within(dialog).findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(calls.find((call) => call.path === 'participant/rateprogram')).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), { target: { value: 'Great' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(await within(dialog).findByTestId('my-rating')).toBeTruthy();
    expect(calls.find((call) => call.path === 'participant/rateprogram')?.body).toEqual({
      programID: 'p1',
      rate: 4,
      comment: 'Great',
    });
    expect(snackbars).toContainEqual({ message: 'Thank you for your rating.', kind: 'success' });
    // Rated: no way to rate again, only to delete.
    expect(within(dialog).queryByRole('button', { name: 'Send rating' })).toBeNull();
    const remove = within(dialog).getByRole('button', { name: 'Delete my rating' });
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(remove);
    expect(await within(dialog).findByRole('button', { name: 'Send rating' })).toBeTruthy();
  });

  test("a reviewer's name opens their profile through the bus", async () => {
    serveProgram();
    await openProgram();
    const dialog = await openDetail('Opening keynote');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Appreciations' }));
    fireEvent.click(await within(dialog).findByRole('radio', { name: '5 stars' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    const reviews = await within(dialog).findByRole('list', { name: 'Appreciations' });
    const opened: string[] = [];
    const listening = bus.on('profile.open').subscribe(({ userId }) => opened.push(userId));
    fireEvent.click(within(reviews).getByRole('button', { name: 'Ada Lovelace' }));
    listening.unsubscribe();
    expect(opened).toEqual(['ada-id']);
  });

  test("the server's field error shows beside the stars", async () => {
    serveProgram(event(), {
      'Participant/RateProgram': () => failed('Please check the marked fields.', { rate: 'This value is not valid.' }),
    });
    await openProgram();
    const dialog = await openDetail('Opening keynote');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Appreciations' }));
    fireEvent.click(await within(dialog).findByRole('radio', { name: '2 stars' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(await within(dialog).findByText('This value is not valid.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    expect(within(dialog).queryByText('This value is not valid.')).toBeNull();
  });

  test('a visitor sees no participants tab, no rating form, no agenda stars', async () => {
    serveProgram(event({ isAttending: false }));
    await openProgram();
    expect(screen.queryByRole('button', { name: /to my agenda/ })).toBeNull();
    const dialog = await openDetail('Opening keynote');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Details', 'Appreciations']);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Appreciations' }));
    expect(await within(dialog).findByText('No appreciations yet.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send rating' })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('participant/getmyagenda');
  });
});

describe('sub-event registration (spec 2 §4)', () => {
  test('open: register, then confirmed', async () => {
    serveProgram();
    await openProgram();
    const dialog = await openDetail('Workshop');
    expect(within(dialog).getByText('Open registration')).toBeTruthy();
    expect(within(dialog).getByText(/Registration may be limited to 30 people/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Your registration is confirmed.', { selector: 'p' })).toBeTruthy();
    const call = calls.find((c) => c.path === 'participant/registertosubevent')!;
    expect(call.body).toEqual({ subEventID: 'ai', questions: [] });
    expect(call.eventId).toBe('summit-id');
  });

  test('a sub-event that asks questions opens them first, and registers with the answers', async () => {
    serveProgram();
    registrationQuestions = [
      question('who', 3, { title: 'Your role', isRequired: true }),
      question('level', 15, {
        title: 'Your level',
        options: [
          { id: 'new', title: 'New to it' },
          { id: 'pro', title: 'Experienced' },
        ],
      }),
    ];
    await openProgram();
    const detail = await openDetail('Workshop');
    fireEvent.click(within(detail).getByRole('button', { name: 'Register' }));
    const form = await screen.findByRole('dialog', { name: 'Register for AI Workshop' });
    expect(calls.filter((c) => c.path === 'registration/getquestions').map((c) => [c.body, c.eventId])).toEqual([
      [{ subEventID: 'ai' }, 'summit-id'],
    ]);
    // The form itself loads on first use.
    fireEvent.click(await within(form).findByRole('button', { name: 'Register' }));
    expect(within(form).getByText('Please answer this question.')).toBeTruthy();
    expect(calls.some((c) => c.path === 'participant/registertosubevent')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Your role/), { target: { value: 'Nobody' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByText('Tell us who you are.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Your role/), { target: { value: 'Engineer' } });
    fireEvent.click(within(form).getByLabelText('Experienced'));
    const submit = within(form).getByRole('button', { name: 'Register' });
    // The button stays busy a moment after the refusal (spec 1 §9), as a person would see.
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register for AI Workshop' })).toBeNull());
    expect(await within(detail).findByText('Your registration is confirmed.', { selector: 'p' })).toBeTruthy();
    expect(calls.filter((c) => c.path === 'participant/registertosubevent').at(-1)!.body).toEqual({
      subEventID: 'ai',
      questions: [
        { id: 'who', answer: 'Engineer' },
        { id: 'level', answer: 'pro' },
      ],
    });
  });

  test('full stock and closed mobile registration offer no button; approval types get a danger badge', async () => {
    serveProgram();
    await openProgram();
    let dialog = await openDetail('Dinner');
    expect(within(dialog).getByText('There are no places left.')).toBeTruthy();
    expect(within(dialog).getByText('Approval required')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Register' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    dialog = await openDetail('Hackathon');
    expect(within(dialog).getByText('Registration is closed.')).toBeTruthy();
    expect(within(dialog).queryByText('Type 1')).toBeNull();
  });
});

test('the personal agenda: stars kept on the server, a filter, and an .ics of exactly the starred items', async () => {
  serveProgram();
  const created: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (created.push(blob), 'blob:agenda'),
    revokeObjectURL: () => undefined,
  });
  // jsdom does not navigate; the file name the browser would save is enough.
  const downloads: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  await openProgram();
  fireEvent.click(screen.getByRole('button', { name: 'Add Opening keynote to my agenda' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add Workshop to my agenda' }));
  await waitFor(() => expect(agenda).toEqual(['p1', 'p4']));
  expect(screen.getByRole('button', { name: 'Remove Workshop from my agenda' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  fireEvent.click(screen.getByRole('checkbox', { name: /My agenda only/ }));
  expect(titles()).toEqual(['Opening keynote', 'Workshop']);

  fireEvent.click(screen.getByRole('button', { name: 'Export my agenda (.ics)' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(downloads).toEqual(['atrium-summit-agenda.ics']);
  click.mockRestore();
  const ics = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(created[0]);
  });
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(ics).toContain('SUMMARY:Opening keynote');
  expect(ics).toContain('SUMMARY:Workshop');
  expect(ics).toContain('DTSTART:20261121T063000Z');
  expect(ics).toContain('LOCATION:Hall B\\, Haliç Congress Center');
  expect(calls.find((call) => call.path === 'explore/listprograms' && call.body.ids)?.body.ids).toEqual(['p1', 'p4']);
});

test('times follow the attendee’s own time zone when chosen', async () => {
  serveProgram();
  await openProgram();
  act(() => {
    fireEvent.click(screen.getByRole('radio', { name: /My time/ }));
  });
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const expected = new Intl.DateTimeFormat('en-GB', {
    timeZone: own,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date('2026-11-21T06:30:00.000Z'));
  expect(within(tiles()[0]).getByText(new RegExp(`^${expected} –`))).toBeTruthy();
});
