import type { types } from 'mediasoup';
import type { Socket } from 'socket.io';
import {
  CHAT_DATA_CHANNEL,
  type SignallingAnswer,
  type SignallingMethod,
  type SignallingNamespace,
  type SignallingNotificationName,
  type SignallingNotifications,
  type SignallingPeer,
  type SignallingRequestData,
} from '@atrium/shared/contract';
import { t, type Language, type MessageKey } from '../i18n';
import { Bot } from './bot';
import { consumerLimits, PEER_LIMITS } from './limits';
import { checkedData, failureAnswer, isSignallingMethod, SignallingError } from './requests';
import { sameSecret } from './secret';
import { MEDIA_CODECS } from './workers';

export interface SignallingLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface RoomOptions {
  namespace: SignallingNamespace;
  id: string;
  worker: types.Worker;
  /** The address ICE candidates announce (SFU_ANNOUNCED_IP); the transports listen on every interface. */
  announcedIp: string;
  /** applyNetworkThrottle and resetNetworkThrottle need it; without it they are refused. */
  throttleSecret?: string;
  log: SignallingLog;
}

/** The network a peer asked to simulate (applyNetworkThrottle), in kbps. */
interface Throttle {
  uplink: number;
  downlink: number;
  // Recorded but not simulated: mediasoup can cap bitrates, not delay packets (mediasoup-demo used
  // the OS's `tc`, which needs root and changes the whole machine).
  rtt: number;
}

interface TransportAppData extends types.AppData {
  producing: boolean;
  consuming: boolean;
}

/** One socket in the room (as mediasoup-demo's protoo peer with its `data`). */
export interface Peer {
  readonly id: string;
  readonly socket: Socket;
  readonly language: Language;
  /** Set by join; only joined peers are seen by others and consume. */
  joined: boolean;
  displayName: string;
  title: string | null;
  picture: string | null;
  device: SignallingPeer['device'];
  rtpCapabilities?: types.RtpCapabilities;
  sctpCapabilities?: types.SctpCapabilities;
  throttle: Throttle | null;
  readonly transports: Map<string, types.WebRtcTransport<TransportAppData>>;
  readonly producers: Map<string, types.Producer>;
  readonly consumers: Map<string, types.Consumer>;
  readonly dataProducers: Map<string, types.DataProducer>;
  readonly dataConsumers: Map<string, types.DataConsumer>;
  /** Server requests waiting for the browser's ack, given up when the peer leaves. */
  readonly pending: Set<() => void>;
  /** What is being made for the peer right now; it counts against the peer's limits too. */
  readonly making: Record<Held, number>;
}

/** What a peer's limits count (sfu/limits.ts). */
type Held = 'transports' | 'producers' | 'dataProducers' | 'consumers' | 'dataConsumers';

type HeldItem<K extends Held> = Peer[K] extends Map<string, infer V> ? V : never;

/** A mediasoup object a peer holds until it closes. */
interface Closable {
  id: string;
  observer: { on(event: 'close', listener: () => void): unknown };
}

const LIMIT_MESSAGES = {
  transports: 'signallingTooManyTransports',
  producers: 'signallingTooManyProducers',
  dataProducers: 'signallingTooManyDataProducers',
} as const;

/** A handler's answer, with work to do once the browser has it (mediasoup-demo accepts, then consumes). */
class Answer {
  constructor(
    readonly data: unknown,
    readonly after: () => void,
  ) {}
}

type Handler<M extends SignallingMethod> = (peer: Peer, data: SignallingRequestData<M>) => Promise<unknown> | unknown;

/**
 * One meeting room: a mediasoup router and the peers in it (spec 2 §7.5). It owns its peers, their
 * transports, producers and consumers, answers their requests and tells them what changes, as
 * mediasoup-demo's Room does over protoo. It closes when its last peer leaves.
 */
export class Room {
  static async create(options: RoomOptions): Promise<Room> {
    const router = await options.worker.createRouter({ mediaCodecs: MEDIA_CODECS });
    try {
      const audioLevelObserver = await router.createAudioLevelObserver({
        maxEntries: 1,
        threshold: -80,
        interval: 800,
      });
      const bot = await Bot.create(router);
      return new Room(options, router, audioLevelObserver, bot);
    } catch (error) {
      router.close();
      throw error;
    }
  }

  readonly namespace: SignallingNamespace;
  readonly id: string;
  readonly peers = new Map<string, Peer>();
  private readonly closeListeners: (() => void)[] = [];

