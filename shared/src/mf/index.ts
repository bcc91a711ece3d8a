export type {
  ConferenceRoomProps,
  NetworkingProps,
  NetworkingRoomProps,
  HostProps,
  LiveSessionsProps,
  MakeAppointmentProps,
  MessagesDialogProps,
  ProfileDialogProps,
  QuestionFormParcelProps,
  SessionPageProps,
  SocialHubProps,
} from './types';
export type { RemoteManifest, RemoteManifestEntry } from '../contract/registry';
export { configureRemotes, loadParcel, prefetchRemotes, type MountParcel } from './federation';
export { RemoteSlot, type RemoteSlotProps } from './RemoteSlot';
export {
  MAX_HEALTH_ENTRIES,
  MAX_VITAL_MS,
  onRemoteHealth,
  type RemoteHealthEvent,
  type RemoteHealthKind,
} from './health';
export { createParcel, useParcelHost } from './createParcel';
export { useHostProps } from './useHostProps';
export { RemotePlaceholder } from './RemotePlaceholder';
export { startStandalone } from './startStandalone';
export { REMOTES, remoteArea, type AreaName, type RemoteName } from './catalogue';
