import type { MyAgenda } from '@atrium/shared/contract';
import { request } from '../../api/request';

export const getMyAgenda = (eventId: string) => request<MyAgenda>('Participant/GetMyAgenda', {}, { eventId });

export const setAgendaItem = (programID: string, isStarred: boolean) =>
  request<MyAgenda>('Participant/SetAgendaItem', { programID, isStarred });
