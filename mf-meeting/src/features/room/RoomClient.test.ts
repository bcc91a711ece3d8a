import { i18n } from '@atrium/shared';
import { deviceErrorReason } from './deviceErrors';
import { deviceInfo } from './devices';
import { RoomClient } from './RoomClient';
import { fakeMediaDevices, fakeRoom, flush, type FakeTrack } from './testing/fakes';

// The meeting room's signalling owner (spec 2 §4 Room connection, §5 chat, §7.5, §8; issue 17 item 5).

beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  document.cookie = 'atrium.room.devices=; max-age=0; path=/';
});
afterEach(() => {
  jest.useRealTimers();
});

async function joined(overrides = {}, devices = fakeMediaDevices()) {
  const room = fakeRoom(overrides, devices);
  const client = new RoomClient(room.options);
  client.join();
  room.socket().open();
  await flush(200);
  return { ...room, client, state: () => client.store.getState() };
}

const texts = (client: RoomClient) => client.store.getState().notifications.map((n) => n.text);

test('connects to the namespace with the token, room and peer, then joins in order and produces', async () => {
  const { client, socket, state } = await joined();
  expect(socket().url).toBe('http://localhost/nsfu');
  expect(socket().options).toEqual({
    path: '/api/media/socket.io/',
    auth: { token: 'token-1' },
    query: { roomId: 'room-1', peerId: 'me' },
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 2000,
  });
  const methods = socket().methods();
  expect(methods.slice(0, 4)).toEqual([
    'getRouterRtpCapabilities',
    'createWebRtcTransport',
    'createWebRtcTransport',
    'join',
  ]);
  expect(socket().sent[1].data).toMatchObject({ forceTcp: false, producing: true, consuming: false });
  expect(socket().sent[2].data).toMatchObject({ producing: false, consuming: true });
  expect(socket().sent[3].data).toMatchObject({ displayName: 'Ada Lovelace', rtpCapabilities: { codecs: [] } });
  const produced = socket()
    .sent.filter((r) => r.method === 'produce')
    .map((r) => (r.data as { appData: { source: string } }).appData.source);
  expect(produced).toEqual(['mic', 'webcam']);
  const labels = socket()
    .sent.filter((r) => r.method === 'produceData')
    .map((r) => (r.data as { label: string }).label)
    .sort();
  expect(labels).toEqual(['bot', 'chat']);
  expect(methods.indexOf('connectWebRtcTransport')).toBeGreaterThan(3);
  expect(state().room.state).toBe('connected');
  expect(state().producers.mic?.track.kind).toBe('audio');
  expect(state().producers.webcam?.track.kind).toBe('video');
  expect(state().dataProducers.chat).toBeTruthy();
  expect(state().notifications).toContainEqual(
    expect.objectContaining({ text: 'You are in the room!', timeout: 3000 }),
  );
  client.close();
  expect(state().room.state).toBe('closed');
  expect(state().producers).toEqual({});
});

test('a request that gets no answer is tried 3 times, 2 s each, then fails with Request timed out', async () => {
  jest.useFakeTimers();
  const room = fakeRoom();
  const client = new RoomClient(room.options);
  client.join();
  room.socket().script.getRouterRtpCapabilities = () => 'timeout';
  const result = client.request('getRouterRtpCapabilities').catch((error: Error) => error.message);
  for (let i = 0; i < 3; i += 1) {
    await flush();
    jest.advanceTimersByTime(2000);
  }
  expect(await result).toBe('Request timed out');
  expect(room.socket().methods()).toEqual([
    'getRouterRtpCapabilities',
    'getRouterRtpCapabilities',
    'getRouterRtpCapabilities',
  ]);
});

test('a request without a socket fails with No socket connection; a refusal is not retried', async () => {
  const room = fakeRoom();
  const client = new RoomClient(room.options);
  await expect(client.request('getRouterRtpCapabilities')).rejects.toThrow('No socket connection');
  client.join();
  room.socket().script.restartIce = () => ({ error: { status: 404, message: 'no such transport' } });
  await expect(client.request('restartIce', { transportId: 't' })).rejects.toMatchObject({
    status: 404,
    message: 'no such transport',
  });
  expect(room.socket().methods()).toEqual(['restartIce']);
});

