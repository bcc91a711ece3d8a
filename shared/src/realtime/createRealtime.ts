import { BehaviorSubject, Subject, distinctUntilChanged, filter, map, type Observable } from 'rxjs';
import type { io as socketIo, ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { REALTIME_RECONNECT } from '../constants';
import type { ChannelEventName, ChannelEvents } from '../contract/channelEvents';
import type { Channel, ChannelKind } from '../contract/channels';

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected';

export interface RealtimeOptions {
  /** Default: the page's own origin, where the shell proxies /socket.io/. */
  url?: string;
  getToken(): string | null;
  /** Default: socket.io-client, loaded on the first connect(); a guest's page never loads it. */
  io?: typeof socketIo;
}

export interface Realtime {
  /** Opens the one connection; calling it again while open does nothing. */
  connect(): void;
  disconnect(): void;
  /** Joins a channel of the table (channel.private({ userId }), ...), now if connected, else on connect. */
  subscribe(channel: Channel): void;
  unsubscribe(channel: Channel): void;
  /** Sends an event such as emit-private-room (spec 1 §7 Real-time). */
  emit(event: string, payload: unknown): void;
  /**
   * Sends an event and waits for the server's acknowledgement (emit-private-room answers
   * {ok, message}). Rejects when there is no connected socket or no answer within `timeoutMs`.
   */
  request<T>(event: string, payload: unknown, timeoutMs?: number): Promise<T>;
  /**
   * One event of a channel's kind, typed by the channel table. Events carry no channel on the wire,
   * so it hears that event of every channel of the kind the page joined.
   */
  listen<K extends ChannelKind, E extends ChannelEventName<K>>(
    channel: Channel<K>,
    event: E,
  ): Observable<ChannelEvents<K>[E]>;
  /**
   * Each time the server confirms it joined this socket to the channel (`subscribe_success`): on
   * the first join and again after every reconnect. Events sent before it were not heard here.
   */
  joined(channel: Channel): Observable<void>;
  status$: Observable<RealtimeStatus>;
  /**
   * True from the moment a connected socket drops until it connects again (spec 1 §2 connection
   * banner). While socket.io retries, status$ says 'connecting', never 'disconnected'; the first
   * connect and a deliberate disconnect() are not a loss.
   */
  connectionLost$: Observable<boolean>;
}

interface Incoming {
  event: string;
  payload: unknown;
}

/** How long request() waits for an acknowledgement. */
const REQUEST_TIMEOUT_MS = 5000;

const loadSocketIo = () => import('socket.io-client').then((loaded) => loaded.io);

export function createRealtime(options: RealtimeOptions): Realtime {
  let io = options.io;
  // Channel -> number of subscribers: remotes share this client, so one leaving must not unsubscribe another.
  const channels = new Map<string, number>();
  const status = new BehaviorSubject<RealtimeStatus>('disconnected');
  const lost = new BehaviorSubject(false);
  // Outlives any one socket, so listeners attached before connect() or across reconnects keep working.
  const incoming = new Subject<Incoming>();
  let socket: Socket | null = null;
  // connect() asked for a socket and no disconnect() since; the client library may still be loading.
  let wanted = false;

  const send = (event: 'subscribe' | 'unsubscribe', channel: string) =>
    socket?.emit(event, { channel, token: options.getToken() });

  function open(client: typeof socketIo): Socket {
    const settings: Partial<ManagerOptions & SocketOptions> = {
      path: '/socket.io/',
      transports: ['websocket'],
      query: { token: options.getToken() ?? '' },
      reconnection: true,
      ...REALTIME_RECONNECT,
    };
    const created = options.url ? client(options.url, settings) : client(settings);

    created.on('connect', () => {
      lost.next(false);
      status.next('connected');
      // The server forgets a socket's rooms when it drops, so every known channel is joined again (spec 1 §4).
      for (const channel of channels.keys()) send('subscribe', channel);
    });
    created.on('disconnect', () => {
      // disconnect() lets go of the socket before closing it; any other drop is a lost connection.
      lost.next(socket === created);
      status.next(created.active ? 'connecting' : 'disconnected');
    });
    created.on('connect_error', () => status.next(created.active ? 'connecting' : 'disconnected'));
    created.io.on('reconnect_attempt', () => {
      // The token may have changed (sign-in, sign-out) since the socket was created.
      created.io.opts.query = { token: options.getToken() ?? '' };
    });
    created.io.on('reconnect_failed', () => status.next('disconnected'));
    created.onAny((event: string, payload: unknown) => incoming.next({ event, payload }));
    return created;
  }

  return {
    connect() {
      if (wanted) return;
      wanted = true;
      status.next('connecting');
      if (io) {
        socket = open(io);
        return;
      }
      void loadSocketIo().then((loaded) => {
        io = loaded;
        if (wanted && !socket) socket = open(loaded);
      });
    },
    disconnect() {
      const closing = socket;
      socket = null;
      wanted = false;
      closing?.disconnect();
      lost.next(false);
      status.next('disconnected');
    },
    subscribe({ name: channel }) {
      const count = channels.get(channel) ?? 0;
      channels.set(channel, count + 1);
      if (count === 0 && socket?.connected) send('subscribe', channel);
    },
    unsubscribe({ name: channel }) {
      const count = channels.get(channel);
      if (count === undefined) return;
      if (count > 1) {
        channels.set(channel, count - 1);
        return;
      }
      channels.delete(channel);
      if (socket?.connected) send('unsubscribe', channel);
    },
    emit(event, payload) {
      socket?.emit(event, payload);
    },
    request<T>(event: string, payload: unknown, timeoutMs = REQUEST_TIMEOUT_MS) {
      const current = socket;
      if (!current?.connected) return Promise.reject(new Error('No socket connection'));
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Request timed out')), timeoutMs);
        current.emit(event, payload, (answer: T) => {
          clearTimeout(timer);
          resolve(answer);
        });
      });
    },
    listen<K extends ChannelKind, E extends ChannelEventName<K>>(channel: Channel<K>, event: E) {
      // channel.eventPrefix + event is the table's wireEvent, written here so the page's shared code
      // needs no run-time part of the table.
      const name = `${channel.eventPrefix}${event}`;
      return incoming.pipe(
        filter((message) => message.event === name),
        map((message) => message.payload as ChannelEvents<K>[E]),
      );
    },
    joined({ name: channel }) {
      return incoming.pipe(
        filter(
          (message) =>
            message.event === 'subscribe_success' && (message.payload as { channel?: unknown })?.channel === channel,
        ),
        map(() => undefined),
      );
    },
    status$: status.pipe(distinctUntilChanged()),
    connectionLost$: lost.pipe(distinctUntilChanged()),
  };
}
