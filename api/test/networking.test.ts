import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import {
  channel as channelOf,
  type CallName,
  type ChannelEvents,
  type NetworkingRoom,
  type NetworkRequest,
  type NetworkRequestAck,
} from '@atrium/shared/contract';
import { postgres, sqlite } from '@atrium/shared/server/testing';
import { createNetworkingAccess } from '../src/modules/networking';
import { DemoEvent, fieldsOf, NOT_FOUND, type Headers, type Person } from './demoEvent';
import { closeSockets, listen, openSocket, subscribe } from './sockets';

// Issue 17: networking rooms' api (spec 2 §2.21-2.22, §3 Networking room, §6, §7.4, §7.6, §8),
// seats as the signalling's room access, and network requests (spec 1 §5, §7 Real-time), on the
// seeded summit.

const NOT_ATTENDING = 'Only attendees of this event can do this.';
const ROOM_FULL = 'there is no space in networking rooms, try later';
const INVITE_ROOM_FULL = 'This room is full so the invite cannot be sent';
const TITLES_IN_ORDER = ['Coffee corner', 'Open lounge', 'Mentoring table'];
/**
 * Long enough that the api's own seats never expire during a suite, and its own sweeper is off: the
 * access tests make their own accesses (other instances, as far as the seats are concerned).
 */
const API_GRACE_MS = 60 * 60 * 1000;

