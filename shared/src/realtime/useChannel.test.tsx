import { act, renderHook } from '@testing-library/react';
import { io } from 'socket.io-client';
import { channel, type Channel, type ChannelKind } from '../contract/channels';
import { sessionStore } from '../session';
import { FakeSocket } from '../testing/fakeSocketIo';
import { realtime } from './realtime';
import { useChannel, type ChannelHandlers, type ChannelOptions } from './useChannel';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

// Spec 1 §7: a screen's channel through the page's one client, played against a fake socket.io server.
describe('useChannel', () => {
  let socket: FakeSocket;
  const unsubscribes = () => socket.emitted.filter(([event]) => event === 'unsubscribe').map(([, payload]) => payload);

  beforeEach(async () => {
    sessionStore.setState({ token: 'tok' });
    socket = new FakeSocket();
    jest.mocked(io).mockReturnValue(socket as never);
    realtime.connect();
    // The first connect() loads socket.io-client.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });
  afterEach(() => realtime.disconnect());

  function mount<K extends ChannelKind>(of: Channel<K> | null, handlers: ChannelHandlers<K>, options?: ChannelOptions) {
    return renderHook(({ of, handlers, options }) => useChannel(of, handlers, options), {
      initialProps: { of, handlers, options },
    });
  }

  it('joins the channel while mounted and leaves it on unmount', () => {
    socket.serverConnects();
    const view = mount(channel.liveStream({ eventId: 'e1' }), {});
    expect(socket.subscribes()).toEqual([{ channel: 'livestream-e1', token: 'tok' }]);
    expect(unsubscribes()).toEqual([]);

    view.unmount();
    expect(unsubscribes()).toEqual([{ channel: 'livestream-e1', token: 'tok' }]);
  });

  it("hands each handler its event's payload, under the event's wire name (prefixed for networking)", () => {
    socket.serverConnects();
    const heard: string[] = [];
    mount(channel.liveStream({ eventId: 'e1' }), {
      watchers: ({ sessionId, watcherCount }) => heard.push(`${sessionId} ${watcherCount}`),
    });
    mount(channel.networking({ eventId: 'e1' }), {
      networkingAreaRemoved: ({ id }) => heard.push(`room ${id} removed`),
      // @ts-expect-error the table's names: newPost is an event of the social hub, not of networking
      newPost: () => undefined,
    });

    act(() => socket.serverSends('watchers', { sessionId: 's1', watcherCount: 3 }));
    act(() => socket.serverSends('networkingAreaRemoved', { id: 'r0' }));
    act(() => socket.serverSends('networking-e2-networkingAreaRemoved', { id: 'r2' }));
    act(() => socket.serverSends('networking-e1-networkingAreaRemoved', { id: 'r1' }));
    expect(heard).toEqual(['s1 3', 'room r1 removed']);
  });

  it('uses the latest handler without joining again; a new object of the same name is the same channel', () => {
    socket.serverConnects();
    const heard: string[] = [];
    const view = mount(channel.socialHub({ eventId: 'e1' }), { removePost: ({ id }) => heard.push(`first ${id}`) });
    view.rerender({
      of: channel.socialHub({ eventId: 'e1' }),
      handlers: { removePost: ({ id }) => heard.push(`second ${id}`) },
      options: undefined,
    });

    act(() => socket.serverSends('removePost', { id: 'p1' }));
    expect(heard).toEqual(['second p1']);
    expect(socket.subscribes()).toHaveLength(1);
    expect(unsubscribes()).toEqual([]);
  });

  it('moves to another channel when the name changes', () => {
    socket.serverConnects();
    const view = mount(channel.message({ id: 'g1' }), {});
    view.rerender({ of: channel.message({ id: 'g2' }), handlers: {}, options: undefined });
    expect(unsubscribes()).toEqual([{ channel: 'message-g1', token: 'tok' }]);
    expect(socket.subscribes()).toEqual([
      { channel: 'message-g1', token: 'tok' },
      { channel: 'message-g2', token: 'tok' },
    ]);
  });

  it('calls onReconnect when a lost connection is back, not on the first connect', () => {
    const reloads: string[] = [];
    const view = mount(channel.private({ userId: 'u1' }), {}, { onReconnect: () => reloads.push('first') });
    act(() => socket.serverConnects());
    expect(socket.subscribes()).toEqual([{ channel: 'private-u1', token: 'tok' }]);
    expect(reloads).toEqual([]);

    view.rerender({
      of: channel.private({ userId: 'u1' }),
      handlers: {},
      options: { onReconnect: () => reloads.push('latest') },
    });
    act(() => socket.connectionDrops());
    expect(reloads).toEqual([]);
    act(() => socket.serverConnects());
    expect(reloads).toEqual(['latest']);
    // The client joined the channel again on the new connection.
    expect(socket.subscribes()).toHaveLength(2);

    view.unmount();
    act(() => socket.connectionDrops());
    act(() => socket.serverConnects());
    expect(reloads).toEqual(['latest']);
  });

  it('calls onJoined once, when the server confirms the first join of this channel', () => {
    const joins: number[] = [];
    mount(channel.private({ userId: 'u1' }), {}, { onJoined: (at) => joins.push(at) });
    act(() => socket.serverConnects());
    expect(joins).toEqual([]);
    act(() => socket.serverSends('subscribe_success', { channel: 'private-u2' }));
    expect(joins).toEqual([]);
    const before = Date.now();
    act(() => socket.serverSends('subscribe_success', { channel: 'private-u1' }));
    expect(joins).toHaveLength(1);
    expect(joins[0]).toBeGreaterThanOrEqual(before);
    act(() => socket.serverSends('subscribe_success', { channel: 'private-u1' }));
    expect(joins).toHaveLength(1);
  });

  it('with no channel joins nothing and hears nothing', () => {
    socket.serverConnects();
    const heard: unknown[] = [];
    const reloads: string[] = [];
    mount<'message'>(null, { newMessage: (message) => heard.push(message) }, { onReconnect: () => reloads.push('x') });
    act(() => socket.serverSends('newMessage', { MessageText: 'hi' }));
    act(() => socket.connectionDrops());
    act(() => socket.serverConnects());
    expect(socket.subscribes()).toEqual([]);
    expect(heard).toEqual([]);
    expect(reloads).toEqual([]);
  });
});
