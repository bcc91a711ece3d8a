import { bus, realtime, sessionStore, useSession } from '@atrium/shared';
import type { NewMessageEvent, NewNotificationEvent } from '@atrium/shared/contract';
import { useEffect } from 'react';

/**
 * The one socket of the page: connected while signed in, on the user's own channels (spec 1 §7). Its
 * newMessage and newNotification go out on the bus, and count into the header's unread badges.
 */
export function useRealtime(): void {
  const userId = useSession((s) => s.user?.id ?? null);

  useEffect(() => {
    if (!userId) return;
    const client = realtime;
    const channels = [`private-${userId}`, `message-${userId}`, `presence-user-${userId}`];
    client.connect();
    channels.forEach((c) => client.subscribe(c));
    const unread = () => sessionStore.getState();
    const delivery = client.on<NewMessageEvent>('newMessage').subscribe((message) => {
      // The sender's other tabs hear their own message through the chat's channel: not unread.
      if (message.UserID !== userId) unread().setUnread({ messages: unread().unreadMessages + 1 });
      bus.emit('message.received', message);
    });
    delivery.add(
      client.on<NewNotificationEvent>('newNotification').subscribe((notification) => {
        unread().setUnread({ notifications: unread().unreadNotifications + 1 });
        bus.emit('notification.received', notification);
      }),
    );
    return () => {
      delivery.unsubscribe();
      channels.forEach((c) => client.unsubscribe(c));
      client.disconnect();
    };
  }, [userId]);
}
