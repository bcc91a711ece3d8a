import { Type, type Static } from '@sinclair/typebox';

/**
 * The socket.io handshake of spec 1 §7 Real-time: connect to `/socket.io/` with `query: {token}`,
 * then `emit('subscribe', {channel, token})`.
 */
export const SocketQuery = Type.Object({ token: Type.String({ minLength: 1 }) });
export type SocketQuery = Static<typeof SocketQuery>;

export const SubscribeRequest = Type.Object({
  channel: Type.String({ minLength: 1, maxLength: 200 }),
  token: Type.Optional(Type.String()),
});
export type SubscribeRequest = Static<typeof SubscribeRequest>;

/** Answer to `subscribe` (event `subscribe_success`) and to `unsubscribe` (event `unsubscribe_success`). */
export const SubscribeSuccess = Type.Object({ channel: Type.String() });
export type SubscribeSuccess = Static<typeof SubscribeSuccess>;

/** Event `error`: the channel was refused or the request was malformed. */
export const SubscribeError = Type.Object({ channel: Type.String(), message: Type.String() });
export type SubscribeError = Static<typeof SubscribeError>;
