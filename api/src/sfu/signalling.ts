import type { Server as HttpServer } from 'node:http';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { Knex } from 'knex';
import { Server, type Socket } from 'socket.io';
import { SIGNALLING_PATH, SignallingQuery, type SignallingNamespace } from '@atrium/shared/contract';
import { authenticate, type Sessions, type TokenClaims, type Tokens } from '../auth';
import { languageFrom, t, type Language } from '../i18n';
import type { RoomAccess } from './access';
import { SIGNALLING_RATE, TokenBucket } from './limits';
import type { RoomPlacement } from './placement';
import { Room, type Peer, type SignallingLog } from './room';
import type { SfuWorkers } from './workers';

export interface SignallingOptions {
  /** The api's HTTP server; the signalling socket.io listens on it at SIGNALLING_PATH. */
  httpServer: HttpServer;
  workers: SfuWorkers;
  /** Who may enter which room (the networking and live modules answer). */
  access: RoomAccess;
  db: Knex;
  tokens: Tokens;
  /** With it, a session that ends (sign-out, password change) takes its signalling sockets with it. */
  sessions?: Sessions;
  /** SFU_THROTTLE_SECRET: applyNetworkThrottle and resetNetworkThrottle need it; without it they are refused. */
  throttleSecret?: string;
  /** SFU_ANNOUNCED_IP: the address the ICE candidates carry; 127.0.0.1 (this machine only) by default. */
  announcedIp?: string;
  /**
   * SFU_HOST with Redis: each room on one host, recorded in Redis (issue 33 item 2). A connection
   * for a room another host has is refused with 307 and that host's name. Without it, every room
   * opens in this process.
   */
  placement?: RoomPlacement;
  log: SignallingLog;
}

export interface Signalling {
  io: Server;
  /**
   * What "the signalling server restarts" looks like to browsers: every connection drops (their
   * socket.io reconnects by itself) and every room closes, so they rejoin fresh rooms.
   */
  restart(): Promise<void>;
  close(): Promise<void>;
  /** The open rooms (tests, ops). */
  rooms(): Room[];
}

const NAMESPACES: SignallingNamespace[] = ['sfu', 'nsfu'];
const queryCheck = TypeCompiler.Compile(SignallingQuery);

interface SignallingSocketData {
  claims: TokenClaims;
  roomId: string;
  language: Language;
}

/**
 * A refused connection: the browser reads `err.message`, and `err.data.status` (401, 403, 404) to tell
 * why; with 307, `err.data.host` is the host that has the room, to connect again with `sfuHost`.
 */
function refusal(status: number, message: string, more: { host?: string } = {}): Error {
  return Object.assign(new Error(message), { data: { status, message, ...more } });
}

/**
 * The meeting room's signalling (spec 2 §7.5): a socket.io server of its own at SIGNALLING_PATH,
 * `/sfu` for sessions and `/nsfu` for networking rooms, one Room per (namespace, roomId).
 */