const failure = (message: string) => ({ hasError: true, message, data: null, validationErrors: null });
const waitFor = async (check: () => Promise<boolean>, timeoutMs = 5000) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each([sqlite, postgres])('networking rooms on $name', (database) => {
  let demo: DemoEvent;
  let summitId: string;
  let url: string;
  let ada: Person;
  let linus: Person;
  let alan: Person;
  let katherine: Person;
  let dennis: Person;
  let grace: Person;
  const rooms: Record<string, NetworkingRoom> = {};

  const call = (
    name: CallName,
    body: unknown,
    headers: Headers,
    eventId: string | null = summitId,
    language?: string,
  ) => demo.call(name, body, headers, eventId, language);
  const list = async (body: object = {}, headers: Headers = ada.headers) => {
    const { status, body: answer } = await call('LiveEvent/ListNetworkingAreas', body, headers);
    expect(status).toBe(200);
    return answer.data as { items: NetworkingRoom[]; totalCount: number };
  };
  const join = (roomId: string, who: Person) => call('LiveEvent/JoinNetworkingArea', { roomId }, who.headers);
  const get = async (id: string) => (await call('LiveEvent/GetNetworkingArea', { id }, ada.headers)).body.data;
  const seatedIn = async (roomId: string) =>
    (await get(roomId)).users.map((user: { id: string }) => user.id).sort() as string[];
  const sorted = (...people: Person[]) => people.map((person) => person.id).sort();
  const newRoom = async (fields: Record<string, unknown> = {}) => {
    const id = randomUUID();
    const now = new Date();
    await demo.api.db('networking_rooms').insert({
      id,
      event_id: summitId,
      title: `Room ${id.slice(0, 8)}`,
      people_count: 1,
      order_no: 100,
      created_at: now,
      updated_at: now,
      ...fields,
    });
    return id;
  };

  beforeAll(async () => {
    demo = await DemoEvent.open(database, { networkingGraceMs: API_GRACE_MS, networkingSweepMs: 0 });
    ({ summitId } = demo);
    [ada, linus, alan, katherine, dennis, grace] = await Promise.all([
      demo.person('ada@demo.test'),
      demo.person('linus@demo.test'),
      demo.person('alan@demo.test'),
      demo.person('katherine@demo.test'),
      // Dennis attends future-expo and past-forum, not the summit: a visitor there.
      demo.person('dennis@demo.test'),
      demo.person('grace@acme.test', demo.acmeId),
    ]);
    for (const room of (await list()).items) rooms[room.title.split(' ')[0]] = room;
    url = await listen(demo.api);
  });

  afterAll(async () => {
    closeSockets();
    await demo?.close();
  });

  describe('LiveEvent/ListNetworkingAreas and GetNetworkingArea (spec 2 §2.21, §3, §7.4)', () => {
    test('the summit’s open rooms by orderNO, with their seats and managers, as the seed made them', async () => {
      const { items, totalCount } = await list();
      expect(totalCount).toBe(3);
      expect(items.map((item) => item.title)).toEqual(TITLES_IN_ORDER);
      expect(items.map((item) => item.orderNO)).toEqual([1, 2, 3]);
      expect(items.map((item) => item.peopleCount)).toEqual([2, 6, 4]);
      for (const item of items) {
        expect(item).toEqual(
          expect.objectContaining({ users: [], watcherCount: 0, sfuUrl: 'nsfu', isActive: true, recordStatus: 0 }),
        );
        expect(item.cover).toMatch(/^data:image\/svg\+xml,/);
        expect(item.backgroundBanner).toMatch(/^data:image\/svg\+xml,/);
        expect(Date.parse(item.createDate)).not.toBeNaN();
        expect(Date.parse(item.updateDate)).not.toBeNaN();
      }
      expect(items[0].managers).toEqual([]);
      expect(items[2].managers).toEqual([
        { id: katherine.id, firstName: 'Katherine', lastName: 'Johnson', image: null },
      ]);
    });

    test('searchTerm narrows by title; skip and take page with the total of every match', async () => {
      expect((await list({ searchTerm: 'LOUNGE' })).items.map((item) => item.title)).toEqual(['Open lounge']);
      expect((await list({ searchTerm: '  corner ' })).totalCount).toBe(1);
      expect((await list({ searchTerm: '%' })).totalCount).toBe(0);
      expect((await list({ searchTerm: null })).totalCount).toBe(3);
      const page = await list({ skip: 1, take: 1 });
      expect(page).toEqual({ items: [expect.objectContaining({ title: 'Open lounge' })], totalCount: 3 });
      expect(await list({ skip: 3 })).toEqual({ items: [], totalCount: 3 });
      const bad = await call('LiveEvent/ListNetworkingAreas', { searchTerm: 7, skip: -1, take: 0 }, ada.headers);
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad)).toEqual(['searchTerm', 'skip', 'take']);
    });

    test('anyone of the brand lists and reads; another brand, an event without networking or no token do not', async () => {
      expect((await list({}, dennis.headers)).totalCount).toBe(3);
      expect((await call('LiveEvent/ListNetworkingAreas', {}, grace.headers)).body).toEqual(NOT_FOUND);
      const forum = await call('LiveEvent/ListNetworkingAreas', {}, dennis.headers, demo.forumId);
      expect(forum.status).toBe(404);
      expect(forum.body.message).toBe('This event has no networking rooms.');
      expect((await call('LiveEvent/ListNetworkingAreas', {}, { 'x-application-id': demo.demoId })).status).toBe(401);
    });

    test('Get answers the room as List does; missing, inactive, removed and other brands’ rooms are not found', async () => {
      const got = await call('LiveEvent/GetNetworkingArea', { id: rooms.Open.id }, dennis.headers);
      expect(got.status).toBe(200);
      expect(got.body.data).toEqual(rooms.Open);

      const inactive = await demo.api.db('networking_rooms').where({ is_active: false }).first('id');
      const removed = await newRoom({ title: 'Removed room', removed_at: new Date() });
      const launch = await demo.api.db('events').where({ slug: 'acme-launch' }).first('id');
      const theirs = await newRoom({ event_id: launch.id, title: 'ACME room' });
      for (const id of [randomUUID(), inactive.id, removed, theirs]) {
        const answer = await call('LiveEvent/GetNetworkingArea', { id }, ada.headers);
        expect([id, answer.status, answer.body]).toEqual([id, 404, NOT_FOUND]);
      }
      expect((await list({ take: 100 })).items.map((item) => item.id)).not.toEqual(
        expect.arrayContaining([inactive.id]),
      );
      expect((await list()).totalCount).toBe(3);
      // Another brand's own room is found by them in their event, once it has the module.
      await demo.api.db('event_modules').insert({
        event_id: launch.id,
        name: 'Networking',
        title: 'Networking',
        title_tr: 'Tanışma alanı',
        is_custom: false,
        url: null,
        order_no: 9,
      });
      const acme = await call('LiveEvent/GetNetworkingArea', { id: theirs }, grace.headers, launch.id);
      expect(acme.body.data.title).toBe('ACME room');
      // The summit's room asked for inside past-forum.
      expect(
        (await call('LiveEvent/GetNetworkingArea', { id: rooms.Open.id }, dennis.headers, demo.forumId)).status,
      ).toBe(404);
      expect(fieldsOf(await call('LiveEvent/GetNetworkingArea', {}, ada.headers))).toEqual(['id']);
    });
  });

  describe('LiveEvent/JoinNetworkingArea (spec 2 §2.21, §2.22, §6, §8)', () => {
    let listener: Socket;
    let updated: ChannelEvents<'networking'>['networkingAreaUpdated'][];
    let changed: ChannelEvents<'networkingArea'>['itemChanged'][];

    beforeAll(async () => {
      listener = await openSocket(url, katherine.token);
      // The spec's names on the wire (spec 2 §7.6), written out to check the channel table's.
      expect(await subscribe(listener, `networking-${summitId}`)).toEqual({ ok: true });
      expect(await subscribe(listener, `networking-area-${summitId}`)).toEqual({ ok: true });
      listener.on(`networking-${summitId}-networkingAreaUpdated`, (payload: (typeof updated)[number]) =>
        updated.push(payload),
      );
      listener.on(`networking-area-${summitId}-itemChanged`, (payload: (typeof changed)[number]) =>
        changed.push(payload),
      );
    });
    beforeEach(() => {
      updated = [];
      changed = [];
    });

    test('two attendees take the coffee corner’s two seats; a third is refused with the spec’s message', async () => {
      const coffee = rooms.Coffee.id;
      const first = await join(coffee, ada);
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual(
        expect.objectContaining({
          id: coffee,
          users: [{ id: ada.id, firstName: 'Ada', lastName: 'Lovelace', image: null }],
          watcherCount: 1,
        }),
      );
      expect((await join(coffee, linus)).body.data.users.map((user: { id: string }) => user.id)).toEqual([
        ada.id,
        linus.id,
      ]);

      const third = await join(coffee, alan);
      expect(third.status).toBe(409);
      expect(third.body).toEqual(failure(ROOM_FULL));
      const turkish = await call('LiveEvent/JoinNetworkingArea', { roomId: coffee }, alan.headers, summitId, 'tr');
      expect(turkish.body.message).toBe('tanışma odalarında yer yok, daha sonra tekrar deneyin');
      expect(await seatedIn(coffee)).toEqual(sorted(ada, linus));

      // A seat one holds already is simply answered.
      const again = await join(coffee, ada);
      expect(again.status).toBe(200);
      expect(again.body.data.watcherCount).toBe(2);
      expect((await list()).items[0]).toEqual(expect.objectContaining({ watcherCount: 2 }));

      // Both seats went out on both channels, as Get answers the room.
      await waitFor(async () => changed.length === 2 && updated.length === 2);
      expect(changed.map(({ item }) => item.users.length)).toEqual([1, 2]);
      expect(changed[1]).toEqual({ item: { id: coffee, users: (await get(coffee)).users } });
      expect(updated[1]).toEqual({ item: await get(coffee) });
    });

    test('visitors are refused; missing, inactive, removed and other brands’ rooms are not found', async () => {
      const visitor = await join(rooms.Open.id, dennis);
      expect(visitor.status).toBe(403);
      expect(visitor.body).toEqual(failure(NOT_ATTENDING));
      const inactive = await demo.api.db('networking_rooms').where({ is_active: false }).first('id');
      const removed = await newRoom({ removed_at: new Date() });
      const launch = await demo.api.db('events').where({ slug: 'acme-launch' }).first('id');
      const theirs = await newRoom({ event_id: launch.id });
      for (const id of [randomUUID(), inactive.id, removed, theirs]) {
        const answer = await join(id, alan);
        expect([id, answer.status, answer.body]).toEqual([id, 404, NOT_FOUND]);
      }
      expect((await join(rooms.Open.id, grace)).status).toBe(404);
      expect(fieldsOf(await call('LiveEvent/JoinNetworkingArea', { roomId: '' }, ada.headers))).toEqual(['roomId']);
      expect(await demo.api.db('networking_seats').where({ user_id: alan.id })).toEqual([]);
    });

    test('one seat per event: joining another room gives the first seat up, and both rooms are told', async () => {
      const [coffee, lounge] = [rooms.Coffee.id, rooms.Open.id];
      expect((await join(lounge, ada)).status).toBe(200);
      expect(await seatedIn(lounge)).toEqual([ada.id]);
      expect(await seatedIn(coffee)).toEqual([linus.id]);
      expect(await demo.api.db('networking_seats').where({ user_id: ada.id }).select('room_id')).toEqual([
        { room_id: lounge },
      ]);
      await waitFor(async () => changed.length === 2 && updated.length === 2);
      expect(changed.map(({ item }) => item.id).sort()).toEqual([coffee, lounge].sort());
      expect(changed.find(({ item }) => item.id === coffee)!.item.users.map((user) => user.id)).toEqual([linus.id]);
      expect(updated.find(({ item }) => item.id === lounge)!.item.watcherCount).toBe(1);
    });

    test('two concurrent joins for the last seat: exactly one gets it', async () => {
      for (let round = 0; round < 4; round++) {
        const room = await newRoom({ people_count: 1 });
        const [one, two] = [await demo.newPerson({}, true), await demo.newPerson({}, true)];
        const answers = await Promise.all([join(room, one), join(room, two)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expect(answers.find((answer) => answer.status === 409)!.body).toEqual(failure(ROOM_FULL));
        expect(await demo.api.db('networking_seats').where({ room_id: room })).toHaveLength(1);
      }
      // Ten attendees at once for three seats.
      const room = await newRoom({ people_count: 3 });
      const crowd: Person[] = [];
      for (let n = 0; n < 10; n++) crowd.push(await demo.newPerson({}, true));
      const answers = await Promise.all(crowd.map((person) => join(room, person)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
      expect(await demo.api.db('networking_seats').where({ room_id: room })).toHaveLength(3);
    });

    test('one person joining two rooms at once ends up with one seat', async () => {
      const person = await demo.newPerson({}, true);
      const [first, second] = [await newRoom({ people_count: 3 }), await newRoom({ people_count: 3 })];
      const answers = await Promise.all([join(first, person), join(second, person)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const seats = await demo.api.db('networking_seats').where({ user_id: person.id }).select('room_id');
      expect(seats).toHaveLength(1);
      expect([first, second]).toContain(seats[0].room_id);
    });
  });

  test('a networking room’s presence channel is for attendees of its event, in their own brand (spec 2 §7.6)', async () => {
    const channel = (roomId: string, applicationId = demo.demoId, eventId = summitId) =>
      channelOf.networkingPresence({ applicationId, eventId, roomId }).name;
    const attendee = await openSocket(url, ada.token);
    expect(await subscribe(attendee, channel(rooms.Open.id))).toEqual({ ok: true });
    for (const refused of [
      channel(randomUUID()),
      channel(rooms.Open.id, demo.acmeId),
      channel(rooms.Open.id, demo.demoId, demo.forumId),
      `presence-networking-${demo.demoId}-${summitId}`,
    ]) {
      expect([refused, (await subscribe(attendee, refused)).ok]).toEqual([refused, false]);
    }
    const visitor = await openSocket(url, dennis.token);
    expect((await subscribe(visitor, channel(rooms.Open.id))).ok).toBe(false);
    const otherBrand = await openSocket(url, grace.token);
    expect((await subscribe(otherBrand, channel(rooms.Open.id, demo.acmeId))).ok).toBe(false);
  });

  describe('seats as the signalling’s room access (issue 17, spec 2 §7.5)', () => {
    const GRACE_MS = 150;
    /** An access as another api instance would run it, sweeping often enough for GRACE_MS. */
    const newAccess = (options: Partial<Parameters<typeof createNetworkingAccess>[0]> = {}) =>
      createNetworkingAccess({ db: demo.api.db, publish: () => {}, graceMs: GRACE_MS, sweepMs: 25, ...options });
    const user = (person: Person, applicationId = demo.demoId) => ({ userId: person.id, applicationId });
    const seat = async (roomId: string, person: Person) =>
      Boolean(await demo.api.db('networking_seats').where({ room_id: roomId, user_id: person.id }).first('user_id'));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    test('enter: 404 for missing, inactive, removed or other brands’ rooms, 403 without a seat, else the room', async () => {
      const access = demo.api.roomAccess;
      const room = await newRoom({ people_count: 2, title: 'Enter me' });
      expect((await join(room, katherine)).status).toBe(200);
      expect(await access.enter('nsfu', room, user(katherine))).toEqual({
        ok: true,
        room: { id: room, eventId: summitId, title: 'Enter me', capacity: 2 },
      });
      expect(await access.enter('nsfu', room, user(alan))).toEqual({
        ok: false,
        status: 403,
        message: 'You do not have a seat in this room. Join it from the networking list.',
      });
      // Katherine's brand is demo; the same room asked for as acme is not there.
      expect(await access.enter('nsfu', room, user(katherine, demo.acmeId))).toEqual(
        expect.objectContaining({ ok: false, status: 404 }),
      );
      const inactive = await demo.api.db('networking_rooms').where({ is_active: false }).first('id');
      for (const id of [randomUUID(), inactive.id, await newRoom({ removed_at: new Date() })]) {
        expect(await access.enter('nsfu', id, user(katherine))).toEqual({
          ok: false,
          status: 404,
          message: 'Data not found.',
        });
      }
      // A room made inactive while one sits in it is closed to them too.
      await demo.api.db('networking_rooms').where({ id: room }).update({ is_active: false });
      expect(await access.enter('nsfu', room, user(katherine))).toEqual(expect.objectContaining({ status: 404 }));
    });

    test('sfu: the session’s active publishers enter, with no capacity; others 403, missing sessions 404', async () => {
      const access = demo.api.roomAccess;
      const greenRoom = await demo.api.db('live_sessions').where({ title: 'Speakers’ green room' }).first('id');
      expect(await access.enter('sfu', greenRoom.id, user(linus))).toEqual({
        ok: true,
        room: { id: greenRoom.id, eventId: summitId, title: 'Speakers’ green room', capacity: null },
      });
      // Ada is listed there, inactive; Alan is not listed.
      for (const person of [ada, alan]) {
        expect(await access.enter('sfu', greenRoom.id, user(person))).toEqual({
          ok: false,
          status: 403,
          message: 'Only the session’s active speakers can enter its room.',
        });
      }
      expect(await access.enter('sfu', randomUUID(), user(linus))).toEqual(expect.objectContaining({ status: 404 }));
      expect(await access.enter('sfu', greenRoom.id, user(linus, demo.acmeId))).toEqual(
        expect.objectContaining({ status: 404 }),
      );
      // A seat is no way into a session's room, nor a publisher's place into a networking room.
      expect(await access.enter('nsfu', greenRoom.id, user(linus))).toEqual(expect.objectContaining({ status: 404 }));
      // left and present of a session change no seat.
      access.left('sfu', greenRoom.id, linus.id);
      access.present('sfu', greenRoom.id, linus.id);
    });

    test('left frees the seat after the grace period, and the event’s pages are told', async () => {
      const published: [unknown, string, unknown][] = [];
      const access = newAccess({ publish: (to, event, payload) => published.push([to, event, payload]) });
      try {
        const room = await newRoom({ people_count: 2 });
        expect((await join(room, alan)).status).toBe(200);
        expect((await access.enter('nsfu', room, user(alan))).ok).toBe(true);
        access.left('nsfu', room, alan.id);
        expect(await seat(room, alan)).toBe(true);
        await waitFor(async () => !(await seat(room, alan)));
        const aboutRoom = () =>
          published.filter(([, , payload]) => (payload as { item: { id: string } }).item.id === room);
        await waitFor(async () => aboutRoom().length === 2);
        await pause(GRACE_MS);
        expect(aboutRoom()).toEqual([
          [channelOf.networkingArea({ eventId: summitId }), 'itemChanged', { item: { id: room, users: [] } }],
          [
            channelOf.networking({ eventId: summitId }),
            'networkingAreaUpdated',
            { item: expect.objectContaining({ id: room, users: [], watcherCount: 0 }) },
          ],
        ]);
      } finally {
        await access.close();
      }
    });

    test('a holder who leaves on purpose (the browser closed the socket) loses the seat after the short wait', async () => {
      const access = newAccess({ graceMs: 60_000, leftGraceMs: GRACE_MS });
      try {
        const [left, lost] = [await newRoom({ people_count: 2 }), await newRoom({ people_count: 2 })];
        expect((await join(left, alan)).status).toBe(200);
        expect((await join(lost, katherine)).status).toBe(200);
        expect((await access.enter('nsfu', left, user(alan))).ok).toBe(true);
        expect((await access.enter('nsfu', lost, user(katherine))).ok).toBe(true);
        access.left('nsfu', left, alan.id, true);
        access.left('nsfu', lost, katherine.id, false);
        await waitFor(async () => !(await seat(left, alan)));
        // A lost connection keeps its long grace.
        expect(await seat(lost, katherine)).toBe(true);
      } finally {
        await access.close();
      }
    });

    test('present within the grace period keeps the seat; what an instance left behind, another releases (issue 33)', async () => {
      const access = newAccess();
      const room = await newRoom({ people_count: 2 });
      expect((await join(room, alan)).status).toBe(200);
      expect((await access.enter('nsfu', room, user(alan))).ok).toBe(true);
      access.left('nsfu', room, alan.id);
      await pause(GRACE_MS / 3);
      access.present('nsfu', room, alan.id);
      await pause(GRACE_MS * 2);
      expect(await seat(room, alan)).toBe(true);

      // A closing instance gives its holders the grace; no timer of its own is needed to end it.
      await access.close();
      expect(await seat(room, alan)).toBe(true);
      const other = newAccess();
      try {
        await waitFor(async () => !(await seat(room, alan)));
      } finally {
        await other.close();
      }
    });

    test('a holder in the room on one instance keeps the seat whatever another instance’s sweeper sees (issue 33)', async () => {
      const [here, there] = [newAccess(), newAccess()];
      try {
        const room = await newRoom({ people_count: 2 });
        expect((await join(room, alan)).status).toBe(200);
        await there.seatTaken(room, alan.id);
        expect((await there.enter('nsfu', room, user(alan))).ok).toBe(true);
        there.present('nsfu', room, alan.id);
        // Alan's connection to the other instance dies unnoticed; his browser rejoins here.
        expect((await here.enter('nsfu', room, user(alan))).ok).toBe(true);
        here.present('nsfu', room, alan.id);
        // The other instance is told of the seat again (JoinNetworkingArea there) and sweeps meanwhile.
        await there.seatTaken(room, alan.id);
        await pause(GRACE_MS * 3);
        expect(await seat(room, alan)).toBe(true);
        // The other instance notices the lost connection, late: Alan is still in the room here.
        there.left('nsfu', room, alan.id);
        await pause(GRACE_MS * 3);
        expect(await seat(room, alan)).toBe(true);
        here.left('nsfu', room, alan.id);
        await waitFor(async () => !(await seat(room, alan)));
      } finally {
        await Promise.all([here.close(), there.close()]);
      }
    });

    test('a seat whose holder never enters the room is freed (the tab closed before the room connected)', async () => {
      const access = newAccess();
      try {
        const [never, entered] = [await newRoom({ people_count: 2 }), await newRoom({ people_count: 2 })];
        expect((await join(never, alan)).status).toBe(200);
        expect((await join(entered, katherine)).status).toBe(200);
        // As JoinNetworkingArea tells the api's own access.
        await access.seatTaken(never, alan.id);
        await access.seatTaken(entered, katherine.id);
        expect((await access.enter('nsfu', entered, user(katherine))).ok).toBe(true);
        await waitFor(async () => !(await seat(never, alan)));
        await pause(GRACE_MS);
        expect(await seat(entered, katherine)).toBe(true);
      } finally {
        await access.close();
      }
    });

    test('at start every seat gets the grace period (seats held before a restart); JoinNetworkingArea starts it too', async () => {
      const spy = jest.spyOn(demo.api.networkingAccess, 'seatTaken');
      const room = await newRoom({ people_count: 2 });
      expect((await join(room, alan)).status).toBe(200);
      expect(spy).toHaveBeenCalledWith(room, alan.id);
      spy.mockRestore();
      // Katherine is in a room's signalling on the api itself, which keeps vouching for her.
      const present = await newRoom({ people_count: 2 });
      expect((await join(present, katherine)).status).toBe(200);
      expect((await demo.api.roomAccess.enter('nsfu', present, user(katherine))).ok).toBe(true);

      const access = newAccess();
      try {
        await access.sweep();
        await waitFor(
          async () =>
            (await demo.api.db('networking_seats').whereNot({ room_id: present }).count({ n: '*' }).first())?.n == 0,
        );
        expect(await seat(present, katherine)).toBe(true);
      } finally {
        demo.api.roomAccess.left('nsfu', present, katherine.id);
        await access.close();
      }
    });
  });

  describe('network requests: emit-private-room (spec 1 §5, §7 Real-time; spec 2 §5)', () => {
    /** A socket whose interface language is Turkish (the handshake's accept-language). */
    const turkishSocket = (token: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(url, {
          path: '/socket.io/',
          transports: ['websocket'],
          query: { token },
          extraHeaders: { 'accept-language': 'tr' },
          reconnection: false,
          forceNew: true,
        });
        turkish.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    const turkish: Socket[] = [];
    afterAll(() => turkish.forEach((socket) => socket.disconnect()));
    const emit = (socket: Socket, payload: unknown) =>
      new Promise<NetworkRequestAck>((resolve) => socket.emit('emit-private-room', payload, resolve));
    const next = <T>(socket: Socket, name: string) => new Promise<T>((resolve) => socket.once(name, resolve));
    let sockets: Record<'ada' | 'linus' | 'alan' | 'katherine', Socket>;
    let lounge: string;
    let pair: string;

    beforeAll(async () => {
      const people = { ada, linus, alan, katherine };
      const opened = await Promise.all(
        Object.values(people).map(async (person) => {
          const socket = await openSocket(url, person.token);
          expect(await subscribe(socket, `private-${person.id}`)).toEqual({ ok: true });
          return socket;
        }),
      );
      sockets = { ada: opened[0], linus: opened[1], alan: opened[2], katherine: opened[3] };
      lounge = rooms.Open.id;
      pair = await newRoom({ people_count: 2, title: 'Pair room' });
      expect((await join(lounge, ada)).status).toBe(200);
      expect((await join(pair, linus)).status).toBe(200);
      expect((await join(pair, katherine)).status).toBe(200);
    });

    test('an invitation reaches the invitee’s private channel with the room, the event and who sent it', async () => {
      const received = next<NetworkRequest>(sockets.alan, 'client-network-request');
      expect(await emit(sockets.ada, { event: 'client-network-request', userId: alan.id, roomId: lounge })).toEqual({
        ok: true,
      });
      expect(await received).toEqual({
        roomId: lounge,
        roomTitle: 'Open lounge',
        eventId: summitId,
        eventSlug: 'atrium-summit',
        from: { id: ada.id, firstName: 'Ada', lastName: 'Lovelace', image: null },
      });
    });

    test('accepting reaches the inviter only after an invitation, and once', async () => {
      const received = next<NetworkRequest>(sockets.ada, 'client-network-accept');
      expect(await emit(sockets.alan, { event: 'client-network-accept', userId: ada.id, roomId: lounge })).toEqual({
        ok: true,
      });
      expect(await received).toEqual(
        expect.objectContaining({ roomId: lounge, from: expect.objectContaining({ id: alan.id, firstName: 'Alan' }) }),
      );
      const noLonger = await emit(sockets.alan, { event: 'client-network-accept', userId: ada.id, roomId: lounge });
      expect(noLonger).toEqual({ ok: false, message: 'There is no invitation to accept, or it has expired.' });
      // Linus was never invited by Ada.
      expect(await emit(sockets.linus, { event: 'client-network-accept', userId: ada.id, roomId: lounge })).toEqual(
        expect.objectContaining({ ok: false }),
      );
    });

    test('no invitation into a full room, without a seat, to oneself, or to someone outside the event', async () => {
      const unexpected = jest.fn();
      sockets.alan.on('client-network-request', unexpected);
      expect(await emit(sockets.linus, { event: 'client-network-request', userId: alan.id, roomId: pair })).toEqual({
        ok: false,
        message: INVITE_ROOM_FULL,
      });
      expect(await emit(sockets.alan, { event: 'client-network-request', userId: ada.id, roomId: lounge })).toEqual({
        ok: false,
        message: 'You do not have a seat in this room. Join it from the networking list.',
      });
      expect(await emit(sockets.ada, { event: 'client-network-request', userId: ada.id, roomId: lounge })).toEqual({
        ok: false,
        message: 'You cannot invite yourself.',
      });
      for (const userId of [dennis.id, grace.id, randomUUID()]) {
        expect(await emit(sockets.ada, { event: 'client-network-request', userId, roomId: lounge })).toEqual({
          ok: false,
          message: 'This person does not attend the event.',
        });
      }
      expect(
        await emit(sockets.ada, { event: 'client-network-request', userId: alan.id, roomId: randomUUID() }),
      ).toEqual({ ok: false, message: 'Data not found.' });
      sockets.alan.off('client-network-request', unexpected);
      expect(unexpected).not.toHaveBeenCalled();
    });

    test('no invitation, and no acceptance, between two people when one blocked the other (issue 32 item 5)', async () => {
      const unexpected = jest.fn();
      sockets.alan.on('client-network-request', unexpected);
      await demo.api.db('blocks').insert({ blocker_id: alan.id, blocked_id: ada.id, created_at: new Date() });
      try {
        const blocked = { ok: false, message: 'You cannot invite this user because one of you has blocked the other.' };
        expect(await emit(sockets.ada, { event: 'client-network-request', userId: alan.id, roomId: lounge })).toEqual(
          blocked,
        );
        expect(await emit(sockets.alan, { event: 'client-network-accept', userId: ada.id, roomId: lounge })).toEqual(
          blocked,
        );
      } finally {
        await demo.api.db('blocks').where({ blocker_id: alan.id, blocked_id: ada.id }).delete();
        sockets.alan.off('client-network-request', unexpected);
      }
      expect(unexpected).not.toHaveBeenCalled();
    });

    test('one inviter reaches one person at most 3 times a minute (issue 32 item 3)', async () => {
      const invite = () => emit(sockets.ada, { event: 'client-network-request', userId: katherine.id, roomId: lounge });
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await invite());
      expect(answers).toEqual([
        { ok: true },
        { ok: true },
        { ok: true },
        { ok: false, message: 'You have sent too many invitations. Wait a minute, then invite again.' },
      ]);
    });

    test('the refusal speaks the socket’s language', async () => {
      const socket = await turkishSocket(linus.token);
      expect(await emit(socket, { event: 'client-network-request', userId: alan.id, roomId: pair })).toEqual({
        ok: false,
        message: 'Bu oda dolu olduğu için davet gönderilemiyor',
      });
    });

    test('a malformed payload is answered with its fields, never thrown; no ack asked is fine', async () => {
      expect(await emit(sockets.ada, { event: 'client-network-hello', userId: 7 })).toEqual({
        ok: false,
        message: 'Please check the marked fields.',
        errors: {
          event: expect.any(String),
          userId: 'This value has the wrong type.',
          roomId: 'This field is required.',
        },
      });
      for (const payload of [null, 'text', [], 42]) {
        const answer = await emit(sockets.ada, payload);
        expect(answer).toEqual(
          expect.objectContaining({
            ok: false,
            errors: expect.objectContaining({ roomId: 'This field is required.' }),
          }),
        );
      }
      expect(await emit(sockets.ada, { event: 'client-network-request', userId: '', roomId: 'a\u0000' })).toEqual(
        expect.objectContaining({ errors: { userId: 'This field is required.', roomId: 'This value is not valid.' } }),
      );
      const delivered = next(sockets.alan, 'client-network-request');
      sockets.ada.emit('emit-private-room', { event: 'client-network-request', userId: alan.id, roomId: lounge });
      sockets.ada.emit('emit-private-room');
      // The socket still answers afterwards, and the invitation sent without an ack arrives.
      expect(await emit(sockets.ada, { event: 'client-network-request', userId: ada.id, roomId: lounge })).toEqual(
        expect.objectContaining({ ok: false }),
      );
      await delivered;
    });
  });
});
