// The meeting room (spec 2 §2.22), lazily only: pages render LazyMeetingRoom inside Suspense, so
// mediasoup-client, the room and its texts load when a room opens, never with the page that shows it
// (ConferenceRoom shows the room's refusal text only once the room has loaded and refused).
export { conferenceSessionQuery } from './api';
export { LazyMeetingRoom } from './LazyMeetingRoom';
export type { MeetingRoomProps } from './types';
