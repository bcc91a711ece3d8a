import { Avatar, bus, Button, listReset, QueryState, Skeleton, useInfiniteCall } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { participantPages, type ParticipantQuery } from './api';

/**
 * Participant rows (spec 2 §2.7): name, title, image and group; a row opens the person's profile
 * (another remote, through the bus). Loads 20 at a time with a load-more button.
 */
export function ParticipantList({
  eventId,
  query,
  filtered,
}: {
  eventId: string;
  query: ParticipantQuery;
  filtered: boolean;
}) {
  const { t } = useTranslation('event');
  const list = useInfiniteCall(participantPages(eventId, query));

  return (
    <QueryState
      query={list}
      loading={
        <Rows aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton height={56} />
            </li>
          ))}
        </Rows>
      }
      isEmpty={() => list.items.length === 0}
      empty={filtered ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
    >
      {() => (
        <>
          <Rows aria-label={t('area.attendees')}>
            {list.items.map((participant) => (
              <li key={participant.id}>
                <Row type="button" onClick={() => bus.emit('profile.open', { userId: participant.userID })}>
                  <Avatar src={participant.image} name={participant.fullName} size={48} />
                  <Name>
                    <strong>{participant.fullName}</strong>
                    {participant.title && <small>{participant.title}</small>}
                  </Name>
                  {participant.group && <Badge $color={participant.group.color}>{participant.group.title}</Badge>}
                </Row>
              </li>
            ))}
          </Rows>
          {list.hasNextPage && (
            <More>
              <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('loadMore')}
              </Button>
            </More>
          )}
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

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  min-height: 64px;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Name = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.md};
`;
