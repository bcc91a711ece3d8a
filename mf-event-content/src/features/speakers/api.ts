import { TAKE_ALL } from '@atrium/shared';
import type { ContentList, Speaker } from '@atrium/shared/contract';
import { request } from '../../api/request';

export const listSpeakers = (eventId: string, searchTerm: string) =>
  request<ContentList<Speaker>>(
    'Explore/ListSpeakers',
    { skip: 0, take: TAKE_ALL, searchTerm: searchTerm.trim() || null },
    { eventId },
  );

export const getSpeaker = (id: string) => request<Speaker>('Explore/GetSpeaker', { id, includePrograms: true });
