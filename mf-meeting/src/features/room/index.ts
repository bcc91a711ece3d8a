// The meeting room (spec 2 §2.22): pages render LazyMeetingRoom (inside Suspense), so
// mediasoup-client and the room load only when a room opens.
import './i18n';

export { LazyMeetingRoom } from './LazyMeetingRoom';
export type { MeetingRoomProps } from './types';
