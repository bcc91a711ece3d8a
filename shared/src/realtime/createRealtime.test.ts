import { io as loadedIo, type io as socketIo } from 'socket.io-client';
import { channel } from '../contract/channels';
import { FakeSocket } from '../testing/fakeSocketIo';
import { createRealtime, type RealtimeStatus } from '.';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

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
  const privateU1 = channel.private({ userId: 'u1' });
  const messageU1 = channel.message({ id: 'u1' });
  const presenceU1 = channel.presenceUser({ userId: 'u1' });
  const messageG1 = channel.message({ id: 'g1' });

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
    realtime.subscribe(privateU1);
    realtime.connect();
    expect(socket.subscribes()).toEqual([]);

    socket.serverConnects();
    expect(socket.subscribes()).toEqual([{ channel: 'private-u1', token: 'tok' }]);

    realtime.subscribe(messageU1);
    expect(socket.subscribes()).toEqual([
      { channel: 'private-u1', token: 'tok' },
      { channel: 'message-u1', token: 'tok' },
    ]);
  });

  it('re-subscribes every known channel after a reconnect, with the current token (spec 1 §4)', () => {
    const { socket, realtime, statuses, setToken } = setup('old');
    realtime.connect();
    socket.serverConnects();
    realtime.subscribe(privateU1);
    realtime.subscribe(messageU1);
    realtime.subscribe(presenceU1);
    realtime.unsubscribe(presenceU1);
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
    realtime.subscribe(messageG1);
    // Another object of the same name is the same channel.
    realtime.subscribe(channel.message({ id: 'g1' }));
    expect(socket.subscribes()).toHaveLength(1);

    realtime.unsubscribe(messageG1);
    expect(socket.emitted.filter(([event]) => event === 'unsubscribe')).toEqual([]);
    realtime.unsubscribe(messageG1);
    expect(socket.emitted.filter(([event]) => event === 'unsubscribe')).toEqual([
      ['unsubscribe', { channel: 'message-g1', token: 'tok' }],
    ]);

    socket.emitted = [];
    socket.connectionDrops();
    socket.serverConnects();
    expect(socket.subscribes()).toEqual([]);
  });

  it("delivers a channel's events under their wire names, to listeners attached before connecting", () => {
    const { socket, realtime } = setup();
    const messages: string[] = [];
    const rooms: string[] = [];
    realtime.listen(messageU1, 'newMessage').subscribe((message) => messages.push(message.MessageText));
    realtime
      .listen(channel.networking({ eventId: 'e1' }), 'networkingAreaRemoved')
      .subscribe(({ id }) => rooms.push(id));
    realtime.connect();
    socket.serverSends('newNotification', { id: 'n1' });
    socket.serverSends('newMessage', { MessageText: 'hi' });
    // A networking channel's events carry its name (spec 2 §7.6); another event's are not this one's.
    socket.serverSends('networkingAreaRemoved', { id: 'r0' });
    socket.serverSends('networking-e2-networkingAreaRemoved', { id: 'r2' });
    socket.serverSends('networking-e1-networkingAreaRemoved', { id: 'r1' });
    expect(messages).toEqual(['hi']);
    expect(rooms).toEqual(['r1']);
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
    realtime.subscribe(privateU1);
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
