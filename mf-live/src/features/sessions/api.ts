import { callData, callKey, callQuery, queryClient } from '@atrium/shared';
import type { LiveJoinResponse } from '@atrium/shared/contract';
import { LIVE_LIST_TAKE } from '../../constants';
import { storeHash } from './hash';

/** LiveEvent/List of the list page (spec 2 §2.18, §9): the active sessions, up to 1000, by orderNO. */
export const sessionsQuery = (eventId: string, searchTerm: string) =>
  callQuery(
    'LiveEvent/List',
    { isActive: true, ...(searchTerm ? { searchTerm } : {}), skip: 0, take: LIVE_LIST_TAKE },
    { eventId },
  );

/** Every cached list of the event, whatever was searched: a socket event changes each. */
export const allSessionLists = (eventId: string) => callKey('LiveEvent/List', undefined, { eventId });

/** LiveEvent/Get: one session, as its page shows it. */
export const sessionQuery = (eventId: string, id: string) => callQuery('LiveEvent/Get', { id }, { eventId });

/** Every cached session of the event: a socket event changes each. */
export const allSessions = (eventId: string) => callKey('LiveEvent/Get', undefined, { eventId });

/**
 * Spec 2 §2.18 join flow: LiveEvent/Join, then the session fetched afresh, and the stream's hash kept
 * for the session page (a reload of it keeps the hash). Throws the api's refusal as CallFailed.
 */
export async function joinSession(eventId: string, id: string): Promise<LiveJoinResponse> {
  const joined = await callData('LiveEvent/Join', { id }, { eventId });
  await queryClient.fetchQuery({ ...sessionQuery(eventId, id), staleTime: 0 });
  storeHash(id, joined);
  return joined;
}
