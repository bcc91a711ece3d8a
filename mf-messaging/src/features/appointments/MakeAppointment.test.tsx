import { bus, i18n, ThemeRoot } from '@atrium/shared';
import type { Event, Participant, User } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, sentTo, serve, signInAs, type Call } from '@atrium/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import '../../i18n/appointments';
import { dayIn } from './dates';
import { MakeAppointment } from './MakeAppointment';

// The make-appointment dialog (spec 1 §2 Dialogs 5, §5, §7, §8, §9) against a fake api.

const ada = { id: 'ada', blockedUserIds: [] } as unknown as User;
const HOUR = 3_600_000;

const participant = (userID: string, fullName: string): Participant => ({
  id: `p-${userID}`,
  userID,
  firstName: fullName.split(' ')[0],
  lastName: fullName.split(' ')[1],
  fullName,
  title: 'Engineer',
  image: null,
  group: null,
});
const people = [
  participant('ada', 'Ada Lovelace'),
  participant('linus', 'Linus Torvalds'),
  participant('grace', 'Grace Hopper'),
];

/** A running event of three days in UTC, so its days are plain to count. */
const summit = (settings: Partial<Event['settings']> = {}, extra: Partial<Event> = {}) =>
  ({
    id: 'summit',
    title: 'Atrium Summit',
    timezone: 'UTC',
    startDate: new Date(Date.now() - HOUR).toISOString(),
    endDate: new Date(Date.now() + 48 * HOUR).toISOString(),
    settings: { isB2BNetworkingEnabled: true, b2BNetworkingInterval: 15, ...settings },
    ...extra,
  }) as Event;

const slots = [
  { title: '10:00', isAvailable: false },
  { title: '10:15', isAvailable: true },
  { title: '10:30', isAvailable: true },
];

let calls: Call[];
const stops: (() => void)[] = [];
function heard<K extends 'snackbar.show' | 'appointment.made'>(name: K) {
  const events: unknown[] = [];
  const sub = bus.on(name).subscribe((payload) => events.push(payload));
  stops.push(() => sub.unsubscribe());
  return events;
}

function show(userIds = ['linus']) {
  render(
    <ThemeRoot>
      <MakeAppointment eventId="summit" userIds={userIds} />
    </ThemeRoot>,
  );
}

const today = () => dayIn(Date.now(), 'UTC');
const slot = (time: string) => screen.getByRole('radio', { name: time });
/** Sends once the button is no longer busy from the last try (spec 1 §9: at least 500 ms). */
async function send() {
  const button = screen.getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

jest.setTimeout(20_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(ada);
});
afterEach(() => {
  restoreFetch();
  stops.splice(0).forEach((stop) => stop());
});

test('attendees from the event, its days, the fixed B2B duration and the free slots, then the appointment', async () => {
  calls = serve({
    'Explore/GetEvent': () => ok(summit()),
    'Participant/GetParticipants': () => ok({ items: people, totalCount: 3 }),
    'notification/getavailabletimes': () => ok(slots),
    'notification/createappointment': (body) => ok({ id: 'new-1', ...body }, 'Appointment created.'),
  });
  const snacks = heard('snackbar.show');
  const made = heard('appointment.made');
  show();

  // The profile's person is chosen; the caller is never offered.
  const chosen = await screen.findByRole('list', { name: 'Chosen attendees' });
  expect(within(chosen).getByText('Linus Torvalds')).toBeTruthy();
  const options = screen.getByRole('list', { name: 'Participants' });
  expect(within(options).queryByText('Ada Lovelace')).toBeNull();
  expect((within(options).getByRole('checkbox', { name: /Linus Torvalds/ }) as HTMLInputElement).checked).toBe(true);
  const everyone = calls.find((call) => call.path === 'participant/getparticipants')!;
  expect(everyone.body).toEqual({ skip: 0, take: 10000 });
  expect(everyone.eventId).toBe('summit');

  // From today (the event has begun) to its last day.
  const date = screen.getByLabelText('Date') as HTMLInputElement;
  expect([date.min, date.value, date.max]).toEqual([today(), today(), dayIn(Date.now() + 48 * HOUR, 'UTC')]);
  expect(screen.getByText('Duration: 15 minutes, set by the event.')).toBeTruthy();
  expect(screen.queryByRole('radio', { name: '30 min' })).toBeNull();

  await screen.findByRole('radio', { name: '10:15' });
  expect(sentTo(calls, 'notification/getavailabletimes')).toEqual([
    { eventId: 'summit', userIds: ['linus'], duration: 15, appointmentDate: today() },
  ]);
  // A taken slot cannot be chosen.
  expect((slot('10:00') as HTMLInputElement).disabled).toBe(true);
  fireEvent.click(slot('10:15'));
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Coffee and kernels ' } });
  fireEvent.change(screen.getByLabelText('Venue'), { target: { value: '' } });
  await send();

  await waitFor(() => expect(made).toEqual([{ appointmentId: 'new-1', eventId: 'summit' }]));
  expect(sentTo(calls, 'notification/createappointment')).toEqual([
    {
      appointmentId: null,
      eventId: 'summit',
      userIds: ['linus'],
      title: 'Coffee and kernels',
      venue: null,
      duration: 15,
      appointmentDate: today(),
      appointmentTime: '10:15',
    },
  ]);
  expect(snacks).toEqual([{ message: 'Appointment created.', kind: 'success' }]);
});

