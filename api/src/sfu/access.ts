import type { SignallingNamespace } from '@atrium/shared/contract';

/**
 * Who may enter a signalling room, asked by the signalling server (sfu/signalling.ts) when a socket
 * connects, and told when a peer leaves. The networking module answers for `nsfu` (a seat taken with
 * LiveEvent/JoinNetworkingArea), the live module for `sfu` (an active publisher of the session);
 * composeRoomAccess puts the two together.
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

/**
 * The signalling server's RoomAccess for both namespaces, composed in server.ts: `nsfu` asks the
 * networking seats, `sfu` a live session's publishers, whose peers hold no seat to give back.
 */
export function composeRoomAccess({ nsfu, sfu }: { nsfu: RoomAccess; sfu: Pick<RoomAccess, 'enter'> }): RoomAccess {
  return {
    enter: (namespace, roomId, user) =>
      namespace === 'nsfu' ? nsfu.enter(namespace, roomId, user) : sfu.enter(namespace, roomId, user),
    left(namespace, roomId, userId, leaving) {
      if (namespace === 'nsfu') nsfu.left(namespace, roomId, userId, leaving);
    },
    present(namespace, roomId, userId) {
      if (namespace === 'nsfu') nsfu.present(namespace, roomId, userId);
    },
  };
}
