import type { Event } from '@atrium/shared/contract';

/**
 * Whether people of the event are offered make-appointment (spec 1 §6, spec 2 §6): the event has
 * B2B networking and has not finished.
 */
export function offersAppointments(event: Pick<Event, 'settings' | 'endDate'>): boolean {
  return event.settings.isB2BNetworkingEnabled && new Date(event.endDate).getTime() > Date.now();
}
