import type { ProducerSource, SignallingPeer } from '@atrium/shared/contract';
import { createStore, type StoreApi } from 'zustand';
import type { WebcamResolution, ShareMode } from './constants';
import type { DeviceError } from './deviceErrors';

/** Spec 2 §4 Room connection: connecting, connected once joined, closed on close or a failed join. */
export type RoomConnectionState = 'new' | 'connecting' | 'connected' | 'closed';

export interface RoomInfo {
  state: RoomConnectionState;
  /** peerId of who speaks now (null: nobody); my own id when it is me. */
  activeSpeakerId: string | null;
  /** Whose stats the stats panel shows (null: closed); my own id for mine. */
  statsPeerId: string | null;
}

export interface MeState {
  id: string;
  displayName: string;
  canSendMic: boolean;
  canSendWebcam: boolean;
  /** More than one camera: the camera can be switched to the next. */
  canChangeWebcam: boolean;
  /** getDisplayMedia exists (spec 2 §6 screen sharing depends on the browser). */
  canShare: boolean;
  webcamInProgress: boolean;
  shareInProgress: boolean;
  shareMode: ShareMode | null;
  audioOnly: boolean;
  audioOnlyInProgress: boolean;
  /** Every remote audio element muted (the mute-audio toggle). */
  audioMuted: boolean;
  webcamResolution: WebcamResolution;
}

export interface ProducerState {
  id: string;
  source: ProducerSource;
  track: MediaStreamTrack;
  paused: boolean;
  /** The server's producerScore entries (one per encoding). */
  score: { score: number; ssrc?: number; rid?: string }[];
}

export interface PeerState extends SignallingPeer {
  consumers: string[];
  dataConsumers: string[];
}

export interface ConsumerState {
  id: string;
  peerId: string;
  kind: 'audio' | 'video';
  source: ProducerSource;
  track: MediaStreamTrack;
  locallyPaused: boolean;
  remotelyPaused: boolean;
  /** Spec 2 §4 peer signal quality: the consumer's score 0-10 (null until the first consumerScore). */
  score: number | null;
  producerScore: number | null;
  spatialLayers: number;
  temporalLayers: number;
  currentSpatialLayer: number | null;
  currentTemporalLayer: number | null;
  preferredSpatialLayer: number;
  preferredTemporalLayer: number;
  codec: string | null;
}

export interface DataConsumerState {
  id: string;
  /** null: the room's bot. */
  peerId: string | null;
  label: 'chat' | 'bot';
}

export interface RoomNotification {
  id: number;
  type: 'info' | 'error';
  /** The i18n key in the 'room' namespace it was made from (tests and the e2e read `text`). */
  key: string;
  title?: string;
  text: string;
  timeout: number;
}

export interface ChatMessage {
  id: number;
  /** null: the bot; my own id for what I sent. */
  peerId: string | null;
  displayName: string;
  text: string;
  mine: boolean;
  at: number;
}

export interface MediaDeviceChoice {
  cameras: { deviceId: string; label: string }[];
  microphones: { deviceId: string; label: string }[];
  speakers: { deviceId: string; label: string }[];
  cameraId: string | null;
  microphoneId: string | null;
  speakerId: string | null;
}

export interface RoomState {
  room: RoomInfo;
  me: MeState;
  producers: Partial<Record<ProducerSource, ProducerState>>;
  /** Which of my data channels exist: chat needs one to send (spec 2 §5). */
  dataProducers: { chat: string | null; bot: string | null };
  peers: Record<string, PeerState>;
  consumers: Record<string, ConsumerState>;
  dataConsumers: Record<string, DataConsumerState>;
  /** Spec 2 §4: remote audio muted per peer, remembered locally. */
  mutedPeers: Record<string, true>;
  notifications: RoomNotification[];
  chat: ChatMessage[];
  deviceErrors: DeviceError[];
  devices: MediaDeviceChoice;
}

export type RoomStore = StoreApi<RoomState>;

export function initialRoomState(me: Pick<MeState, 'id' | 'displayName'>): RoomState {
  return {
    room: { state: 'new', activeSpeakerId: null, statsPeerId: null },
    me: {
      ...me,
      canSendMic: false,
      canSendWebcam: false,
      canChangeWebcam: false,
      canShare: false,
      webcamInProgress: false,
      shareInProgress: false,
      shareMode: null,
      audioOnly: false,
      audioOnlyInProgress: false,
      audioMuted: false,
      webcamResolution: 'hd',
    },
    producers: {},
    dataProducers: { chat: null, bot: null },
    peers: {},
    consumers: {},
    dataConsumers: {},
    mutedPeers: {},
    notifications: [],
    chat: [],
    deviceErrors: [],
    devices: { cameras: [], microphones: [], speakers: [], cameraId: null, microphoneId: null, speakerId: null },
  };
}

/** One store per RoomClient: what the meeting room renders. Only the RoomClient writes it. */
export function createRoomStore(me: Pick<MeState, 'id' | 'displayName'>): RoomStore {
  return createStore<RoomState>()(() => initialRoomState(me));
}

/** Everything shown of a peer's media: its consumers by source. */
export function peerMedia(state: RoomState, peerId: string) {
  const peer = state.peers[peerId];
  const consumers = (peer?.consumers ?? []).map((id) => state.consumers[id]).filter(Boolean);
  const of = (source: ProducerSource) => consumers.find((consumer) => consumer.source === source);
  return { mic: of('mic'), webcam: of('webcam'), screen: of('screen'), screenAudio: of('screen-audio') };
}
