import {
  Avatar,
  bus,
  Button,
  Chip,
  Icon,
  listReset,
  LoadMore,
  media,
  QueryState,
  SkeletonRows,
  useInfiniteCall,
  useUser,
} from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { participantPages, type ParticipantQuery } from './api';

/**
 * Participant rows (spec 2 §2.7): name, title, image and group; a row opens the person's profile
 * (another remote, through the bus). Loads 20 at a time with a load-more button. With `appointments`
 * (an event with B2B networking that has not finished, spec 1 §6) every other person's row offers
 * make-appointment, which the messaging remote's dialog answers (`appointment.make`).
 */
export function ParticipantList({
  eventId,
  query,
  filtered,
  appointments = false,
}: {
  eventId: string;
  query: ParticipantQuery;
  filtered: boolean;
  appointments?: boolean;
}) {
  const { t } = useTranslation('event');
  const selfId = useUser()?.id;
  const list = useInfiniteCall(participantPages(eventId, query));

  return (
    <QueryState
      query={list}
      loading={<SkeletonRows height={56} />}
      isEmpty={() => list.items.length === 0}
      empty={filtered ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
    >
      {() => (
        <>
          <Rows aria-label={t('area.attendees')}>
            {list.items.map((participant) => (
              <Item key={participant.id}>
                <Row
                  fullWidth
                  media={<Avatar src={participant.image} name={participant.fullName} size={48} />}
                  label={<strong>{participant.fullName}</strong>}
                  detail={participant.title}
                  end={participant.group && <Badge $color={participant.group.color}>{participant.group.title}</Badge>}
                  onClick={() => bus.emit('profile.open', { userId: participant.userID })}
                />
                {appointments && participant.userID !== selfId && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('makeAppointmentWith', { name: participant.fullName })}
                    onClick={() => bus.emit('appointment.make', { eventId, userIds: [participant.userID] })}
                  >
                    <Icon name="program" size={18} />
                    <WideOnly>{t('makeAppointment')}</WideOnly>
                  </Button>
                )}
              </Item>
            ))}
          </Rows>
          <LoadMore pages={list} label={t('loadMore')} />
        </>
      )}
    </QueryState>
  );
}

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  ${listReset}
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

// Rows of a list stand on the page's background without a frame.
const Row = styled(Chip)`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 0;
`;

// A phone keeps the button's icon; its accessible name still says what it does.
const WideOnly = styled.span`
  ${media.mobile} {
    display: none;
  }
`;
