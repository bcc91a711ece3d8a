import { lazy } from 'react';

/** The meeting room, loaded when a room opens: mediasoup-client comes with it, never before. */
export const LazyMeetingRoom = lazy(() => import('./MeetingRoom').then((m) => ({ default: m.MeetingRoom })));
