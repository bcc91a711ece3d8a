import { i18n, storage } from '@atrium/shared';
import {
  BOT_DATA_CHANNEL,
  BOT_PREFIX,
  CHAT_DATA_CHANNEL,
  RECORDING_PEER_NAME,
  SIGNALLING_PATH,
  SIGNALLING_REQUEST_TIMEOUT_MS,
  SIGNALLING_REQUEST_TRIES,
} from '@atrium/shared/contract/channels';
import type {
  ProducerSource,
  SignallingAnswer,
  SignallingAnswers,
  SignallingMethod,
  SignallingNamespace,
  SignallingNotifications,
  SignallingRequestData,
} from '@atrium/shared/contract';
import { Device, parseScalabilityMode, type types } from 'mediasoup-client';
import { io } from 'socket.io-client';
import {
  ICE_RESTART_AFTER_MS,
  MAX_REDIRECTS,
  NOTIFICATION_MS,
  OPUS_OPTIONS,
  RECONNECT_GIVE_UP_MS,
  ROOM_STORAGE_KEYS,
  SHARE_CONSTRAINTS,
  SIMULCAST_ENCODINGS,
  VIDEO_START_BITRATE,
  WEBCAM_RESOLUTIONS,
  type ShareMode,
} from './constants';
import { deviceErrorReason, NoDeviceError, type DeviceErrorSource } from './deviceErrors';
import {
  deviceInfo,
  listDevices,
  micConstraints,
  readDevicePreferences,
  readMutedPeers,
  webcamConstraints,
  writeDevicePreferences,
  writeMutedPeers,
  type MediaDevicesLike,
} from './devices';
import './i18n';
import {
  createRoomStore,
  type ConsumerState,
  type PeerState,
  type RoomNotification,
  type RoomState,
  type RoomStore,
} from './roomStore';
import { peerStats, type StatsSection } from './stats';

type Transport = types.Transport;
type Producer = types.Producer;
type Consumer = types.Consumer;
type DataProducer = types.DataProducer;
type DataConsumer = types.DataConsumer;

/** The part of a socket.io-client Socket the room uses (a fake one in unit tests). */
export interface SignallingSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  timeout(ms: number): {
    emit(
      event: 'request',
      payload: { method: string; data?: unknown },
      ack: (error: Error | null, answer: SignallingAnswer) => void,
    ): unknown;
  };
  connect(): unknown;
  disconnect(): unknown;
  removeAllListeners(): unknown;
}

export interface SignallingSocketOptions {
  path: string;
  auth: { token: string | null };
  /** sfuHost: the host a 307 refusal named as the room's (issue 33 item 2). */
  query: { roomId: string; peerId: string; sfuHost?: string };
  transports: string[];
  forceNew: boolean;
  reconnectionDelay: number;
  reconnectionDelayMax: number;
}

export interface RoomClientOptions {
  namespace: SignallingNamespace;
  roomId: string;
  /** The signed-in user's id (spec 2 §7.5 query peerId). */
  peerId: string;
  token: string | null;
  /** The user's name; a stored display-name preference wins (spec 2 §3). */
  displayName: string;
  title: string | null;
  picture: string | null;
  /** The signalling server refused the room (404 missing, 403 no seat or full). */
  onRefused?: (status: number, message: string) => void;
  origin?: string;
  connect?: (url: string, options: SignallingSocketOptions) => SignallingSocket;
  createDevice?: () => Device;
  mediaDevices?: MediaDevicesLike;
  translate?: (key: string, values?: Record<string, unknown>) => string;
  reconnectGiveUpMs?: number;
}

/** A request the server answered with `ok: false` (status follows HTTP). */
export class SignallingRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SignallingRequestError';
  }
}

type AnswerOf<M extends SignallingMethod> = M extends keyof SignallingAnswers ? SignallingAnswers[M] : null;
type ServerRequest = {
  [M in 'newConsumer' | 'newDataConsumer']: { method: M; data: SignallingNotifications[M] };
}['newConsumer' | 'newDataConsumer'];
type Notification = {
  [M in keyof SignallingNotifications]: { method: M; data: SignallingNotifications[M] };
}[keyof SignallingNotifications];
type Ack = (answer: SignallingAnswer<null>) => void;
const refuse = (ack: Ack, status: number, message: string) => ack({ ok: false, error: { status, message } });

/** What a rejoin produces again: the same tracks, in the same state. */
interface KeptTracks {
  mic?: { track: MediaStreamTrack; paused: boolean };
  webcam?: { track: MediaStreamTrack };
  screen?: { track: MediaStreamTrack; audio?: MediaStreamTrack };
}

const live = (track: MediaStreamTrack | undefined | null) => !!track && track.readyState !== 'ended';

/** A consumer the server asked for that the browser is still making: notices about it are kept here. */
interface InTheMaking {
  closed: boolean;
  /** consumerPaused / consumerResumed, the last one told. */
  remotelyPaused?: boolean;
}

/**
 * The meeting room's one owner of signalling, transports, producers and consumers (DESIGN "One owner
 * per state machine", after mediasoup-demo's RoomClient). It writes `store`; components read the
 * store and call these methods. Spec 2 §2.22, §3, §4, §7.5, §8; issue 17 item 5 automatic rejoin.
 */
export class RoomClient {
  readonly store: RoomStore;
  private readonly options: RoomClientOptions;
  private readonly mediaDevices: MediaDevicesLike | undefined;
  private readonly translate: (key: string, values?: Record<string, unknown>) => string;
  private socket: SignallingSocket | null = null;
  private device: Device | null = null;
  private sendTransport: Transport | null = null;
  private recvTransport: Transport | null = null;
  private micProducer: Producer | null = null;
  private webcamProducer: Producer | null = null;
  private shareProducer: Producer | null = null;
  private shareAudioProducer: Producer | null = null;
  private chatDataProducer: DataProducer | null = null;
  private botDataProducer: DataProducer | null = null;
  private readonly consumers = new Map<string, Consumer>();
  private readonly dataConsumers = new Map<string, DataConsumer>();
  /** Consumers and data consumers being made (newConsumer, newDataConsumer not yet acked), by id. */
  private readonly making = new Map<string, InTheMaking>();
  private closed = false;
  /** Joined once: a later roomReady is a rejoin. */
  private joinedOnce = false;
  private everConnected = false;
  private connectFailedShown = false;
  /** 307 refusals in a row, since the last connection that went through. */
  private redirects = 0;
  /** Counts joins, so a join overtaken by a newer roomReady stops quietly. */
  private generation = 0;
  private rejoining = false;
  private giveUpTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly iceTimers = new Map<Transport, ReturnType<typeof setTimeout>>();
  private readonly iceRestarted = new Set<Transport>();
  private readonly notificationTimers = new Set<ReturnType<typeof setTimeout>>();
  private nextId = 0;
  /** The webcam was on (or wanted) before audio-only turned it off. */
  private webcamWanted: boolean;
  private readonly onDeviceChange = () => void this.updateDevices();