  private constructor(
    private readonly options: RoomOptions,
    readonly router: types.Router,
    private readonly audioLevelObserver: types.AudioLevelObserver,
    private readonly bot: Bot,
  ) {
    this.namespace = options.namespace;
    this.id = options.id;
    audioLevelObserver.on('volumes', ([{ producer, volume }]) => {
      this.notifyJoined('activeSpeaker', { peerId: producer.appData.peerId as string, volume });
    });
    audioLevelObserver.on('silence', () => this.notifyJoined('activeSpeaker', { peerId: null }));
    // A dead worker takes its routers with it; the peers reconnect to a new room on a live worker.
    router.on('workerclose', () => {
      for (const peer of this.peers.values()) peer.socket.conn.close();
      this.close();
    });
  }

  get closed(): boolean {
    return this.router.closed;
  }

  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  /** How many peers other than `peerId` are in the room (joined or not): what a room's capacity counts. */
  othersThan(peerId: string): number {
    return [...this.peers.keys()].filter((id) => id !== peerId).length;
  }

  /** A socket enters; the same peerId's older socket is closed and replaced (a reload, a reconnect). */
  addPeer(socket: Socket, peerId: string, language: Language): Peer {
    const old = this.peers.get(peerId);
    if (old) {
      this.detach(old);
      // With a disconnect packet, so the old page does not reconnect and take its place back.
      old.socket.disconnect(true);
    }
    const peer: Peer = {
      id: peerId,
      socket,
      language,
      joined: false,
      displayName: '',
      title: null,
      picture: null,
      device: {},
      throttle: null,
      transports: new Map(),
      producers: new Map(),
      consumers: new Map(),
      dataProducers: new Map(),
      dataConsumers: new Map(),
      pending: new Set(),
      making: { transports: 0, producers: 0, dataProducers: 0, consumers: 0, dataConsumers: 0 },
    };
    this.peers.set(peerId, peer);
    return peer;
  }

  /**
   * The peer's socket left. Answers false when it had already been replaced by a newer socket (so the
   * user is still here). The room closes with its last peer.
   */
  removePeer(peer: Peer): boolean {
    if (this.peers.get(peer.id) !== peer) return false;
    this.detach(peer);
    if (this.peers.size === 0) this.close();
    return true;
  }

  close(): void {
    if (this.closed) return;
    // The peers stay listed until their sockets go, so each still counts as leaving (access.left).
    for (const peer of this.peers.values()) for (const cancel of peer.pending) cancel();
    // Closes the transports, producers, consumers, the observer and the bot with it.
    this.router.close();
    for (const listener of this.closeListeners) listener();
  }

  /** Answers one `request` of the peer's socket; `ack` is called once, whatever happens. */
  async request(peer: Peer, payload: unknown, ack: unknown): Promise<void> {
    const reply = (answer: SignallingAnswer) => {
      if (typeof ack === 'function') ack(answer);
    };
    let answer: unknown;
    try {
      answer = await this.answer(peer, payload);
    } catch (error) {
      if (!(error instanceof SignallingError) && !isMediasoupError(error)) {
        this.options.log.error({ err: error, room: this.id, peerId: peer.id }, 'signalling request failed');
      }
      return reply(failureAnswer(error));
    }
    const data = answer instanceof Answer ? answer.data : answer;
    reply({ ok: true, data: data ?? null });
    if (answer instanceof Answer) this.safely(async () => answer.after());
  }

  private async answer(peer: Peer, payload: unknown): Promise<unknown> {
    const { method, data = null } = (payload ?? {}) as { method?: unknown; data?: unknown };
    if (!isSignallingMethod(method)) {
      const message = t(peer.language, 'signallingUnknownMethod');
      throw new SignallingError(400, message, [{ field: 'method', message }]);
    }
    if (this.closed || this.peers.get(peer.id) !== peer)
      throw new SignallingError(404, t(peer.language, 'dataNotFound'));
    // Without the secret nothing about the throttle is told, not even what its payload lacks.
    if (method === 'applyNetworkThrottle' || method === 'resetNetworkThrottle') {
      const secret = (data as { secret?: unknown } | null)?.secret;
      if (!this.options.throttleSecret || !sameSecret(secret, this.options.throttleSecret)) {
        throw new SignallingError(403, t(peer.language, 'signallingForbidden'));
      }
    }
    const handler = this.handlers[method] as Handler<typeof method>;
    return handler(peer, checkedData(method, data, peer.language));
  }