test('newPeer, activeSpeaker and peerClosed change the store', async () => {
  const { client, socket, state } = await joined();
  const peer = { id: 'linus', displayName: 'Linus', title: null, picture: null, device: { name: 'Firefox' } };
  socket().notify('newPeer', peer);
  expect(state().peers.linus).toMatchObject({ displayName: 'Linus', consumers: [] });
  expect(state().notifications).toContainEqual(
    expect.objectContaining({ type: 'info', text: 'Linus has joined the room', timeout: 3000 }),
  );
  await socket().request('newConsumer', {
    peerId: 'linus',
    producerId: 'p1',
    id: 'c1',
    kind: 'video',
    rtpParameters: {},
    type: 'simulcast',
    appData: { source: 'webcam' },
    producerPaused: false,
  });
  expect(state().peers.linus.consumers).toEqual(['c1']);
  expect(state().consumers.c1).toMatchObject({ peerId: 'linus', source: 'webcam', spatialLayers: 3 });
  socket().notify('consumerScore', { consumerId: 'c1', score: { score: 7, producerScore: 10, producerScores: [] } });
  expect(state().consumers.c1.score).toBe(7);
  socket().notify('newPeer', { ...peer, id: 'rec', displayName: 'recording' });
  expect(texts(client).filter((text) => text.includes('has joined'))).toEqual(['Linus has joined the room']);
  socket().notify('activeSpeaker', { peerId: 'linus', volume: -20 });
  expect(state().room.activeSpeakerId).toBe('linus');
  socket().notify('peerDisplayNameChanged', { peerId: 'linus', displayName: 'Linus T', oldDisplayName: 'Linus' });
  expect(texts(client)).toContain('Linus is now Linus T');
  socket().notify('peerClosed', { peerId: 'linus' });
  expect(state().peers.linus).toBeUndefined();
  expect(state().consumers).toEqual({});
  expect(state().room.activeSpeakerId).toBeNull();
  client.close();
});

// Issue 31 item 5: a screen share stayed black when the browser made its consumer after the server
// had given it up; the consumerClosed that said so came before the consumer existed here.
test('a consumer closed by the server while it is being made is closed too and never shown', async () => {
  const { client, socket, device, state } = await joined();
  socket().notify('newPeer', { id: 'linus', displayName: 'Linus', title: null, picture: null, device: {} });
  const recv = device().transports.find((t) => t.direction === 'recv')!;
  let renegotiated = () => {};
  recv.slow = new Promise<void>((resolve) => (renegotiated = resolve));
  const screen = {
    peerId: 'linus',
    producerId: 'p1',
    kind: 'video',
    rtpParameters: {},
    type: 'simple',
    appData: { source: 'screen' },
    producerPaused: false,
  };
  const late = socket().request('newConsumer', { ...screen, id: 'c1' });
  const chat = socket().request('newDataConsumer', {
    peerId: 'linus',
    dataProducerId: 'dp',
    id: 'dc1',
    sctpStreamParameters: {},
    label: 'chat',
    protocol: '',
    appData: {},
  });
  const paused = socket().request('newConsumer', { ...screen, id: 'c2', producerId: 'p2' });
  await flush();
  socket().notify('consumerClosed', { consumerId: 'c1' });
  socket().notify('dataConsumerClosed', { dataConsumerId: 'dc1' });
  socket().notify('consumerPaused', { consumerId: 'c2' });
  renegotiated();

  expect(await late).toEqual({ ok: false, error: { status: 410, message: 'Consumer closed' } });
  expect(await chat).toEqual({ ok: false, error: { status: 410, message: 'Data consumer closed' } });
  expect(await paused).toEqual({ ok: true, data: null });
  expect(recv.consumers.map((c) => [c.id, c.closed, c.paused]).sort()).toEqual([
    ['c1', true, false],
    ['c2', false, true],
  ]);
  expect(recv.dataConsumers.map((c) => [c.id, c.closed])).toEqual([['dc1', true]]);
  expect(Object.keys(state().consumers)).toEqual(['c2']);
  expect(state().consumers.c2.remotelyPaused).toBe(true);
  expect(state().peers.linus).toMatchObject({ consumers: ['c2'], dataConsumers: [] });
  expect(state().dataConsumers).toEqual({});

  // What the server tells once a consumer exists still reaches it.
  recv.slow = null;
  await socket().request('newConsumer', { ...screen, id: 'c3', producerId: 'p3' });
  socket().notify('consumerClosed', { consumerId: 'c3' });
  expect(recv.consumers.find((c) => c.id === 'c3')?.closed).toBe(true);
  socket().notify('consumerResumed', { consumerId: 'c2' });
  expect(state().consumers).toEqual({ c2: expect.objectContaining({ remotelyPaused: false }) });
  client.close();
});

