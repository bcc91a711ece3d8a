import type { Event } from '@atrium/shared/contract';
import { createContext, useContext } from 'react';

/** The event the wrapper loaded (its cached query, keyed by the slug), for the pages and dialogs inside it. */
export const CurrentEvent = createContext<Event | null>(null);

/** The loaded event; only rendered inside the wrapper once it is ready. */
export function useEvent(): Event {
  const event = useContext(CurrentEvent);
  if (!event) throw new Error('useEvent() outside a loaded event');
  return event;
}