  private readonly handlers: { [M in SignallingMethod]: Handler<M> } = {
    getRouterRtpCapabilities: () => this.router.rtpCapabilities,

    createWebRtcTransport: async (peer, { forceTcp, producing, consuming, sctpCapabilities }) => {
      const sctp = sctpCapabilities as types.SctpCapabilities | undefined;
      const listen = (protocol: 'udp' | 'tcp') => ({
        protocol,
        ip: '0.0.0.0',
        announcedAddress: this.options.announcedIp,
      });
      const transport = await this.holding(peer, 'transports', () =>
        this.router.createWebRtcTransport<TransportAppData>({
          listenInfos: forceTcp ? [listen('tcp')] : [listen('udp'), listen('tcp')],
          preferUdp: true,
          enableSctp: Boolean(sctp),
          numSctpStreams: sctp?.numStreams,
          initialAvailableOutgoingBitrate: 1_000_000,
          appData: { producing, consuming },
        }),
      );
      // The peer left (or was replaced) while the transport was made.
      if (this.peers.get(peer.id) !== peer) {
        transport.close();
        throw new SignallingError(404, t(peer.language, 'dataNotFound'));
      }
      const firstConsuming =
        consuming && ![...peer.transports.values()].some((other) => other !== transport && other.appData.consuming);
      if (peer.throttle) await throttle(transport, peer.throttle);
      const answer = {
        id: transport.id,
        iceParameters: transport.iceParameters,
        iceCandidates: transport.iceCandidates,
        dtlsParameters: transport.dtlsParameters,
        sctpParameters: transport.sctpParameters,
      };
      // A peer that joined before it could consume gets what is already in the room now.
      return new Answer(answer, () => {
        if (peer.joined && firstConsuming) this.consumeRoom(peer);
      });
    },

    connectWebRtcTransport: async (peer, { transportId, dtlsParameters }) => {
      await transportOf(peer, transportId).connect({ dtlsParameters: dtlsParameters as types.DtlsParameters });
    },

    join: (peer, { displayName, title, device, picture, rtpCapabilities, sctpCapabilities }) => {
      if (peer.joined) throw new SignallingError(409, t(peer.language, 'signallingAlreadyJoined'));
      Object.assign(peer, {
        displayName,
        title: title ?? null,
        picture: picture ?? null,
        device,
        rtpCapabilities: rtpCapabilities as types.RtpCapabilities,
        sctpCapabilities: sctpCapabilities as types.SctpCapabilities | undefined,
        joined: true,
      });
      const others = this.joinedPeers(peer);
      return new Answer({ peers: others.map(peerInfo) }, () => {
        this.consumeRoom(peer);
        for (const other of others) notify(other, 'newPeer', peerInfo(peer));
      });
    },

    produce: async (peer, { transportId, kind, rtpParameters, appData }) => {
      this.requireJoined(peer);
      const transport = transportOf(peer, transportId);
      const producer = await this.holding(peer, 'producers', () =>
        transport.produce({
          kind,
          rtpParameters: rtpParameters as types.RtpParameters,
          appData: { ...appData, peerId: peer.id },
        }),
      );
      producer.on('score', (score) => notify(peer, 'producerScore', { producerId: producer.id, score }));
      if (kind === 'audio') {
        this.audioLevelObserver.addProducer({ producerId: producer.id }).catch(() => {
          // The producer closed meanwhile; nothing to observe.
        });
      }
      return new Answer({ id: producer.id }, () => {
        for (const other of this.joinedPeers(peer)) this.safely(() => this.consume(other, peer, producer));
      });
    },

    produceData: async (peer, { transportId, sctpStreamParameters, label, protocol, appData }) => {
      this.requireJoined(peer);
      const transport = transportOf(peer, transportId);
      const dataProducer = await this.holding(peer, 'dataProducers', () =>
        transport.produceData({
          sctpStreamParameters: sctpStreamParameters as types.SctpStreamParameters,
          label,
          protocol,
          appData: { ...appData, peerId: peer.id },
        }),
      );
      return new Answer({ id: dataProducer.id }, () => {
        // Chat goes to every other peer; what is said on `bot` goes to the room's bot only.
        if (label === CHAT_DATA_CHANNEL.label) {
          for (const other of this.joinedPeers(peer)) this.safely(() => this.consumeData(other, peer, dataProducer));
        } else {
          this.bot
            .listen(dataProducer.id, () => peer.displayName)
            .catch((error: unknown) => {
              this.options.log.warn({ err: error, room: this.id }, 'the bot could not listen to a peer');
            });
        }
      });
    },

    closeProducer: (peer, { producerId }) => {
      producerOf(peer, producerId).close();
    },
    pauseProducer: (peer, { producerId }) => producerOf(peer, producerId).pause(),
    resumeProducer: (peer, { producerId }) => producerOf(peer, producerId).resume(),
    pauseConsumer: (peer, { consumerId }) => consumerOf(peer, consumerId).pause(),
    resumeConsumer: (peer, { consumerId }) => consumerOf(peer, consumerId).resume(),
    setConsumerPreferredLayers: (peer, { consumerId, spatialLayer, temporalLayer }) =>
      consumerOf(peer, consumerId).setPreferredLayers({ spatialLayer, temporalLayer }),
    setConsumerPriority: (peer, { consumerId, priority }) => consumerOf(peer, consumerId).setPriority(priority),
    requestConsumerKeyFrame: (peer, { consumerId }) => consumerOf(peer, consumerId).requestKeyFrame(),
    restartIce: (peer, { transportId }) => transportOf(peer, transportId).restartIce(),

    changeDisplayName: (peer, { displayName }) => {
      const oldDisplayName = peer.displayName;
      peer.displayName = displayName;
      if (!peer.joined) return;
      for (const other of this.joinedPeers(peer)) {
        notify(other, 'peerDisplayNameChanged', { peerId: peer.id, displayName, oldDisplayName });
      }
    },

    getTransportStats: (peer, { transportId }) => transportOf(peer, transportId).getStats(),
    getProducerStats: (peer, { producerId }) => producerOf(peer, producerId).getStats(),
    getConsumerStats: (peer, { consumerId }) => consumerOf(peer, consumerId).getStats(),
    getDataProducerStats: (peer, { dataProducerId }) => found(peer, peer.dataProducers.get(dataProducerId)).getStats(),
    getDataConsumerStats: (peer, { dataConsumerId }) => found(peer, peer.dataConsumers.get(dataConsumerId)).getStats(),

    applyNetworkThrottle: async (peer, { uplink, downlink, rtt }) => {
      peer.throttle = { uplink, downlink, rtt };
      for (const transport of peer.transports.values()) await throttle(transport, peer.throttle);
    },
    resetNetworkThrottle: async (peer) => {
      peer.throttle = null;
      for (const transport of peer.transports.values()) await throttle(transport, null);
    },
  };

