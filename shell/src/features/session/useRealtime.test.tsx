import { bus, realtime, sessionStore } from '@atrium/shared';
import type { NewMessageEvent, NewNotificationEvent } from '@atrium/shared/contract';
import { fakeRealtime, type FakeRealtime } from '@atrium/shared/testing';
import { act, renderHook } from '@testing-library/react';
import { useRealtime } from './useRealtime';

// Issue 13 item 2: the one socket's events reach the bus and the header's unread numbers.
describe('useRealtime', () => {
  let socket: FakeRealtime;

  beforeEach(() => {
    socket = fakeRealtime();
    sessionStore.setState({ user: { id: 'ada' } as never, unreadMessages: 9, unreadNotifications: 0 });
  });
  afterEach(() => jest.restoreAllMocks());

  const message = (from: string) => ({ UserID: from, MessageText: 'hi' }) as NewMessageEvent;

  it('joins the user’s channels, counts others’ messages and every notification, and passes both on', () => {
    const heard: string[] = [];
    const sub = bus.on('message.received').subscribe((m) => heard.push(`message from ${m.UserID}`));
    sub.add(bus.on('notification.received').subscribe((n) => heard.push(`notification ${n.Id}`)));
    const { unmount } = renderHook(() => useRealtime());
    expect(realtime.connect).toHaveBeenCalledTimes(1);
    expect(socket.joined).toEqual(['private-ada', 'message-ada', 'presence-user-ada']);

    act(() => socket.send('newMessage', message('linus')));
    act(() => socket.send('newMessage', message('ada'))); // her own, from another tab
    act(() => socket.send('newNotification', { Id: 'n1' } as NewNotificationEvent));
    expect(sessionStore.getState()).toMatchObject({ unreadMessages: 10, unreadNotifications: 1 });
    expect(heard).toEqual(['message from linus', 'message from ada', 'notification n1']);

    unmount();
    expect(realtime.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.left.sort()).toEqual(['message-ada', 'presence-user-ada', 'private-ada']);
    socket.send('newMessage', message('linus'));
    expect(sessionStore.getState().unreadMessages).toBe(10);
    sub.unsubscribe();
  });

  it('signed out, no socket and no channel', () => {
    sessionStore.setState({ user: null });
    renderHook(() => useRealtime());
    expect(realtime.connect).not.toHaveBeenCalled();
    expect(socket.joined).toEqual([]);
  });
});
