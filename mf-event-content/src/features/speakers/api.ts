import { callQuery, TAKE_ALL } from '@atrium/shared';

export const speakersQuery = (eventId: string, searchTerm: string) =>
  callQuery('Explore/ListSpeakers', { skip: 0, take: TAKE_ALL, searchTerm: searchTerm.trim() || null }, { eventId });

export const speakerQuery = (id: string) => callQuery('Explore/GetSpeaker', { id, includePrograms: true });
