import { Avatar, Chip, currentLanguage, Icon, IconButton, VisuallyHidden } from '@atrium/shared';
import type { Notification } from '@atrium/shared/contract';
import { exactTime, timeAgo } from '@atrium/shared/time';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Spec 1 §9's 150 px list avatars leave no room for the text at 375 px; the contacts' 56 px does. */
const PICTURE_PX = 48;

export interface NotificationItemProps {
  notification: Notification;
  onOpen(notification: Notification): void;
  onDelete(notification: Notification): void;
  deleting: boolean;
}

/** What a notification is about: the related person's avatar, else the event's image, else a bell. */
function Picture({ notification }: { notification: Notification }) {
  const { relatedUser, relatedEvent } = notification;
  if (relatedUser) return <Avatar src={relatedUser.image} name={relatedUser.title} size={PICTURE_PX} />;
  if (relatedEvent?.image) return <EventImage src={relatedEvent.image} alt="" />;
  return (
    <Bell>
      <Icon name="bell" size={24} />
    </Bell>
  );
}

/**
 * One notification (spec 1 §3): title, details and how long ago, unread ones marked. The row opens
 * it (read, then the person or the event); the bin beside it deletes it, since a button holds no button.
 */
export function NotificationItem({ notification, onOpen, onDelete, deleting }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const language = currentLanguage();
  const { title, details, createDate, isRead } = notification;
  return (
    <Row $unread={!isRead}>
      <Open
        fullWidth
        onClick={() => onOpen(notification)}
        // The title names the person or event; the picture would only say it twice.
        media={
          <PictureBox aria-hidden="true">
            <Picture notification={notification} />
          </PictureBox>
        }
        label={
          <Title>
            {!isRead && (
              <>
                <Dot aria-hidden="true" />
                <VisuallyHidden>{`${t('unread')}: `}</VisuallyHidden>
              </>
            )}
            {title}
          </Title>
        }
        detail={
          <>
            {details && <Details>{details}</Details>}
            <time dateTime={createDate} title={exactTime(createDate, language)}>
              {timeAgo(createDate, language)}
            </time>
          </>
        }
      />
      <IconButton
        icon="close"
        label={t('deleteOne', { title })}
        loading={deleting}
        onClick={() => onDelete(notification)}
      />
    </Row>
  );
}

const Row = styled.div<{ $unread: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding-right: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $unread }) =>
    $unread ? `color-mix(in srgb, ${theme.colors.primary} 7%, ${theme.colors.surface})` : theme.colors.surface};
`;

// The row's frame is the box's, which holds the delete button too.
const Open = styled(Chip)`
  flex: 1;
  align-items: flex-start;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 0;
  background: transparent;
  overflow-wrap: anywhere;
`;

const PictureBox = styled.span`
  display: flex;
  flex: none;
`;

const EventImage = styled.img`
  flex: none;
  width: ${PICTURE_PX}px;
  height: ${PICTURE_PX}px;
  border-radius: ${({ theme }) => theme.radius.md};
  object-fit: cover;
`;

const Bell = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${PICTURE_PX}px;
  height: ${PICTURE_PX}px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.strong`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Dot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  transform: translateY(-1px);
`;

// Under the title, above the time: its own line, in the text's colour.
const Details = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text};
`;