  /**
   * Makes one more of what a peer holds and keeps it in the peer's map until it closes, unless the
   * peer already has its limit (what is being made counts): then 403, and nothing is made.
   */
  private async holding<K extends Held>(peer: Peer, kind: K, make: () => Promise<HeldItem<K>>): Promise<HeldItem<K>> {
    const { limit, message } = this.limitOf(peer, kind);
    if (this.heldBy(peer, kind) + peer.making[kind] >= limit)
      throw new SignallingError(403, t(peer.language, message, { limit }));
    peer.making[kind] += 1;
    let made: HeldItem<K>;
    try {
      made = await make();
    } finally {
      peer.making[kind] -= 1;
    }
    // In the same step as the hold ends, so the count never misses it.
    const held: Map<string, unknown> = peer[kind];
    const { id, observer } = made as Closable;
    held.set(id, made);
    observer.on('close', () => held.delete(id));
    return made;
  }

  /**
   * How many of `kind` the peer holds. A consumer of a producer that closed does not count: the
   * worker closes it a moment later, and a webcam turned off and on again is consumed at once.
   */
  private heldBy(peer: Peer, kind: Held): number {
    if (kind !== 'consumers' && kind !== 'dataConsumers') return peer[kind].size;
    const others = this.joinedPeers(peer);
    if (kind === 'consumers') {
      const live = (id: string) => others.some((other) => other.producers.has(id));
      return [...peer.consumers.values()].filter((consumer) => live(consumer.producerId)).length;
    }
    const live = (id: string) => id === this.bot.dataProducer.id || others.some((other) => other.dataProducers.has(id));
    return [...peer.dataConsumers.values()].filter((consumer) => live(consumer.dataProducerId)).length;
  }

