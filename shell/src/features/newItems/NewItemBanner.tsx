import { bus, Chip, currentUser, Icon, IconButton, NEW_NOTIFICATION_BANNER_MS, type IconName } from '@atrium/shared';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { map, merge } from 'rxjs';
import styled from 'styled-components';
import { playChime } from './chime';

/** Which of the app's dialogs is open, if any: the one showing an item needs no banner for it. */
export type OpenDialog = 'account' | 'messages' | 'notifications' | null;

interface Item {
  key: string;
  icon: IconName;
  title: string;
  details: string;
  open(): void;
}

/**
 * A new notification or message from someone else (spec 1 §2 Headers, §9): the notification sound,
 * and a banner with its title and details for 3 s that opens it when clicked. A message makes no
 * sound or banner while the messages hub is open (it shows the chat); a notification always sounds,
 * and shows no banner while the notifications dialog is open (it goes on top of the list there).
 */
export function NewItemBanner({ openDialog }: { openDialog: OpenDialog }) {
  const { t } = useTranslation('shell');
  const [item, setItem] = useState<Item | null>(null);
  const [paused, setPaused] = useState(false);
  const show = useCallback((next: Item | null) => {
    setItem(next);
    setPaused(false);
  }, []);

  useEffect(() => {
    const sub = merge(
      bus.on('notification.received').pipe(
        map((n): [Item, boolean] => [
          {
            key: `n-${n.Id}`,
            icon: 'bell',
            title: n.Title,
            details: n.Details,
            open: () => bus.emit('notifications.open', {}),
          },
          true,
        ]),
      ),
      bus.on('message.received').pipe(
        map((m): [Item, boolean] | null =>
          m.UserID === currentUser()?.id
            ? null
            : [
                {
                  key: `m-${m.Id}`,
                  icon: 'chat',
                  title: m.User.Title,
                  details: m.MessageText || t('sentPicture'),
                  open: () => bus.emit('chat.open', { userId: m.UserID }),
                },
                false,
              ],
        ),
      ),
    ).subscribe((arrived) => {
      if (!arrived) return;
      const [next, isNotification] = arrived;
      const shownThere = openDialog === (isNotification ? 'notifications' : 'messages');
      if (isNotification || !shownThere) playChime();
      if (!shownThere) show(next);
    });
    return () => sub.unsubscribe();
  }, [openDialog, show, t]);

  useEffect(() => {
    // Hovering or focusing it holds it, so it can be read or clicked (WCAG 2.2.1).
    if (!item || paused) return;
    const timer = setTimeout(() => show(null), NEW_NOTIFICATION_BANNER_MS);
    return () => clearTimeout(timer);
  }, [item, paused, show]);

  return (
    // Always there, so a banner put in it is announced.
    <Region role="status" aria-live="polite">
      {item && (
        <Banner
          key={item.key}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') show(null);
          }}
        >
          <Open
            fullWidth
            media={<Icon name={item.icon} size={22} />}
            label={<strong>{item.title}</strong>}
            detail={item.details && <Details>{item.details}</Details>}
            onClick={() => {
              item.open();
              show(null);
            }}
          />
          <IconButton icon="close" iconSize={18} label={t('closeBanner')} onClick={() => show(null)} />
        </Banner>
      )}
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.snackbar};
  top: 64px;
  left: 50%;
  transform: translateX(-50%);
  width: min(440px, calc(100vw - 24px));
  pointer-events: none;
`;

const Banner = styled.div`
  display: flex;
  align-items: center;
  padding-right: ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  pointer-events: auto;
`;

// The banner's frame is the box's, which holds the close button too.
const Open = styled(Chip)`
  flex: 1;
  align-items: flex-start;
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 0;
  background: transparent;
  overflow-wrap: anywhere;

  > svg {
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// A long message shows its start; the dialog has the rest.
const Details = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
