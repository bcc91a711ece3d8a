import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Id, Text } from './bounds';
import { Nullable } from './nullable';

// Issue 17: the media signalling of spec 2 §7.5, in front of mediasoup routers.
//
// One socket.io server at SIGNALLING_PATH with two namespaces: `/sfu` (a session's conference room,
// roomId = the session's id, for its active publishers) and `/nsfu` (a networking room, roomId = the
// room's id, for whoever holds a seat). The browser connects with `query: {roomId, peerId}` (peerId =
// the user's id) and `auth: {token}`.
//
// - A request is `emit('request', {method, data}, ack)`; ack gets SignallingAnswer. The client waits
//   2 s and tries 3 times (SIGNALLING_REQUEST_TIMEOUT_MS, SIGNALLING_REQUEST_TRIES).
// - The server's notifications are `emit('notification', {method, data})`.
// - newConsumer and newDataConsumer are server requests, `emit('request', {method, data}, ack)`: the
//   consumer stays paused until the browser acks, as mediasoup-demo does, so no first frame is lost.
//
// mediasoup's own objects (rtpCapabilities, dtlsParameters, rtpParameters, ...) travel as they are;
// the schemas here only say they are objects, and mediasoup itself refuses a malformed one (answered
// as an error, never a crash).

// The schema-free constants (path, timeouts, data channel parameters) are in channels.ts.
export type SignallingNamespace = 'sfu' | 'nsfu';

/**
 * A host's name as the deployment gives it (SFU_HOST, HAProxy's server name): what the signalling
 * names in a 307 refusal and the browser sends back as `sfuHost` (issue 33 item 2).
 */
export const SfuHostName = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$' });

/**
 * The connection's query (spec 2 §7.5). `sfuHost`: the host a 307 refusal named as the room's; the
 * edge sends the connection there while that host is up, and to another host, which then takes
 * the room over, when it is not.
 */
export const SignallingQuery = Type.Object({ roomId: Id, peerId: Id, sfuHost: Type.Optional(SfuHostName) });
export type SignallingQuery = Static<typeof SignallingQuery>;

