import { errorMessage, useCall } from '@atrium/shared';
import type { Event } from '@atrium/shared/contract';
import {
  myProgramRatesQuery,
  mySubEventRegistrationsQuery,
  programDaysQuery,
  saloonsQuery,
  subEventsQuery,
} from './api';

const none: never[] = [];

/**
 * What every program view of one event shares: its days, halls and sub-events, cached per event.
 * `enabled` false (a closed dialog) asks for nothing.
 */
export function useProgramLists(event: Event, enabled = true) {
  const days = useCall(programDaysQuery(event.id), { enabled });
  const saloons = useCall(saloonsQuery(event.id), { enabled });
  const subEvents = useCall(subEventsQuery(event.id), { enabled });
  const lists = [days, saloons, subEvents];
  const failure = lists.find((list) => list.error)?.error;
  return {
    days: days.data?.items ?? none,
    saloons: saloons.data?.items ?? none,
    subEvents: subEvents.data?.items ?? none,
    loading: lists.some((list) => list.isPending),
    error: failure ? errorMessage(failure) : null,
    retry: () => lists.forEach((list) => void list.refetch()),
  };
}

/** The attendee's sub-event registrations and ratings (spec 2 §4); a visitor has none (spec 2 §6). */
export function useMyProgram(event: Event) {
  const registrations = useCall(mySubEventRegistrationsQuery(event.id), { enabled: event.isAttending });
  const rates = useCall(myProgramRatesQuery(event.id), { enabled: event.isAttending });
  return { registrations: registrations.data?.items ?? none, myRates: rates.data?.items ?? none };
}
