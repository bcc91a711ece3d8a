import { LIVE_SESSION_TYPE } from '@atrium/shared/contract/enums';
import type { LiveSession } from '@atrium/shared/contract';

/** What the session page shows (spec 2 §4 Session display). */
export type SessionDisplay = 'conference' | 'countdown' | 'player' | 'room';

/** Spec 2 §6: the user is a publisher when a publishers entry with isActive names their participant. */
export function isActivePublisher(session: Pick<LiveSession, 'publishers'>, participantId: string | null): boolean {
  return participantId !== null && session.publishers.some((p) => p.isActive && p.participantID === participantId);
}

/**
 * Spec 2 §2.19: an active publisher of a session that is not a video-site room gets the conference
 * room; otherwise not live counts down, and live plays the stream (sessionType 0 or 1) or embeds
 * the video-site room (sessionType 2).
 */
export function sessionDisplay(session: LiveSession, participantId: string | null): SessionDisplay {
  const room = session.sessionType === LIVE_SESSION_TYPE.videoSiteRoom;
  if (!room && isActivePublisher(session, participantId)) return 'conference';
  if (session.isLive !== 1) return 'countdown';
  return room ? 'room' : 'player';
}
