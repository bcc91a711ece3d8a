import { callQuery, TAKE_ALL } from '@atrium/shared';
import type { ContentList, Speaker } from '@atrium/shared/contract';

export const speakersQuery = (eventId: string, searchTerm: string) =>
  callQuery<ContentList<Speaker>>(
    'Explore/ListSpeakers',
    { skip: 0, take: TAKE_ALL, searchTerm: searchTerm.trim() || null },
    { eventId },
  );

export const speakerQuery = (id: string) => callQuery<Speaker>('Explore/GetSpeaker', { id, includePrograms: true });
