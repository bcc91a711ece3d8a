import { bus, callCommand } from '@atrium/shared';

/**
 * Participant/ActivateEvent (spec 1 §7). On success every event list and the open event refresh
 * through 'event.activated'; the server's message says what happened.
 */
export async function activateEvent(activationCode: string): Promise<string | null> {
  const { data, message } = await callCommand('Participant/ActivateEvent', { activationCode });
  if (data) bus.emit('event.activated', { eventId: data.eventId, slug: data.slug });
  return message;
}
