import { readdirSync } from 'node:fs';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import {
  SFU_RESTART_PATH,
  SIGNALLING_PATH,
  type SignallingAnswer,
  type SignallingMethod,
  type SignallingNamespace,
  type SignallingNotificationName,
  type SignallingNotifications,
} from '@atrium/shared/contract';
import { seedDemoData } from '../src/seed';
import { createApi, type Api } from '../src/server';
import type { AccessRoom, RoomAccess } from '../src/sfu/access';
import { PEER_LIMITS, SIGNALLING_RATE } from '../src/sfu/limits';
import { findWorkerFile } from '../src/sfu/workers';
import { listen, signInOn } from './sockets';

// Issue 17 items 4 and 5: the meeting room's signalling (spec 2 §7.5) against the real mediasoup
// worker, with real socket.io clients. No media flows (nothing does DTLS here): mediasoup takes
// producers on transports that are not connected yet, which is all the signalling needs.

// Skipped only when the install wrote nothing (as sfu.test.ts).
const skipReason =
  findWorkerFile(path.join(__dirname, '..')) || process.env.MEDIASOUP_WORKER_BIN
    ? undefined
    : 'api/.mediasoup-worker.json is absent: the root postinstall (scripts/mediasoup/build-worker.mjs) did not run';
if (skipReason) console.warn(`Skipping the signalling tests: ${skipReason}`);
const describeWorker = skipReason ? describe.skip : describe;

const THROTTLE_SECRET = 'throttle-secret';
const CONTROL_SECRET = 'control-secret';
const SCTP_CAPABILITIES = { numStreams: { OS: 1024, MIS: 1024 } };
const DEVICE = { flag: 'chrome', name: 'Chrome', version: '156' };

/** A VP8 stream as a browser would describe it, built by hand. */
const vp8 = (ssrc: number) => ({
  mid: '0',
  codecs: [{ mimeType: 'video/VP8', payloadType: 101, clockRate: 90000, rtcpFeedback: [], parameters: {} }],
  headerExtensions: [],
  encodings: [{ ssrc }],
  rtcp: { cname: `cname-${ssrc}`, reducedSize: true },
});

/** An Opus stream as a browser would describe it. */
const opus = (ssrc: number, mid: string) => ({
  mid,
  codecs: [
    { mimeType: 'audio/opus', payloadType: 100, clockRate: 48000, channels: 2, rtcpFeedback: [], parameters: {} },
  ],
  headerExtensions: [],
  encodings: [{ ssrc }],
  rtcp: { cname: `cname-${ssrc}`, reducedSize: true },
});

interface Notification {
  method: SignallingNotificationName;
  data: unknown;
}