  /** How many of `kind` the peer may hold, and what a request for one more answers. */
  private limitOf(peer: Peer, kind: Held): { limit: number; message: MessageKey } {
    switch (kind) {
      case 'consumers':
      case 'dataConsumers':
        // Never asked for by the browser, so never answered: a refused one is only logged.
        return { limit: consumerLimits(this.othersThan(peer.id))[kind], message: 'signallingForbidden' };
      default:
        return { limit: PEER_LIMITS[kind], message: LIMIT_MESSAGES[kind] };
    }
  }

  /** Work no request waits for (consuming): a failure is logged, never an unhandled rejection. */
  private safely(task: () => Promise<void>): void {
    task().catch((error: unknown) => this.options.log.error({ err: error, room: this.id }, 'signalling task failed'));
  }

  private requireJoined(peer: Peer): void {
    if (!peer.joined) throw new SignallingError(409, t(peer.language, 'signallingNotJoined'));
  }

  private joinedPeers(except?: Peer): Peer[] {
    return [...this.peers.values()].filter((peer) => peer.joined && peer !== except);
  }

  private notifyJoined<N extends SignallingNotificationName>(method: N, data: SignallingNotifications[N]): void {
    for (const peer of this.joinedPeers()) notify(peer, method, data);
  }

  /** A newly joined (or newly consuming) peer consumes every producer, chat and the bot already in the room. */
  private consumeRoom(peer: Peer): void {
    for (const other of this.joinedPeers(peer)) {
      for (const producer of other.producers.values()) this.safely(() => this.consume(peer, other, producer));
      for (const dataProducer of other.dataProducers.values()) {
        if (dataProducer.label === CHAT_DATA_CHANNEL.label)
          this.safely(() => this.consumeData(peer, other, dataProducer));
      }
    }
    this.safely(() => this.consumeData(peer, null, this.bot.dataProducer));
  }

  /**
   * mediasoup-demo's _createConsumer: the consumer starts paused and is resumed once the browser acked
   * newConsumer, so its first key frame is not lost. Failures are logged, never thrown.
   */
  private async consume(peer: Peer, producerPeer: Peer, producer: types.Producer): Promise<void> {
    const { rtpCapabilities } = peer;
    const transport = consumingTransport(peer);
    if (!rtpCapabilities || !transport) return;
    if (!this.router.canConsume({ producerId: producer.id, rtpCapabilities })) return;
    let consumer: types.Consumer;
    try {
      consumer = await this.holding(peer, 'consumers', () =>
        transport.consume({
          producerId: producer.id,
          rtpCapabilities,
          paused: true,
          enableRtx: true,
          ignoreDtx: true,
        }),
      );
    } catch (error) {
      if (!transport.closed && !producer.closed) this.options.log.warn({ err: error, room: this.id }, 'consume failed');
      return;
    }
    const consumerId = consumer.id;
    consumer.on('producerclose', () => notify(peer, 'consumerClosed', { consumerId }));
    consumer.on('producerpause', () => notify(peer, 'consumerPaused', { consumerId }));
    consumer.on('producerresume', () => notify(peer, 'consumerResumed', { consumerId }));
    consumer.on('score', (score) => notify(peer, 'consumerScore', { consumerId, score }));
    consumer.on('layerschange', (layers) =>
      notify(peer, 'consumerLayersChanged', {
        consumerId,
        spatialLayer: layers?.spatialLayer ?? null,
        temporalLayer: layers?.temporalLayer ?? null,
      }),
    );

    const accepted = await this.serverRequest(peer, 'newConsumer', {
      peerId: producerPeer.id,
      producerId: producer.id,
      id: consumerId,
      kind: consumer.kind,
      rtpParameters: consumer.rtpParameters,
      type: consumer.type,
      appData: producer.appData,
      producerPaused: consumer.producerPaused,
    });
    if (consumer.closed) return;
    if (!accepted) return this.giveUp(peer, consumer, 'consumerClosed', { consumerId });
    try {
      await consumer.resume();
      notify(peer, 'consumerScore', { consumerId, score: consumer.score });
    } catch {
      // Closed while resuming: its consumerClosed (or the peer's leaving) says so.
    }
  }