  constructor(options: RoomClientOptions) {
    this.options = options;
    this.mediaDevices = options.mediaDevices ?? (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices);
    this.translate = options.translate ?? ((key, values) => i18n.t(key, { ns: 'room', ...values }));
    const displayName = storage.get(ROOM_STORAGE_KEYS.displayName) ?? options.displayName;
    this.store = createRoomStore({ id: options.peerId, displayName });
    const prefs = readDevicePreferences();
    this.webcamWanted = prefs.webcamEnabled;
    this.store.setState((state) => ({
      mutedPeers: readMutedPeers(),
      me: {
        ...state.me,
        canShare: typeof this.mediaDevices?.getDisplayMedia === 'function',
        webcamResolution: prefs.resolution ?? state.me.webcamResolution,
      },
      devices: {
        ...state.devices,
        cameraId: prefs.cameraId,
        microphoneId: prefs.microphoneId,
        speakerId: prefs.speakerId,
      },
    }));
  }

  private get state() {
    return this.store.getState();
  }

  private set(update: Partial<RoomState> | ((state: RoomState) => Partial<RoomState>)) {
    this.store.setState(update);
  }

  private setRoom(room: Partial<RoomState['room']>) {
    this.set((state) => ({ room: { ...state.room, ...room } }));
  }

  private setMe(me: Partial<RoomState['me']>) {
    this.set((state) => ({ me: { ...state.me, ...me } }));
  }

  // ---------------------------------------------------------------- connection

  /** Opens the signalling socket; the join sequence runs on each roomReady. */
  join(): void {
    if (this.socket || this.closed) return;
    this.openSocket();
    this.setRoom({ state: 'connecting' });
    this.mediaDevices?.addEventListener?.('devicechange', this.onDeviceChange);
    void this.updateDevices();
  }

  /**
   * The socket to the signalling; with `sfuHost`, to the host that has the room (the edge routes
   * on it), kept in the query for every reconnection of this socket.
   */
  private openSocket(sfuHost?: string): void {
    const { namespace, roomId, peerId, token } = this.options;
    const origin = this.options.origin ?? window.location.origin;
    const connect = this.options.connect ?? ((url, options) => io(url, options) as unknown as SignallingSocket);
    const socket = connect(`${origin}/${namespace}`, {
      path: SIGNALLING_PATH,
      auth: { token },
      query: { roomId, peerId, ...(sfuHost && { sfuHost }) },
      transports: ['websocket'],
      // Its own manager: socket.io-client would otherwise reuse the page's socket to the same
      // origin (another path), and put the namespace on the wrong server.
      forceNew: true,
      // Tries often enough that a restarted server is found well within RECONNECT_GIVE_UP_MS.
      reconnectionDelay: 500,
      reconnectionDelayMax: 2000,
    });
    this.socket = socket;

    socket.on('connect', () => {
      this.everConnected = true;
      this.redirects = 0;
    });
    socket.on('connect_error', (error: Error & { data?: { status?: number; message?: string; host?: string } }) => {
      if (this.closed) return;
      const status = error?.data?.status;
      const host = error?.data?.host;
      // The room lives on another host (issue 33 item 2): a new socket asks the edge for it. A
      // socket's query is fixed at its start, so this one goes; the room stays connecting.
      if (status === 307 && host && this.redirects < MAX_REDIRECTS) {
        this.redirects += 1;
        socket.removeAllListeners();
        socket.disconnect();
        this.openSocket(host);
        return;
      }
      if (typeof status === 'number') {
        this.refuse(status, error.data?.message ?? error.message);
        return;
      }
      if (!this.everConnected && !this.connectFailedShown) {
        this.connectFailedShown = true;
        this.notify('error', 'wsConnectionFailed');
      }
    });
    socket.on('disconnect', (reason: string) => this.onDisconnect(reason));
    socket.on('notification', (notification: Notification) => this.onNotification(notification));
    socket.on('request', (request: ServerRequest, ack: Ack) => this.onServerRequest(request, ack));
  }

  /** Leaves: the socket, transports and local tracks go; the store says closed (spec 2 §4). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearGiveUp();
    for (const timer of this.iceTimers.values()) clearTimeout(timer);
    this.iceTimers.clear();
    this.mediaDevices?.removeEventListener?.('devicechange', this.onDeviceChange);
    if (this.socket) {
      this.socket.removeAllListeners();
      this.socket.disconnect();
    }
    this.stopLocalTracks();
    this.closeTransports();
    this.setClosedState();
  }

  private setClosedState() {
    this.set((state) => ({
      room: { ...state.room, state: 'closed', activeSpeakerId: null },
      peers: {},
      consumers: {},
      dataConsumers: {},
      producers: {},
      dataProducers: { chat: null, bot: null },
      me: { ...state.me, webcamInProgress: false, shareInProgress: false, shareMode: null },
    }));
  }

  private refuse(status: number, message: string) {
    this.close();
    this.options.onRefused?.(status, message);
  }

  private onDisconnect(reason: string) {
    if (this.closed) return;
    if (reason === 'io client disconnect' && !this.rejoining) return;
    // Issue 17 item 5: the socket comes back by itself (a server restart); the local tracks stay
    // and the next roomReady joins again. The server's own disconnect is not retried by
    // socket.io, so ask again: a room that is gone then refuses (connect_error 404).
    this.generation += 1;
    this.setRoom({ state: 'connecting', activeSpeakerId: null });
    for (const timer of this.iceTimers.values()) clearTimeout(timer);
    this.iceTimers.clear();
    if (reason === 'io server disconnect') this.socket?.connect();
    if (!this.giveUpTimer) {
      this.giveUpTimer = setTimeout(() => {
        this.giveUpTimer = null;
        if (this.closed || this.state.room.state === 'connected') return;
        this.notify('error', 'wsDisconnected');
        this.close();
      }, this.options.reconnectGiveUpMs ?? RECONNECT_GIVE_UP_MS);
    }
  }

  private clearGiveUp() {
    if (this.giveUpTimer) clearTimeout(this.giveUpTimer);
    this.giveUpTimer = null;
  }

  /** Full rejoin with the socket still up: a new socket session, then the roomReady path. */
  private rejoin() {
    if (this.closed || !this.socket) return;
    this.rejoining = true;
    this.socket.disconnect();
    this.rejoining = false;
    this.socket.connect();
  }