/** A signalling client as the meeting room's RoomClient uses it: requests with acks, notifications, server requests acked. */
class Peer {
  readonly received: Notification[] = [];
  /** While true, server requests wait here for their ack (a browser slow to make its consumers). */
  holdAcks = false;
  readonly held: (() => void)[] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly socket: Socket) {
    const record = (notification: Notification) => {
      this.received.push(notification);
      for (const waiter of this.waiters) waiter();
    };
    socket.on('notification', record);
    // newConsumer and newDataConsumer are server requests: recorded like notifications, then acked.
    socket.on('request', (request: Notification, ack: (answer: SignallingAnswer) => void) => {
      record(request);
      if (this.holdAcks) this.held.push(() => ack({ ok: true, data: null }));
      else ack({ ok: true, data: null });
    });
  }

  request<T = unknown>(method: SignallingMethod | string, data?: unknown): Promise<SignallingAnswer<T>> {
    return this.socket.timeout(5000).emitWithAck('request', { method, data });
  }

  async ok<T = unknown>(method: SignallingMethod, data?: unknown): Promise<T> {
    const answer = await this.request<T>(method, data);
    if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
    return answer.data;
  }

  /** The first notification (or server request) `method` whose data matches, waiting up to 5 s for it. */
  next<N extends SignallingNotificationName>(
    method: N,
    matches: (data: SignallingNotifications[N]) => boolean = () => true,
  ): Promise<SignallingNotifications[N]> {
    const find = () =>
      this.received.find((item) => item.method === method && matches(item.data as SignallingNotifications[N]))?.data as
        SignallingNotifications[N] | undefined;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${method} within 5 s`)), 5000);
      const check = () => {
        const found = find();
        if (!found) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((waiter) => waiter !== check);
        resolve(found);
      };
      this.waiters.push(check);
      check();
    });
  }

  count(method: SignallingNotificationName): number {
    return this.received.filter((item) => item.method === method).length;
  }

  /** join with the router's capabilities, after a transport of each direction (the browser's order). */
  async join(displayName: string) {
    const rtpCapabilities = await this.ok<object>('getRouterRtpCapabilities');
    const send = await this.transport({ producing: true, consuming: false });
    const recv = await this.transport({ producing: false, consuming: true });
    const { peers } = await this.ok<{ peers: { id: string; displayName: string }[] }>('join', {
      displayName,
      title: null,
      device: DEVICE,
      picture: null,
      rtpCapabilities,
      sctpCapabilities: SCTP_CAPABILITIES,
    });
    return { send, recv, peers };
  }

  async transport(direction: { producing: boolean; consuming: boolean }) {
    return this.ok<{ id: string; sctpParameters?: object }>('createWebRtcTransport', {
      ...direction,
      forceTcp: false,
      sctpCapabilities: SCTP_CAPABILITIES,
    });
  }
}

const opened: Socket[] = [];

function open(
  url: string,
  {
    namespace = 'nsfu',
    roomId,
    peerId,
    token,
  }: { namespace?: SignallingNamespace; roomId: string; peerId: string; token?: string },
): Socket {
  const socket = connect(`${url}/${namespace}`, {
    path: SIGNALLING_PATH,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    query: { roomId, peerId },
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return socket;
}

/** A connected peer, once its roomReady came (the browser starts join then). */
async function enter(url: string, options: Parameters<typeof open>[1]): Promise<Peer> {
  const peer = new Peer(open(url, options));
  await new Promise<void>((resolve, reject) => {
    peer.socket.once('connect', resolve);
    peer.socket.once('connect_error', reject);
  });
  await peer.next('roomReady');
  return peer;
}

/** Why a connection was refused: the error's message and `data` (status, message). */
function refusal(url: string, options: Parameters<typeof open>[1]): Promise<{ message: string; data: unknown }> {
  const socket = open(url, options);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error: Error & { data?: unknown }) =>
      resolve({ message: error.message, data: error.data }),
    );
  });
}

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => (socket.connected ? socket.once('disconnect', resolve) : resolve('not connected')));

describeWorker('meeting room signalling (spec 2 §7.5)', () => {
  let api: Api;
  let url: string;
  let ada: { token: string; userId: string };
  let linus: { token: string; userId: string };
  let room = 0;
  /** A room no earlier test used. */
  const freshRoom = () => `room-${++room}`;

  const rooms = new Map<string, AccessRoom | 404>();
  const access = {
    enter: jest.fn<ReturnType<RoomAccess['enter']>, Parameters<RoomAccess['enter']>>(async (_namespace, roomId) => {
      const known = rooms.get(roomId) ?? { id: roomId, eventId: 'event', title: roomId, capacity: null };
      return known === 404 ? { ok: false, status: 404, message: 'room not found' } : { ok: true, room: known };
    }),
    left: jest.fn<void, Parameters<RoomAccess['left']>>(),
    present: jest.fn<void, Parameters<RoomAccess['present']>>(),
  } satisfies RoomAccess;

  beforeAll(async () => {
    api = await createApi({
      sfu: true,
      roomAccess: access,
      sfuThrottleSecret: THROTTLE_SECRET,
      sfuControlSecret: CONTROL_SECRET,
    });
    await seedDemoData(api.db);
    url = await listen(api);
    [ada, linus] = await Promise.all([signInOn(api, 'ada@demo.test'), signInOn(api, 'linus@demo.test')]);
  });

  afterEach(() => {
    while (opened.length) opened.pop()!.disconnect();
  });

  afterAll(async () => {
    await api?.close();
  });

  test('the api serves signalling when its SFU runs', () => {
    expect(api.sfu).not.toBeNull();
    expect(api.signalling).not.toBeNull();
  });

  test('a connection is refused without a token, for another peerId, for a missing room and in a full room', async () => {
    const roomId = freshRoom();
    expect(await refusal(url, { roomId, peerId: ada.userId })).toEqual({
      message: 'You must be logged in to perform this action.',
      data: { status: 401, message: 'You must be logged in to perform this action.' },
    });
    expect((await refusal(url, { roomId, peerId: linus.userId, token: ada.token })).data).toMatchObject({
      status: 403,
    });

    const main = connect(url, {
      path: SIGNALLING_PATH,
      transports: ['websocket'],
      auth: { token: ada.token },
      forceNew: true,
    });
    opened.push(main);
    expect(
      await new Promise((resolve) =>
        main.once('connect_error', (error: Error & { data?: unknown }) => resolve(error.data)),
      ),
    ).toMatchObject({ status: 404 });

    rooms.set('gone', 404);
    expect(await refusal(url, { roomId: 'gone', peerId: ada.userId, token: ada.token })).toEqual({
      message: 'room not found',
      data: { status: 404, message: 'room not found' },
    });

    const small = freshRoom();
    rooms.set(small, { id: small, eventId: 'event', title: 'small', capacity: 1 });
    await enter(url, { roomId: small, peerId: ada.userId, token: ada.token });
    expect((await refusal(url, { roomId: small, peerId: linus.userId, token: linus.token })).data).toEqual({
      status: 403,
      message: 'there is no space in networking rooms, try later',
    });
    expect(access.enter).toHaveBeenCalledWith('nsfu', small, {
      userId: linus.userId,
      applicationId: expect.any(String),
    });
  });

  test('getRouterRtpCapabilities answers the codecs, createWebRtcTransport ICE, DTLS and SCTP parameters', async () => {
    const peer = await enter(url, { namespace: 'sfu', roomId: freshRoom(), peerId: ada.userId, token: ada.token });
    const capabilities = await peer.ok<{ codecs: { mimeType: string }[] }>('getRouterRtpCapabilities');
    expect(capabilities.codecs.map((codec) => codec.mimeType)).toEqual(
      expect.arrayContaining(['audio/opus', 'video/VP8', 'video/H264']),
    );
    const transport = await peer.ok<Record<string, unknown>>('createWebRtcTransport', {
      producing: true,
      consuming: false,
      sctpCapabilities: SCTP_CAPABILITIES,
    });
    expect(transport).toEqual({
      id: expect.any(String),
      iceParameters: expect.objectContaining({ usernameFragment: expect.any(String), password: expect.any(String) }),
      iceCandidates: expect.arrayContaining([expect.objectContaining({ address: '127.0.0.1', protocol: 'udp' })]),
      dtlsParameters: expect.objectContaining({ fingerprints: expect.any(Array) }),
      sctpParameters: expect.objectContaining({ OS: 1024, MIS: 1024 }),
    });
    const tcpOnly = await peer.ok<{ iceCandidates: { protocol: string }[] }>('createWebRtcTransport', {
      producing: false,
      consuming: true,
      forceTcp: true,
    });
    expect(tcpOnly.iceCandidates.map((candidate) => candidate.protocol)).toEqual(['tcp']);
    expect(await peer.ok('restartIce', { transportId: transport.id })).toEqual(
      expect.objectContaining({ usernameFragment: expect.any(String) }),
    );
    expect(await peer.ok('getTransportStats', { transportId: transport.id })).toEqual([
      expect.objectContaining({ transportId: transport.id }),
    ]);
  });

  test('produce before join is refused with 409; an unknown transport is 404', async () => {
    const peer = await enter(url, { roomId: freshRoom(), peerId: ada.userId, token: ada.token });
    const send = await peer.transport({ producing: true, consuming: false });
    const produce = { transportId: send.id, kind: 'video', rtpParameters: vp8(1111), appData: { source: 'webcam' } };
    expect(await peer.request('produce', produce)).toMatchObject({ ok: false, error: { status: 409 } });
    await peer.ok('join', {
      displayName: 'Ada',
      device: DEVICE,
      rtpCapabilities: await peer.ok('getRouterRtpCapabilities'),
    });
    expect(await peer.request('produce', { ...produce, transportId: 'nope' })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
    expect(await peer.request('join', { displayName: 'Ada', device: DEVICE, rtpCapabilities: {} })).toMatchObject({
      ok: false,
      error: { status: 409 },
    });
  });

  test('two peers see each other, consume each other and are told what changes', async () => {
    const roomId = freshRoom();
    const a = await enter(url, { roomId, peerId: ada.userId, token: ada.token });
    const b = await enter(url, { roomId, peerId: linus.userId, token: linus.token });
    const aJoined = await a.join('Ada');
    expect(aJoined.peers).toEqual([]);
    const { id: producerId } = await a.ok<{ id: string }>('produce', {
      transportId: aJoined.send.id,
      kind: 'video',
      rtpParameters: vp8(1111),
      appData: { source: 'webcam' },
    });
    const chat = await a.ok<{ id: string }>('produceData', {
      transportId: aJoined.send.id,
      sctpStreamParameters: { streamId: 0, ordered: false, maxRetransmits: 1 },
      label: 'chat',
      protocol: '',
    });

    const bJoined = await b.join('Linus');
    expect(bJoined.peers).toEqual([{ id: ada.userId, displayName: 'Ada', title: null, picture: null, device: DEVICE }]);
    expect(await a.next('newPeer')).toEqual({
      id: linus.userId,
      displayName: 'Linus',
      title: null,
      picture: null,
      device: DEVICE,
    });
    const consumer = await b.next('newConsumer');
    expect(consumer).toMatchObject({
      peerId: ada.userId,
      producerId,
      kind: 'video',
      appData: { source: 'webcam' },
      producerPaused: false,
    });
    expect(await b.next('newDataConsumer', (data) => data.peerId === ada.userId)).toMatchObject({
      dataProducerId: chat.id,
      label: 'chat',
    });
    // The room's bot talks to everyone who joined.
    expect(await b.next('newDataConsumer', (data) => data.peerId === null)).toMatchObject({ label: 'bot' });
    expect(await b.ok('getConsumerStats', { consumerId: consumer.id })).toEqual(expect.any(Array));
    expect(await b.ok('setConsumerPriority', { consumerId: consumer.id, priority: 2 })).toBeNull();
    expect(await b.ok('requestConsumerKeyFrame', { consumerId: consumer.id })).toBeNull();

    await a.ok('changeDisplayName', { displayName: 'Ada L.' });
    expect(await b.next('peerDisplayNameChanged')).toEqual({
      peerId: ada.userId,
      displayName: 'Ada L.',
      oldDisplayName: 'Ada',
    });

    await a.ok('pauseProducer', { producerId });
    expect(await b.next('consumerPaused')).toEqual({ consumerId: consumer.id });
    await a.ok('resumeProducer', { producerId });
    expect(await b.next('consumerResumed')).toEqual({ consumerId: consumer.id });
    await a.ok('closeProducer', { producerId });
    expect(await b.next('consumerClosed')).toEqual({ consumerId: consumer.id });
    expect(await b.request('pauseConsumer', { consumerId: consumer.id })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });

    access.left.mockClear();
    a.socket.disconnect();
    expect(await b.next('peerClosed')).toEqual({ peerId: ada.userId });
    expect(await b.next('dataConsumerClosed')).toEqual({ dataConsumerId: expect.any(String) });
    // Ada's browser closed its socket itself (Leave): the seat's short wait.
    expect(access.left).toHaveBeenCalledWith('nsfu', roomId, ada.userId, true);
    expect(access.present).toHaveBeenCalledWith('nsfu', roomId, linus.userId);
  });

  test('a producer made after the other joined is consumed at once', async () => {
    const roomId = freshRoom();
    const a = await enter(url, { roomId, peerId: ada.userId, token: ada.token });
    const b = await enter(url, { roomId, peerId: linus.userId, token: linus.token });
    const { send } = await a.join('Ada');
    await b.join('Linus');
    const { id } = await a.ok<{ id: string }>('produce', {
      transportId: send.id,
      kind: 'video',
      rtpParameters: vp8(2222),
      appData: { source: 'screen' },
    });
    expect(await b.next('newConsumer')).toMatchObject({ producerId: id, appData: { source: 'screen' } });
    expect(await a.ok('getProducerStats', { producerId: id })).toEqual(expect.any(Array));
  });

  // Issue 31 item 5: a starved browser took over 10 s to make a screen's consumer; the server had
  // given the consumer up by then, and the share stayed black.
  test('a browser slow to make its consumer still gets it resumed: the server waits for the ack', async () => {
    const roomId = freshRoom();
    const a = await enter(url, { roomId, peerId: ada.userId, token: ada.token });
    const b = await enter(url, { roomId, peerId: linus.userId, token: linus.token });
    const { send } = await a.join('Ada');
    await b.join('Linus');
    b.holdAcks = true;
    await a.ok('produce', {
      transportId: send.id,
      kind: 'video',
      rtpParameters: vp8(4444),
      appData: { source: 'screen' },
    });
    const consumer = await b.next('newConsumer');
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(b.count('consumerClosed')).toBe(0);
    expect(b.count('consumerScore')).toBe(0);
    for (const ack of b.held) ack();
    // Resumed once acked: the server tells the consumer's score then.
    expect(await b.next('consumerScore', (data) => data.consumerId === consumer.id)).toMatchObject({
      score: { score: expect.any(Number) },
    });
    expect(b.count('consumerClosed')).toBe(0);
  }, 30_000);

  test('a peer that joined before it had a receiving transport consumes the room once it makes one', async () => {
    const roomId = freshRoom();
    const a = await enter(url, { roomId, peerId: ada.userId, token: ada.token });
    const b = await enter(url, { roomId, peerId: linus.userId, token: linus.token });
    const { send } = await a.join('Ada');
    const { id } = await a.ok<{ id: string }>('produce', {
      transportId: send.id,
      kind: 'video',
      rtpParameters: vp8(3333),
      appData: { source: 'webcam' },
    });
    const rtpCapabilities = await b.ok('getRouterRtpCapabilities');
    await b.ok('join', { displayName: 'Linus', device: DEVICE, rtpCapabilities });
    expect(b.count('newConsumer')).toBe(0);
    await b.transport({ producing: false, consuming: true });
    expect(await b.next('newConsumer')).toMatchObject({ peerId: ada.userId, producerId: id });
  });

  test('a peer that connects again with the same peerId replaces its old socket', async () => {
    const roomId = freshRoom();
    const first = await enter(url, { roomId, peerId: ada.userId, token: ada.token });
    const b = await enter(url, { roomId, peerId: linus.userId, token: linus.token });
    await first.join('Ada');
    await b.join('Linus');
    const gone = disconnected(first.socket);
    access.left.mockClear();
    const second = await enter(url, { roomId, peerId: ada.userId, token: ada.token });
    expect(await gone).toBe('io server disconnect');
    expect(await b.next('peerClosed')).toEqual({ peerId: ada.userId });
    expect((await second.join('Ada')).peers.map((peer) => peer.id)).toEqual([linus.userId]);
    expect(access.left).not.toHaveBeenCalled();
    const [open] = api.signalling!.rooms().filter((candidate) => candidate.id === roomId);
    expect([...open.peers.keys()].sort()).toEqual([ada.userId, linus.userId].sort());
  });

  test("signing out closes the session's signalling sockets", async () => {
    const second = await signInOn(api, 'ada@demo.test');
    const peer = await enter(url, { roomId: freshRoom(), peerId: second.userId, token: second.token });
    const gone = disconnected(peer.socket);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v2/account/signout',
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(response.json()).toMatchObject({ hasError: false });
    expect(await gone).toBe('io server disconnect');
  });

  test('applyNetworkThrottle needs the secret', async () => {
    const peer = await enter(url, { roomId: freshRoom(), peerId: ada.userId, token: ada.token });
    const throttle = { uplink: 500, downlink: 800, rtt: 100 };
    expect(await peer.request('applyNetworkThrottle', throttle)).toEqual({
      ok: false,
      error: { status: 403, message: 'Forbidden' },
    });
    expect(await peer.request('applyNetworkThrottle', { ...throttle, secret: 'wrong' })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect(await peer.request('resetNetworkThrottle', {})).toMatchObject({ ok: false, error: { status: 403 } });
    expect(await peer.request('applyNetworkThrottle', { ...throttle, secret: THROTTLE_SECRET })).toEqual({
      ok: true,
      data: null,
    });
    // Transports made while throttled are throttled too.
    await peer.join('Ada');
    expect(await peer.request('resetNetworkThrottle', { secret: THROTTLE_SECRET })).toEqual({ ok: true, data: null });
  });

  test('a malformed request is answered 400 with its fields, and the socket stays usable', async () => {
    const peer = await enter(url, { roomId: freshRoom(), peerId: ada.userId, token: ada.token });
    expect(await peer.request('connectWebRtcTransport', { dtlsParameters: {} })).toEqual({
      ok: false,
      error: {
        status: 400,
        message: 'Please check the marked fields.',
        errors: [{ field: 'transportId', message: 'This field is required.' }],
      },
    });
    const wrongTypes = await peer.request('createWebRtcTransport', { producing: 'yes', consuming: 1 });
    expect(wrongTypes).toMatchObject({ ok: false, error: { status: 400 } });
    expect(!wrongTypes.ok && wrongTypes.error.errors).toEqual([
      { field: 'producing', message: 'This value has the wrong type.' },
      { field: 'consuming', message: 'This value has the wrong type.' },
    ]);
    expect(await peer.request('launchRockets', {})).toMatchObject({
      ok: false,
      error: { status: 400, errors: [{ field: 'method' }] },
    });
    expect(await peer.request('join', 'text')).toMatchObject({ ok: false, error: { status: 400 } });
    // What mediasoup itself refuses is answered, not thrown.
    const { send } = await peer.join('Ada');
    const refused = await peer.request('produce', {
      transportId: send.id,
      kind: 'video',
      rtpParameters: { codecs: 'x' },
    });
    expect(refused).toMatchObject({ ok: false, error: { status: 400, message: expect.any(String) } });
    // A request without an ack is harmless.
    peer.socket.emit('request', { method: 'getRouterRtpCapabilities' });
    peer.socket.emit('request', 'nonsense');
    expect(await peer.ok('getRouterRtpCapabilities')).toHaveProperty('codecs');
  });

  test('restart drops every connection and closes every room; browsers join fresh rooms after', async () => {
    const roomId = freshRoom();
    const a = await enter(url, { roomId, peerId: ada.userId, token: ada.token });
    const b = await enter(url, { roomId, peerId: linus.userId, token: linus.token });
    await a.join('Ada');
    await b.join('Linus');
    const [router] = api
      .signalling!.rooms()
      .filter((candidate) => candidate.id === roomId)
      .map((r) => r.router);
    const gone = [disconnected(a.socket), disconnected(b.socket)];
    access.left.mockClear();
    await api.signalling!.restart();
    // "transport close": socket.io in the browser reconnects by itself.
    expect(await Promise.all(gone)).toEqual(['transport close', 'transport close']);
    expect(router.closed).toBe(true);
    expect(api.signalling!.rooms()).toEqual([]);
    expect(access.left.mock.calls.sort()).toEqual(
      [
        // Lost connections, not departures: the seats' full grace.
        ['nsfu', roomId, ada.userId, false],
        ['nsfu', roomId, linus.userId, false],
      ].sort(),
    );

    const again = await enter(url, { roomId, peerId: ada.userId, token: ada.token });
    expect((await again.join('Ada')).peers).toEqual([]);
    expect(api.signalling!.rooms().map((candidate) => candidate.id)).toEqual([roomId]);
  });

  test(`POST ${SFU_RESTART_PATH} restarts the signalling server for whoever has the control secret`, async () => {
    const refused = await api.app.inject({
      method: 'POST',
      url: SFU_RESTART_PATH,
      headers: { 'x-sfu-control-secret': 'no' },
    });
    expect(refused.statusCode).toBe(403);
    const peer = await enter(url, { roomId: freshRoom(), peerId: ada.userId, token: ada.token });
    const gone = disconnected(peer.socket);
    const restarted = await api.app.inject({
      method: 'POST',
      url: SFU_RESTART_PATH,
      headers: { 'x-sfu-control-secret': CONTROL_SECRET },
    });
    expect(restarted.statusCode).toBe(204);
    expect(await gone).toBe('transport close');
  });
  // Issue 32 item 4: one seat cannot exhaust the SFU (api/src/sfu/limits.ts).

  /** The WebRTC transports on every open room's router (each room's bot has one more), and the files the workers hold open. */
  async function sfuLoad() {
    const dumps = await Promise.all(api.signalling!.rooms().map((open) => open.router.dump()));
    return {
      transports: dumps.reduce((sum, dump) => sum + dump.transportIds.length, 0),
      files: api.sfu!.workers.reduce((sum, worker) => sum + readdirSync(`/proc/${worker.pid}/fd`).length, 0),
    };
  }

  const peerOf = (roomId: string, peerId: string) =>
    api
      .signalling!.rooms()
      .find((candidate) => candidate.id === roomId)!
      .peers.get(peerId)!;

  test('a peer asking for a third transport is refused, and what it holds goes down when a transport closes or the peer is replaced', async () => {
    const roomId = freshRoom();
    const before = await sfuLoad();
    const a = await enter(url, { roomId, peerId: ada.userId, token: ada.token });
    await a.join('Ada');
    expect(await a.request('createWebRtcTransport', { producing: true, consuming: false })).toEqual({
      ok: false,
      error: { status: 403, message: `A peer may have ${PEER_LIMITS.transports} transports at most.` },
    });

    // Asked for at once, before any is made: what is being made counts.
    const b = await enter(url, { roomId, peerId: linus.userId, token: linus.token });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => b.request('createWebRtcTransport', { producing: false, consuming: true })),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(PEER_LIMITS.transports);
    expect(answers.filter((answer) => !answer.ok && answer.error.status === 403)).toHaveLength(
      20 - PEER_LIMITS.transports,
    );
    // On the worker: the room's bot and two peers of two transports each.
    expect((await sfuLoad()).transports - before.transports).toBe(1 + 2 * PEER_LIMITS.transports);

    // A transport that closes no longer counts.
    const [closing] = peerOf(roomId, ada.userId).transports.values();
    closing.close();
    expect(await a.transport({ producing: true, consuming: false })).toHaveProperty('id');
    expect(await a.request('createWebRtcTransport', { producing: true, consuming: false })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });

    // A peer that comes back (a reload) starts again from nothing: its old transports are closed.
    const again = await enter(url, { roomId, peerId: ada.userId, token: ada.token });
    await again.join('Ada');
    expect((await sfuLoad()).transports - before.transports).toBe(1 + 2 * PEER_LIMITS.transports);
  });

  test('1,000 rapid requests are mostly refused, nothing more is made, and the flooding socket is disconnected', async () => {
    const roomId = freshRoom();
    const peer = await enter(url, { roomId, peerId: ada.userId, token: ada.token });
    const before = await sfuLoad();
    let made = 0;
    api
      .signalling!.rooms()
      .find((candidate) => candidate.id === roomId)!
      .router.observer.on('newtransport', () => (made += 1));
    const gone = disconnected(peer.socket);
    const answers: SignallingAnswer[] = [];
    for (let i = 0; i < 1000; i += 1) {
      peer.socket.emit(
        'request',
        { method: 'createWebRtcTransport', data: { producing: true, consuming: true } },
        (answer: SignallingAnswer) => answers.push(answer),
      );
    }
    expect(
      await Promise.race([
        gone,
        new Promise((resolve) => setTimeout(() => resolve('still connected'), 10_000).unref()),
      ]),
    ).toBe('io server disconnect');
    // Answers already on their way arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(made).toBe(PEER_LIMITS.transports);
    const statuses = answers.map((answer) => (answer.ok ? 200 : answer.error.status));
    const count = (status: number) => statuses.filter((one) => one === status).length;
    // Their answers may not have made it: the socket went before the worker answered.
    expect(count(200)).toBeLessThanOrEqual(PEER_LIMITS.transports);
    // What got through the rate limit: at most the burst and what refilled meanwhile.
    expect(count(200) + count(403)).toBeLessThanOrEqual(SIGNALLING_RATE.burst + SIGNALLING_RATE.perSecond);
    expect(count(429)).toBeGreaterThan(0);
    expect(answers.find((answer) => !answer.ok && answer.error.status === 429)).toEqual({
      ok: false,
      error: { status: 429, message: 'Too many requests: wait a moment and try again.' },
    });
    expect(1000 - count(200) - count(403)).toBeGreaterThan(850);
    expect(statuses.filter((status) => ![200, 403, 429].includes(status))).toEqual([]);

    const after = await sfuLoad();
    // Its two transports closed with it; the worker holds no more files than before (a few of slack).
    expect(after.transports).toBeLessThanOrEqual(before.transports);
    expect(after.files - before.files).toBeLessThan(10);
  });

  test('a meeting within the limits: two transports, four producers, chat and bot each, all consumed by the other', async () => {
    const roomId = freshRoom();
    const a = await enter(url, { roomId, peerId: ada.userId, token: ada.token });
    const b = await enter(url, { roomId, peerId: linus.userId, token: linus.token });
    const { send } = await a.join('Ada');
    await b.join('Linus');
    const sources = [
      { source: 'mic', kind: 'audio', rtpParameters: opus(5001, 'a0') },
      { source: 'webcam', kind: 'video', rtpParameters: { ...vp8(5002), mid: 'v0' } },
      { source: 'screen', kind: 'video', rtpParameters: { ...vp8(5003), mid: 'v1' } },
      { source: 'screen-audio', kind: 'audio', rtpParameters: opus(5004, 'a1') },
    ];
    const produced = await Promise.all(
      sources.map(({ source, kind, rtpParameters }) =>
        a.ok<{ id: string }>('produce', { transportId: send.id, kind, rtpParameters, appData: { source } }),
      ),
    );
    expect(produced).toHaveLength(PEER_LIMITS.producers);
    for (const label of ['chat', 'bot']) {
      await a.ok('produceData', {
        transportId: send.id,
        sctpStreamParameters: { streamId: label === 'chat' ? 0 : 1, ordered: true },
        label,
        protocol: '',
      });
    }
    expect(
      await a.request('produce', {
        transportId: send.id,
        kind: 'video',
        rtpParameters: { ...vp8(5005), mid: 'v2' },
        appData: { source: 'webcam' },
      }),
    ).toEqual({
      ok: false,
      error: { status: 403, message: `A peer may send ${PEER_LIMITS.producers} media streams at most.` },
    });
    expect(
      await a.request('produceData', {
        transportId: send.id,
        sctpStreamParameters: { streamId: 2, ordered: true },
        label: 'chat',
        protocol: '',
      }),
    ).toMatchObject({ ok: false, error: { status: 403 } });

    for (const { id } of produced) expect(await b.next('newConsumer', (data) => data.producerId === id)).toBeTruthy();
    expect(await b.next('newDataConsumer', (data) => data.peerId === ada.userId)).toMatchObject({ label: 'chat' });
    // Closing one frees its place: the webcam goes off and on again.
    await a.ok('closeProducer', { producerId: produced[1].id });
    const webcam = await a.ok<{ id: string }>('produce', {
      transportId: send.id,
      kind: 'video',
      rtpParameters: { ...vp8(5006), mid: 'v3' },
      appData: { source: 'webcam' },
    });
    expect(await b.next('newConsumer', (data) => data.producerId === webcam.id)).toMatchObject({ kind: 'video' });
    // A burst the page itself makes (audio-only pauses every video consumer at once) is answered in full.
    const consumers = b.received
      .filter((item) => item.method === 'newConsumer')
      .map((item) => (item.data as SignallingNotifications['newConsumer']).id);
    const burst = await Promise.all(
      consumers.flatMap((consumerId) => [
        b.request('getConsumerStats', { consumerId }),
        b.request('getConsumerStats', { consumerId }),
      ]),
    );
    expect(burst.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.error.status)).not.toContain(429);
  });
});
