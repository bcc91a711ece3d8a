import type { SignallingAnswer } from '@atrium/shared/contract';
import type { Device } from 'mediasoup-client';
import type { MediaDevicesLike } from '../devices';
import type { RoomClientOptions, SignallingSocket } from '../RoomClient';

// Fakes of one piece each for the RoomClient's unit tests: a scripted signalling socket, a
// mediasoup-client Device whose transports raise the same events, and media devices.

type Listener = (...args: never[]) => unknown;

class Emitter {
  private readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => unknown)(...args);
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
}

export const flush = async (rounds = 60) => {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
};

let ids = 0;
const nextId = (prefix: string) => `${prefix}-${++ids}`;

export interface FakeTrack extends MediaStreamTrack {
  stop: jest.Mock;
}

export function fakeTrack(kind: 'audio' | 'video'): FakeTrack {
  const track = {
    id: nextId(kind),
    kind,
    readyState: 'live',
    enabled: true,
    contentHint: '',
    stop: jest.fn(() => {
      track.readyState = 'ended';
    }),
  };
  return track as unknown as FakeTrack;
}

/** What the fake server answers: data for ok, 'timeout' for no answer, or an error. */
export type Scripted = { data: unknown } | 'timeout' | { error: { status: number; message: string } };

export class FakeSocket extends Emitter implements SignallingSocket {
  connected = false;
  readonly sent: { method: string; data?: unknown }[] = [];
  connects = 0;
  disconnects = 0;
  script: Record<string, (data: unknown) => Scripted> = {};
  readonly url: string;
  readonly options: unknown;

  constructor(url: string, options: unknown) {
    super();
    this.url = url;
    this.options = options;
  }

  private answer(method: string, data: unknown): Scripted {
    const scripted = this.script[method];
    if (scripted) return scripted(data);
    switch (method) {
      case 'getRouterRtpCapabilities':
        return { data: { codecs: [] } };
      case 'createWebRtcTransport':
        return {
          data: {
            id: nextId('transport'),
            iceParameters: {},
            iceCandidates: [],
            dtlsParameters: {},
            sctpParameters: {},
          },
        };
      case 'join':
        return { data: { peers: [] } };
      case 'produce':
      case 'produceData':
        return { data: { id: nextId(method) } };
      case 'restartIce':
        return { data: { usernameFragment: 'u', password: 'p' } };
      default:
        return { data: null };
    }
  }

  timeout(ms: number) {
    return {
      emit: (
        _event: 'request',
        payload: { method: string; data?: unknown },
        ack: (error: Error | null, answer: SignallingAnswer) => void,
      ) => {
        this.sent.push(payload);
        const answer = this.answer(payload.method, payload.data);
        if (answer === 'timeout') setTimeout(() => ack(new Error('operation has timed out'), undefined as never), ms);
        else if ('error' in answer) void Promise.resolve().then(() => ack(null, { ok: false, error: answer.error }));
        else void Promise.resolve().then(() => ack(null, { ok: true, data: answer.data }));
      },
    };
  }

  methods() {
    return this.sent.map((request) => request.method);
  }

  connect() {
    this.connects += 1;
    return this;
  }

  disconnect() {
    this.disconnects += 1;
    if (this.connected) {
      this.connected = false;
      this.emit('disconnect', 'io client disconnect');
    }
    return this;
  }

  /** The server accepted the connection and says the room is ready. */
  open(turnServers: object[] = []) {
    this.connected = true;
    this.emit('connect');
    this.notify('roomReady', { turnServers });
  }

  /** The server went away (a restart). */
  drop(reason = 'transport close') {
    this.connected = false;
    this.emit('disconnect', reason);
  }

  notify(method: string, data: unknown) {
    this.emit('notification', { method, data });
  }

  /** A server request (newConsumer, newDataConsumer); resolves with the browser's ack. */
  request(method: string, data: unknown): Promise<SignallingAnswer> {
    return new Promise((resolve) => this.emit('request', { method, data }, resolve));
  }
}

export class FakeProducer extends Emitter {
  closed = false;
  paused = false;
  constructor(
    readonly id: string,
    public track: MediaStreamTrack,
    readonly appData: Record<string, unknown>,
  ) {
    super();
  }
  close() {
    this.closed = true;
  }
  pause() {
    this.paused = true;
  }
  resume() {
    this.paused = false;
  }
  async replaceTrack({ track }: { track: MediaStreamTrack }) {
    this.track = track;
  }
}

export class FakeDataProducer extends Emitter {
  readonly send = jest.fn();
  constructor(
    readonly id: string,
    readonly label: string,
  ) {
    super();
  }
  close() {}
}

export class FakeConsumer extends Emitter {
  paused = false;
  closed = false;
  readonly track: MediaStreamTrack;
  readonly rtpParameters = { codecs: [{ mimeType: 'video/VP8' }], encodings: [{ scalabilityMode: 'L3T3' }] };
  constructor(
    readonly id: string,
    readonly kind: 'audio' | 'video',
    readonly appData: Record<string, unknown>,
  ) {
    super();
    this.track = fakeTrack(kind);
  }
  pause() {
    this.paused = true;
  }
  resume() {
    this.paused = false;
  }
  close() {
    this.closed = true;
  }
}

export class FakeDataConsumer extends Emitter {
  closed = false;
  constructor(
    readonly id: string,
    readonly label: string,
    readonly appData: Record<string, unknown>,
  ) {
    super();
  }
  close() {
    this.closed = true;
  }
}

