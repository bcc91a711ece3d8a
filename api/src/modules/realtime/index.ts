import type { FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import type { Server } from 'socket.io';
import {
  NetworkRequestEmit,
  TypingEmit,
  type NetworkRequestAck,
  type SubscribeError,
  type SubscribeRequest,
  type SubscribeSuccess,
  type TypingAck,
} from '@atrium/shared/contract';
import { authenticate, type Sessions, type TokenClaims, type Tokens } from '../../auth';
import type { Channels, Known } from '../../channels';
import { languageFrom, t, type Language } from '../../i18n';
import { payloadChecker } from './payload';

export { loadRedisPrefix, useRedisAdapter, type RedisClient, type RedisLink } from './redis';

interface SocketData {
  claims: TokenClaims;
  token: string;
  language: Language;
}

/** The room of every socket opened with one session: not a channel, so no client can subscribe to it. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** How long an instance remembers a session it was told ended: longer than any handshake's check of it. */
const ENDED_KEPT_MS = 60_000;

/** Told by the instance where sessions ended to the others (serverSideEmit). */
const SESSIONS_ENDED = 'sessionsEnded';

/**
 * A socket's `emit-typing` sooner than this after its last one is dropped unread (issue 31 item 10):
 * the client sends one every 2 s at most while its user types, so this only stops a flood.
 */
export const TYPING_MIN_INTERVAL_MS = 1000;

function channelOf(payload: unknown): string | null {
  const { channel } = (payload ?? {}) as Partial<SubscribeRequest>;
  return typeof channel === 'string' && channel.length > 0 && channel.length <= 200 ? channel : null;
}

export interface RealtimeModuleOptions {
  io: Server;
  db: Knex;
  tokens: Tokens;
  sessions: Sessions;
  /** The channel table's authorisers: who may join which channel. */
  channels: Channels;
  /** Other api instances share the rooms (the Redis adapter): they are told of ended sessions too. */
  clustered?: boolean;
  /**
   * Told the channels a socket of `userId` joined or left (subscribe, unsubscribe, disconnect),
   * once it has: a channel it was already in is not joined again, one it was not in is not left.
   */
  onMembershipChanged?: (userId: string, joined: readonly string[], left: readonly string[]) => void;
  /** Checks and delivers one network request (`emit-private-room`); the answer is the emit's ack. */
  sendNetworkRequest(sender: TokenClaims, request: NetworkRequestEmit, language: Language): Promise<NetworkRequestAck>;
  /** Checks and forwards one `emit-typing` (the chat module's); the answer is the emit's ack. */
  forwardTyping(sender: TokenClaims, emit: TypingEmit, language: Language): Promise<TypingAck>;
}

const checkNetworkRequest = payloadChecker(NetworkRequestEmit);
const checkTyping = payloadChecker(TypingEmit);

/**
 * Spec 1 §7 Real-time: the token and its session are checked at connect, then every `subscribe`
 * is authorised by the channel's kind's authoriser (each module registers its own; this one the
 * account's own channels). Whatever is published to a channel reaches the sockets that joined it.
 * When a session ends, the sockets opened with it are disconnected (on every instance, through the
 * adapter), and every instance remembers it for a while, so a socket whose handshake was checking
 * it meanwhile (and so missed the disconnect) joins nothing: `subscribe` reads no database for
 * what the token says (issue 29 item 5). `emit-private-room` sends a network request, checked by
 * the networking module; `emit-typing` tells a chat's other members that the user types, checked by
 * the chat module.
 */
const realtimeModule: FastifyPluginAsync<RealtimeModuleOptions> = async (
  app,
  { io, db, tokens, sessions, channels, clustered = false, onMembershipChanged, sendNetworkRequest, forwardTyping },
) => {
  // Spec 1 §7: the account's channels are the user's own.
  channels.authorise('private', (claims, { userId }) => userId === claims.userId);
  channels.authorise('presenceUser', (claims, { userId }) => userId === claims.userId);

  /** Ended sessions this instance was told of, with when it may forget each (in that order). */
  const ended = new Map<string, number>();
  const hasEnded = (sessionId: string) => (ended.get(sessionId) ?? 0) > Date.now();

  /** Remembers the sessions and disconnects this instance's sockets of them (the others' are told). */
  function endHere(told: unknown) {
    const sessionIds = Array.isArray(told) ? told.filter((id): id is string => typeof id === 'string') : [];
    if (!sessionIds.length) return;
    const now = Date.now();
    for (const [sessionId, until] of ended) {
      if (until > now) break;
      ended.delete(sessionId);
    }
    for (const sessionId of sessionIds) {
      ended.delete(sessionId);
      ended.set(sessionId, now + ENDED_KEPT_MS);
    }
    io.local.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }
  sessions.onEnded((sessionIds) => {
    endHere(sessionIds);
    if (!clustered) return;
    // Told by pub/sub, at once: so the others refuse a handshake that was checking the session meanwhile.
    io.serverSideEmit(SESSIONS_ENDED, sessionIds);
    // And through the stream, which a Redis blink does not lose: every instance disconnects them.
    io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  });
  io.on(SESSIONS_ENDED, endHere);

  io.use((socket, next) => {
    const language = languageFrom(socket.handshake.headers['accept-language']);
    const { token: query } = socket.handshake.query;
    const token = typeof query === 'string' ? query : undefined;
    authenticate(db, tokens, token).then(
      (claims) => {
        if (!claims || !token || hasEnded(claims.sessionId)) return next(new Error(t(language, 'notLoggedIn')));
        Object.assign(socket.data, { claims, token, language } satisfies SocketData);
        next();
      },
      (error: Error) => {
        app.log.error({ err: error }, 'socket authentication failed');
        next(new Error(t(language, 'unexpectedError')));
      },
    );
  });

  io.on('connection', (socket) => {
    const { claims, token, language } = socket.data as SocketData;
    void socket.join(sessionRoom(claims.sessionId));
    const known: Known = new Map();
    const refuse = (channel: string, message: string) =>
      socket.emit('error', { channel, message } satisfies SubscribeError);

    // The token sent with a subscription, when there is one, must be for the same user.
    const sameUser = (token: unknown) => {
      if (token === undefined || token === null) return true;
      const other = typeof token === 'string' ? tokens.verify(token) : null;
      return other?.userId === claims.userId && other.applicationId === claims.applicationId;
    };

    socket.on('subscribe', async (payload: unknown) => {
      const channel = channelOf(payload);
      if (!channel) return refuse('', t(language, 'channelRequired'));
      try {
        const allowed =
          sameUser((payload as SubscribeRequest).token) && (await channels.mayJoin(claims, channel, known));
        // Disconnected meanwhile (its session ended), or its session ended without the disconnect
        // reaching it: it joins nothing.
        if (!socket.connected) return;
        if (hasEnded(claims.sessionId)) {
          refuse(channel, t(language, 'notLoggedIn'));
          return socket.disconnect(true);
        }
        if (!allowed) return refuse(channel, t(language, 'channelRefused'));
        const joining = !socket.rooms.has(channel);
        await socket.join(channel);
        socket.emit('subscribe_success', { channel } satisfies SubscribeSuccess);
        if (joining) onMembershipChanged?.(claims.userId, [channel], []);
      } catch (error) {
        app.log.error({ err: error }, 'subscribe failed');
        refuse(channel, t(language, 'unexpectedError'));
      }
    });

    socket.on('unsubscribe', async (payload: unknown) => {
      const channel = channelOf(payload);
      if (!channel) return refuse('', t(language, 'channelRequired'));
      const joined = socket.rooms.has(channel);
      await socket.leave(channel);
      socket.emit('unsubscribe_success', { channel } satisfies SubscribeSuccess);
      if (joined) onMembershipChanged?.(claims.userId, [], [channel]);
    });

    // Spec 1 §7: a network request or its acceptance, answered on the ack (when the client asks for one).
    socket.on('emit-private-room', async (payload: unknown, ack?: unknown) => {
      const answer = (reply: NetworkRequestAck) => {
        if (typeof ack === 'function') ack(reply);
      };
      const checked = checkNetworkRequest(payload, language);
      if (!checked.ok) return answer(checked);
      try {
        // A session ended since connect sends nothing (its disconnect may still be on its way).
        if (!(await authenticate(db, tokens, token))) {
          return answer({ ok: false, message: t(language, 'notLoggedIn') });
        }
        answer(await sendNetworkRequest(claims, checked.value, language));
      } catch (error) {
        app.log.error({ err: error }, 'network request failed');
        answer({ ok: false, message: t(language, 'unexpectedError') });
      }
    });

    // Issue 31 item 10: the user types in a chat; its other members hear `typing`. Read no more
    // than once a second per socket; what comes sooner is dropped.
    let typedAt = 0;
    socket.on('emit-typing', async (payload: unknown, ack?: unknown) => {
      const answer = (reply: TypingAck) => {
        if (typeof ack === 'function') ack(reply);
      };
      const now = Date.now();
      if (now - typedAt < TYPING_MIN_INTERVAL_MS) return answer({ ok: false, message: t(language, 'typingTooOften') });
      typedAt = now;
      const checked = checkTyping(payload, language);
      if (!checked.ok) return answer(checked);
      // A socket of an ended session sends nothing (its disconnect may still be on its way).
      if (hasEnded(claims.sessionId)) return answer({ ok: false, message: t(language, 'notLoggedIn') });
      try {
        answer(await forwardTyping(claims, checked.value, language));
      } catch (error) {
        app.log.error({ err: error }, 'typing failed');
        answer({ ok: false, message: t(language, 'unexpectedError') });
      }
    });

    // The rooms are emptied by the time 'disconnect' fires, so they are read a moment before.
    let left: string[] = [];
    socket.on('disconnecting', () => {
      left = [...socket.rooms].filter((room) => room !== socket.id && room !== sessionRoom(claims.sessionId));
    });
    socket.on('disconnect', () => {
      if (left.length) onMembershipChanged?.(claims.userId, [], left);
    });
  });
};

export default realtimeModule;
