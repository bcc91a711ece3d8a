import { Type, type Static } from '@sinclair/typebox';
import { Id, SearchTerm, Skip, Take } from './bounds';
import { Nullable } from './nullable';

// Issue 17: networking rooms (spec 2 §2.21-2.22, §3 Networking room, §7.4) and the network requests
// that invite someone into one (spec 1 §7 Real-time: emit-private-room, client-network-request,
// client-network-accept).

/** A person sitting in a networking room (spec 2 §7.6 item.Users). */
export const NetworkingUser = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  image: Nullable(Type.String()),
});
export type NetworkingUser = Static<typeof NetworkingUser>;

/**
 * Spec 2 §3 Networking room. `users` are the people holding a seat now (at most peopleCount);
 * `sfuUrl` is where the room's signalling runs (the `nsfu` namespace of the api's signalling server,
 * see signalling.ts). recordStatus 0 means not recorded.
 */
export const NetworkingRoom = Type.Object({
  id: Type.String(),
  title: Type.String(),
  peopleCount: Type.Integer({ minimum: 1 }),
  users: Type.Array(NetworkingUser),
  managers: Type.Array(NetworkingUser),
  cover: Nullable(Type.String()),
  backgroundBanner: Nullable(Type.String()),
  orderNO: Type.Integer(),
  watcherCount: Type.Integer({ minimum: 0 }),
  sfuUrl: Type.String(),
  createDate: Type.String(),
  updateDate: Type.String(),
  recordStatus: Type.Integer({ minimum: 0 }),
  isActive: Type.Boolean(),
});
export type NetworkingRoom = Static<typeof NetworkingRoom>;

/** LiveEvent/ListNetworkingAreas (spec 2 §7.4 getRooms {id, searchTerm}; the event is X-Event-Id): active rooms by orderNO. */
export const NetworkingListRequest = Type.Object({
  searchTerm: Type.Optional(SearchTerm),
  skip: Type.Optional(Skip),
  take: Type.Optional(Take()),
});
export type NetworkingListRequest = Static<typeof NetworkingListRequest>;

/**
 * LiveEvent/JoinNetworkingArea (spec 2 §7.4 joinRoom {roomId}): takes a seat. 404 when the room is
 * missing, inactive or removed (the page goes back to the list); a full room answers hasError with
 * 'there is no space in networking rooms, try later'. Taking a seat one already holds is fine.
 */
export const NetworkingJoinRequest = Type.Object({ roomId: Id });
export type NetworkingJoinRequest = Static<typeof NetworkingJoinRequest>;

/**
 * A network request (spec 1 §7): an invitation into a networking room. The browser emits
 * `emit-private-room` with NetworkRequestEmit; the server checks it (the sender sits in the room, the
 * room is not full, the invitee is a participant of the event in the same brand) and delivers
 * `client-network-request` on `private-{userId}` with NetworkRequest; accepting emits
 * `emit-private-room` with event `client-network-accept` back to the sender.
 */
export const NetworkRequestEmit = Type.Object({
  event: Type.Union([Type.Literal('client-network-request'), Type.Literal('client-network-accept')]),
  /** The user it goes to. */
  userId: Id,
  roomId: Id,
});
export type NetworkRequestEmit = Static<typeof NetworkRequestEmit>;

/** What the invitee (client-network-request) or the inviter (client-network-accept) receives. */
export const NetworkRequest = Type.Object({
  roomId: Type.String(),
  roomTitle: Type.String(),
  eventId: Type.String(),
  eventSlug: Type.String(),
  from: NetworkingUser,
});
export type NetworkRequest = Static<typeof NetworkRequest>;

/**
 * The ack of `emit-private-room`: delivered, or why not (a malformed payload names its fields in
 * `errors`, as validationErrors do; a full room says 'This room is full so the invite cannot be sent').
 */
export type NetworkRequestAck = { ok: true } | { ok: false; message: string; errors?: Record<string, string> };