test('device errors are named as spec 2 §8 says', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });
  expect(deviceErrorReason(named('NotFoundError'))).toBe('notFound');
  expect(deviceErrorReason(named('OverconstrainedError'))).toBe('notFound');
  expect(deviceErrorReason(new TypeError('x'))).toBe('notFound');
  expect(deviceErrorReason(named('NotReadableError'))).toBe('notReadable');
  expect(deviceErrorReason(named('TrackStartError'))).toBe('notReadable');
  expect(deviceErrorReason(named('NotAllowedError'))).toBe('notAllowed');
  expect(deviceErrorReason(named('PermissionDeniedError'))).toBe('notAllowed');
  expect(deviceErrorReason(named('AbortError'))).toBe('unexpected');
  expect(deviceErrorReason('weird')).toBe('unexpected');
});

test('a refused camera and a missing microphone show as device errors', async () => {
  const devices = fakeMediaDevices({ microphones: 0 });
  devices.getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
  const { client, state } = await joined({}, devices);
  expect(state().deviceErrors).toEqual([
    { source: 'mic', reason: 'noMicrophone' },
    { source: 'webcam', reason: 'notAllowed' },
  ]);
  expect(texts(client)).toEqual(expect.arrayContaining(['Error enabling microphone', 'Error enabling webcam']));
  client.dismissDeviceErrors();
  expect(state().deviceErrors).toEqual([]);
  client.close();
});

test('chat goes to the chat channel, a line with the bot prefix to the bot; messages come back as notifications', async () => {
  const { client, socket, device, state } = await joined();
  const send = device().transports.find((t) => t.direction === 'send')!;
  expect(send).toBeDefined();
  // The data producers the client made, found through their sends.
  expect(client.sendChatMessage('  hello all  ')).toBe(true);
  expect(client.sendChatMessage('/bot ping')).toBe(true);
  expect(client.sendChatMessage('   ')).toBe(false);
  const chat = state().chat;
  expect(chat.map((m) => [m.text, m.mine])).toEqual([
    ['hello all', true],
    ['/bot ping', true],
  ]);
  // The fake data producers record what was sent.
  const producers = client as unknown as {
    chatDataProducer: { send: jest.Mock };
    botDataProducer: { send: jest.Mock };
  };
  expect(producers.chatDataProducer.send).toHaveBeenCalledWith('hello all');
  expect(producers.botDataProducer.send).toHaveBeenCalledWith('ping');

  socket().notify('newPeer', { id: 'linus', displayName: 'Linus', title: null, picture: null, device: {} });
  await socket().request('newDataConsumer', {
    peerId: 'linus',
    dataProducerId: 'dp',
    id: 'dc1',
    sctpStreamParameters: {},
    label: 'chat',
    protocol: '',
    appData: {},
  });
  const dataConsumer = (
    client as unknown as { dataConsumers: Map<string, { emit(e: string, m: string): void }> }
  ).dataConsumers.get('dc1')!;
  dataConsumer.emit('message', 'hi Ada');
  expect(state().notifications).toContainEqual(
    expect.objectContaining({ title: 'Linus says:', text: 'hi Ada', timeout: 5000 }),
  );
  expect(state().peers.linus.dataConsumers).toEqual(['dc1']);
  client.close();
});

test('the chat input has nothing to send through before the channel exists', () => {
  const room = fakeRoom();
  const client = new RoomClient(room.options);
  expect(client.sendChatMessage('hello')).toBe(false);
  expect(texts(client)).toEqual(['No chat DataProducer']);
});

test('a muted peer stays muted in the next room client', () => {
  const first = new RoomClient(fakeRoom().options);
  first.setPeerMuted('linus', true);
  expect(first.store.getState().mutedPeers).toEqual({ linus: true });
  const second = new RoomClient(fakeRoom().options);
  expect(second.store.getState().mutedPeers).toEqual({ linus: true });
  second.setPeerMuted('linus', false);
  expect(new RoomClient(fakeRoom().options).store.getState().mutedPeers).toEqual({});
});

