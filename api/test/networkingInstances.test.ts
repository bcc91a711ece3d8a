import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { channel as channelOf, type NetworkRequest, type NetworkRequestAck } from '@atrium/shared/contract';
import { postgres } from '@atrium/shared/server/testing';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import { closeSockets, listen, openSocket, subscribe } from './sockets';

// Issue 33 item 2: networking seats, their grace periods and pending invitations live in the
// database, so two api instances on one PostgreSQL (and one Redis for their sockets) agree on them:
// a seat held through one is kept while its holder is in the room's signalling on the other, freed
// once after the grace when they leave (spec 2 §7.6: the event's pages told once), and an
// invitation made through one is accepted through the other (spec 1 §5, §7).

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const GRACE_MS = 800;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(done: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const limit = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > limit) throw new Error('timed out waiting');
    await sleep(50);
  }
}

interface Person {
  id: string;
  token: string;
  headers: Record<string, string>;
}

describe('networking seats and invitations on two api instances, PostgreSQL and Redis (issue 33 item 2)', () => {
  let a: Api;
  let b: Api;
  let urlOfA: string;
  let urlOfB: string;
  let drop: () => Promise<void> = async () => {};
  let summitId: string;
  let ada: Person;
  let linus: Person;
  let alan: Person;

  const user = (person: Person) => ({ userId: person.id, applicationId: person.headers['x-application-id'] });
  const seat = async (roomId: string, person: Person) =>
    a.db('networking_seats').where({ room_id: roomId, user_id: person.id }).first('user_id', 'expires_at');
  const join = async (api: Api, roomId: string, person: Person) =>
    (
      await api.app.inject({
        method: 'POST',
        url: '/api/v2/LiveEvent/JoinNetworkingArea',
        headers: { ...person.headers, 'x-event-id': summitId },
        payload: { roomId },
      })
    ).statusCode;
  const newRoom = async (peopleCount = 4) => {
    const id = randomUUID();
    const now = new Date();
    await a.db('networking_rooms').insert({
      id,
      event_id: summitId,
      title: `Room ${id.slice(0, 8)}`,
      people_count: peopleCount,
      order_no: 100,
      created_at: now,
      updated_at: now,
    });
    return id;
  };
  async function person(email: string): Promise<Person> {
    const application = await a.db('applications').where({ slug: 'demo' }).first('id');
    const headers = { 'x-application-id': application.id as string };
    const response = await a.app.inject({
      method: 'POST',
      url: '/api/v2/login/signin',
      headers,
      payload: { email, password: DEMO_PASSWORD },
    });
    const token: string = response.json().data.token;
    const row = await a.db('users').where({ email, application_id: application.id }).first('id');
    return { id: row.id, token, headers: { ...headers, authorization: `Bearer ${token}` } };
  }

  beforeAll(async () => {
    const database = await postgres.open();
    drop = database.drop;
    const options = { ...database.options, redisUrl: REDIS_URL, jwtSecret: 'test-secret', networkingGraceMs: GRACE_MS };
    a = await createApi(options);
    await seedDemoData(a.db);
    b = await createApi(options);
    [urlOfA, urlOfB] = [await listen(a), await listen(b)];
    summitId = (await a.db('events').where({ slug: 'atrium-summit' }).first('id')).id;
    [ada, linus, alan] = await Promise.all(['ada@demo.test', 'linus@demo.test', 'alan@demo.test'].map(person));
  });

  afterAll(async () => {
    closeSockets();
    await Promise.all([a, b].filter(Boolean).map((api) => api.close()));
    await drop();
  });

  /**
   * One watcher of the event's networking pages on each instance, counting for each room the
   * messages that say it is empty now: `itemChanged` and `networkingAreaUpdated` (spec 2 §7.6).
   */
  async function watchReleases() {
    const heard = { a: new Map<string, string[]>(), b: new Map<string, string[]>() };
    for (const [name, url] of [
      ['a', urlOfA],
      ['b', urlOfB],
    ] as const) {
      const socket = await openSocket(url, linus.token);
      expect(await subscribe(socket, channelOf.networkingArea({ eventId: summitId }).name)).toEqual({ ok: true });
      expect(await subscribe(socket, channelOf.networking({ eventId: summitId }).name)).toEqual({ ok: true });
      socket.onAny((event: string, payload?: { item?: { id: string; users: unknown[] } }) => {
        if (!payload?.item || payload.item.users.length) return;
        const kind = event.endsWith('itemChanged') ? 'itemChanged' : 'networkingAreaUpdated';
        heard[name].set(payload.item.id, [...(heard[name].get(payload.item.id) ?? []), kind]);
      });
    }
    return heard;
  }
  const ONCE = ['itemChanged', 'networkingAreaUpdated'];

  test('a seat taken through A is kept while its holder is in the signalling on B, and freed once after they leave there', async () => {
    const room = await newRoom();
    const heard = await watchReleases();

    expect(await join(a, room, ada)).toBe(200);
    expect(Number((await seat(room, ada)).expires_at)).toBeGreaterThan(Date.now());
    expect(await b.roomAccess.enter('nsfu', room, user(ada))).toEqual(expect.objectContaining({ ok: true }));
    b.roomAccess.present('nsfu', room, ada.id);
    expect(await seat(room, ada)).toEqual({ user_id: ada.id, expires_at: null });
    // Well past the grace, with A sweeping every second and nobody in the room on A: still hers.
    await sleep(GRACE_MS * 3);
    expect(await seat(room, ada)).toEqual({ user_id: ada.id, expires_at: null });
    // Taking the seat again through A while she is in the room on B does not start her grace.
    expect(await join(a, room, ada)).toBe(200);
    await sleep(GRACE_MS * 2);
    expect(await seat(room, ada)).toEqual({ user_id: ada.id, expires_at: null });

    b.roomAccess.left('nsfu', room, ada.id, false);
    await until(async () => !(await seat(room, ada)));
    await until(() => heard.a.get(room)?.length === 2 && heard.b.get(room)?.length === 2);
    // Both instances sweep every second: one released the seat and told the pages, once.
    await sleep(2000);
    expect([heard.a.get(room)?.sort(), heard.b.get(room)?.sort()]).toEqual([ONCE, ONCE]);
  });

  test('two instances sweeping the same expired seats at once release and publish each once', async () => {
    const rooms = [await newRoom(), await newRoom(), await newRoom()];
    const heard = await watchReleases();
    const people = [ada, linus, alan];
    for (const [i, room] of rooms.entries()) expect(await join(a, room, people[i])).toBe(200);
    await a
      .db('networking_seats')
      .whereIn('room_id', rooms)
      .update({ expires_at: Date.now() - 1 });
    await Promise.all([a.networkingAccess.releaseExpired(), b.networkingAccess.releaseExpired()]);
    expect(Number((await a.db('networking_seats').whereIn('room_id', rooms).count({ n: '*' }).first())!.n)).toBe(0);
    await until(() => rooms.every((room) => heard.a.get(room)?.length === 2 && heard.b.get(room)?.length === 2));
    await sleep(1500);
    for (const room of rooms) expect([heard.a.get(room)?.sort(), heard.b.get(room)?.sort()]).toEqual([ONCE, ONCE]);
  });

  test('a holder vouched for by an instance that died gets the grace period, then loses the seat', async () => {
    const room = await newRoom();
    expect(await join(a, room, alan)).toBe(200);
    // As a dead instance leaves it: Alan present there, the seat held, and no one renewing either.
    await a.db('networking_presence').insert({
      room_id: room,
      user_id: alan.id,
      instance_id: randomUUID(),
      alive_until: Date.now() + 300,
    });
    await a.db('networking_seats').where({ room_id: room, user_id: alan.id }).update({ expires_at: null });
    await sleep(GRACE_MS);
    expect(await seat(room, alan)).toBeTruthy();
    await until(async () => !(await seat(room, alan)));
    expect(await a.db('networking_presence').where({ room_id: room }).first()).toBeUndefined();
  });

  test('an invitation made through A is accepted through B, once', async () => {
    const room = await newRoom();
    expect(await join(b, room, ada)).toBe(200);
    const inviter = await openSocket(urlOfA, ada.token);
    const invitee = await openSocket(urlOfB, alan.token);
    expect(await subscribe(inviter, `private-${ada.id}`)).toEqual({ ok: true });
    expect(await subscribe(invitee, `private-${alan.id}`)).toEqual({ ok: true });
    const emit = (socket: Socket, payload: unknown) =>
      new Promise<NetworkRequestAck>((resolve) => socket.emit('emit-private-room', payload, resolve));

    const invited = new Promise<NetworkRequest>((resolve) => invitee.once('client-network-request', resolve));
    expect(await emit(inviter, { event: 'client-network-request', userId: alan.id, roomId: room })).toEqual({
      ok: true,
    });
    expect((await invited).from.id).toBe(ada.id);

    const accepted = new Promise<NetworkRequest>((resolve) => inviter.once('client-network-accept', resolve));
    const accept = { event: 'client-network-accept', userId: ada.id, roomId: room };
    // Two acceptances at once, one through each instance: exactly one goes through.
    const second = await openSocket(urlOfA, alan.token);
    const answers = await Promise.all([emit(invitee, accept), emit(second, accept)]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toEqual({
      ok: false,
      message: 'There is no invitation to accept, or it has expired.',
    });
    expect((await accepted).from.id).toBe(alan.id);
  });
});
