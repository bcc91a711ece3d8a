import { bus, Icon, NEW_NOTIFICATION_BANNER_MS, sessionStore, type IconName } from '@atrium/shared';
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
          m.UserID === sessionStore.getState().user?.id
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
            type="button"
            onClick={() => {
              item.open();
              show(null);
            }}
          >
            <Icon name={item.icon} size={22} />
            <Text>
              <strong>{item.title}</strong>
              {item.details && <span>{item.details}</span>}
            </Text>
          </Open>
          <Close type="button" aria-label={t('closeBanner')} onClick={() => show(null)}>
            <Icon name="close" size={18} />
          </Close>
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
  align-items: stretch;
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  pointer-events: auto;
`;

const Open = styled.button`
  display: flex;
  flex: 1;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;

  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    /* A long message shows its start; the dialog has the rest. */
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const Close = styled.button`
  flex: none;
  width: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