test('nothing is sent without an attendee, a title or a slot; each error shows beside its field', async () => {
  calls = serve({
    'Explore/GetEvent': () => ok(summit()),
    'Participant/GetParticipants': () => ok({ items: people, totalCount: 3 }),
    'notification/getavailabletimes': () => ok(slots),
    'notification/createappointment': () =>
      failed('Appoinment time is full', { appointmentTime: 'Appoinment time is full' }),
  });
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Remove Linus Torvalds' }));
  expect(screen.getByText('Choose an attendee to see the free times.')).toBeTruthy();
  await send();
  const attendees = screen.getByRole('group', { name: 'Attendees' });
  expect(await within(attendees).findByText('Please choose at least one attendee.')).toBeTruthy();
  expect(attendees.getAttribute('aria-invalid')).toBe('true');

  // No day: the spec's words under the date.
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
  await send();
  expect(await screen.findByText('You should choose a date')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: today() } });
  expect(screen.queryByText('You should choose a date')).toBeNull();

  // Searching finds Grace; ticking her clears the error and asks for her free times.
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search participants' }), { target: { value: 'grace' } });
  expect(within(screen.getByRole('list', { name: 'Participants' })).getAllByRole('listitem')).toHaveLength(1);
  fireEvent.click(screen.getByRole('checkbox', { name: /Grace Hopper/ }));
  expect(within(attendees).queryByText('Please choose at least one attendee.')).toBeNull();
  await screen.findByRole('radio', { name: '10:30' });
  await send();
  expect(await screen.findByText('Please select an appointment first')).toBeTruthy();

  fireEvent.click(slot('10:30'));
  expect(screen.queryByText('Please select an appointment first')).toBeNull();
  await send();
  expect(await screen.findByText('This field is required.')).toBeTruthy();
  expect(sentTo(calls, 'notification/createappointment')).toEqual([]);

  // The server's field error lands beside the slots.
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Compilers' } });
  await send();
  const times = await screen.findByRole('group', { name: /^Time/ });
  expect(await within(times).findByText('Appoinment time is full')).toBeTruthy();
  expect(sentTo(calls, 'notification/createappointment')).toHaveLength(1);
});

test('without a B2B interval the duration is chosen from the list; a change asks again and clears the slot', async () => {
  calls = serve({
    'Explore/GetEvent': () => ok(summit({ b2BNetworkingInterval: 0 })),
    'Participant/GetParticipants': () => ok({ items: people, totalCount: 3 }),
    'notification/getavailabletimes': (body) =>
      ok(body.duration === 60 ? slots.map((s) => ({ ...s, isAvailable: false })) : slots),
  });
  show();
  const durations = await screen.findByRole('group', { name: 'Duration' });
  expect(
    within(durations)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['5', '10', '15', '30', '45', '60', '75', '90', '105', '120']);
  expect((within(durations).getByRole('radio', { name: '30 min' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(await screen.findByRole('radio', { name: '10:15' }));
  expect((slot('10:15') as HTMLInputElement).checked).toBe(true);

  fireEvent.click(within(durations).getByRole('radio', { name: '60 min' }));
  await waitFor(() =>
    expect(sentTo(calls, 'notification/getavailabletimes').map((body) => body.duration)).toEqual([30, 60]),
  );
  // Every slot of an hour is taken that day.
  expect(await screen.findByText('Appointment time is full')).toBeTruthy();
  expect((slot('10:15') as HTMLInputElement).checked).toBe(false);
  expect((slot('10:15') as HTMLInputElement).disabled).toBe(true);
});

test('a finished event or one without B2B networking offers no form; in Turkish too', async () => {
  calls = serve({
    'Explore/GetEvent': () => ok(summit({}, { endDate: new Date(Date.now() - HOUR).toISOString() })),
  });
  show();
  expect(await screen.findByText('The event has finished. You cannot arrange any appointments.')).toBeTruthy();
  expect(calls.map((call) => call.path)).toEqual(['explore/getevent']);
  await act(() => i18n.changeLanguage('tr'));
  expect(screen.getByText('Etkinlik sona erdi. Randevu oluşturamazsınız.')).toBeTruthy();
  restoreFetch();

  calls = serve({ 'Explore/GetEvent': () => ok(summit({ isB2BNetworkingEnabled: false })) });
  show();
  expect(await screen.findByText('Bu etkinlikte randevu alınamıyor.')).toBeTruthy();
});
