import { bus, i18n, ThemeRoot } from '@atrium/shared';
import type { Appointment, AppointmentGroups, User } from '@atrium/shared/contract';
import { failed, ok, restoreFetch, sentTo, serve, signInAs, type Call } from '@atrium/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import '../../i18n/appointments';
import { AppointmentsTab } from './AppointmentsTab';

// The Appointments tab (spec 1 §2 Dialogs 4, §4, §6, §9) against a fake api.

const ada = { id: 'ada', blockedUserIds: [] } as unknown as User;
type Person = Appointment['users'][number];
const person = (id: string, status: Person['status'], fullName = `Person ${id}`): Person => ({
  id,
  fullName,
  image: null,
  status,
});

const appointment = (id: string, extra: Partial<Appointment> = {}): Appointment => ({
  id,
  title: `Meeting ${id}`,
  ownerId: 'linus',
  eventId: 'summit',
  appointmentDate: '2026-11-24T09:00:00.000Z',
  appointmentEndDate: '2026-11-24T09:30:00.000Z',
  venue: 'Hall B, table 4',
  users: [person('linus', 1, 'Linus Torvalds'), person('ada', 0, 'Ada Lovelace')],
  ...extra,
});

const groups = (extra: Partial<AppointmentGroups> = {}): AppointmentGroups => ({
  pending: [appointment('invited')],
  coming: [
    appointment('accepted', { users: [person('linus', 1), person('ada', 1)] }),
    appointment('mine', { ownerId: 'ada', users: [person('ada', 1), person('linus', 0)] }),
  ],
  past: [
    appointment('declined', { users: [person('linus', 1), person('ada', 2)] }),
    appointment('held', { users: [person('linus', 1), person('ada', 1)] }),
  ],
  ...extra,
});

const summit = { id: 'summit', title: 'Atrium Summit', timezone: 'Europe/Istanbul' };

let calls: Call[];
const card = (title: string) => screen.getByRole('article', { name: title });
const buttonsOf = (title: string) =>
  within(card(title))
    .queryAllByRole('button')
    .map((button) => button.textContent);

function show() {
  render(
    <ThemeRoot>
      <AppointmentsTab />
    </ThemeRoot>,
  );
}

jest.setTimeout(20_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  signInAs(ada);
});
afterEach(restoreFetch);

test('coming, pending and past, each card with the buttons the caller may use', async () => {
  calls = serve({ 'Notification/ListAppointments': () => ok(groups()), 'Explore/GetEvent': () => ok(summit) });
  show();
  await screen.findByRole('article', { name: 'Meeting invited' });
  const sections = screen.getAllByRole('region').map((section) => section.getAttribute('aria-labelledby'));
  expect(sections).toEqual(['appointments-coming', 'appointments-pending', 'appointments-past']);

  // Own status 0: approve and reject; not the owner: no remove.
  expect(buttonsOf('Meeting invited')).toEqual(['Approve', 'Reject']);
  // Accepted and coming: reject, and the calendar file (issue 13 item 8).
  expect(buttonsOf('Meeting accepted')).toEqual(['Reject', 'Add to calendar']);
  // The owner removes; she does not answer her own invitation.
  expect(buttonsOf('Meeting mine')).toEqual(['Add to calendar', 'Remove']);
  // Past: nothing to do.
  expect(buttonsOf('Meeting declined')).toEqual([]);
  expect(buttonsOf('Meeting held')).toEqual([]);

  // A past one the caller rejected is red; one she attended is not.
  expect(card('Meeting declined').getAttribute('data-rejected')).toBe('true');
  expect(within(card('Meeting declined')).getByText('You rejected this appointment.')).toBeTruthy();
  expect(card('Meeting held').hasAttribute('data-rejected')).toBe(false);
  expect(getComputedStyle(card('Meeting declined')).background).not.toBe(
    getComputedStyle(card('Meeting held')).background,
  );

  const invited = within(card('Meeting invited'));
  expect(invited.getByText('Hall B, table 4')).toBeTruthy();
  expect(await invited.findByText('Atrium Summit')).toBeTruthy();
  expect(invited.getByRole('list', { name: 'Attendees' }).textContent).toBe(
    'Linus Torvalds (organiser): AcceptedYou: Pending',
  );
  expect(calls.filter((call) => call.path === 'explore/getevent')).toHaveLength(1);
});

test('the summary shows up to 3 avatars and +N for the rest (spec 1 §9)', async () => {
  const many = ['linus', 'grace', 'ken', 'ada', 'barbara'].map((id) => person(id, 1));
  calls = serve({
    'Notification/ListAppointments': () => ok(groups({ coming: [appointment('big', { users: many })] })),
    'Explore/GetEvent': () => ok(summit),
  });
  show();
  const big = await screen.findByRole('article', { name: 'Meeting big' });
  expect(within(big).getAllByRole('img', { hidden: true })).toHaveLength(3);
  expect(within(big).getByText('+2')).toBeTruthy();
});

