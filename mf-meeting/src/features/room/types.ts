import type { SignallingNamespace } from '@atrium/shared/contract';

/**
 * What a page gives the meeting room (features/room, loaded lazily with mediasoup-client): which
 * signalling room to join and where leaving goes. Owned by features/room; the networking page and
 * the ConferenceRoom parcel render it.
 */
export interface MeetingRoomProps {
  /** `nsfu` for a networking room, `sfu` for a session's conference room (spec 2 §7.5). */
  namespace: SignallingNamespace;
  roomId: string;
  eventId: string;
  /** Shown in the control bar. */
  title: string;
  /** Leave confirmed: the page navigates (networking list, or the livestreams for a session). */
  onLeave: () => void;
  /** The signalling server refused the room (404 missing/removed, 403 no seat): the page redirects. */
  onRefused: (status: number, message: string) => void;
  /** Networking rooms only: opens the invite dialog (spec 2 §2.22). */
  onInvite?: () => void;
}
