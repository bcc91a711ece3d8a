import { callData, callQuery } from '@atrium/shared';

export const myAgendaQuery = (eventId: string) => callQuery('Participant/GetMyAgenda', undefined, { eventId });

export const setAgendaItem = (programID: string, isStarred: boolean) =>
  callData('Participant/SetAgendaItem', { programID, isStarred });
