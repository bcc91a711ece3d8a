import { bus, realtime, sessionStore } from '@atrium/shared';
import type { NewMessageEvent, NewNotificationEvent } from '@atrium/shared/contract';
import { renderHook } from '@testing-library/react';
import { Subject } from 'rxjs';
import { useRealtime } from './useRealtime';

// Issue 13 item 2: the one socket's events reach the bus and the header's unread numbers.
describe('useRealtime', () => {
  const events = { newMessage: new Subject<unknown>(), newNotification: new Subject<unknown>() };
  const subscribed: string[] = [];

  beforeEach(() => {
    subscribed.length = 0;
    jest.spyOn(realtime, 'connect').mockImplementation(() => undefined);
    jest.spyOn(realtime, 'disconnect').mockImplementation(() => undefined);
    jest.spyOn(realtime, 'subscribe').mockImplementation((channel) => void subscribed.push(channel));
    jest.spyOn(realtime, 'unsubscribe').mockImplementation(() => undefined);
    jest.spyOn(realtime, 'on').mockImplementation((name) => events[name as keyof typeof events] as never);
    sessionStore.setState({ user: { id: 'ada' } as never, unreadMessages: 9, unreadNotifications: 0 });
  });
  afterEach(() => jest.restoreAllMocks());

  const message = (from: string) => ({ UserID: from, MessageText: 'hi' }) as NewMessageEvent;

  it('joins the user’s channels, counts others’ messages and every notification, and passes both on', () => {
    const heard: string[] = [];
    const sub = bus.on('message.received').subscribe((m) => heard.push(`message from ${m.UserID}`));
    sub.add(bus.on('notification.received').subscribe((n) => heard.push(`notification ${n.Id}`)));
    const { unmount } = renderHook(() => useRealtime());
    expect(subscribed).toEqual(['private-ada', 'message-ada', 'presence-user-ada']);

    events.newMessage.next(message('linus'));
    events.newMessage.next(message('ada')); // her own, from another tab
    events.newNotification.next({ Id: 'n1' } as NewNotificationEvent);
    expect(sessionStore.getState()).toMatchObject({ unreadMessages: 10, unreadNotifications: 1 });
    expect(heard).toEqual(['message from linus', 'message from ada', 'notification n1']);

    unmount();
    events.newMessage.next(message('linus'));
    expect(sessionStore.getState().unreadMessages).toBe(10);
    sub.unsubscribe();
  });
});
