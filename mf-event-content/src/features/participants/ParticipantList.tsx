import { Avatar, bus, Button, EmptyState, Skeleton } from '@atrium/shared';
import type { Participant } from '@atrium/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessage } from '../../api/request';
import { Badge } from '../../components/Badge';
import { getParticipants, type ParticipantQuery } from './api';

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
  const [items, setItems] = useState<Participant[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);
  const { groupID, subEventID, searchTerm } = query;

  const load = useCallback(
    async (skip: number) => {
      const mine = skip === 0 ? ++generation.current : generation.current;
      setLoading(true);
      setError(null);
      try {
        const page = await getParticipants(eventId, { groupID, subEventID, searchTerm }, skip);
        if (mine !== generation.current) return;
        setItems((current) => (skip === 0 ? page.items : [...current, ...page.items]));
        setTotal(page.totalCount);
      } catch (failure) {
        if (mine === generation.current) setError(errorMessage(failure));
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [eventId, groupID, subEventID, searchTerm],
  );

  useEffect(() => {
    void load(0);
  }, [load]);

  if (error && items.length === 0) return <EmptyState message={error} onRefresh={() => void load(0)} />;
  if (loading && items.length === 0) {
    return (
      <Rows aria-busy="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton height={56} />
          </li>
        ))}
      </Rows>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        message={filtered ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
        onRefresh={() => void load(0)}
      />
    );
  }
  return (
    <>
      <Rows aria-label={t('area.attendees')}>
        {items.map((participant) => (
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
      {items.length < total && (
        <More>
          <Button variant="secondary" loading={loading} onClick={() => void load(items.length)}>
            {t('loadMore')}
          </Button>
        </More>
      )}
    </>
  );
}

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
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
