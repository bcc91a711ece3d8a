import { errorMessage, queryClient } from '@atrium/shared';
import type { Event, ProgramDay, ProgramRate, Saloon, SubEvent, SubEventRegistration } from '@atrium/shared/contract';
import { create } from 'zustand';
import {
  myProgramRatesQuery,
  mySubEventRegistrationsQuery,
  programDaysQuery,
  saloonsQuery,
  subEventsQuery,
} from './api';

interface ProgramState {
  eventId: string | null;
  days: ProgramDay[];
  saloons: Saloon[];
  subEvents: SubEvent[];
  /** The attendee's sub-event registrations and ratings (spec 2 §4). */
  registrations: SubEventRegistration[];
  myRates: ProgramRate[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string | null;
  load(event: Event): Promise<void>;
  refreshMine(event: Event): Promise<void>;
  refreshSubEvents(eventId: string): Promise<void>;
}

/** What every program view of one event shares: days, halls, sub-events and the attendee's own state. */
export const useProgramStore = create<ProgramState>((set, get) => ({
  eventId: null,
  days: [],
  saloons: [],
  subEvents: [],
  registrations: [],
  myRates: [],
  status: 'idle',
  error: null,
  async load(event) {
    if (get().eventId === event.id && get().status !== 'failed') {
      // Attendance may have changed since (an activation): the attendee's own state follows.
      if (get().status === 'ready') await get().refreshMine(event);
      return;
    }
    set({ eventId: event.id, days: [], saloons: [], subEvents: [], registrations: [], myRates: [], status: 'loading' });
    try {
      const [days, saloons, subEvents] = await Promise.all([
        queryClient.fetchQuery(programDaysQuery(event.id)),
        queryClient.fetchQuery(saloonsQuery(event.id)),
        queryClient.fetchQuery(subEventsQuery(event.id)),
      ]);
      if (get().eventId !== event.id) return;
      set({ days: days.items, saloons: saloons.items, subEvents: subEvents.items, status: 'ready', error: null });
    } catch (error) {
      if (get().eventId === event.id) set({ status: 'failed', error: errorMessage(error) });
      return;
    }
    await get().refreshMine(event);
  },
  async refreshMine(event) {
    // Registrations and ratings are an attendee's (spec 2 §6); a visitor has none.
    if (!event.isAttending) return set({ registrations: [], myRates: [] });
    const [registrations, rates] = await Promise.allSettled([
      queryClient.fetchQuery(mySubEventRegistrationsQuery(event.id)),
      queryClient.fetchQuery(myProgramRatesQuery(event.id)),
    ]);
    if (get().eventId !== event.id) return;
    set({
      registrations: registrations.status === 'fulfilled' ? registrations.value.items : [],
      myRates: rates.status === 'fulfilled' ? rates.value.items : [],
    });
  },
  async refreshSubEvents(eventId) {
    const subEvents = await queryClient.fetchQuery(subEventsQuery(eventId));
    if (get().eventId === eventId) set({ subEvents: subEvents.items });
  },
}));