test('the display name is a local preference told to the room', async () => {
  const { client, socket, state } = await joined();
  await client.changeDisplayName('  Ada L ');
  expect(socket().sent.at(-1)).toEqual({ method: 'changeDisplayName', data: { displayName: 'Ada L' } });
  expect(state().me.displayName).toBe('Ada L');
  expect(texts(client)).toContain('Display name changed');
  client.close();
  expect(new RoomClient(fakeRoom().options).store.getState().me.displayName).toBe('Ada L');
});

test('after the socket drops, the room waits connecting, then joins again producing the same tracks', async () => {
  const { client, socket, device, deviceList, state } = await joined();
  const mic = state().producers.mic!.track as FakeTrack;
  const webcam = state().producers.webcam!.track as FakeTrack;
  await client.muteMic();
  const firstTransports = device().transports;

  socket().drop();
  expect(state().room.state).toBe('connecting');
  expect(mic.stop).not.toHaveBeenCalled();
  expect(state().producers.webcam?.track).toBe(webcam);

  socket().sent.length = 0;
  socket().open();
  await flush(200);
  expect(deviceList).toHaveLength(2);
  expect(firstTransports.every((t) => t.closed)).toBe(true);
  const methods = socket().methods();
  expect(methods.slice(0, 4)).toEqual([
    'getRouterRtpCapabilities',
    'createWebRtcTransport',
    'createWebRtcTransport',
    'join',
  ]);
  const send = device().transports.find((t) => t.direction === 'send')!;
  expect(send.producers.map((p) => p.track)).toEqual([mic, webcam]);
  expect(methods).toContain('pauseProducer');
  expect(state().producers.mic).toMatchObject({ track: mic, paused: true });
  expect(state().room.state).toBe('connected');
  expect(mic.stop).not.toHaveBeenCalled();
  expect(texts(client)).not.toContain('WebSocket disconnected');
  client.close();
  expect(mic.stop).toHaveBeenCalled();
});

test('a socket that does not come back within 10 s closes the room with WebSocket disconnected', async () => {
  const { client, socket, state } = await joined();
  jest.useFakeTimers();
  socket().drop();
  jest.advanceTimersByTime(9_999);
  expect(state().room.state).toBe('connecting');
  jest.advanceTimersByTime(1);
  expect(state().room.state).toBe('closed');
  expect(texts(client)).toContain('WebSocket disconnected');
  expect(state().peers).toEqual({});
});

test('a refused (re)connection calls onRefused', async () => {
  const { client, socket, onRefused, state } = await joined();
  socket().drop();
  socket().emit(
    'connect_error',
    Object.assign(new Error('Room not found'), { data: { status: 404, message: 'Room not found' } }),
  );
  expect(onRefused).toHaveBeenCalledWith(404, 'Room not found');
  expect(state().room.state).toBe('closed');
  client.close();
});

const movedTo = (host: string) =>
  Object.assign(new Error('This room is on another host'), {
    data: { status: 307, message: 'This room is on another host', host },
  });
const queryOf = (socket: { options: unknown }) => (socket.options as { query: Record<string, string> }).query;

test('a 307 refusal connects again to the host it names, without showing the room as refused (issue 33 item 2)', async () => {
  const room = fakeRoom();
  const client = new RoomClient(room.options);
  client.join();
  const first = room.socket();
  first.emit('connect_error', movedTo('api-2'));
  expect(room.onRefused).not.toHaveBeenCalled();
  expect(client.store.getState().room.state).toBe('connecting');
  expect(texts(client)).toEqual([]);
  expect(room.sockets).toHaveLength(2);
  expect(first.disconnects).toBe(1);
  expect(queryOf(room.socket())).toEqual({ roomId: 'room-1', peerId: 'me', sfuHost: 'api-2' });

  room.socket().open();
  await flush(200);
  expect(client.store.getState().room.state).toBe('connected');
  expect(room.socket().methods()).toContain('join');

  // Its own reconnections keep the host; a host that died sends it on to the next one.
  room.socket().drop();
  room.socket().emit('connect_error', movedTo('api-1'));
  expect(room.sockets).toHaveLength(3);
  expect(queryOf(room.socket()).sfuHost).toBe('api-1');
  room.socket().open();
  await flush(200);
  expect(client.store.getState().room.state).toBe('connected');
  expect(room.onRefused).not.toHaveBeenCalled();
  expect(texts(client)).not.toContain('WebSocket disconnected');
  client.close();
});