  /**
   * A request to the server (spec 2 §7.5): 2 s per try, 3 tries; 'Request timed out' after the
   * last, 'No socket connection' without a socket. A refusal (`ok: false`) is not tried again.
   */
  async request<M extends SignallingMethod>(method: M, data?: SignallingRequestData<M>): Promise<AnswerOf<M>> {
    for (let attempt = 1; attempt <= SIGNALLING_REQUEST_TRIES; attempt += 1) {
      const socket = this.socket;
      if (!socket) throw new Error('No socket connection');
      const answer = await new Promise<SignallingAnswer | null>((resolve) => {
        socket
          .timeout(SIGNALLING_REQUEST_TIMEOUT_MS)
          .emit('request', { method, data }, (error, reply) => resolve(error ? null : reply));
      });
      if (!answer) continue;
      if (answer.ok) return answer.data as AnswerOf<M>;
      throw new SignallingRequestError(answer.error.status, answer.error.message);
    }
    throw new Error('Request timed out');
  }

  private async onRoomReady(turnServers: object[]) {
    if (this.closed) return;
    const generation = ++this.generation;
    const stale = () => this.closed || generation !== this.generation;
    const kept = this.keepTracks();
    const rejoin = this.joinedOnce;
    this.closeTransports();
    try {
      const device = this.options.createDevice?.() ?? new Device();
      this.device = device;
      const routerRtpCapabilities = await this.request('getRouterRtpCapabilities');
      if (stale()) return;
      await device.load({ routerRtpCapabilities: routerRtpCapabilities as types.RtpCapabilities });
      if (stale()) return;
      const iceServers = turnServers as RTCIceServer[];
      this.sendTransport = await this.createTransport('send', iceServers);
      if (stale()) return;
      this.recvTransport = await this.createTransport('recv', iceServers);
      if (stale()) return;
      const { displayName } = this.state.me;
      const { title, picture } = this.options;
      // Within the join schema's bounds (spec 2 §7.5): a longer name or title is cut, not refused.
      const { peers } = await this.request('join', {
        displayName: displayName.slice(0, 100),
        title: title ? title.slice(0, 200) : null,
        device: deviceInfo(),
        picture: picture && picture.length <= 2000 ? picture : null,
        rtpCapabilities: device.rtpCapabilities as object,
        sctpCapabilities: device.sctpCapabilities as object,
      });
      if (stale()) return;
      this.set((state) => ({
        peers: Object.fromEntries(
          peers.map((peer): [string, PeerState] => [
            peer.id,
            {
              ...peer,
              consumers: Object.values(state.consumers)
                .filter((c) => c.peerId === peer.id)
                .map((c) => c.id),
              dataConsumers: Object.values(state.dataConsumers)
                .filter((c) => c.peerId === peer.id)
                .map((c) => c.id),
            },
          ]),
        ),
      }));
      this.setMe({ canSendMic: device.canProduce('audio'), canSendWebcam: device.canProduce('video') });
      this.setRoom({ state: 'connected' });
      this.clearGiveUp();
      this.joinedOnce = true;
      if (rejoin) this.notify('info', 'reconnected', {}, NOTIFICATION_MS.join);
      else this.notify('info', 'youAreIn', {}, NOTIFICATION_MS.join);
      await this.produceAfterJoin(rejoin ? kept : null);
    } catch (error) {
      if (stale()) return;
      // A socket that dropped mid-join comes back with a new roomReady; only a real refusal closes.
      if (!this.socket?.connected) return;
      this.notify('error', 'joinFailed', { message: (error as Error).message });
      this.close();
    }
  }

  /** The tracks of my producers, kept through a rejoin (their producers close with the transports). */
  private keepTracks(): KeptTracks {
    const { producers } = this.state;
    const kept: KeptTracks = {};
    if (live(producers.mic?.track)) kept.mic = { track: producers.mic!.track, paused: producers.mic!.paused };
    if (live(producers.webcam?.track)) kept.webcam = { track: producers.webcam!.track };
    if (live(producers.screen?.track))
      kept.screen = {
        track: producers.screen!.track,
        audio: live(producers['screen-audio']?.track) ? producers['screen-audio']!.track : undefined,
      };
    return kept;
  }

  private async produceAfterJoin(kept: KeptTracks | null) {
    this.enableChatDataProducer();
    this.enableBotDataProducer();
    if (!kept) {
      await this.enableMic();
      if (this.webcamWanted && !this.state.me.audioOnly) await this.enableWebcam();
      return;
    }
    // Issue 17 item 5: the same tracks again, as they were.
    if (kept.mic) {
      await this.produceMic(kept.mic.track).catch((error) => this.mediaError('mic', 'micError', error));
      if (kept.mic.paused) await this.muteMic();
    }
    if (kept.webcam)
      await this.produceWebcam(kept.webcam.track).catch((error) => this.mediaError('webcam', 'webcamError', error));
    if (kept.screen) {
      const mode = this.state.me.shareMode ?? 'video';
      await this.produceShare(kept.screen.track, kept.screen.audio, mode).catch(() =>
        this.notify('error', 'shareError'),
      );
    }
  }

  private async createTransport(direction: 'send' | 'recv', iceServers: RTCIceServer[]): Promise<Transport> {
    const device = this.device!;
    const producing = direction === 'send';
    const info = await this.request('createWebRtcTransport', {
      forceTcp: false,
      producing,
      consuming: !producing,
      sctpCapabilities: device.sctpCapabilities as object,
    });
    const options = {
      id: info.id,
      iceParameters: info.iceParameters as types.IceParameters,
      iceCandidates: info.iceCandidates as types.IceCandidate[],
      dtlsParameters: info.dtlsParameters as types.DtlsParameters,
      sctpParameters: info.sctpParameters as types.SctpParameters | undefined,
      iceServers: iceServers.length ? iceServers : undefined,
    };
    const transport = producing ? device.createSendTransport(options) : device.createRecvTransport(options);
    transport.on('connect', ({ dtlsParameters }, callback, errback) => {
      this.request('connectWebRtcTransport', { transportId: transport.id, dtlsParameters: dtlsParameters as object })
        .then(() => callback())
        .catch(errback);
    });
    transport.on('connectionstatechange', (state) => this.onTransportState(transport, state));
    if (producing) {
      transport.on('produce', ({ kind, rtpParameters, appData }, callback, errback) => {
        this.request('produce', {
          transportId: transport.id,
          kind,
          rtpParameters: rtpParameters as object,
          appData: appData as { source?: ProducerSource },
        })
          .then(({ id }) => callback({ id }))
          .catch(errback);
      });
      transport.on('producedata', ({ sctpStreamParameters, label, protocol, appData }, callback, errback) => {
        this.request('produceData', {
          transportId: transport.id,
          sctpStreamParameters: sctpStreamParameters as object,
          label: label as 'chat' | 'bot',
          protocol,
          appData,
        })
          .then(({ id }) => callback({ id }))
          .catch(errback);
      });
    }
    return transport;
  }

