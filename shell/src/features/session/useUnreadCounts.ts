import { bus, currentUser, reloadAccount } from '@atrium/shared';
import { useEffect } from 'react';
import { filter, merge } from 'rxjs';

/**
 * The one owner of the header's unread counts (spec 1 §2 Headers, §7): they are the server's totals
 * in account/get, asked again whenever one may have changed: a message or a notification arrived, or
 * a remote read a chat or notifications (it says so on the bus once the server has it).
 */
export function useUnreadCounts(): void {
  useEffect(() => {
    const sub = merge(
      // The sender's other tabs hear their own message through the chat's channel: nothing unread.
      bus.on('message.received').pipe(filter((message) => message.UserID !== currentUser()?.id)),
      bus.on('notification.received'),
      bus.on('messages.read'),
      bus.on('notifications.read'),
    ).subscribe(() => void reloadAccount());
    return () => sub.unsubscribe();
  }, []);
}
