import { io as loadedIo, type io as socketIo } from 'socket.io-client';
import { createRealtime, type RealtimeStatus } from '.';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

type Handler = (...args: unknown[]) => void;

/** Stands in for a socket.io Socket: records emits and lets the test play the server's side. */
class FakeSocket {
  connected = false;
  active = true;
  emitted: [string, unknown][] = [];
  private handlers = new Map<string, Handler[]>();
  private managerHandlers = new Map<string, Handler[]>();
  private anyHandlers: Handler[] = [];
  io = {
    opts: {} as { query?: Record<string, string> },
    on: (event: string, handler: Handler) => {
      this.managerHandlers.set(event, [...(this.managerHandlers.get(event) ?? []), handler]);
    },
  };

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  onAny(handler: Handler) {
    this.anyHandlers.push(handler);
    return this;
  }
  acks: ((answer: unknown) => void)[] = [];
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
    this.emitted.push([event, payload]);
    if (ack) this.acks.push(ack);
    return this;
  }
  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** The server side. */
  serverConnects() {
    this.connected = true;
    this.handlers.get('connect')?.forEach((handler) => handler());
  }
  connectionDrops() {
    this.connected = false;
    this.handlers.get('disconnect')?.forEach((handler) => handler('transport close'));
  }
  reconnectAttempt() {
    this.managerHandlers.get('reconnect_attempt')?.forEach((handler) => handler(1));
  }
  serverSends(event: string, payload: unknown) {
    this.anyHandlers.forEach((handler) => handler(event, payload));
  }
  subscribes() {
    return this.emitted.filter(([event]) => event === 'subscribe').map(([, payload]) => payload);
  }
}

function setup(token = 'tok') {
  const socket = new FakeSocket();
  const calls: unknown[][] = [];
  const io = ((...args: unknown[]) => {
    calls.push(args);
    return socket;
  }) as unknown as typeof socketIo;
  let currentToken: string | null = token;
  const realtime = createRealtime({ getToken: () => currentToken, io });
  const statuses: RealtimeStatus[] = [];
  realtime.status$.subscribe((status) => statuses.push(status));
  return { socket, calls, realtime, statuses, setToken: (next: string | null) => (currentToken = next) };
}