  private closeTransports() {
    for (const timer of this.iceTimers.values()) clearTimeout(timer);
    this.iceTimers.clear();
    this.iceRestarted.clear();
    for (const consumer of this.consumers.values()) consumer.close();
    this.consumers.clear();
    for (const dataConsumer of this.dataConsumers.values()) dataConsumer.close();
    this.dataConsumers.clear();
    this.sendTransport?.close();
    this.recvTransport?.close();
    this.sendTransport = null;
    this.recvTransport = null;
    this.micProducer = this.webcamProducer = this.shareProducer = this.shareAudioProducer = null;
    this.chatDataProducer = this.botDataProducer = null;
    this.set((state) => ({
      consumers: {},
      dataConsumers: {},
      dataProducers: { chat: null, bot: null },
      peers: Object.fromEntries(
        Object.entries(state.peers).map(([id, peer]) => [id, { ...peer, consumers: [], dataConsumers: [] }]),
      ),
    }));
  }

  private stopLocalTracks() {
    for (const producer of Object.values(this.state.producers)) producer?.track.stop();
  }

  // ------------------------------------------------------ ICE (issue 17 item 5)

  private onTransportState(transport: Transport, state: string) {
    if (state === 'connected') {
      const timer = this.iceTimers.get(transport);
      if (timer) clearTimeout(timer);
      this.iceTimers.delete(transport);
      this.iceRestarted.delete(transport);
      return;
    }
    if ((state !== 'failed' && state !== 'disconnected') || this.iceTimers.has(transport)) return;
    this.iceTimers.set(
      transport,
      setTimeout(() => {
        this.iceTimers.delete(transport);
        const current = transport === this.sendTransport || transport === this.recvTransport;
        const still = ['failed', 'disconnected'].includes(transport.connectionState);
        if (this.closed || !current || !still || !this.socket?.connected) return;
        // An ICE restart that did not bring it back: the full rejoin.
        if (this.iceRestarted.has(transport)) this.rejoin();
        else void this.restartTransportIce(transport);
      }, ICE_RESTART_AFTER_MS),
    );
  }

  private async restartTransportIce(transport: Transport): Promise<boolean> {
    this.iceRestarted.add(transport);
    try {
      const iceParameters = await this.request('restartIce', { transportId: transport.id });
      await transport.restartIce({ iceParameters: iceParameters as types.IceParameters });
      this.notify('info', 'iceRestarted');
      return true;
    } catch {
      this.notify('error', 'iceRestartFailed');
      this.rejoin();
      return false;
    }
  }

  /** Restarts ICE of both transports (the stats panel's button). */
  async restartIce(): Promise<void> {
    for (const transport of [this.sendTransport, this.recvTransport]) {
      if (transport && !(await this.restartTransportIce(transport))) return;
    }
  }

  // ------------------------------------------------------ server messages

  private onNotification({ method, data }: Notification) {
    switch (method) {
      case 'roomReady':
        void this.onRoomReady(data.turnServers ?? []);
        break;
      case 'producerScore': {
        this.set((state) => {
          const entry = Object.values(state.producers).find((producer) => producer?.id === data.producerId);
          if (!entry) return {};
          return { producers: { ...state.producers, [entry.source]: { ...entry, score: data.score } } };
        });
        break;
      }
      case 'newPeer': {
        this.set((state) => ({
          peers: {
            ...state.peers,
            [data.id]: {
              ...data,
              // Consumers that came before the peer's own notice stay its.
              consumers: Object.values(state.consumers)
                .filter((c) => c.peerId === data.id)
                .map((c) => c.id),
              dataConsumers: Object.values(state.dataConsumers)
                .filter((c) => c.peerId === data.id)
                .map((c) => c.id),
            },
          },
        }));
        // A recorder is no participant (spec 2 §9): it joins without a word.
        if (data.displayName !== RECORDING_PEER_NAME)
          this.notify('info', 'peerJoined', { name: data.displayName }, NOTIFICATION_MS.join);
        break;
      }
      case 'peerClosed': {
        const { peerId } = data;
        for (const [id, consumer] of this.consumers) {
          if ((consumer.appData as { peerId?: string }).peerId === peerId) {
            consumer.close();
            this.consumers.delete(id);
          }
        }
        this.set((state) => {
          const { [peerId]: _gone, ...peers } = state.peers;
          return {
            peers,
            consumers: Object.fromEntries(Object.entries(state.consumers).filter(([, c]) => c.peerId !== peerId)),
            dataConsumers: Object.fromEntries(
              Object.entries(state.dataConsumers).filter(([, c]) => c.peerId !== peerId),
            ),
            room: {
              ...state.room,
              activeSpeakerId: state.room.activeSpeakerId === peerId ? null : state.room.activeSpeakerId,
              statsPeerId: state.room.statsPeerId === peerId ? null : state.room.statsPeerId,
            },
          };
        });
        break;
      }
      case 'peerDisplayNameChanged': {
        this.set((state) => {
          const peer = state.peers[data.peerId];
          return peer ? { peers: { ...state.peers, [peer.id]: { ...peer, displayName: data.displayName } } } : {};
        });
        this.notify('info', 'peerRenamed', { old: data.oldDisplayName, name: data.displayName });
        break;
      }
      case 'consumerClosed': {
        this.tellMaking(data.consumerId, { closed: true });
        const consumer = this.consumers.get(data.consumerId);
        consumer?.close();
        this.consumers.delete(data.consumerId);
        this.removeConsumer(data.consumerId);
        break;
      }
      case 'consumerPaused':
      case 'consumerResumed': {
        const paused = method === 'consumerPaused';
        this.tellMaking(data.consumerId, { remotelyPaused: paused });
        const consumer = this.consumers.get(data.consumerId);
        if (!consumer) break;
        // The local side follows only while I have not paused it myself.
        if (!this.state.consumers[data.consumerId]?.locallyPaused) {
          if (paused) consumer.pause();
          else consumer.resume();
        }
        this.updateConsumer(data.consumerId, { remotelyPaused: paused });
        break;
      }
      case 'consumerLayersChanged':
        this.updateConsumer(data.consumerId, {
          currentSpatialLayer: data.spatialLayer,
          currentTemporalLayer: data.temporalLayer,
        });
        break;
      case 'consumerScore':
        this.updateConsumer(data.consumerId, { score: data.score.score, producerScore: data.score.producerScore });
        break;
      case 'dataConsumerClosed': {
        this.tellMaking(data.dataConsumerId, { closed: true });
        const dataConsumer = this.dataConsumers.get(data.dataConsumerId);
        dataConsumer?.close();
        this.dataConsumers.delete(data.dataConsumerId);
        this.removeDataConsumer(data.dataConsumerId);
        break;
      }
      case 'activeSpeaker':
        this.setRoom({ activeSpeakerId: data.peerId });
        break;
    }
  }

