import { bus, callCommand, callKey, callPages, PAGE_SIZE, queryClient, useCallMutation } from '@atrium/shared';
import type { ContentList, NewNotificationEvent, Notification } from '@atrium/shared/contract';
import { useMutation } from '@tanstack/react-query';

/** notification/list: the user's notifications, newest first, 10 a page (spec 1 §7, §9). */
export const notificationPages = () => callPages('notification/list', {}, { take: PAGE_SIZE.notifications });

/** What an infinite list keeps in the cache: its pages and the skip each was asked with. */
interface Pages {
  pages: ContentList<Notification>[];
  pageParams: number[];
}

/**
 * Changes every cached notification list in place. `count` is how many the change adds (or removes)
 * on the server, so each page's totalCount, which tells whether more pages are left, stays true.
 */
function editLists(edit: (items: Notification[], pageIndex: number) => Notification[], count = 0) {
  queryClient.setQueriesData<Pages>({ queryKey: callKey('notification/list') }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({
            items: edit(page.items, index),
            totalCount: Math.max(0, page.totalCount + count),
          })),
        }
      : data,
  );
}

/**
 * The server's unread total changed: the bus says so, and the header's counter (the shell's, from
 * account/get) asks for it again. Only after the server said yes.
 */
const unreadChanged = () => bus.emit('notifications.read', {});

/** A live `newNotification` in the list's shape (spec 1 §3 names, capitalised on the socket). */
export function fromEvent(event: NewNotificationEvent): Notification {
  return {
    id: event.Id,
    title: event.Title,
    details: event.Details,
    createDate: event.CreateDate,
    isRead: event.IsRead,
    relatedUser: event.RelatedUser && {
      id: event.RelatedUser.Id,
      image: event.RelatedUser.Image,
      title: event.RelatedUser.Title,
    },
    relatedEvent: event.RelatedEvent && {
      id: event.RelatedEvent.Id,
      slug: event.RelatedEvent.Slug,
      image: event.RelatedEvent.Image,
    },
  };
}

/** Puts a notification that arrived live on top of the open list (the shell already counted it). */
export function addOnTop(notification: Notification) {
  let known = false;
  queryClient
    .getQueriesData<Pages>({ queryKey: callKey('notification/list') })
    .forEach(
      ([, data]) => (known ||= Boolean(data?.pages.some((page) => page.items.some((n) => n.id === notification.id)))),
    );
  // A reload that raced the socket may have brought it already.
  if (known) return;
  editLists((items, index) => (index === 0 ? [notification, ...items] : items), 1);
}

/**
 * notification/read. Spec 1 §8 lets a failed read pass unseen, so the list changes and the bus says
 * `notifications.read` once the server said yes, and nothing is shown otherwise. The effects are the
 * mutation's own, so they happen even when opening the notification closed the list meanwhile.
 */
export function useReadNotification() {
  const read = useMutation({
    mutationFn: (id: string) => callCommand('notification/read', { id }),
    onSuccess: (_answer, id) => {
      editLists((items) => items.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
      unreadChanged();
    },
  });
  return (notification: Notification) => {
    if (!notification.isRead) read.mutate(notification.id);
  };
}

/** notification/readall: every notification read (spec 1 §4 Notification); the counter follows on the bus. */
export function useReadAll() {
  const mutation = useCallMutation('notification/readall');
  return {
    ...mutation,
    run: async () => {
      await mutation.mutateAsync(undefined);
      editLists((items) => items.map((n) => ({ ...n, isRead: true })));
      unreadChanged();
    },
  };
}

/** notification/delete: gone from the list; an unread one no longer counts, so the counter follows. */
export function useDeleteNotification() {
  const mutation = useCallMutation('notification/delete');
  return {
    ...mutation,
    run: async (notification: Notification) => {
      await mutation.mutateAsync({ id: notification.id });
      editLists((items) => items.filter((n) => n.id !== notification.id), -1);
      if (!notification.isRead) unreadChanged();
    },
  };
}

/** notification/deleteall: the list empties, and the counter follows (spec 1 §4 Notification). */
export function useDeleteAll() {
  const mutation = useCallMutation('notification/deleteall');
  return {
    ...mutation,
    run: async () => {
      await mutation.mutateAsync(undefined);
      queryClient.setQueriesData<Pages>({ queryKey: callKey('notification/list') }, (data) =>
        data ? { pages: [{ items: [], totalCount: 0 }], pageParams: [0] } : data,
      );
      unreadChanged();
    },
  };
}
