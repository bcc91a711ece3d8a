import { realtime } from '@atrium/shared';
import type { NetworkRequestEmit } from '@atrium/shared/contract';

/** What the server acknowledges an emit-private-room with (spec 1 §7). */
export interface InviteAnswer {
  ok: boolean;
  message?: string;
}

/**
 * A network request (spec 1 §7 Real-time): emit-private-room with client-network-request to the
 * invitee, answered by the server's check (the room not full, the invitee in the event).
 */
export function sendInvite(userId: string, roomId: string): Promise<InviteAnswer> {
  const request: NetworkRequestEmit = { event: 'client-network-request', userId, roomId };
  return realtime.request<InviteAnswer>('emit-private-room', request);
}
