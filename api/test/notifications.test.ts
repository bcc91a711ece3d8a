import { randomUUID } from 'node:crypto';
import type { CallName, NewNotificationEvent } from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { addDays, localDate } from '../src/eventScope';
import { DemoEvent, type Headers, type Person } from './demoEvent';
import { closeSockets, listen, openSocket, subscribe } from './sockets';

// Issue 13 (spec 1 §3 Notification and Appointment, §4, §5, §6, §7, §8): notifications and B2B
// appointments, each reaching only the caller's own; the bad input refused with its field and
// nothing stored; invitations reaching the invitee's socket.

const titles = (items: { title: string }[]) => items.map((item) => item.title);

afterEach(closeSockets);

describe.each([sqlite, postgres])('notifications and appointments on $name', (database) => {
  let demo: DemoEvent;
  let api: DemoEvent['api'];
  let demoId: string;
  let acmeId: string;
  let summit: { id: string; timezone: string };
  let tomorrow: string;
  let ada: Person;
  let grace: Person;

  const call = (name: CallName, body: unknown, headers: Headers, language = 'en') =>
    demo.call(name, body, { 'x-application-id': demoId, ...headers }, null, language);
  /** A new attendee of atrium-summit with no notifications or appointments. */
  const newPerson = (fields: Record<string, unknown> = {}) => demo.newPerson(fields, true);

  const form = (userIds: string[], time = '10:00', fields: Record<string, unknown> = {}) => ({
    appointmentId: null,
    eventId: summit.id,
    userIds,
    title: 'Talk',
    venue: 'Lounge',
    duration: 15,
    appointmentDate: tomorrow,
    appointmentTime: time,
    ...fields,
  });
  const create = (owner: Person, userIds: string[], time?: string, fields?: Record<string, unknown>) =>
    call('notification/createappointment', form(userIds, time, fields), owner.headers);
  const groupsOf = async (person: Person) =>
    (await call('Notification/ListAppointments', undefined, person.headers)).body.data;
  const notificationsOf = async (person: Person, language = 'en') =>
    (await call('notification/list', { skip: 0, take: 10 }, person.headers, language)).body.data;
  const unreadOf = async (person: Person) =>
    (await call('account/get', undefined, person.headers)).body.data.unreadNotifications as number;
  const slotsOf = async (person: Person, userIds: string[], day = tomorrow, duration = 15) =>
    (
      await call(
        'notification/getavailabletimes',
        { eventId: summit.id, userIds, duration, appointmentDate: day },
        person.headers,
      )
    ).body;
  const stored = async () => Number((await api.db('appointments').count({ n: '*' }).first())!.n);

  beforeAll(async () => {
    demo = await DemoEvent.open(database);
    ({ api, demoId, acmeId } = demo);
    summit = await api.db('events').where({ id: demo.summitId }).first('id', 'timezone');
    tomorrow = addDays(localDate(new Date(), summit.timezone), 1);
    ada = await demo.person('ada@demo.test');
    grace = await demo.person('grace@acme.test', acmeId);
  });

  afterAll(async () => {
    await demo?.close();
  });

  test("the seed gives Ada notifications of each kind, newest first, 3 unread, in the reader's language", async () => {
    const { items, totalCount } = await notificationsOf(ada);
    expect(totalCount).toBe(5);
    expect(titles(items)).toEqual([
      'Atrium Summit',
      'Appointment request',
      'New contact',
      'Appointment accepted',
      'Appointment declined',
    ]);
    expect(items.map((item: { isRead: boolean }) => item.isRead)).toEqual([false, false, false, true, true]);
    const linus = await api.db('users').where({ email: 'linus@demo.test' }).first('id');
    expect(items[2]).toMatchObject({
      details: 'Linus Torvalds added you to their contacts.',
      relatedUser: { id: linus.id, title: 'Linus Torvalds' },
      relatedEvent: null,
    });
    expect(items[1].relatedEvent).toMatchObject({ id: summit.id, slug: 'atrium-summit' });
    expect(await unreadOf(ada)).toBe(3);
    expect(titles((await notificationsOf(ada, 'tr')).items)[2]).toBe('Yeni kişi');
  });

  test('the seed gives Ada appointments in every state, grouped and sorted by start', async () => {
    const groups = await groupsOf(ada);
    expect(titles(groups.pending)).toEqual(['Coffee about thinking machines']);
    expect(titles(groups.coming)).toEqual(['Kernels and engines', 'Engine demo', 'Reliability paper review']);
    expect(titles(groups.past)).toEqual(['Welcome coffee', 'Cryptography chat']);
    const engineDemo = groups.coming[1];
    expect(engineDemo.ownerId).toBe(ada.id);
    expect(engineDemo.users.map((user: { fullName: string; status: number }) => [user.fullName, user.status])).toEqual([
      ['Ada Lovelace', 1],
      ['Edsger Dijkstra', 0],
      ['Hedy Lamarr', 2],
    ]);
    expect(new Date(engineDemo.appointmentEndDate).getTime() - new Date(engineDemo.appointmentDate).getTime()).toBe(
      15 * 60_000,
    );
  });

  test("one brand never sees another's; another user's id is Data not found.", async () => {
    expect(titles((await notificationsOf(grace)).items)).toEqual(['New contact']);
    expect(await unreadOf(grace)).toBe(1);
    const graceGroups = await groupsOf(grace);
    expect(titles(graceGroups.pending.concat(graceGroups.coming, graceGroups.past))).toEqual(['Rocket skates fitting']);

    const adaNotification = (await notificationsOf(ada)).items[0].id;
    const graceAppointment = graceGroups.coming[0].id;
    const linus = await demo.person('linus@demo.test');
    for (const [name, id, who] of [
      ['notification/read', adaNotification, grace],
      ['notification/delete', adaNotification, linus],
      ['notification/read', adaNotification, linus],
      ['notification/approveappointment', graceAppointment, ada],
      ['notification/rejectappointment', graceAppointment, ada],
      ['notification/removeappointment', graceAppointment, ada],
      ['notification/read', randomUUID(), ada],
    ] as [CallName, string, Person][]) {
      const answer = await call(name, { id }, who.headers);
      expect([name, answer.status, answer.body.message]).toEqual([name, 404, 'Data not found.']);
    }
    expect((await notificationsOf(ada)).items[0].isRead).toBe(false);
    expect(await unreadOf(ada)).toBe(3);
  });

  test('following someone notifies them once; read, read all, delete and delete all bring the count to 0', async () => {
    const [one, two, three, four] = [await newPerson(), await newPerson(), await newPerson(), await newPerson()];
    for (const follower of [one, two, three]) {
      await call('profile/changefollow', { userID: four.id, follow: true }, follower.headers);
    }
    await call('profile/changefollow', { userID: four.id, follow: true }, one.headers);
    const { items, totalCount } = await notificationsOf(four);
    expect(totalCount).toBe(3);
    expect(items[0]).toMatchObject({ title: 'New contact', isRead: false, relatedUser: { id: three.id } });
    expect(await unreadOf(four)).toBe(3);

    expect((await call('notification/read', { id: items[0].id }, four.headers)).status).toBe(200);
    expect(await unreadOf(four)).toBe(2);
    expect((await notificationsOf(four)).items[0].isRead).toBe(true);
    expect((await call('notification/delete', { id: items[1].id }, four.headers)).status).toBe(200);
    expect((await notificationsOf(four)).totalCount).toBe(2);
    expect(await unreadOf(four)).toBe(1);

    expect((await call('notification/readall', undefined, four.headers)).body).toMatchObject({ hasError: false });
    expect(await unreadOf(four)).toBe(0);
    await call('profile/changefollow', { userID: four.id, follow: false }, two.headers);
    await call('profile/changefollow', { userID: four.id, follow: true }, two.headers);
    expect(await unreadOf(four)).toBe(1);
    expect((await call('notification/deleteall', undefined, four.headers)).body).toMatchObject({ hasError: false });
    expect(await unreadOf(four)).toBe(0);
    expect(await notificationsOf(four)).toEqual({ items: [], totalCount: 0 });
    // Ada's are untouched.
    expect(await unreadOf(ada)).toBe(3);
  });

  test('the switches: people notifications off stops contact news, event notifications off appointment news', async () => {
    const quiet = await newPerson({ people_notifications: false, event_notifications: false });
    const other = await newPerson();
    await call('profile/changefollow', { userID: quiet.id, follow: true }, other.headers);
    expect((await create(other, [quiet.id], '09:00')).status).toBe(200);
    expect((await notificationsOf(quiet)).totalCount).toBe(0);
  });

  test('createappointment refuses bad input with the field and the spec’s message, storing nothing', async () => {
    const [owner, guest] = [await newPerson(), await newPerson()];
    const dennis = await api.db('users').where({ email: 'dennis@demo.test' }).first('id');
    const graceId = grace.id;
    const expo = await api.db('events').where({ slug: 'future-expo' }).first('id');
    const finished = randomUUID();
    await api.db('events').insert({
      id: finished,
      application_id: demoId,
      slug: `finished-${finished}`,
      title: 'Finished',
      start_date: new Date(Date.now() - 3 * 86_400_000),
      end_date: new Date(Date.now() - 86_400_000),
      timezone: 'Europe/Istanbul',
      type: 'online',
      created_at: new Date(),
    });
    await api.db('event_details').insert({
      event_id: finished,
      organizator: '{}',
      social_media: '{}',
      b2b_networking_enabled: true,
      b2b_networking_interval: 15,
    });
    await api
      .db('event_attendees')
      .insert([owner, guest].map((person) => ({ event_id: finished, user_id: person.id, created_at: new Date() })));
    await api.db('event_attendees').insert({ event_id: expo.id, user_id: owner.id, created_at: new Date() });
    expect((await create(owner, [guest.id], '12:00')).status).toBe(200);
    const before = await stored();

    const cases: [Record<string, unknown>, string, string][] = [
      [{ userIds: [] }, 'userIds', 'Please choose at least one attendee.'],
      [{ userIds: [owner.id] }, 'userIds', 'You can not add participant.'],
      [{ userIds: [dennis.id] }, 'userIds', 'You can not add participant.'],
      [{ userIds: [graceId] }, 'userIds', 'You can not add participant.'],
      [{ appointmentDate: addDays(tomorrow, 10) }, 'appointmentDate', 'Choose a day of the event.'],
      [{ appointmentDate: '2025-02-30' }, 'appointmentDate', 'Choose a day of the event.'],
      [{ appointmentTime: '12:00' }, 'appointmentTime', 'Appoinment time is full'],
      [{ appointmentTime: '12:10' }, 'appointmentTime', 'Appoinment time is full'],
      [{ appointmentTime: '07:00' }, 'appointmentTime', "Choose a time within the event's hours."],
      [{ appointmentTime: '17:50' }, 'appointmentTime', "Choose a time within the event's hours."],
      [{ appointmentDate: addDays(tomorrow, -2) }, 'appointmentTime', 'This time has already passed.'],
      [{ eventId: expo.id }, 'eventId', 'You can not select event.'],
      [{ eventId: randomUUID() }, 'eventId', 'You can not select event.'],
      [{ eventId: finished }, 'eventId', 'The event has finished. You cannot arrange any appointments.'],
      [{ title: '   ' }, 'title', 'This field is required.'],
      [
        { appointmentId: randomUUID() },
        'appointmentId',
        'An appointment cannot be changed; remove it and make a new one.',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await call('notification/createappointment', form([guest.id], '13:00', fields), owner.headers);
      expect([fields, answer.status, answer.body.validationErrors]).toEqual([fields, 400, { [field]: message }]);
    }
    // A person busy then is busy for anyone who invites them.
    const third = await newPerson();
    expect((await create(third, [guest.id], '12:00')).body.validationErrors).toEqual({
      appointmentTime: 'Appoinment time is full',
    });
    expect(await stored()).toBe(before);
  });

  test('approve only while pending, reject while pending or coming, remove only by the owner; each tells the other side', async () => {
    const [owner, one, two, stranger] = [await newPerson(), await newPerson(), await newPerson(), await newPerson()];
    const made = await create(owner, [one.id, two.id], '15:00');
    expect(made.status).toBe(200);
    const { id } = made.body.data;
    expect(made.body.data.users.map((user: { id: string; status: number }) => [user.id, user.status]).sort()).toEqual(
      [
        [owner.id, 1],
        [one.id, 0],
        [two.id, 0],
      ].sort(),
    );
    expect(titles((await groupsOf(one)).pending)).toEqual(['Talk']);
    expect(titles((await groupsOf(owner)).coming)).toEqual(['Talk']);

    const answer = (name: CallName, who: Person) => call(name, { id }, who.headers);
    expect((await answer('notification/approveappointment', stranger)).status).toBe(404);
    expect((await answer('notification/approveappointment', owner)).body.message).toBe(
      'You have already answered this appointment.',
    );
    expect((await answer('notification/approveappointment', one)).status).toBe(200);
    expect(titles((await groupsOf(one)).coming)).toEqual(['Talk']);
    expect((await answer('notification/approveappointment', one)).body.message).toBe(
      'You have already answered this appointment.',
    );
    expect((await answer('notification/rejectappointment', one)).status).toBe(200);
    expect(titles((await groupsOf(one)).past)).toEqual(['Talk']);
    // Two has not answered yet: the owner's appointment is still coming.
    expect(titles((await groupsOf(owner)).coming)).toEqual(['Talk']);
    expect((await answer('notification/rejectappointment', one)).status).toBe(400);
    expect((await answer('notification/approveappointment', one)).status).toBe(400);
    expect((await answer('notification/rejectappointment', owner)).body.message).toBe(
      'You made this appointment; remove it instead.',
    );
    expect(titles((await notificationsOf(owner)).items)).toEqual(['Appointment declined', 'Appointment accepted']);

    expect((await answer('notification/removeappointment', two)).status).toBe(403);
    expect((await answer('notification/removeappointment', two)).body.message).toBe(
      'Only the person who made this appointment can remove it.',
    );
    expect((await answer('notification/removeappointment', owner)).status).toBe(200);
    for (const person of [owner, one, two]) {
      const groups = await groupsOf(person);
      expect(groups.pending.length + groups.coming.length + groups.past.length).toBe(0);
    }
    // The pending invitee hears of it; the one who declined does not.
    expect(titles((await notificationsOf(two)).items)).toEqual(['Appointment cancelled', 'Appointment request']);
    expect(titles((await notificationsOf(one)).items)).toEqual(['Appointment request']);
    expect((await answer('notification/removeappointment', owner)).status).toBe(404);
  });

  test("a one-to-one appointment whose only invitee declined leaves the owner's coming for past", async () => {
    const [owner, guest] = [await newPerson(), await newPerson()];
    const { id } = (await create(owner, [guest.id], '16:00')).body.data;
    expect(titles((await groupsOf(owner)).coming)).toEqual(['Talk']);
    expect((await call('notification/rejectappointment', { id }, guest.headers)).status).toBe(200);
    const groups = await groupsOf(owner);
    expect(titles(groups.coming)).toEqual([]);
    expect(titles(groups.past)).toEqual(['Talk']);
  });

  test("available times: the event's hours in its interval, taken where any of the people is busy, past ones not", async () => {
    const [owner, guest, other] = [await newPerson(), await newPerson(), await newPerson()];
    // The event sets 15 minutes; a request for 60 gets its 15-minute slots.
    const slots = (await slotsOf(owner, [guest.id], tomorrow, 60)).data;
    expect(slots).toHaveLength(36);
    expect(slots[0]).toEqual({ title: '09:00', isAvailable: true });
    expect(slots[35]).toEqual({ title: '17:45', isAvailable: true });

    expect((await create(owner, [guest.id], '10:00', { duration: 60 })).body.data).toMatchObject({
      appointmentDate: expect.any(String),
    });
    const taken = (list: { title: string; isAvailable: boolean }[]) =>
      list.filter((slot) => !slot.isAvailable).map((slot) => slot.title);
    expect(taken((await slotsOf(owner, [other.id])).data)).toEqual(['10:00']);
    expect(taken((await slotsOf(other, [guest.id])).data)).toEqual(['10:00']);
    expect(taken((await slotsOf(other, [ada.id])).data)).toEqual(['10:00', '11:00', '14:00']);
    // A rejected invitation frees the time of the one who rejected it.
    const { id } = (await groupsOf(guest)).pending[0];
    await call('notification/rejectappointment', { id }, guest.headers);
    expect(taken((await slotsOf(other, [guest.id])).data)).toEqual([]);
    // Yesterday was a day of the event, all of it past.
    const yesterday = (await slotsOf(owner, [other.id], addDays(tomorrow, -2))).data;
    expect(yesterday.length).toBe(36);
    expect(taken(yesterday)).toHaveLength(36);

    expect((await slotsOf(owner, [])).validationErrors).toHaveProperty('userIds');
    expect((await slotsOf(owner, [grace.id])).validationErrors).toEqual({ userIds: 'You can not add participant.' });
    expect((await slotsOf(owner, [other.id], addDays(tomorrow, 5))).validationErrors).toEqual({
      appointmentDate: 'Choose a day of the event.',
    });
  });

  test('an invitation reaches the invitee’s socket as newNotification, in their language', async () => {
    const url = await listen(api);
    const [owner, guest] = [await newPerson({ first_name: 'Owner' }), await newPerson({ language_code: 'tr' })];
    const socket = await openSocket(url, guest.token);
    expect(await subscribe(socket, `private-${guest.id}`)).toEqual({ ok: true });
    const received = new Promise<NewNotificationEvent>((resolve) => socket.once('newNotification', resolve));
    expect((await create(owner, [guest.id], '16:00', { title: 'Kahve' })).status).toBe(200);
    const event = await received;
    expect(event).toMatchObject({
      Id: expect.any(String),
      Title: 'Randevu isteği',
      Details: expect.stringContaining('"Kahve"'),
      IsRead: false,
      RelatedUser: { Id: owner.id, Title: expect.stringContaining('Owner') },
      RelatedEvent: { Id: summit.id, Slug: 'atrium-summit' },
    });
    // The day in the reader's words ('25 Kasım 2026 Çarşamba 16:00'), not the stored ISO date.
    const [year, , day] = tomorrow.split('-');
    expect(event.Details).toMatch(
      new RegExp(`^Owner .* sizi ${Number(day)} \\p{L}+ ${year} \\p{L}+ 16:00 tarihindeki "Kahve"`, 'u'),
    );
    expect(event.Details).not.toContain(tomorrow);
    expect((await notificationsOf(guest)).items[0].id).toBe(event.Id);
    expect(await unreadOf(guest)).toBe(1);
  });
});
