import type { LiveSession } from '@atrium/shared/contract';

/** A session as LiveEvent/List and Get answer it, for unit tests. */
export const liveSession = (id: string, extra: Partial<LiveSession> = {}): LiveSession => ({
  id,
  title: `Session ${id}`,
  image: null,
  isLive: 0,
  isActive: true,
  isActiveForSpeakers: false,
  type: null,
  sessionType: 0,
  startDate: '2026-11-24T10:05:00Z',
  endDate: null,
  updateDate: '2026-11-24T09:00:00Z',
  watcherCount: 0,
  showWatcherCount: false,
  venueID: null,
  orderNO: 1,
  topBanner: null,
  bottomBanner: null,
  backgrounBanner: null,
  roomUrl: null,
  publishers: [],
  externalLivestreamProviders: [],
  ...extra,
});
