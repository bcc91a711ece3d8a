import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { SIGNALLING_PATH } from '@atrium/shared/contract';
import type { Api } from '../src/server';
import type { RoomAccess } from '../src/sfu/access';
import { findWorkerFile } from '../src/sfu/workers';
import { listen, signInOn } from './sockets';
import { twoHosts, type TwoHosts } from './twoHosts';

// Issue 33 item 2: each mediasoup room lives on one host, chosen at its first join and recorded in
// Redis (room -> host). Two api instances on one PostgreSQL and one Redis, each running the SFU
// under its own SFU_HOST: a connection for a room the other has is refused with 307 and that host's
// name; one that names the room's host as out of turn (the edge sent it elsewhere) takes the room
// over, and the old host, its renewal lost, closes its copy. The record goes with the room, and
// lapses when its host stops renewing. A's Redis goes through a proxy, so A can be silenced.

const skipReason =
  findWorkerFile(path.join(__dirname, '..')) || process.env.MEDIASOUP_WORKER_BIN
    ? undefined
    : 'api/.mediasoup-worker.json is absent: the root postinstall (scripts/mediasoup/build-worker.mjs) did not run';
if (skipReason) console.warn(`Skipping the room placement tests: ${skipReason}`);
const describeWorker = skipReason ? describe.skip : describe;

const LEASE_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(done: () => boolean | Promise<boolean>, ms = 10_000): Promise<number> {
  const from = Date.now();
  while (!(await done())) {
    if (Date.now() - from > ms) throw new Error('timed out waiting');
    await sleep(50);
  }
  return Date.now() - from;
}

interface Person {
  token: string;
  userId: string;
}

const opened: Socket[] = [];

