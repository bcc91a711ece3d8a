import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RoomIcon } from './icons';
import { useRoom, useRoomClient } from './RoomContext';

/** More would cover the room on a phone; the newest stay, the rest leave on their own time. */
const MAX_SHOWN = 3;

/** The room's notifications (spec 2 §8): a stack of toasts, each leaving after its own time. */
export function Toasts() {
  const { t } = useTranslation('room');
  const client = useRoomClient();
  const notifications = useRoom((s) => s.notifications);
  return (
    // A named group: a div without a role may not carry a name (axe aria-prohibited-attr).
    <Stack role="group" aria-label={t('notifications')}>
      {notifications.slice(-MAX_SHOWN).map((notification) => (
        <Toast key={notification.id} role="status" data-type={notification.type}>
          <Text>
            {notification.title && <strong>{notification.title} </strong>}
            {notification.text}
          </Text>
          <Dismiss type="button" aria-label={t('dismiss')} onClick={() => client.dismissNotification(notification.id)}>
            <RoomIcon name="close" size={16} />
          </Dismiss>
        </Toast>
      ))}
    </Stack>
  );
}

// In the stage's corner (MeetingRoom), not the window's: fixed to the window it covered the chat's
// Send button at 1280 px. A short stage on a phone keeps the newest toasts, at its bottom.
const Stack = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.snackbar};
  right: ${({ theme }) => theme.spacing.sm};
  bottom: ${({ theme }) => theme.spacing.sm};
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.xs};
  width: min(360px, calc(100% - 16px));
  max-height: calc(100% - 16px);
  overflow: hidden;
  pointer-events: none;
`;

const Toast = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xs} ${theme.spacing.sm} ${theme.spacing.md}`};
  border-left: 6px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.headerDarkText};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  pointer-events: auto;

  &[data-type='error'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Dismiss = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