describe('createRealtime (spec 1 §7 Real-time)', () => {
  it('connects websocket-only to /socket.io/ with the token in the query and the spec reconnect timing', () => {
    const { calls, realtime } = setup('tok-1');
    realtime.connect();
    realtime.connect();

    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual([
      expect.objectContaining({
        path: '/socket.io/',
        transports: ['websocket'],
        query: { token: 'tok-1' },
        reconnection: true,
        reconnectionDelay: 500,
        reconnectionDelayMax: 1000,
        reconnectionAttempts: 1000,
      }),
    ]);
  });

  it('subscribes channels asked for before the connection once it connects', () => {
    const { socket, realtime } = setup();
    realtime.subscribe('private-u1');
    realtime.connect();
    expect(socket.subscribes()).toEqual([]);

    socket.serverConnects();
    expect(socket.subscribes()).toEqual([{ channel: 'private-u1', token: 'tok' }]);

    realtime.subscribe('message-u1');
    expect(socket.subscribes()).toEqual([
      { channel: 'private-u1', token: 'tok' },
      { channel: 'message-u1', token: 'tok' },
    ]);
  });

  it('re-subscribes every known channel after a reconnect, with the current token (spec 1 §4)', () => {
    const { socket, realtime, statuses, setToken } = setup('old');
    realtime.connect();
    socket.serverConnects();
    realtime.subscribe('private-u1');
    realtime.subscribe('message-u1');
    realtime.subscribe('presence-user-u1');
    realtime.unsubscribe('presence-user-u1');
    socket.emitted = [];

    socket.connectionDrops();
    setToken('new');
    socket.reconnectAttempt();
    expect(socket.io.opts.query).toEqual({ token: 'new' });
    socket.serverConnects();

    expect(socket.subscribes()).toEqual([
      { channel: 'private-u1', token: 'new' },
      { channel: 'message-u1', token: 'new' },
    ]);
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected', 'connecting', 'connected']);
  });

  it('unsubscribes and forgets a channel only when its last subscriber leaves', () => {
    const { socket, realtime } = setup();
    realtime.connect();
    socket.serverConnects();
    realtime.subscribe('message-g1');
    realtime.subscribe('message-g1');
    expect(socket.subscribes()).toHaveLength(1);

    realtime.unsubscribe('message-g1');
    expect(socket.emitted.filter(([event]) => event === 'unsubscribe')).toEqual([]);
    realtime.unsubscribe('message-g1');
    expect(socket.emitted.filter(([event]) => event === 'unsubscribe')).toEqual([
      ['unsubscribe', { channel: 'message-g1', token: 'tok' }],
    ]);

    socket.emitted = [];
    socket.connectionDrops();
    socket.serverConnects();
    expect(socket.subscribes()).toEqual([]);
  });

  it('delivers server events by name to listeners attached before connecting', () => {
    const { socket, realtime } = setup();
    const messages: unknown[] = [];
    realtime.on<{ MessageText: string }>('newMessage').subscribe((message) => messages.push(message));
    realtime.connect();
    socket.serverSends('newNotification', { id: 'n1' });
    socket.serverSends('newMessage', { MessageText: 'hi' });
    expect(messages).toEqual([{ MessageText: 'hi' }]);
  });

  it('reports disconnected after disconnect() and can connect again', () => {
    const { socket, calls, realtime, statuses } = setup();
    realtime.connect();
    socket.serverConnects();
    realtime.disconnect();
    expect(statuses.at(-1)).toBe('disconnected');
    realtime.connect();
    expect(calls).toHaveLength(2);
  });

  it('reports a lost connection when a connected socket drops, until it connects again (spec 1 §2 banner)', () => {
    const { socket, realtime } = setup();
    const lost: boolean[] = [];
    realtime.connectionLost$.subscribe((value) => lost.push(value));
    realtime.connect();
    expect(lost).toEqual([false]);

    socket.serverConnects();
    socket.connectionDrops();
    expect(lost).toEqual([false, true]);
    socket.serverConnects();
    expect(lost).toEqual([false, true, false]);
  });

  it('does not call a deliberate disconnect() a lost connection', () => {
    const { socket, realtime } = setup();
    const lost: boolean[] = [];
    realtime.connectionLost$.subscribe((value) => lost.push(value));
    realtime.connect();
    socket.serverConnects();
    realtime.disconnect();
    socket.connectionDrops();
    expect(lost).toEqual([false]);
  });

  it('loads socket.io-client on the first connect(), then opens one socket with it', async () => {
    const socket = new FakeSocket();
    const io = jest.mocked(loadedIo).mockReturnValue(socket as never);
    const realtime = createRealtime({ getToken: () => 'tok' });
    realtime.subscribe('private-u1');
    realtime.connect();
    realtime.connect();
    expect(io).not.toHaveBeenCalled();

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(io).toHaveBeenCalledTimes(1);
    socket.serverConnects();
    expect(socket.subscribes()).toEqual([{ channel: 'private-u1', token: 'tok' }]);
  });

  it('opens no socket when disconnect() comes while socket.io-client is still loading', async () => {
    const io = jest.mocked(loadedIo);
    io.mockClear();
    const realtime = createRealtime({ getToken: () => 'tok' });
    realtime.connect();
    realtime.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(io).not.toHaveBeenCalled();
  });

  it("request() emits with an acknowledgement and resolves with the server's answer (emit-private-room)", async () => {
    const { socket, realtime } = setup();
    await expect(realtime.request('emit-private-room', {})).rejects.toThrow('No socket connection');
    realtime.connect();
    socket.serverConnects();
    const answer = realtime.request('emit-private-room', {
      event: 'client-network-request',
      userId: 'u2',
      roomId: 'r1',
    });
    expect(socket.emitted.at(-1)).toEqual([
      'emit-private-room',
      { event: 'client-network-request', userId: 'u2', roomId: 'r1' },
    ]);
    socket.acks[0]({ ok: false, message: 'This room is full so the invite cannot be sent' });
    await expect(answer).resolves.toEqual({ ok: false, message: 'This room is full so the invite cannot be sent' });
  });

  it('request() gives up when no acknowledgement comes in time', async () => {
    jest.useFakeTimers();
    const { socket, realtime } = setup();
    realtime.connect();
    socket.serverConnects();
    const answer = realtime.request('emit-private-room', {}, 2000);
    jest.advanceTimersByTime(2000);
    await expect(answer).rejects.toThrow('Request timed out');
    jest.useRealTimers();
  });
});
