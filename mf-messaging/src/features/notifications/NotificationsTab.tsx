import {
  bus,
  Button,
  ConfirmDialog,
  errorMessage,
  listReset,
  LoadMore,
  QueryState,
  routes,
  SkeletonRows,
  useInfiniteCall,
} from '@atrium/shared';
import type { Notification } from '@atrium/shared/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  addOnTop,
  fromEvent,
  notificationPages,
  useDeleteAll,
  useDeleteNotification,
  useReadAll,
  useReadNotification,
} from './api';
import { NotificationItem } from './NotificationItem';

const failed = (error: unknown) => bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });

/**
 * The Notifications tab (spec 1 §2 Dialogs 4, §4 Notification): newest first, 10 a page; a click
 * reads one and opens its person or event; read all, delete one, delete all after a confirmation.
 * A notification that arrives while the list is open goes on top of it.
 */
export function NotificationsTab() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const list = useInfiniteCall(notificationPages());
  const read = useReadNotification();
  const readAll = useReadAll();
  const remove = useDeleteNotification();
  const deleteAll = useDeleteAll();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const sub = bus.on('notification.received').subscribe((event) => addOnTop(fromEvent(event)));
    return () => sub.unsubscribe();
  }, []);

  function open(notification: Notification) {
    read(notification);
    if (notification.relatedUser) bus.emit('profile.open', { userId: notification.relatedUser.id });
    else if (notification.relatedEvent) navigate(routes.event(notification.relatedEvent.slug));
  }

  async function onReadAll() {
    try {
      await readAll.run();
      bus.emit('snackbar.show', { message: t('allRead'), kind: 'success' });
    } catch (error) {
      failed(error);
    }
  }

  async function onDeleteAll() {
    try {
      await deleteAll.run();
      setConfirming(false);
      bus.emit('snackbar.show', { message: t('allDeleted'), kind: 'success' });
    } catch (error) {
      // Spec 1 §8: a refused delete-all shows the server's message.
      setConfirming(false);
      failed(error);
    }
  }

  const anyUnread = list.items.some((notification) => !notification.isRead);

  return (
    <>
      <QueryState
        query={list}
        loading={<SkeletonRows height={72} />}
        isEmpty={() => list.items.length === 0}
        empty={t('empty')}
      >
        {() => (
          <Column>
            <Toolbar>
              <Button
                variant="secondary"
                size="sm"
                disabled={!anyUnread}
                loading={readAll.isPending}
                onClick={onReadAll}
              >
                {t('readAll')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
                {t('deleteAll')}
              </Button>
            </Toolbar>
            <Items aria-label={t('list')}>
              {list.items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem
                    notification={notification}
                    onOpen={open}
                    // Spec 1 §8: a failed single delete passes unseen; the notification simply stays.
                    onDelete={(gone) => void remove.run(gone).catch(() => undefined)}
                    deleting={remove.isPending && remove.variables?.id === notification.id}
                  />
                </li>
              ))}
            </Items>
            <LoadMore pages={list} label={t('common:loadMore')} />
          </Column>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirmTitle')}
        confirmLabel={t('deleteAll')}
        busy={deleteAll.isPending}
        onConfirm={onDeleteAll}
      >
        {t('confirmText')}
      </ConfirmDialog>
    </>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}
`;
