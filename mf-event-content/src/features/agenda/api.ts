import { callData, callQuery } from '@atrium/shared';
import type { MyAgenda } from '@atrium/shared/contract';

export const myAgendaQuery = (eventId: string) => callQuery<MyAgenda>('Participant/GetMyAgenda', {}, { eventId });

export const setAgendaItem = (programID: string, isStarred: boolean) =>
  callData<MyAgenda>('Participant/SetAgendaItem', { programID, isStarred });
