import { liveStreamChannel, type LiveStreamEvents } from '@atrium/shared/contract';
import type { Publish } from '../../notify';

/** Publishes one of the events of `livestream-{eventId}` (spec 2 §7.6), typed by name. */
export function publishLive<E extends keyof LiveStreamEvents>(
  publish: Publish,
  eventId: string,
  name: E,
  payload: LiveStreamEvents[E],
): void {
  publish(liveStreamChannel(eventId), name, payload);
}
