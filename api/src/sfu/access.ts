import type { SignallingNamespace } from '@atrium/shared/contract';

/**
 * Who may enter a signalling room, asked by the signalling server (sfu/signalling.ts) when a socket
 * connects, and told when a peer leaves. The networking module answers for `nsfu` (a seat taken with
 * LiveEvent/JoinNetworkingArea), the live module for `sfu` (an active publisher of the session).
 */
export interface RoomAccess {
  /**
   * The room as the signalling server needs it, or a refusal: 404 when the room is missing,
   * inactive or removed, 403 when this user may not enter (no seat, not a publisher).
   */
  enter(
    namespace: SignallingNamespace,
    roomId: string,
    user: { userId: string; applicationId: string },
  ): Promise<{ ok: true; room: AccessRoom } | { ok: false; status: 403 | 404; message: string }>;
  /**
   * The peer's last socket left the room (it may come back; the seat is released after a grace
   * period). `leaving`: the browser closed the socket itself (Leave, or its own rejoin), not a lost
   * connection, so the wait is short.
   */
  left(namespace: SignallingNamespace, roomId: string, userId: string, leaving?: boolean): void;
  /** The peer is in the room again (its grace period ends). */
  present(namespace: SignallingNamespace, roomId: string, userId: string): void;
}

export interface AccessRoom {
  id: string;
  eventId: string;
  title: string;
  /** The most peers at once (networking peopleCount); null: no limit (a session's publishers). */
  capacity: number | null;
}
