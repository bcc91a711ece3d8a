import { callQuery } from '@atrium/shared';

export const eventBySlugQuery = (slug: string) => callQuery('Explore/GetEventBySlug', { slug });

export const currentParticipantQuery = (eventId: string) =>
  callQuery('Participant/GetCurrentParticipant', undefined, { eventId });