export function createSignalling(options: SignallingOptions): Signalling {
  const { access, db, tokens, log, placement } = options;
  // The api's own socket.io shares the HTTP server; an upgrade for the other path is not ours to end.
  const io = new Server(options.httpServer, { path: SIGNALLING_PATH, serveClient: false, destroyUpgrade: false });
  const rooms = new Map<string, Promise<Room>>();
  const open = new Set<Room>();
  let closing = false;

  options.sessions?.onEnded((sessionIds) => {
    for (const namespace of NAMESPACES) io.of(`/${namespace}`).in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  });

  function roomFor(namespace: SignallingNamespace, roomId: string): Promise<Room> {
    const key = roomKey(namespace, roomId);
    const known = rooms.get(key);
    if (known) return known;
    const created = Room.create({
      namespace,
      id: roomId,
      worker: options.workers.next(),
      announcedIp: options.announcedIp ?? '127.0.0.1',
      throttleSecret: options.throttleSecret,
      log,
    }).then(
      (room) => {
        open.add(room);
        // Another host took the room over (this one looked out of turn): this copy closes and its
        // peers reconnect, to be sent to the new host, as after a restart.
        const release = placement?.hold(key, () => {
          log.warn({ room: key, host: placement.host }, 'another host took the room over; closing it here');
          for (const peer of room.peers.values()) peer.socket.conn.close();
          room.close();
        });
        room.onClose(() => {
          release?.();
          open.delete(room);
          if (rooms.get(key) === created) rooms.delete(key);
        });
        return room;
      },
      (error: unknown) => {
        rooms.delete(key);
        throw error;
      },
    );
    rooms.set(key, created);
    return created;
  }

  /** The socket's peer, once its room is open (usually at once: others are in it). */
  async function enter(namespace: SignallingNamespace, socket: Socket): Promise<{ room: Room; peer: Peer } | null> {
    const { claims, roomId, language } = socket.data as SignallingSocketData;
    void socket.join(sessionRoom(claims.sessionId));
    const room = await roomFor(namespace, roomId);
    if (!socket.connected) {
      if (room.peers.size === 0) room.close();
      return null;
    }
    const peer = room.addPeer(socket, claims.userId, language);
    access.present(namespace, roomId, claims.userId);
    socket.emit('notification', { method: 'roomReady', data: { turnServers: [] } });
    return { room, peer };
  }

  // The main namespace exists on every socket.io server; here nobody enters it.
  io.of('/').use((socket, next) =>
    next(refusal(404, t(languageFrom(socket.handshake.headers['accept-language']), 'dataNotFound'))),
  );

  for (const namespace of NAMESPACES) {
    const nsp = io.of(`/${namespace}`);

    nsp.use((socket, next) => {
      const language = languageFrom(socket.handshake.headers['accept-language']);
      const { roomId, peerId, sfuHost } = socket.handshake.query;
      const query = { roomId, peerId, ...(sfuHost !== undefined && { sfuHost }) };
      if (closing) return next(refusal(503, t(language, 'unexpectedError')));
      if (!queryCheck.Check(query)) return next(refusal(400, t(language, 'signallingQueryInvalid')));
      const token = (socket.handshake.auth as { token?: unknown }).token;
      const admit = async () => {
        const claims = await authenticate(db, tokens, typeof token === 'string' ? token : undefined);
        if (!claims) return refusal(401, t(language, 'notLoggedIn'));
        if (query.peerId !== claims.userId) return refusal(403, t(language, 'signallingNotYourPeer'));
        const entry = await access.enter(namespace, query.roomId, {
          userId: claims.userId,
          applicationId: claims.applicationId,
        });
        if (!entry.ok) return refusal(entry.status, entry.message);
        if (placement) {
          const host = await placement.place(roomKey(namespace, query.roomId), query.sfuHost);
          if (host !== placement.host) return refusal(307, t(language, 'signallingRoomElsewhere'), { host });
        }
        // The room opens when the socket is in (a refused or vanished socket leaves no empty room);
        // the peer's own older socket does not count, it is replaced.
        const room = await rooms.get(roomKey(namespace, query.roomId));
        const { capacity } = entry.room;
        if (capacity !== null && (room?.othersThan(claims.userId) ?? 0) >= capacity) {
          return refusal(403, t(language, 'roomFull'));
        }
        Object.assign(socket.data, { claims, roomId: query.roomId, language } satisfies SignallingSocketData);
        return undefined;
      };
      admit().then(next, (error: unknown) => {
        log.error({ err: error, namespace }, 'signalling connection failed');
        next(refusal(500, t(language, 'unexpectedError')));
      });
    });

    nsp.on('connection', (socket) => {
      const entered = enter(namespace, socket).catch((error: unknown) => {
        log.error({ err: error, namespace }, 'signalling room could not open');
        socket.disconnect(true);
        return null;
      });
      const requests = new TokenBucket(SIGNALLING_RATE.burst, SIGNALLING_RATE.perSecond);
      const refusals = new TokenBucket(SIGNALLING_RATE.refusals, SIGNALLING_RATE.forgivenPerSecond);
      // Listened to at once, so a request sent while the room was still opening is answered.
      socket.on('request', (payload: unknown, ack: unknown) => {
        // What was already on its way when a flooding socket was cut off.
        if (!socket.connected) return;
        if (!requests.take()) {
          if (!refusals.take()) {
            const { roomId, claims } = socket.data as SignallingSocketData;
            log.warn({ namespace, roomId, peerId: claims.userId }, 'signalling socket kept flooding; disconnected');
            socket.disconnect(true);
            return;
          }
          if (typeof ack === 'function') {
            ack({ ok: false, error: { status: 429, message: t(languageOf(socket), 'signallingTooManyRequests') } });
          }
          return;
        }
        void entered.then((at) => {
          if (at) return at.room.request(at.peer, payload, ack);
          if (typeof ack === 'function') {
            ack({ ok: false, error: { status: 404, message: t(languageOf(socket), 'dataNotFound') } });
          }
        });
      });
      socket.on('disconnect', (reason) => {
        void entered.then((at) => {
          if (at?.room.removePeer(at.peer))
            access.left(namespace, at.room.id, at.peer.id, reason === 'client namespace disconnect');
        });
      });
    });
  }

  async function closeEverything() {
    for (const namespace of NAMESPACES) {
      // The connection, not the socket: without a disconnect packet the browser reconnects by itself.
      for (const socket of io.of(`/${namespace}`).sockets.values()) socket.conn.close();
    }
    const all = await Promise.allSettled(rooms.values());
    for (const result of all) if (result.status === 'fulfilled') result.value.close();
  }

  return {
    io,
    restart: closeEverything,
    async close() {
      closing = true;
      await closeEverything();
      await io.close();
    },
    rooms: () => [...open],
  };
}

/** The socket.io room of every signalling socket opened with one session (never a meeting room). */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const roomKey = (namespace: SignallingNamespace, roomId: string) => `${namespace}/${roomId}`;

function languageOf(socket: Socket): Language {
  return (socket.data as Partial<SignallingSocketData>).language ?? languageFrom(undefined);
}
