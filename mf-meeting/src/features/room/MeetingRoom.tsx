import type { MeetingRoomProps } from './types';

// A stand-in so the networking room page type-checks on its own branch; the meeting room's own
// branch replaces this file with the real room (issue 17).
export function MeetingRoom(props: MeetingRoomProps) {
  void props;
  return null;
}