test('approving sends the id and reloads the list, which moves the card to coming', async () => {
  let answered = false;
  calls = serve({
    'Notification/ListAppointments': () =>
      ok(
        answered
          ? groups({ pending: [], coming: [appointment('invited', { users: [person('linus', 1), person('ada', 1)] })] })
          : groups(),
      ),
    'Explore/GetEvent': () => ok(summit),
    'notification/approveappointment': () => {
      answered = true;
      return ok(null);
    },
  });
  const snacks: string[] = [];
  const sub = bus.on('snackbar.show').subscribe(({ message }) => snacks.push(message));
  show();
  fireEvent.click(await within(await screen.findByRole('article', { name: 'Meeting invited' })).findByText('Approve'));
  await waitFor(() => expect(buttonsOf('Meeting invited')).toEqual(['Reject', 'Add to calendar']));
  expect(sentTo(calls, 'notification/approveappointment')).toEqual([{ id: 'invited' }]);
  expect(calls.filter((call) => call.path === 'notification/listappointments')).toHaveLength(2);
  expect(screen.getByRole('region', { name: /Pending/ }).textContent).toContain('No invitation waits for your answer.');
  expect(snacks).toEqual(['Appointment approved.']);
  sub.unsubscribe();
});

test('remove asks first; Cancel keeps it, Remove removes it; a refusal shows the server message', async () => {
  let refuse = false;
  calls = serve({
    'Notification/ListAppointments': () => ok(groups()),
    'Explore/GetEvent': () => ok(summit),
    'notification/removeappointment': () => (refuse ? failed('Only the owner may remove it.') : ok(null)),
  });
  const snacks: string[] = [];
  const sub = bus.on('snackbar.show').subscribe(({ message }) => snacks.push(message));
  show();
  fireEvent.click(await within(await screen.findByRole('article', { name: 'Meeting mine' })).findByText('Remove'));
  const ask = screen.getByRole('dialog', { name: 'Remove the appointment?' });
  expect(ask.textContent).toContain('“Meeting mine” will be removed for everyone invited.');
  fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sentTo(calls, 'notification/removeappointment')).toEqual([]);

  refuse = true;
  fireEvent.click(within(card('Meeting mine')).getByText('Remove'));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(snacks).toEqual(['Only the owner may remove it.']));

  refuse = false;
  fireEvent.click(within(card('Meeting mine')).getByText('Remove'));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(snacks).toEqual(['Only the owner may remove it.', 'Appointment removed.']));
  expect(sentTo(calls, 'notification/removeappointment')).toEqual([{ id: 'mine' }, { id: 'mine' }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  sub.unsubscribe();
});

test('empty, and an error with a retry; in Turkish too', async () => {
  let fail = true;
  calls = serve({
    'Notification/ListAppointments': () =>
      fail ? failed('Server down', null, 500) : ok({ pending: [], coming: [], past: [] }),
  });
  show();
  expect((await screen.findByRole('alert')).textContent).toContain('Server down');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/You have no appointments yet/)).toBeTruthy();
  await act(() => i18n.changeLanguage('tr'));
  expect(screen.getByText(/Henüz randevunuz yok/)).toBeTruthy();
});

test('Add to calendar saves an .ics of the appointment in UTC, with everyone and their answers', async () => {
  calls = serve({ 'Notification/ListAppointments': () => ok(groups()), 'Explore/GetEvent': () => ok(summit) });
  const saved: Blob[] = [];
  Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:ics'), revokeObjectURL: () => {} });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('Meeting-accepted.ics');
  });
  show();
  const snackbars: string[] = [];
  const heard = bus.on('snackbar.show').subscribe(({ message }) => snackbars.push(message));
  const accepted = await screen.findByRole('article', { name: 'Meeting accepted' });
  await within(accepted).findByText('Atrium Summit');
  fireEvent.click(within(accepted).getByRole('button', { name: 'Add to calendar' }));
  await waitFor(() => expect([click.mock.calls.length, snackbars]).toEqual([1, []]));
  heard.unsubscribe();
  // jsdom's Blob has no text(); a FileReader reads it as a browser would.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(saved[0]);
  });
  const ics = text.replace(/\r\n /g, '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('UID:accepted@atrium');
  expect(ics).toContain('SUMMARY:Meeting accepted');
  expect(ics).toContain('DTSTART:20261124T090000Z');
  expect(ics).toContain('DTEND:20261124T093000Z');
  expect(ics).toContain('LOCATION:Hall B\\, table 4');
  expect(ics).toContain('DESCRIPTION:Atrium Summit\\nPerson linus\\, Person ada');
  click.mockRestore();
});