  /** mediasoup-demo's _createDataConsumer; `producerPeer` null is the room's bot. */
  private async consumeData(peer: Peer, producerPeer: Peer | null, dataProducer: types.DataProducer): Promise<void> {
    const transport = consumingTransport(peer);
    if (!peer.sctpCapabilities || !transport) return;
    let dataConsumer: types.DataConsumer;
    try {
      dataConsumer = await this.holding(peer, 'dataConsumers', () =>
        transport.consumeData({ dataProducerId: dataProducer.id }),
      );
    } catch (error) {
      if (!transport.closed && !dataProducer.closed) {
        this.options.log.warn({ err: error, room: this.id }, 'consumeData failed');
      }
      return;
    }
    const dataConsumerId = dataConsumer.id;
    dataConsumer.on('dataproducerclose', () => notify(peer, 'dataConsumerClosed', { dataConsumerId }));

    const accepted = await this.serverRequest(peer, 'newDataConsumer', {
      peerId: producerPeer?.id ?? null,
      dataProducerId: dataProducer.id,
      id: dataConsumerId,
      sctpStreamParameters: dataConsumer.sctpStreamParameters ?? {},
      label: dataConsumer.label as 'chat' | 'bot',
      protocol: dataConsumer.protocol,
      appData: dataProducer.appData,
    });
    if (!accepted && !dataConsumer.closed) this.giveUp(peer, dataConsumer, 'dataConsumerClosed', { dataConsumerId });
  }

  /** A consumer the browser refused is closed, and the browser told in case it made one anyway. */
  private giveUp<N extends 'consumerClosed' | 'dataConsumerClosed'>(
    peer: Peer,
    consumer: { close(): void },
    method: N,
    data: SignallingNotifications[N],
  ): void {
    consumer.close();
    notify(peer, method, data);
  }

  /**
   * A server request (newConsumer, newDataConsumer): true once the browser acks it, false if it refuses
   * or leaves. No deadline: making a consumer renegotiates the browser's receiving connection, which
   * took over 20 s in a starved browser, and a consumer given up then was a share lost (issue 31 item 5).
   */
  private serverRequest<N extends 'newConsumer' | 'newDataConsumer'>(
    peer: Peer,
    method: N,
    data: SignallingNotifications[N],
  ): Promise<boolean> {
    // A peer that left while its consumer was being made is asked nothing (nobody would cancel the wait).
    if (this.closed || this.peers.get(peer.id) !== peer) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (accepted: boolean) => {
        peer.pending.delete(cancel);
        resolve(accepted);
      };
      const cancel = () => done(false);
      peer.pending.add(cancel);
      peer.socket.emit('request', { method, data }, (answer: unknown) =>
        done((answer as { ok?: unknown } | null)?.ok !== false),
      );
    });
  }

  /** Takes the peer out: the others are told, its transports (and so its producers and consumers) close. */
  private detach(peer: Peer): void {
    this.peers.delete(peer.id);
    for (const cancel of peer.pending) cancel();
    if (peer.joined) for (const other of this.joinedPeers()) notify(other, 'peerClosed', { peerId: peer.id });
    for (const transport of peer.transports.values()) transport.close();
  }
}

function notify<N extends SignallingNotificationName>(peer: Peer, method: N, data: SignallingNotifications[N]): void {
  peer.socket.emit('notification', { method, data });
}

function peerInfo(peer: Peer): SignallingPeer {
  const { id, displayName, title, picture, device } = peer;
  return { id, displayName, title, picture, device };
}

function consumingTransport(peer: Peer): types.WebRtcTransport | undefined {
  return [...peer.transports.values()].find((transport) => transport.appData.consuming);
}

function found<T>(peer: Peer, item: T | undefined): T {
  if (!item) throw new SignallingError(404, t(peer.language, 'dataNotFound'));
  return item;
}

const transportOf = (peer: Peer, id: string) => found(peer, peer.transports.get(id));
const producerOf = (peer: Peer, id: string) => found(peer, peer.producers.get(id));
const consumerOf = (peer: Peer, id: string) => found(peer, peer.consumers.get(id));

/**
 * applyNetworkThrottle on this server: what the peer sends is capped at `uplink` on its producing
 * transports, what it receives at `downlink` on its consuming ones; 0 (and a reset) is no limit.
 */
async function throttle(transport: types.WebRtcTransport<TransportAppData>, limits: Throttle | null): Promise<void> {
  const { producing, consuming } = transport.appData;
  if (producing) await transport.setMaxIncomingBitrate((limits?.uplink ?? 0) * 1000);
  if (consuming) await transport.setMaxOutgoingBitrate((limits?.downlink ?? 0) * 1000);
}

function isMediasoupError(error: unknown): boolean {
  return error instanceof Error && ['TypeError', 'UnsupportedError', 'InvalidStateError'].includes(error.name);
}
