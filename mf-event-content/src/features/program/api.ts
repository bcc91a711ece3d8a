import { TAKE_ALL } from '@atrium/shared';
import type {
  ContentList,
  ProgramDay,
  ProgramItem,
  ProgramRate,
  Saloon,
  SubEvent,
  SubEventRegistration,
  SubEventRegistrationList,
} from '@atrium/shared/contract';
import { command, request } from '../../api/request';

// Every call here names the event in X-Event-Id (spec 1 §6); lists ask for everything (spec 2 §9).
const all = { skip: 0, take: TAKE_ALL };

export const listProgramDays = (eventId: string) =>
  request<ContentList<ProgramDay>>('Explore/ListProgramDays', all, { eventId });
export const listSaloons = (eventId: string) => request<ContentList<Saloon>>('Explore/ListSaloons', all, { eventId });
export const listSubEvents = (eventId: string) =>
  request<ContentList<SubEvent>>('Explore/ListSubEvents', all, { eventId });

export const listPrograms = (eventId: string, searchTerm: string, ids?: string[]) =>
  request<ContentList<ProgramItem>>(
    'Explore/ListPrograms',
    { ...all, searchTerm: searchTerm.trim() || null, ...(ids ? { ids } : {}) },
    { eventId },
  );

export const getProgram = (id: string) => request<ProgramItem>('Explore/GetProgram', { id });

export const getMySubEventRegistrations = (eventId: string) =>
  request<SubEventRegistrationList>('Participant/GetMySubEventRegistrations', {}, { eventId });

export const registerToSubEvent = (eventId: string, subEventID: string) =>
  command<SubEventRegistration>('Participant/RegisterToSubEvent', { subEventID, questions: [] }, { eventId });

export const getMyProgramRates = (eventId: string) =>
  request<ContentList<ProgramRate>>('Participant/GetMyProgramRates', {}, { eventId });

export const getProgramRates = (programID: string) =>
  request<ContentList<ProgramRate>>('Participant/GetProgramRates', { programID, ...all });

export const rateProgram = (programID: string, rate: number, comment: string) =>
  command<ProgramRate>('Participant/RateProgram', { programID, rate, comment: comment.trim() || null });

export const deleteRate = (programID: string) => command('Participant/DeleteRate', { programID });
