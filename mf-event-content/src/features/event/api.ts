import { callQuery } from '@atrium/shared';

export const eventBySlugQuery = (slug: string) => callQuery('Explore/GetEventBySlug', { slug });

export const currentParticipantQuery = (eventId: string) =>
  callQuery('Participant/GetCurrentParticipant', undefined, { eventId });

/** The event's active live sessions for the top bar's cards (spec 2 §2.2, §2.19 session card). */
export const topBarSessionsQuery = (eventId: string) => callQuery('LiveEvent/List', { isActive: true }, { eventId });
