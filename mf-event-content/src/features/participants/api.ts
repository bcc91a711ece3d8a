import { callPages, callQuery, PAGE_SIZE, TAKE_ALL } from '@atrium/shared';

export interface ParticipantQuery {
  groupID?: string | null;
  subEventID?: string | null;
  searchTerm?: string;
}

/** Participant/GetParticipants, 20 a page (spec 1 §9); the event goes in X-Event-Id (spec 1 §6). */
export const participantPages = (eventId: string, query: ParticipantQuery) =>
  callPages(
    'Participant/GetParticipants',
    {
      groupID: query.groupID ?? null,
      subEventID: query.subEventID ?? null,
      searchTerm: query.searchTerm?.trim() || null,
    },
    { take: PAGE_SIZE.participants, eventId },
  );

export const groupsQuery = (eventId: string) =>
  callQuery('Explore/ListGroups', { skip: 0, take: TAKE_ALL }, { eventId });
