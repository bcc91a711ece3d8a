import { callCommand, callKey, callQuery, TAKE_ALL } from '@atrium/shared';
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

// Every call here names the event in X-Event-Id (spec 1 §6); lists ask for everything (spec 2 §9).
const all = { skip: 0, take: TAKE_ALL };

export const programDaysQuery = (eventId: string) =>
  callQuery<ContentList<ProgramDay>>('Explore/ListProgramDays', all, { eventId });
export const saloonsQuery = (eventId: string) =>
  callQuery<ContentList<Saloon>>('Explore/ListSaloons', all, { eventId });
export const subEventsQuery = (eventId: string) =>
  callQuery<ContentList<SubEvent>>('Explore/ListSubEvents', all, { eventId });

const LIST_PROGRAMS = 'Explore/ListPrograms';

export const programsQuery = (eventId: string, searchTerm: string, ids?: string[]) =>
  callQuery<ContentList<ProgramItem>>(
    LIST_PROGRAMS,
    { ...all, searchTerm: searchTerm.trim() || null, ...(ids ? { ids } : {}) },
    { eventId },
  );

/** Every program list of the event, whatever its search: a rating moves an item's average. */
export const programListsOf = (eventId: string) => callKey(LIST_PROGRAMS, undefined, { eventId });

export const programQuery = (id: string) => callQuery<ProgramItem>('Explore/GetProgram', { id });

export const mySubEventRegistrationsQuery = (eventId: string) =>
  callQuery<SubEventRegistrationList>('Participant/GetMySubEventRegistrations', {}, { eventId });

export const registerToSubEvent = (eventId: string, subEventID: string) =>
  callCommand<SubEventRegistration>('Participant/RegisterToSubEvent', { subEventID, questions: [] }, { eventId });

export const myProgramRatesQuery = (eventId: string) =>
  callQuery<ContentList<ProgramRate>>('Participant/GetMyProgramRates', {}, { eventId });

export const programRatesQuery = (programID: string) =>
  callQuery<ContentList<ProgramRate>>('Participant/GetProgramRates', { programID, ...all });

export const rateProgram = (programID: string, rate: number, comment: string) =>
  callCommand<ProgramRate>('Participant/RateProgram', { programID, rate, comment: comment.trim() || null });

export const deleteRate = (programID: string) => callCommand('Participant/DeleteRate', { programID });
