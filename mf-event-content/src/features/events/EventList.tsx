import {
  bus,
  Button,
  invalidateOn,
  listReset,
  QueryState,
  Skeleton,
  useInfiniteCall,
  type EventSearchType,
} from '@atrium/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { allEventPages, eventPages } from './api';
import { EventCard } from './EventCard';

/**
 * A list of events (spec 1 §2): cards page by page, the next page when the end of the list comes
 * into view (or on the load-more button), an empty state of its own. An activation anywhere
 * reloads it, since an event may have moved between lists.
 */
export function EventList({
  searchType,
  pageSize,
  emptyMessage,
  infinite = true,
  label,
}: {
  searchType: EventSearchType;
  pageSize: number;
  emptyMessage: string;
  infinite?: boolean;
  label: string;
}) {
  const { t } = useTranslation('event');
  const list = useInfiniteCall(eventPages(searchType, pageSize));
  const { hasNextPage, isFetching, fetchNextPage } = list;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const subscription = invalidateOn(bus.on('event.activated'), allEventPages);
    return () => subscription.unsubscribe();
  }, []);

  const loadMore = useCallback(() => {
    if (!isFetching && hasNextPage) void fetchNextPage();
  }, [isFetching, hasNextPage, fetchNextPage]);

  useEffect(() => {
    const target = sentinel.current;
    if (!infinite || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [infinite, loadMore]);

  return (
    <section aria-label={label} aria-busy={isFetching}>
      <QueryState
        query={list}
        loading={
          <Grid>
            {Array.from({ length: Math.min(pageSize, 3) }, (_, index) => (
              <li key={`skeleton-${index}`}>
                <Skeleton height={280} />
              </li>
            ))}
          </Grid>
        }
        isEmpty={() => list.items.length === 0}
        empty={emptyMessage}
      >
        {() => (
          <Grid>
            {list.items.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </Grid>
        )}
      </QueryState>
      {infinite && hasNextPage && (
        <More ref={sentinel}>
          <Button variant="secondary" loading={isFetching} onClick={loadMore}>
            {t('loadMore')}
          </Button>
        </More>
      )}
    </section>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  ${listReset}
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.lg} 0;
`;
