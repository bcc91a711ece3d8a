import { bus, IconButton, UNREAD_BADGE_MAX, useAccount } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** '+9' above 9 (spec 1 §9); nothing at 0. */
export const badgeText = (count: number) => (count > UNREAD_BADGE_MAX ? `+${UNREAD_BADGE_MAX}` : String(count));

/**
 * The header's messages and notifications buttons (spec 1 §2 Headers), each with its unread count:
 * the server's totals in the account, which the shell asks for again on each arrival and read
 * (useUnreadCounts), so it changes live.
 */
export function UnreadButtons() {
  const { t } = useTranslation('shell');
  const messages = useAccount((a) => a.unreadMessages) ?? 0;
  const notifications = useAccount((a) => a.unreadNotifications) ?? 0;
  return (
    <>
      <Holder>
        <IconButton
          icon="mail"
          label={messages > 0 ? t('unreadMessages', { count: messages }) : t('messages')}
          onClick={() => bus.emit('messages.open', {})}
        />
        {messages > 0 && <Badge aria-hidden="true">{badgeText(messages)}</Badge>}
      </Holder>
      <Holder>
        <IconButton
          icon="bell"
          label={notifications > 0 ? t('unreadNotifications', { count: notifications }) : t('notifications')}
          onClick={() => bus.emit('notifications.open', {})}
        />
        {notifications > 0 && <Badge aria-hidden="true">{badgeText(notifications)}</Badge>}
      </Holder>
    </>
  );
}

const Holder = styled.span`
  position: relative;
  display: inline-flex;
`;

// Over the icon's corner; clicks go through it to the button.
const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;