export class FakeTransport extends Emitter {
  connectionState = 'new';
  closed = false;
  private connected = false;
  readonly producers: FakeProducer[] = [];
  readonly restartIce = jest.fn(async (_options: { iceParameters: object }) => undefined);

  constructor(
    readonly direction: 'send' | 'recv',
    readonly id: string,
  ) {
    super();
  }

  private async connectOnce() {
    if (this.connected) return;
    this.connected = true;
    await new Promise<void>((resolve, reject) => this.emit('connect', { dtlsParameters: {} }, resolve, reject));
  }

  async produce({ track, appData = {} }: { track: MediaStreamTrack; appData?: Record<string, unknown> }) {
    await this.connectOnce();
    const { id } = await new Promise<{ id: string }>((resolve, reject) =>
      this.emit('produce', { kind: track.kind, rtpParameters: {}, appData }, resolve, reject),
    );
    const producer = new FakeProducer(id, track, appData);
    this.producers.push(producer);
    return producer;
  }

  async produceData({ label = '', appData = {} }: { label?: string; appData?: Record<string, unknown> }) {
    await this.connectOnce();
    const { id } = await new Promise<{ id: string }>((resolve, reject) =>
      this.emit('producedata', { sctpStreamParameters: {}, label, protocol: '', appData }, resolve, reject),
    );
    return new FakeDataProducer(id, label);
  }

  /** While set, consume and consumeData wait for it (a browser slow to renegotiate). */
  slow: Promise<void> | null = null;
  readonly consumers: FakeConsumer[] = [];
  readonly dataConsumers: FakeDataConsumer[] = [];

  async consume({ id, kind, appData }: { id: string; kind: 'audio' | 'video'; appData: Record<string, unknown> }) {
    await this.connectOnce();
    await this.slow;
    const consumer = new FakeConsumer(id, kind, appData);
    this.consumers.push(consumer);
    return consumer;
  }

  async consumeData({ id, label, appData }: { id: string; label: string; appData: Record<string, unknown> }) {
    await this.slow;
    const dataConsumer = new FakeDataConsumer(id, label, appData);
    this.dataConsumers.push(dataConsumer);
    return dataConsumer;
  }

  setState(state: string) {
    this.connectionState = state;
    this.emit('connectionstatechange', state);
  }

  close() {
    this.closed = true;
    for (const producer of this.producers) producer.emit('transportclose');
  }
}

export class FakeDevice {
  loaded = false;
  readonly rtpCapabilities = { codecs: [], headerExtensions: [] };
  readonly sctpCapabilities = { numStreams: { OS: 1024, MIS: 1024 } };
  readonly transports: FakeTransport[] = [];
  async load() {
    this.loaded = true;
  }
  canProduce() {
    return true;
  }
  createSendTransport({ id }: { id: string }) {
    const transport = new FakeTransport('send', id);
    this.transports.push(transport);
    return transport;
  }
  createRecvTransport({ id }: { id: string }) {
    const transport = new FakeTransport('recv', id);
    this.transports.push(transport);
    return transport;
  }
}

export function fakeMediaDevices({ cameras = 2, microphones = 1 } = {}) {
  const devices = [
    ...Array.from({ length: cameras }, (_, i) => ({
      kind: 'videoinput',
      deviceId: `cam${i + 1}`,
      label: `Camera ${i + 1}`,
    })),
    ...Array.from({ length: microphones }, (_, i) => ({
      kind: 'audioinput',
      deviceId: `mic${i + 1}`,
      label: `Mic ${i + 1}`,
    })),
    { kind: 'audiooutput', deviceId: 'spk1', label: 'Speaker 1' },
  ];
  const tracks: FakeTrack[] = [];
  const stream = (list: FakeTrack[]) =>
    ({
      getAudioTracks: () => list.filter((t) => t.kind === 'audio'),
      getVideoTracks: () => list.filter((t) => t.kind === 'video'),
      getTracks: () => list,
    }) as unknown as MediaStream;
  const mediaDevices = {
    tracks,
    enumerateDevices: jest.fn(async () => devices as MediaDeviceInfo[]),
    getUserMedia: jest.fn(async (constraints: MediaStreamConstraints) => {
      const track = fakeTrack(constraints.audio ? 'audio' : 'video');
      tracks.push(track);
      return stream([track]);
    }),
    getDisplayMedia: jest.fn(async () => {
      const track = fakeTrack('video');
      tracks.push(track);
      return stream([track]);
    }),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  };
  return mediaDevices satisfies MediaDevicesLike;
}

/** A RoomClient's options with every fake, and the fakes to script and inspect. */
export function fakeRoom(overrides: Partial<RoomClientOptions> = {}, devices = fakeMediaDevices()) {
  const sockets: FakeSocket[] = [];
  const deviceList: FakeDevice[] = [];
  const onRefused = jest.fn();
  const options: RoomClientOptions = {
    namespace: 'nsfu',
    roomId: 'room-1',
    peerId: 'me',
    token: 'token-1',
    displayName: 'Ada Lovelace',
    title: null,
    picture: null,
    origin: 'http://localhost',
    onRefused,
    connect: (url, socketOptions) => {
      const socket = new FakeSocket(url, socketOptions);
      sockets.push(socket);
      return socket;
    },
    createDevice: () => {
      const device = new FakeDevice();
      deviceList.push(device);
      return device as unknown as Device;
    },
    mediaDevices: devices,
    ...overrides,
  };
  return {
    options,
    devices,
    onRefused,
    socket: () => sockets[sockets.length - 1],
    sockets,
    device: () => deviceList[deviceList.length - 1],
    deviceList,
  };
}
