import { ApiNetworkError, errorMessage, queryClient, sessionStore } from '@atrium/shared';
import type { Event, Participant, RegistrationFormUrl } from '@atrium/shared/contract';
import { create } from 'zustand';
import { currentParticipantQuery, eventBySlugQuery, registrationFormUrlsQuery } from './api';

export type EventStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';

interface CurrentEventState {
  slug: string | null;
  event: Event | null;
  participant: Participant | null;
  formUrls: RegistrationFormUrl[];
  status: EventStatus;
  error: string | null;
  load(slug: string): Promise<void>;
  leave(): void;
}

// Each load gets a number; answers for an older one (the user moved on) are dropped.
let loadNumber = 0;

const empty = { event: null, participant: null, formUrls: [], error: null };

/**
 * The event the user is inside (spec 2 §4 Event load): reset the current event and participant,
 * load the event (with its organisation and attendance), then its registration form URLs and, for
 * an attendee, the current participant. Calls made meanwhile carry its id as X-Event-Id.
 */
export const useCurrentEvent = create<CurrentEventState>((set) => ({
  slug: null,
  ...empty,
  status: 'idle',
  async load(slug) {
    const mine = ++loadNumber;
    set({ slug, ...empty, status: 'loading' });
    sessionStore.getState().setEventId(null);
    let event: Event;
    try {
      event = await queryClient.fetchQuery(eventBySlugQuery(slug));
    } catch (error) {
      if (mine !== loadNumber) return;
      const unreachable = error instanceof ApiNetworkError;
      set({ status: unreachable ? 'failed' : 'notFound', error: errorMessage(error) });
      return;
    }
    if (mine !== loadNumber) return;
    sessionStore.getState().setEventId(event.id);
    set({ event, status: 'ready' });
    // Registration forms serve visitors (spec 2 §2.3); the participant only exists for attendees.
    const [forms, participant] = await Promise.allSettled([
      queryClient.fetchQuery(registrationFormUrlsQuery(event.id)),
      event.isAttending ? queryClient.fetchQuery(currentParticipantQuery(event.id)) : Promise.resolve(null),
    ]);
    if (mine !== loadNumber) return;
    set({
      formUrls: forms.status === 'fulfilled' ? forms.value.items : [],
      participant: participant.status === 'fulfilled' ? participant.value : null,
    });
  },
  leave() {
    loadNumber += 1;
    sessionStore.getState().setEventId(null);
    set({ slug: null, ...empty, status: 'idle' });
  },
}));

/** The loaded event; only rendered inside the wrapper once it is ready. */
export function useEvent(): Event {
  const event = useCurrentEvent((state) => state.event);
  if (!event) throw new Error('useEvent() outside a loaded event');
  return event;
}
