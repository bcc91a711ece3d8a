import { callCommand, callKey, callQuery, queryClient, TAKE_ALL } from '@atrium/shared';
import type { QuestionAnswers } from '@atrium/shared/contract';
import { useMutation } from '@tanstack/react-query';

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

/** The starred items for the agenda's file: a list of their own, so a search on the page drops none. */
export const fetchPrograms = (eventId: string, ids: string[]) =>
  queryClient.fetchQuery(programsQuery(eventId, '', ids));

/**
 * Participant/RegisterToSubEvent: registers the user, with the answers to the sub-event's registration
 * questions (none when it asks none). The registration and the sub-event's usage changed on the server
 * whatever it answered, so both reload before it resolves or rejects.
 */
export function useRegisterToSubEvent(eventId: string, subEventID: string) {
  return useMutation({
    mutationFn: (questions: QuestionAnswers) =>
      callCommand('Participant/RegisterToSubEvent', { subEventID, questions }, { eventId }),
    onSettled: () =>
      Promise.allSettled([
        queryClient.invalidateQueries({ queryKey: mySubEventRegistrationsQuery(eventId).queryKey }),
        queryClient.invalidateQueries({ queryKey: subEventsQuery(eventId).queryKey }),
      ]),
  });
}

export const myProgramRatesQuery = (eventId: string) =>
  callQuery('Participant/GetMyProgramRates', undefined, { eventId });

export const programRatesQuery = (programID: string) => callQuery('Participant/GetProgramRates', { programID, ...all });

/** The user's rating, the item's reviews and every program list of the event (the item's average) reload. */
const reloadRates = (eventId: string, programID: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: myProgramRatesQuery(eventId).queryKey }),
    queryClient.invalidateQueries({ queryKey: programRatesQuery(programID).queryKey }),
    queryClient.invalidateQueries({ queryKey: programListsOf(eventId) }),
  ]);

/** Participant/RateProgram (spec 2 §4 Program rating): 1-5 with an optional comment; what it changed reloads. */
export function useRateProgram(eventId: string, programID: string) {
  return useMutation({
    mutationFn: ({ rate, comment }: { rate: number; comment: string }) =>
      callCommand('Participant/RateProgram', { programID, rate, comment: comment.trim() || null }),
    onSuccess: () => reloadRates(eventId, programID),
  });
}

/** Participant/DeleteRate: the user's rating goes, so they may rate again; what it changed reloads. */
export function useDeleteRate(eventId: string, programID: string) {
  return useMutation({
    mutationFn: () => callCommand('Participant/DeleteRate', { programID }),
    onSuccess: () => reloadRates(eventId, programID),
  });
}
