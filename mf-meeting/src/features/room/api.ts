import { callQuery } from '@atrium/shared';

/** LiveEvent/Get of the session a conference room is for: the room's title (spec 2 §2.19). */
export const conferenceSessionQuery = (eventId: string, sessionId: string) =>
  callQuery('LiveEvent/Get', { id: sessionId }, { eventId });