const MediasoupObject = Type.Object({}, { additionalProperties: true });
const DisplayName = Text({ minLength: 1, maxLength: 100 });
const Device = Type.Object({
  flag: Type.Optional(Type.String({ maxLength: 50 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  version: Type.Optional(Type.String({ maxLength: 50 })),
});
const Secret = Type.String({ maxLength: 200 });
const Kbps = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/** The payload of each request the browser sends (spec 2 §7.5). */
export const SignallingRequests = {
  getRouterRtpCapabilities: Type.Optional(Type.Null()),
  createWebRtcTransport: Type.Object({
    forceTcp: Type.Optional(Type.Boolean()),
    producing: Type.Boolean(),
    consuming: Type.Boolean(),
    sctpCapabilities: Type.Optional(MediasoupObject),
  }),
  connectWebRtcTransport: Type.Object({ transportId: Id, dtlsParameters: MediasoupObject }),
  join: Type.Object({
    displayName: DisplayName,
    title: Type.Optional(Nullable(Text({ maxLength: 200 }))),
    device: Device,
    picture: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    rtpCapabilities: MediasoupObject,
    sctpCapabilities: Type.Optional(MediasoupObject),
  }),
  produce: Type.Object({
    transportId: Id,
    kind: Type.Union([Type.Literal('audio'), Type.Literal('video')]),
    rtpParameters: MediasoupObject,
    appData: Type.Optional(Type.Object({ source: Type.Optional(ProducerSource()) }, { additionalProperties: true })),
  }),
  produceData: Type.Object({
    transportId: Id,
    sctpStreamParameters: MediasoupObject,
    label: Type.Union([Type.Literal('chat'), Type.Literal('bot')]),
    protocol: Type.Optional(Type.String({ maxLength: 50 })),
    appData: Type.Optional(MediasoupObject),
  }),
  closeProducer: Type.Object({ producerId: Id }),
  pauseProducer: Type.Object({ producerId: Id }),
  resumeProducer: Type.Object({ producerId: Id }),
  pauseConsumer: Type.Object({ consumerId: Id }),
  resumeConsumer: Type.Object({ consumerId: Id }),
  setConsumerPreferredLayers: Type.Object({
    consumerId: Id,
    spatialLayer: Type.Integer({ minimum: 0, maximum: 10 }),
    temporalLayer: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  }),
  setConsumerPriority: Type.Object({ consumerId: Id, priority: Type.Integer({ minimum: 1, maximum: 255 }) }),
  requestConsumerKeyFrame: Type.Object({ consumerId: Id }),
  restartIce: Type.Object({ transportId: Id }),
  changeDisplayName: Type.Object({ displayName: DisplayName }),
  getTransportStats: Type.Object({ transportId: Id }),
  getProducerStats: Type.Object({ producerId: Id }),
  getConsumerStats: Type.Object({ consumerId: Id }),
  getDataProducerStats: Type.Object({ dataProducerId: Id }),
  getDataConsumerStats: Type.Object({ dataConsumerId: Id }),
  applyNetworkThrottle: Type.Object({
    uplink: Kbps,
    downlink: Kbps,
    rtt: Type.Integer({ minimum: 0, maximum: 60_000 }),
    secret: Secret,
  }),
  resetNetworkThrottle: Type.Object({ secret: Secret }),
} satisfies Record<string, TSchema>;

export type SignallingMethod = keyof typeof SignallingRequests;
export type SignallingRequestData<M extends SignallingMethod> = Static<(typeof SignallingRequests)[M]>;

function ProducerSource() {
  return Type.Union([
    Type.Literal('mic'),
    Type.Literal('webcam'),
    Type.Literal('screen'),
    Type.Literal('screen-audio'),
  ]);
}
/** What a producer carries (spec 2 §3 Meeting peer). */
export type ProducerSource = 'mic' | 'webcam' | 'screen' | 'screen-audio';

/**
 * The ack of a request. status follows HTTP: 400 a malformed payload (errors name the fields) or
 * parameters mediasoup refuses (its message), 403 refused (applyNetworkThrottle without the secret,
 * or a peer's limit of transports, producers or data producers reached), 404 an unknown
 * transport/producer/consumer, 409 a request out of order (produce before join), 429 too many
 * requests on this socket (one that keeps flooding is disconnected), 500 anything else that failed on
 * the server.
 */
export type SignallingAnswer<T = unknown> =
  | { ok: true; data: T }
  | { ok: false; error: { status: number; message: string; errors?: { field: string; message: string }[] } };

/** A peer as join's answer and newPeer carry it (spec 2 §3 Meeting peer). */
export interface SignallingPeer {
  id: string;
  displayName: string;
  title: string | null;
  picture: string | null;
  device: { flag?: string; name?: string; version?: string };
}

/** What each answer carries (requests not listed answer null). */
export interface SignallingAnswers {
  getRouterRtpCapabilities: object;
  createWebRtcTransport: {
    id: string;
    iceParameters: object;
    iceCandidates: object[];
    dtlsParameters: object;
    sctpParameters?: object;
  };
  join: { peers: SignallingPeer[] };
  produce: { id: string };
  produceData: { id: string };
  restartIce: object;
  getTransportStats: object[];
  getProducerStats: object[];
  getConsumerStats: object[];
  getDataProducerStats: object[];
  getDataConsumerStats: object[];
}

/** The server's requests (acked by the browser) and notifications (spec 2 §7.5), with their data. */
export interface SignallingNotifications {
  newConsumer: {
    peerId: string;
    producerId: string;
    id: string;
    kind: 'audio' | 'video';
    rtpParameters: object;
    type: string;
    appData: { source?: ProducerSource } & Record<string, unknown>;
    producerPaused: boolean;
  };
  /** peerId null: the room's bot. */
  newDataConsumer: {
    peerId: string | null;
    dataProducerId: string;
    id: string;
    sctpStreamParameters: object;
    label: 'chat' | 'bot';
    protocol: string;
    appData: Record<string, unknown>;
  };
  producerScore: { producerId: string; score: object[] };
  newPeer: SignallingPeer;
  peerClosed: { peerId: string };
  peerDisplayNameChanged: { peerId: string; displayName: string; oldDisplayName: string };
  consumerClosed: { consumerId: string };
  consumerPaused: { consumerId: string };
  consumerResumed: { consumerId: string };
  consumerLayersChanged: { consumerId: string; spatialLayer: number | null; temporalLayer: number | null };
  consumerScore: { consumerId: string; score: { score: number; producerScore: number; producerScores: number[] } };
  /** Sent on connection; the browser then starts the join sequence. */
  roomReady: { turnServers: object[] };
  dataConsumerClosed: { dataConsumerId: string };
  /** peerId null: nobody is speaking. */
  activeSpeaker: { peerId: string | null; volume?: number };
}
export type SignallingNotificationName = keyof SignallingNotifications;
