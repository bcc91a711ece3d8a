import { callCommand, callKey, callQuery, TAKE_ALL } from '@atrium/shared';
import type { QuestionAnswers } from '@atrium/shared/contract';

// Every call here names the event in X-Event-Id (spec 1 §6); lists ask for everything (spec 2 §9).
const all = { skip: 0, take: TAKE_ALL };

export const programDaysQuery = (eventId: string) => callQuery('Explore/ListProgramDays', all, { eventId });
export const saloonsQuery = (eventId: string) => callQuery('Explore/ListSaloons', all, { eventId });
export const subEventsQuery = (eventId: string) => callQuery('Explore/ListSubEvents', all, { eventId });

export const programsQuery = (eventId: string, searchTerm: string, ids?: string[]) =>
  callQuery(
    'Explore/ListPrograms',
    { ...all, searchTerm: searchTerm.trim() || null, ...(ids ? { ids } : {}) },
    { eventId },
  );

/** Every program list of the event, whatever its search: a rating moves an item's average. */
export const programListsOf = (eventId: string) => callKey('Explore/ListPrograms', undefined, { eventId });

export const programQuery = (id: string) => callQuery('Explore/GetProgram', { id });

export const mySubEventRegistrationsQuery = (eventId: string) =>
  callQuery('Participant/GetMySubEventRegistrations', undefined, { eventId });

/** Registers the user, with the answers to the sub-event's registration questions (none when it asks none). */
export const registerToSubEvent = (eventId: string, subEventID: string, questions: QuestionAnswers = []) =>
  callCommand('Participant/RegisterToSubEvent', { subEventID, questions }, { eventId });

export const myProgramRatesQuery = (eventId: string) =>
  callQuery('Participant/GetMyProgramRates', undefined, { eventId });

export const programRatesQuery = (programID: string) => callQuery('Participant/GetProgramRates', { programID, ...all });

export const rateProgram = (programID: string, rate: number, comment: string) =>
  callCommand('Participant/RateProgram', { programID, rate, comment: comment.trim() || null });

export const deleteRate = (programID: string) => callCommand('Participant/DeleteRate', { programID });