function open(url: string, person: Person, roomId: string, sfuHost?: string): Socket {
  const socket = connect(`${url}/nsfu`, {
    path: SIGNALLING_PATH,
    transports: ['websocket'],
    auth: { token: person.token },
    query: { roomId, peerId: person.userId, ...(sfuHost && { sfuHost }) },
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return socket;
}

/** Connected and told roomReady (the room is open on that host), or the refusal's data. */
function attempt(url: string, person: Person, roomId: string, sfuHost?: string) {
  const socket = open(url, person, roomId, sfuHost);
  return new Promise<{ socket: Socket; refused?: { status: number; host?: string; message: string } }>((resolve) => {
    socket.once('notification', (n: { method: string }) => {
      if (n.method === 'roomReady') resolve({ socket });
    });
    socket.once('connect_error', (error: Error & { data?: { status: number; host?: string; message: string } }) =>
      resolve({ socket, refused: error.data }),
    );
  });
}

describeWorker('mediasoup rooms placed on one host through Redis (issue 33 item 2)', () => {
  let hosts: TwoHosts;
  let a: Api;
  let b: Api;
  let urlOfA: string;
  let urlOfB: string;
  let ada: Person;
  let linus: Person;
  let room = 0;
  const freshRoom = () => `placed-${++room}`;
  const record = (roomId: string) => hosts.redis.get(`${hosts.prefix}sfu-room:nsfu/${roomId}`);
  const openOn = (api: Api, roomId: string) => api.signalling!.rooms().some((r) => r.id === roomId && !r.closed);

  const access: RoomAccess = {
    enter: async (_namespace, roomId) => ({
      ok: true,
      room: { id: roomId, eventId: 'event', title: roomId, capacity: null },
    }),
    left: () => {},
    present: () => {},
  };

  beforeAll(async () => {
    hosts = await twoHosts(
      { sfu: true, roomAccess: access, sfuRoomLeaseMs: LEASE_MS },
      { a: { sfuHost: 'api-a' }, b: { sfuHost: 'api-b' } },
    );
    ({ a, b } = hosts);
    [urlOfA, urlOfB] = [await listen(a), await listen(b)];
    [ada, linus] = await Promise.all([signInOn(a, 'ada@demo.test'), signInOn(a, 'linus@demo.test')]);
  });

  afterEach(() => {
    while (opened.length) opened.pop()!.disconnect();
  });

  afterAll(async () => hosts?.close());

  test('the first join places the room; another host refuses with 307 and its name; the room host admits', async () => {
    const roomId = freshRoom();
    expect((await attempt(urlOfA, ada, roomId)).refused).toBeUndefined();
    expect(await record(roomId)).toBe('api-a');
    expect(openOn(a, roomId)).toBe(true);

    const elsewhere = await attempt(urlOfB, linus, roomId);
    expect(elsewhere.refused).toEqual({ status: 307, host: 'api-a', message: expect.any(String) });
    expect(openOn(b, roomId)).toBe(false);
    // Naming a host that does not have the room changes nothing.
    expect((await attempt(urlOfB, linus, roomId, 'api-c')).refused).toMatchObject({ status: 307, host: 'api-a' });

    expect((await attempt(urlOfA, linus, roomId)).refused).toBeUndefined();
    expect(a.signalling!.rooms().find((r) => r.id === roomId)?.peers.size).toBe(2);
  });

  test('a bad sfuHost is refused with 400', async () => {
    const { refused } = await attempt(urlOfB, linus, freshRoom(), 'no such/host');
    expect(refused).toMatchObject({ status: 400 });
  });

  test('with sfuHost naming the room host, another host takes it over; the old host loses its renewal and closes its copy', async () => {
    const roomId = freshRoom();
    const first = await attempt(urlOfA, ada, roomId);
    expect(first.refused).toBeUndefined();
    const dropped = new Promise<string>((resolve) => first.socket.once('disconnect', resolve));

    expect((await attempt(urlOfB, linus, roomId, 'api-a')).refused).toBeUndefined();
    expect(await record(roomId)).toBe('api-b');
    expect(openOn(b, roomId)).toBe(true);

    // A renews every third of the lease: it finds B's name and closes its copy, dropping Ada's
    // connection (not with a disconnect packet: her socket.io reconnects by itself).
    await until(() => !openOn(a, roomId), LEASE_MS * 2);
    expect(await dropped).toBe('transport close');
    expect(await record(roomId)).toBe('api-b');
    // Reconnecting to A, she is sent to B, and B admits her.
    expect((await attempt(urlOfA, ada, roomId, 'api-a')).refused).toMatchObject({ status: 307, host: 'api-b' });
    expect((await attempt(urlOfB, ada, roomId, 'api-b')).refused).toBeUndefined();
    expect(b.signalling!.rooms().find((r) => r.id === roomId)?.peers.size).toBe(2);
  });

  test('the record is deleted when the room closes', async () => {
    const roomId = freshRoom();
    const { socket } = await attempt(urlOfB, linus, roomId);
    expect(await record(roomId)).toBe('api-b');
    socket.disconnect();
    await until(async () => (await record(roomId)) === null, 5000);
    expect(openOn(b, roomId)).toBe(false);
  });

  test('the lease lapses when the host stops renewing, and the next join places the room elsewhere', async () => {
    const roomId = freshRoom();
    expect((await attempt(urlOfA, ada, roomId)).refused).toBeUndefined();
    expect(await record(roomId)).toBe('api-a');
    // Renewed while A is there, well past one lease.
    await sleep(LEASE_MS * 1.5);
    expect(await record(roomId)).toBe('api-a');

    // A can no longer reach Redis: nothing renews the record, nothing deletes it.
    hosts.links.a.silence();
    const lapsed = await until(async () => (await record(roomId)) === null, LEASE_MS * 3);
    expect(lapsed).toBeLessThanOrEqual(LEASE_MS + 500);
    expect(openOn(a, roomId)).toBe(true);
    expect((await attempt(urlOfB, linus, roomId)).refused).toBeUndefined();
    expect(await record(roomId)).toBe('api-b');

    // A back on Redis: its renewal finds B's name and its copy closes.
    await hosts.links.a.restore();
    await until(() => !openOn(a, roomId), 10_000);
    expect(await record(roomId)).toBe('api-b');
  });
});
