import { Avatar, bus, Button, Icon, listReset, media, useUser } from '@atrium/shared';
import type { StandManager } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';

/**
 * The booth's managers (spec 2 §2.10): picture, name, title and tag. With `appointments` (an event
 * with B2B networking, spec 2 §6) each other manager offers make-appointment, which the messaging
 * remote's dialog answers (`appointment.make`).
 */
export function BoothManagers({
  managers,
  eventId,
  appointments,
}: {
  managers: StandManager[];
  eventId: string;
  appointments: boolean;
}) {
  const { t } = useTranslation('event');
  const selfId = useUser()?.id;
  return (
    <People>
      {managers.map(({ id, participant }) => {
        const name = `${participant.firstName} ${participant.lastName}`.trim();
        return (
          <li key={id} data-testid="booth-manager">
            <Avatar src={participant.image} name={name} size={56} />
            <Who>
              <strong>{name}</strong>
              {participant.title && <span>{participant.title}</span>}
              {participant.tag && <Badge $color={participant.tag.color}>{participant.tag.title}</Badge>}
            </Who>
            {appointments && participant.userID !== selfId && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('booths.makeAppointmentWith', { name })}
                onClick={() => bus.emit('appointment.make', { eventId, userIds: [participant.userID] })}
              >
                <Icon name="calendarPlus" size={18} />
                <WideOnly>{t('booths.makeAppointment')}</WideOnly>
              </Button>
            )}
          </li>
        );
      })}
    </People>
  );
}

const People = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    min-width: 0;
    padding: ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

// The name takes the room it needs; the button goes under it when the card is too narrow for both.
const Who = styled.span`
  display: flex;
  flex: 1 1 120px;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 0;

  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

// A phone keeps the button's icon; its accessible name still says what it does.
const WideOnly = styled.span`
  ${media.mobile} {
    display: none;
  }
`;
