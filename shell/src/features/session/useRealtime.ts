import { bus, realtime, useChannel } from '@atrium/shared';
import { channel } from '@atrium/shared/contract/channels';
import { useEffect } from 'react';

/**
 * The one socket of the page: connected while signed in, on the user's own channels (spec 1 §7). Its
 * newMessage and newNotification go out on the bus (the unread counts follow them: useUnreadCounts).
 * @param userId the signed-in user (useSignInState), null for a guest
 */
export function useRealtime(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    realtime.connect();
    return () => realtime.disconnect();
  }, [userId]);

  useChannel(userId ? channel.private({ userId }) : null, {
    newNotification: (notification) => bus.emit('notification.received', notification),
  });
  useChannel(userId ? channel.message({ id: userId }) : null, {
    newMessage: (message) => bus.emit('message.received', message),
  });
  useChannel(userId ? channel.presenceUser({ userId }) : null, {});
}
