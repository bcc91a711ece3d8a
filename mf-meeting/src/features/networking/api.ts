import { callData, callKey, callPages, callQuery, PAGE_SIZE, queryClient } from '@atrium/shared';
import type { NetworkingRoom } from '@atrium/shared/contract';
import { NETWORKING_LIST_TAKE } from '../../constants';

/** LiveEvent/ListNetworkingAreas of the list page (spec 2 §2.21, §7.4): up to 1000 active rooms. */
export const roomsQuery = (eventId: string, searchTerm: string) =>
  callQuery(
    'LiveEvent/ListNetworkingAreas',
    { ...(searchTerm ? { searchTerm } : {}), skip: 0, take: NETWORKING_LIST_TAKE },
    { eventId },
  );

/** Every cached room list of the event, whatever was searched: a socket event changes each. */
export const allRoomLists = (eventId: string) => callKey('LiveEvent/ListNetworkingAreas', undefined, { eventId });

/** A join was refused (the room is full, or gone): every room list of the event is stale and loads again. */
export const reloadRoomLists = (eventId: string) => queryClient.invalidateQueries({ queryKey: allRoomLists(eventId) });

/** LiveEvent/GetNetworkingArea: one room, as its page shows it. */
export const roomQuery = (eventId: string, id: string) => callQuery('LiveEvent/GetNetworkingArea', { id }, { eventId });

/** Every cached room of the event. */
export const allRooms = (eventId: string) => callKey('LiveEvent/GetNetworkingArea', undefined, { eventId });

/**
 * LiveEvent/JoinNetworkingArea (spec 2 §7.4 joinRoom): takes a seat and answers the room, which
 * replaces the cached one so its seats are current. Throws the api's refusal as CallFailed (404 for
 * a missing room, 'there is no space in networking rooms, try later' when full).
 */
export async function joinRoom(eventId: string, roomId: string): Promise<NetworkingRoom> {
  const room = await callData('LiveEvent/JoinNetworkingArea', { roomId }, { eventId });
  queryClient.setQueryData(roomQuery(eventId, roomId).queryKey, room);
  return room;
}

/** The event's participants for the invite dialog (Participant/GetParticipants, 20 a page, spec 1 §9). */
export const participantPages = (eventId: string, searchTerm: string) =>
  callPages(
    'Participant/GetParticipants',
    { groupID: null, subEventID: null, searchTerm: searchTerm || null },
    { take: PAGE_SIZE.participants, eventId },
  );

/** Spec 2 §4 Networking card: open while users are fewer than peopleCount, otherwise full. */
export const isFull = (room: Pick<NetworkingRoom, 'users' | 'peopleCount'>) => room.users.length >= room.peopleCount;

/** The api's words for a full room (spec 2 §8), in English whatever the language asked. */
const NO_SPACE = 'there is no space in networking rooms, try later';

/** Whether a refused join said the room is full (the envelope carries no status to tell it from a 404). */
export const saysFull = (message: string, translated: string) =>
  message.trim().toLocaleLowerCase() === NO_SPACE || message === translated;
