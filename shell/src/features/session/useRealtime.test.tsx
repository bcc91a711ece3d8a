import { bus, realtime } from '@atrium/shared';
import type { NewMessageEvent, NewNotificationEvent } from '@atrium/shared/contract';
import { fakeRealtime, type FakeRealtime } from '@atrium/shared/testing';
import { act, renderHook } from '@testing-library/react';
import { useRealtime } from './useRealtime';

// Issue 13 item 2: the one socket's events reach the bus (the unread counts follow from there).
describe('useRealtime', () => {
  let socket: FakeRealtime;

  beforeEach(() => {
    socket = fakeRealtime();
  });
  afterEach(() => jest.restoreAllMocks());

  const message = (from: string) => ({ UserID: from, MessageText: 'hi' }) as NewMessageEvent;

  it('joins the user’s channels and passes their messages and notifications on', () => {
    const heard: string[] = [];
    const sub = bus.on('message.received').subscribe((m) => heard.push(`message from ${m.UserID}`));
    sub.add(bus.on('notification.received').subscribe((n) => heard.push(`notification ${n.Id}`)));
    const { unmount } = renderHook(() => useRealtime('ada'));
    expect(realtime.connect).toHaveBeenCalledTimes(1);
    expect(socket.joined).toEqual(['private-ada', 'message-ada', 'presence-user-ada']);

    act(() => socket.send('newMessage', message('linus')));
    act(() => socket.send('newMessage', message('ada'))); // her own, from another tab
    act(() => socket.send('newNotification', { Id: 'n1' } as NewNotificationEvent));
    expect(heard).toEqual(['message from linus', 'message from ada', 'notification n1']);

    unmount();
    expect(realtime.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.left.sort()).toEqual(['message-ada', 'presence-user-ada', 'private-ada']);
    socket.send('newMessage', message('linus'));
    expect(heard).toHaveLength(3);
    sub.unsubscribe();
  });

  it('signed out, no socket and no channel', () => {
    renderHook(() => useRealtime(null));
    expect(realtime.connect).not.toHaveBeenCalled();
    expect(socket.joined).toEqual([]);
  });
});