test('307 refusals that never end in a connection are a refusal after the fifth', async () => {
  const room = fakeRoom();
  const client = new RoomClient(room.options);
  client.join();
  for (let i = 0; i < 5; i += 1) room.socket().emit('connect_error', movedTo(i % 2 ? 'api-1' : 'api-2'));
  expect(room.onRefused).not.toHaveBeenCalled();
  room.socket().emit('connect_error', movedTo('api-1'));
  expect(room.onRefused).toHaveBeenCalledWith(307, 'This room is on another host');
  expect(room.sockets).toHaveLength(6);
  expect(client.store.getState().room.state).toBe('closed');
});

test('a failed media transport gets an ICE restart first', async () => {
  const { client, socket, device } = await joined();
  jest.useFakeTimers();
  const send = device().transports.find((t) => t.direction === 'send')!;
  send.setState('failed');
  jest.advanceTimersByTime(1999);
  expect(socket().methods()).not.toContain('restartIce');
  jest.advanceTimersByTime(1);
  await flush();
  expect(socket().sent.find((r) => r.method === 'restartIce')?.data).toEqual({ transportId: send.id });
  expect(send.restartIce).toHaveBeenCalledWith({ iceParameters: { usernameFragment: 'u', password: 'p' } });
  expect(texts(client)).toContain('ICE restarted');
  expect(socket().disconnects).toBe(0);
  client.close();
});

test('an ICE restart that fails falls back to the full rejoin', async () => {
  const { client, socket, device } = await joined();
  jest.useFakeTimers();
  socket().script.restartIce = () => ({ error: { status: 500, message: 'nope' } });
  const recv = device().transports.find((t) => t.direction === 'recv')!;
  recv.setState('disconnected');
  jest.advanceTimersByTime(2000);
  await flush();
  expect(texts(client)).toContain('ICE restart failed');
  expect(socket().disconnects).toBe(1);
  expect(socket().connects).toBe(1);
  expect(client.store.getState().room.state).toBe('connecting');
  client.close();
});

test('a transport that recovers by itself is left alone', async () => {
  const { client, socket, device } = await joined();
  jest.useFakeTimers();
  const send = device().transports.find((t) => t.direction === 'send')!;
  send.setState('disconnected');
  jest.advanceTimersByTime(1000);
  send.setState('connected');
  jest.advanceTimersByTime(5000);
  expect(socket().methods()).not.toContain('restartIce');
  client.close();
});

test('the join names the browser', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.1 Safari/537.36';
  expect(deviceInfo(chrome)).toEqual({ flag: 'chrome', name: 'Chrome', version: '120.0.1' });
  expect(deviceInfo(`${chrome} Edg/120.0.2`).name).toBe('Edge');
  expect(deviceInfo('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0').name).toBe('Firefox');
  expect(
    deviceInfo('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'),
  ).toEqual({
    flag: 'safari',
    name: 'Safari',
    version: '17.4',
  });
});

test('stats: my transports and producers, or the consumers of a peer, read from the server', async () => {
  const { client, socket } = await joined();
  socket().script.getTransportStats = () => ({ data: [{ type: 'webrtc-transport', bytesReceived: 10 }] });
  socket().script.getProducerStats = () => ({ data: null });
  const mine = await client.getStats('me');
  expect(mine.map((section) => section.title)).toEqual(['sendTransport', 'recvTransport', 'mic', 'webcam']);
  expect(mine[0].stats).toEqual([{ type: 'webrtc-transport', bytesReceived: 10 }]);
  expect(mine[2].stats).toEqual([]);
  socket().notify('newPeer', { id: 'linus', displayName: 'Linus', title: null, picture: null, device: {} });
  await socket().request('newConsumer', {
    peerId: 'linus',
    producerId: 'p1',
    id: 'c1',
    kind: 'audio',
    rtpParameters: {},
    type: 'simple',
    appData: { source: 'mic' },
    producerPaused: false,
  });
  socket().script.getConsumerStats = () => ({ data: [{ type: 'inbound-rtp', score: 10 }] });
  expect(await client.getStats('linus')).toEqual([{ title: 'mic', stats: [{ type: 'inbound-rtp', score: 10 }] }]);
  expect(socket().sent.at(-1)).toEqual({ method: 'getConsumerStats', data: { consumerId: 'c1' } });
  client.close();
});