  private updateConsumer(id: string, change: Partial<ConsumerState>) {
    this.set((state) => {
      const consumer = state.consumers[id];
      return consumer ? { consumers: { ...state.consumers, [id]: { ...consumer, ...change } } } : {};
    });
  }

  private removeConsumer(id: string) {
    this.set((state) => {
      const consumer = state.consumers[id];
      if (!consumer) return {};
      const { [id]: _gone, ...consumers } = state.consumers;
      const peer = state.peers[consumer.peerId];
      return {
        consumers,
        peers: peer
          ? { ...state.peers, [peer.id]: { ...peer, consumers: peer.consumers.filter((c) => c !== id) } }
          : state.peers,
      };
    });
  }

  private removeDataConsumer(id: string) {
    this.set((state) => {
      const dataConsumer = state.dataConsumers[id];
      if (!dataConsumer) return {};
      const { [id]: _gone, ...dataConsumers } = state.dataConsumers;
      const peer = dataConsumer.peerId ? state.peers[dataConsumer.peerId] : undefined;
      return {
        dataConsumers,
        peers: peer
          ? { ...state.peers, [peer.id]: { ...peer, dataConsumers: peer.dataConsumers.filter((c) => c !== id) } }
          : state.peers,
      };
    });
  }

  private tellMaking(id: string, change: Partial<InTheMaking>) {
    const making = this.making.get(id);
    if (making) Object.assign(making, change);
  }

  /**
   * Issue 31 item 5: a consumer the server closed while the browser was still making it (its
   * producer closed meanwhile, as a share stopped at once) would never get a packet, and its
   * consumerClosed came before it existed here. It is closed and never shown; true when it is so.
   */
  private madeClosed(id: string, consumer: { close(): void }): boolean {
    if (!this.making.get(id)?.closed) return false;
    consumer.close();
    return true;
  }

  private async onServerRequest(request: ServerRequest, ack: Ack) {
    const transport = this.recvTransport;
    if (this.closed || !transport) {
      refuse(ack, 409, 'Not joined');
      return;
    }
    const { id } = request.data;
    this.making.set(id, { closed: false });
    try {
      if (request.method === 'newConsumer') await this.makeConsumer(transport, request.data, ack);
      else await this.makeDataConsumer(transport, request.data, ack);
    } finally {
      this.making.delete(id);
    }
  }

  private async makeConsumer(transport: Transport, data: SignallingNotifications['newConsumer'], ack: Ack) {
    const { peerId, producerId, id, kind, rtpParameters, appData, producerPaused } = data;
    const source: ProducerSource = appData.source ?? (kind === 'audio' ? 'mic' : 'webcam');
    try {
      const consumer = await transport.consume({
        id,
        producerId,
        kind,
        rtpParameters: rtpParameters as types.RtpParameters,
        // One stream per peer for mic and webcam (lip sync), another for the share.
        streamId: `${peerId}-${source.startsWith('screen') ? 'share' : 'mic-webcam'}`,
        appData: { ...appData, peerId, source },
      });
      if (this.madeClosed(id, consumer)) return refuse(ack, 410, 'Consumer closed');
      // A pause or resume told while it was being made (as the notification would have done).
      const told = this.making.get(id)?.remotelyPaused;
      if (told) consumer.pause();
      const remotelyPaused = told ?? producerPaused;
      this.consumers.set(consumer.id, consumer);
      consumer.on('transportclose', () => this.consumers.delete(consumer.id));
      const encoding = consumer.rtpParameters.encodings?.[0];
      const { spatialLayers, temporalLayers } = parseScalabilityMode(encoding?.scalabilityMode);
      const entry: ConsumerState = {
        id: consumer.id,
        peerId,
        kind,
        source,
        track: consumer.track,
        locallyPaused: false,
        remotelyPaused,
        score: null,
        producerScore: null,
        spatialLayers,
        temporalLayers,
        currentSpatialLayer: null,
        currentTemporalLayer: null,
        preferredSpatialLayer: spatialLayers - 1,
        preferredTemporalLayer: temporalLayers - 1,
        codec: consumer.rtpParameters.codecs?.[0]?.mimeType.split('/')[1] ?? null,
      };
      this.set((state) => {
        const peer = state.peers[peerId];
        return {
          consumers: { ...state.consumers, [entry.id]: entry },
          peers: peer
            ? { ...state.peers, [peerId]: { ...peer, consumers: [...peer.consumers, entry.id] } }
            : state.peers,
        };
      });
      ack({ ok: true, data: null });
      if (kind === 'video' && this.state.me.audioOnly) await this.pauseConsumer(consumer);
    } catch (error) {
      this.notify('error', 'consumerError');
      refuse(ack, 500, (error as Error).message);
    }
  }

  private async makeDataConsumer(transport: Transport, data: SignallingNotifications['newDataConsumer'], ack: Ack) {
    const { peerId, dataProducerId, id, sctpStreamParameters, label, protocol, appData } = data;
    try {
      const dataConsumer = await transport.consumeData({
        id,
        dataProducerId,
        sctpStreamParameters: sctpStreamParameters as types.SctpStreamParameters,
        label,
        protocol,
        appData: { ...appData, peerId },
      });
      if (this.madeClosed(id, dataConsumer)) return refuse(ack, 410, 'Data consumer closed');
      this.dataConsumers.set(dataConsumer.id, dataConsumer);
      dataConsumer.on('transportclose', () => this.dataConsumers.delete(dataConsumer.id));
      dataConsumer.on('close', () => {
        this.dataConsumers.delete(dataConsumer.id);
        this.removeDataConsumer(dataConsumer.id);
        this.notify('error', 'dataConsumerClosed');
      });
      dataConsumer.on('message', (message: unknown) => {
        if (typeof message === 'string') this.onDataMessage(label, peerId, message);
      });
      this.set((state) => {
        const peer = peerId ? state.peers[peerId] : undefined;
        return {
          dataConsumers: { ...state.dataConsumers, [dataConsumer.id]: { id: dataConsumer.id, peerId, label } },
          peers: peer
            ? { ...state.peers, [peer.id]: { ...peer, dataConsumers: [...peer.dataConsumers, dataConsumer.id] } }
            : state.peers,
        };
      });
      ack({ ok: true, data: null });
    } catch (error) {
      this.notify('error', 'dataConsumerError');
      refuse(ack, 500, (error as Error).message);
    }
  }

  private onDataMessage(label: 'chat' | 'bot', peerId: string | null, text: string) {
    if (label === 'bot' || peerId === null) {
      const name = this.translate('bot');
      this.addChat({ peerId: null, displayName: name, text, mine: false });
      this.notify('info', 'botMessage', {}, NOTIFICATION_MS.chat, text);
      return;
    }
    const name = this.state.peers[peerId]?.displayName ?? peerId;
    this.addChat({ peerId, displayName: name, text, mine: false });
    this.notify('info', 'peerSays', { name }, NOTIFICATION_MS.chat, text);
  }

