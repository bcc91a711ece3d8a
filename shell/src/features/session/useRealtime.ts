import { bus, realtime, sessionStore, useChannel, useSession } from '@atrium/shared';
import { channel } from '@atrium/shared/contract/channels';
import { useEffect } from 'react';

/**
 * The one socket of the page: connected while signed in, on the user's own channels (spec 1 §7). Its
 * newMessage and newNotification go out on the bus, and count into the header's unread badges.
 */
export function useRealtime(): void {
  const userId = useSession((s) => s.user?.id ?? null);

  useEffect(() => {
    if (!userId) return;
    realtime.connect();
    return () => realtime.disconnect();
  }, [userId]);

  const unread = () => sessionStore.getState();
  useChannel(userId ? channel.private({ userId }) : null, {
    newNotification: (notification) => {
      unread().setUnread({ notifications: unread().unreadNotifications + 1 });
      bus.emit('notification.received', notification);
    },
  });
  useChannel(userId ? channel.message({ id: userId }) : null, {
    newMessage: (message) => {
      // The sender's other tabs hear their own message through the chat's channel: not unread.
      if (message.UserID !== userId) unread().setUnread({ messages: unread().unreadMessages + 1 });
      bus.emit('message.received', message);
    },
  });
  useChannel(userId ? channel.presenceUser({ userId }) : null, {});
}