  private addChat(message: Omit<RoomState['chat'][number], 'id' | 'at'>) {
    this.nextId += 1;
    const entry = { ...message, id: this.nextId, at: Date.now() };
    this.set((state) => ({ chat: [...state.chat, entry] }));
  }

  // ------------------------------------------------------ notifications

  /**
   * A toast (spec 2 §8). With `body` the key is the title ('{name} says:') and body the text.
   * Errors and infos last 4 s unless told.
   */
  notify(
    type: RoomNotification['type'],
    key: string,
    values: Record<string, unknown> = {},
    timeout: number = NOTIFICATION_MS.default,
    body?: string,
  ): void {
    this.nextId += 1;
    const id = this.nextId;
    const translated = this.translate(key, values);
    const notification: RoomNotification =
      body === undefined
        ? { id, type, key, text: translated, timeout }
        : { id, type, key, title: translated, text: body, timeout };
    this.set((state) => ({ notifications: [...state.notifications, notification] }));
    const timer = setTimeout(() => {
      this.notificationTimers.delete(timer);
      this.dismissNotification(id);
    }, timeout);
    this.notificationTimers.add(timer);
  }

  dismissNotification(id: number): void {
    this.set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) }));
  }

  dismissDeviceErrors(): void {
    this.set({ deviceErrors: [] });
  }

  private mediaError(source: DeviceErrorSource, key: string, error: unknown) {
    this.notify('error', key);
    const reason = error instanceof NoDeviceError ? error.reason : deviceErrorReason(error);
    this.set((state) => ({
      deviceErrors: [...state.deviceErrors.filter((e) => e.source !== source), { source, reason }],
    }));
  }

  // ------------------------------------------------------ devices

  /** Reads the cameras, microphones and speakers (labels come once a permission was given). */
  async updateDevices(): Promise<RoomState['devices']> {
    const found = await listDevices(this.mediaDevices);
    this.set((state) => ({ devices: { ...state.devices, ...found } }));
    this.setMe({ canChangeWebcam: found.cameras.length > 1 });
    return this.state.devices;
  }

  private savePreferences() {
    const { devices, me } = this.state;
    writeDevicePreferences({
      webcamEnabled: this.webcamWanted,
      cameraId: devices.cameraId,
      microphoneId: devices.microphoneId,
      speakerId: devices.speakerId,
      resolution: me.webcamResolution,
    });
  }

  private async getTrack(kind: 'audio' | 'video', constraints: MediaTrackConstraints) {
    if (!this.mediaDevices) throw new NoDeviceError(kind === 'audio' ? 'noMicrophone' : 'noCamera');
    const stream = await this.mediaDevices.getUserMedia({ [kind]: constraints });
    const [track] = kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks();
    return track;
  }

  // ------------------------------------------------------ microphone

  async enableMic(): Promise<void> {
    if (this.micProducer || !this.sendTransport || !this.device?.canProduce('audio')) return;
    let track: MediaStreamTrack | undefined;
    try {
      const { microphones } = await this.updateDevices();
      if (microphones.length === 0) throw new NoDeviceError('noMicrophone');
      track = await this.getTrack('audio', micConstraints(this.state.devices));
      await this.produceMic(track);
      void this.updateDevices();
    } catch (error) {
      track?.stop();
      this.mediaError('mic', 'micError', error);
    }
  }

  private async produceMic(track: MediaStreamTrack) {
    const producer = await this.sendTransport!.produce({
      track,
      codecOptions: OPUS_OPTIONS,
      stopTracks: false,
      appData: { source: 'mic' },
    });
    this.micProducer = producer;
    this.setProducer('mic', producer, track);
    producer.on('transportclose', () => {
      if (this.micProducer === producer) this.micProducer = null;
    });
    producer.on('trackended', () => {
      this.notify('error', 'micDisconnected');
      void this.disableMic();
    });
  }

  private setProducer(source: ProducerSource, producer: Producer, track: MediaStreamTrack) {
    this.set((state) => ({
      producers: {
        ...state.producers,
        [source]: { id: producer.id, source, track, paused: producer.paused, score: [] },
      },
    }));
  }

  private removeProducer(source: ProducerSource) {
    this.set((state) => {
      const { [source]: _gone, ...producers } = state.producers;
      return { producers };
    });
  }

  private async closeProducer(source: ProducerSource, producer: Producer | null) {
    const track = this.state.producers[source]?.track;
    this.removeProducer(source);
    track?.stop();
    if (!producer) return;
    producer.close();
    try {
      await this.request('closeProducer', { producerId: producer.id });
    } catch {
      this.notify('error', 'producerCloseFailed', { source });
    }
  }

  async disableMic(): Promise<void> {
    const producer = this.micProducer;
    this.micProducer = null;
    await this.closeProducer('mic', producer);
  }

  async muteMic(): Promise<void> {
    const producer = this.micProducer;
    if (!producer) return;
    producer.pause();
    this.set((state) =>
      state.producers.mic ? { producers: { ...state.producers, mic: { ...state.producers.mic, paused: true } } } : {},
    );
    try {
      await this.request('pauseProducer', { producerId: producer.id });
    } catch {
      this.notify('error', 'producerPauseFailed', { source: 'mic' });
    }
  }

  /** Spec 2 §4 Mic: unmuting with no producer creates one. */
  async unmuteMic(): Promise<void> {
    const producer = this.micProducer;
    if (!producer) {
      await this.enableMic();
      return;
    }
    producer.resume();
    this.set((state) =>
      state.producers.mic ? { producers: { ...state.producers, mic: { ...state.producers.mic, paused: false } } } : {},
    );
    try {
      await this.request('resumeProducer', { producerId: producer.id });
    } catch {
      this.notify('error', 'producerResumeFailed', { source: 'mic' });
    }
  }

  /** Another microphone: the live producer's track is replaced. */
  async selectMicrophone(deviceId: string): Promise<void> {
    this.set((state) => ({ devices: { ...state.devices, microphoneId: deviceId } }));
    this.savePreferences();
    const producer = this.micProducer;
    if (!producer) return;
    try {
      const track = await this.getTrack('audio', micConstraints(this.state.devices));
      const old = this.state.producers.mic?.track;
      await producer.replaceTrack({ track });
      old?.stop();
      this.set((state) =>
        state.producers.mic ? { producers: { ...state.producers, mic: { ...state.producers.mic, track } } } : {},
      );
    } catch {
      this.notify('error', 'changeMicFailed');
    }
  }

  // ------------------------------------------------------ webcam

  async enableWebcam(): Promise<void> {
    if (this.webcamProducer || !this.sendTransport || !this.device?.canProduce('video')) return;
    this.webcamWanted = true;
    this.savePreferences();
    this.setMe({ webcamInProgress: true });
    let track: MediaStreamTrack | undefined;
    try {
      const { cameras } = await this.updateDevices();
      if (cameras.length === 0) throw new NoDeviceError('noCamera');
      track = await this.getTrack('video', webcamConstraints(this.state.devices, this.state.me.webcamResolution));
      await this.produceWebcam(track);
      void this.updateDevices();
    } catch (error) {
      track?.stop();
      this.mediaError('webcam', 'webcamError', error);
    } finally {
      this.setMe({ webcamInProgress: false });
    }
  }

  private async produceWebcam(track: MediaStreamTrack) {
    const producer = await this.sendTransport!.produce({
      track,
      encodings: SIMULCAST_ENCODINGS,
      codecOptions: { videoGoogleStartBitrate: VIDEO_START_BITRATE },
      stopTracks: false,
      appData: { source: 'webcam' },
    });
    this.webcamProducer = producer;
    this.setProducer('webcam', producer, track);
    producer.on('transportclose', () => {
      if (this.webcamProducer === producer) this.webcamProducer = null;
    });
    producer.on('trackended', () => {
      this.notify('error', 'webcamDisconnected');
      void this.disableWebcam();
    });
  }

  async disableWebcam({ remember = true } = {}): Promise<void> {
    if (remember) {
      this.webcamWanted = false;
      this.savePreferences();
    }
    const producer = this.webcamProducer;
    this.webcamProducer = null;
    await this.closeProducer('webcam', producer);
  }

  private async replaceWebcamTrack(failure: string) {
    const producer = this.webcamProducer;
    if (!producer) return;
    this.setMe({ webcamInProgress: true });
    try {
      const old = this.state.producers.webcam?.track;
      old?.stop();
      const track = await this.getTrack('video', webcamConstraints(this.state.devices, this.state.me.webcamResolution));
      await producer.replaceTrack({ track });
      this.set((state) =>
        state.producers.webcam
          ? { producers: { ...state.producers, webcam: { ...state.producers.webcam, track } } }
          : {},
      );
    } catch {
      this.notify('error', failure);
    } finally {
      this.setMe({ webcamInProgress: false });
    }
  }

  /** The next camera of the list (spec 2 §3 canChangeWebcam). */
  async changeWebcam(): Promise<void> {
    const { cameras, cameraId } = await this.updateDevices();
    if (cameras.length < 2) return;
    const index = cameras.findIndex((camera) => camera.deviceId === cameraId);
    const next = cameras[(index + 1) % cameras.length];
    this.set((state) => ({ devices: { ...state.devices, cameraId: next.deviceId } }));
    this.savePreferences();
    await this.replaceWebcamTrack('changeWebcamFailed');
  }

  async selectCamera(deviceId: string): Promise<void> {
    this.set((state) => ({ devices: { ...state.devices, cameraId: deviceId } }));
    this.savePreferences();
    await this.replaceWebcamTrack('changeWebcamFailed');
  }

  /** Spec 2 §4 Webcam resolution: qvga, vga, hd, then qvga again. */
  async changeWebcamResolution(): Promise<void> {
    const current = WEBCAM_RESOLUTIONS.indexOf(this.state.me.webcamResolution);
    this.setMe({ webcamResolution: WEBCAM_RESOLUTIONS[(current + 1) % WEBCAM_RESOLUTIONS.length] });
    this.savePreferences();
    await this.replaceWebcamTrack('changeResolutionFailed');
  }

  /** The speaker the remote audio plays on (HTMLMediaElement.setSinkId, where the browser has it). */
  selectSpeaker(deviceId: string): void {
    this.set((state) => ({ devices: { ...state.devices, speakerId: deviceId } }));
    this.savePreferences();
  }

  // ------------------------------------------------------ screen share

  async enableShare({ mode }: { mode: ShareMode }): Promise<void> {
    if (this.shareProducer || !this.sendTransport || !this.mediaDevices?.getDisplayMedia) return;
    this.setMe({ shareInProgress: true });
    let stream: MediaStream | undefined;
    try {
      stream = await this.mediaDevices.getDisplayMedia({ audio: true, video: SHARE_CONSTRAINTS[mode] });
      const [track] = stream.getVideoTracks();
      const [audio] = stream.getAudioTracks();
      await this.produceShare(track, audio, mode);
    } catch (error) {
      stream?.getTracks().forEach((track) => track.stop());
      // Spec 2 §8: silent when the user said no in the browser's picker.
      if (deviceErrorReason(error) !== 'notAllowed') this.notify('error', 'shareError');
    } finally {
      this.setMe({ shareInProgress: false });
    }
  }

  private async produceShare(track: MediaStreamTrack, audio: MediaStreamTrack | undefined, mode: ShareMode) {
    // Presentation: sharp text at a low frame rate; video: smooth motion.
    track.contentHint = mode === 'presentation' ? 'detail' : 'motion';
    const producer = await this.sendTransport!.produce({
      track,
      encodings: mode === 'video' ? SIMULCAST_ENCODINGS : [{ maxBitrate: 1_500_000 }],
      codecOptions: { videoGoogleStartBitrate: VIDEO_START_BITRATE },
      stopTracks: false,
      appData: { source: 'screen' },
    });
    this.shareProducer = producer;
    this.setProducer('screen', producer, track);
    this.setMe({ shareMode: mode });
    producer.on('transportclose', () => {
      if (this.shareProducer === producer) this.shareProducer = null;
    });
    producer.on('trackended', () => {
      this.notify('error', 'shareDisconnected');
      void this.disableShare();
    });
    if (!audio) return;
    const audioProducer = await this.sendTransport!.produce({
      track: audio,
      codecOptions: { ...OPUS_OPTIONS, opusStereo: true },
      stopTracks: false,
      appData: { source: 'screen-audio' },
    });
    this.shareAudioProducer = audioProducer;
    this.setProducer('screen-audio', audioProducer, audio);
    audioProducer.on('transportclose', () => {
      if (this.shareAudioProducer === audioProducer) this.shareAudioProducer = null;
    });
    audioProducer.on('trackended', () => {
      this.notify('error', 'shareAudioDisconnected');
      const gone = this.shareAudioProducer;
      this.shareAudioProducer = null;
      void this.closeProducer('screen-audio', gone);
    });
  }

  /** Spec 2 §4 Screen share: stopping clears the mode. */
  async disableShare(): Promise<void> {
    const producer = this.shareProducer;
    const audio = this.shareAudioProducer;
    this.shareProducer = this.shareAudioProducer = null;
    this.setMe({ shareMode: null });
    await Promise.all([this.closeProducer('screen', producer), this.closeProducer('screen-audio', audio)]);
  }

  // ------------------------------------------------------ what I hear and see

  private async pauseConsumer(consumer: Consumer) {
    if (consumer.paused) return;
    try {
      await this.request('pauseConsumer', { consumerId: consumer.id });
      consumer.pause();
      this.updateConsumer(consumer.id, { locallyPaused: true });
    } catch {
      this.notify('error', 'consumerPauseFailed');
    }
  }

  private async resumeConsumer(consumer: Consumer) {
    if (!consumer.paused) return;
    try {
      await this.request('resumeConsumer', { consumerId: consumer.id });
      consumer.resume();
      this.updateConsumer(consumer.id, { locallyPaused: false });
    } catch {
      this.notify('error', 'consumerResumeFailed');
    }
  }

  /** Spec 2 §4 Audio-only: the webcam off and every video consumer paused. */
  async enableAudioOnly(): Promise<void> {
    this.setMe({ audioOnlyInProgress: true });
    const wanted = this.webcamWanted;
    await this.disableWebcam({ remember: false });
    this.webcamWanted = wanted;
    for (const consumer of this.consumers.values()) if (consumer.kind === 'video') await this.pauseConsumer(consumer);
    this.setMe({ audioOnly: true, audioOnlyInProgress: false });
  }

  /** Spec 2 §4: video consumers resumed, and the webcam again if it was on and may be sent. */
  async disableAudioOnly(): Promise<void> {
    this.setMe({ audioOnlyInProgress: true });
    if (this.webcamWanted && this.device?.canProduce('video')) await this.enableWebcam();
    for (const consumer of this.consumers.values()) if (consumer.kind === 'video') await this.resumeConsumer(consumer);
    this.setMe({ audioOnly: false, audioOnlyInProgress: false });
  }

  muteAudio(): void {
    this.setMe({ audioMuted: true });
  }

  unmuteAudio(): void {
    this.setMe({ audioMuted: false });
  }

  /** Spec 2 §4: one peer's audio muted on this device, remembered by peer id. */
  setPeerMuted(peerId: string, muted: boolean): void {
    const { [peerId]: _was, ...others } = this.state.mutedPeers;
    const mutedPeers: Record<string, true> = muted ? { ...others, [peerId]: true } : others;
    writeMutedPeers(mutedPeers);
    this.set({ mutedPeers });
  }

  async requestConsumerKeyFrame(consumerId: string): Promise<void> {
    try {
      await this.request('requestConsumerKeyFrame', { consumerId });
      this.notify('info', 'keyFrameRequested');
    } catch {
      this.notify('error', 'keyFrameFailed');
    }
  }

  async setConsumerPreferredLayers(consumerId: string, spatialLayer: number, temporalLayer?: number): Promise<void> {
    try {
      await this.request('setConsumerPreferredLayers', { consumerId, spatialLayer, temporalLayer });
      this.updateConsumer(consumerId, {
        preferredSpatialLayer: spatialLayer,
        ...(temporalLayer === undefined ? {} : { preferredTemporalLayer: temporalLayer }),
      });
    } catch {
      this.notify('error', 'layersFailed');
    }
  }

  async setConsumerPriority(consumerId: string, priority: number): Promise<void> {
    try {
      await this.request('setConsumerPriority', { consumerId, priority });
    } catch {
      this.notify('error', 'priorityFailed');
    }
  }

  // ------------------------------------------------------ me

  /** Spec 2 §3: the display-name preference is stored locally and told to the room. */
  async changeDisplayName(name: string): Promise<void> {
    const displayName = name.trim();
    const previous = this.state.me.displayName;
    if (!displayName || displayName === previous) return;
    this.setMe({ displayName });
    storage.set(ROOM_STORAGE_KEYS.displayName, displayName);
    if (this.state.room.state !== 'connected') return;
    try {
      await this.request('changeDisplayName', { displayName });
      this.notify('info', 'displayNameChanged');
    } catch {
      this.setMe({ displayName: previous });
      storage.set(ROOM_STORAGE_KEYS.displayName, previous);
      this.notify('error', 'displayNameFailed');
    }
  }

  // ------------------------------------------------------ chat (spec 2 §5)

  private enableChatDataProducer() {
    void this.produceData(CHAT_DATA_CHANNEL, 'chat');
  }

  private enableBotDataProducer() {
    void this.produceData(BOT_DATA_CHANNEL, 'bot');
  }

  private async produceData(
    parameters: typeof CHAT_DATA_CHANNEL | typeof BOT_DATA_CHANNEL,
    label: 'chat' | 'bot',
  ): Promise<void> {
    const transport = this.sendTransport;
    if (!transport || !this.device?.sctpCapabilities) return;
    try {
      const { priority: _priority, ...options } = parameters;
      const producer = await transport.produceData({ ...options, appData: { source: label } });
      if (transport !== this.sendTransport) return;
      if (label === 'chat') this.chatDataProducer = producer;
      else this.botDataProducer = producer;
      this.set((state) => ({ dataProducers: { ...state.dataProducers, [label]: producer.id } }));
      producer.on('transportclose', () => {
        if (label === 'chat' && this.chatDataProducer === producer) this.chatDataProducer = null;
        if (label === 'bot' && this.botDataProducer === producer) this.botDataProducer = null;
      });
      producer.on('close', () => {
        if (label === 'chat') {
          this.chatDataProducer = null;
          this.notify('error', 'chatProducerClosed');
        } else this.botDataProducer = null;
        this.set((state) => ({ dataProducers: { ...state.dataProducers, [label]: null } }));
      });
    } catch {
      this.notify('error', label === 'chat' ? 'noChatProducer' : 'noBotProducer');
    }
  }

  /** Spec 2 §5: trimmed, not empty; a line starting with BOT_PREFIX goes to the bot. */
  sendChatMessage(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed) return false;
    const toBot = trimmed.startsWith(BOT_PREFIX.trim());
    const producer = toBot ? this.botDataProducer : this.chatDataProducer;
    if (!producer) {
      this.notify('error', toBot ? 'noBotProducer' : 'noChatProducer');
      return false;
    }
    const message = toBot ? trimmed.slice(BOT_PREFIX.trim().length).trim() : trimmed;
    if (!message) return false;
    try {
      producer.send(message);
    } catch {
      this.notify('error', toBot ? 'noBotProducer' : 'noChatProducer');
      return false;
    }
    const { me } = this.state;
    this.addChat({ peerId: me.id, displayName: me.displayName, text: trimmed, mine: true });
    return true;
  }

  // ------------------------------------------------------ stats

  setStatsPeerId(peerId: string | null): void {
    this.setRoom({ statsPeerId: peerId });
  }

  /** The stats panel's figures for a peer, read from the server each time. */
  getStats(peerId: string): Promise<StatsSection[]> {
    return peerStats(peerId, {
      state: () => this.state,
      transportId: (direction) => (direction === 'send' ? this.sendTransport : this.recvTransport)?.id,
      request: (method, data) => this.request(method, data),
    });
  }
}
