import { Button, EmptyState, Skeleton } from '@atrium/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SearchType } from './api';
import { EventCard } from './EventCard';
import { useEventPages } from './useEventPages';

/**
 * A list of events (spec 1 §2): cards page by page, the next page when the end of the list comes
 * into view (or on the load-more button), an empty state of its own.
 */
export function EventList({
  searchType,
  pageSize,
  emptyMessage,
  infinite = true,
  label,
}: {
  searchType: SearchType;
  pageSize: number;
  emptyMessage: string;
  infinite?: boolean;
  label: string;
}) {
  const { t } = useTranslation('event');
  const { items, loading, error, hasMore, loadMore, reload } = useEventPages(searchType, pageSize);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!infinite || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [infinite, loadMore]);

  const firstLoad = loading && items.length === 0;
  return (
    <section aria-label={label} aria-busy={loading}>
      {error && items.length === 0 ? (
        <EmptyState message={error} onRefresh={reload} />
      ) : !firstLoad && items.length === 0 ? (
        <EmptyState message={emptyMessage} onRefresh={reload} />
      ) : (
        <Grid>
          {items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
          {firstLoad &&
            Array.from({ length: Math.min(pageSize, 3) }, (_, index) => (
              <li key={`skeleton-${index}`}>
                <Skeleton height={280} />
              </li>
            ))}
        </Grid>
      )}
      {infinite && hasMore && (
        <More ref={sentinel}>
          <Button variant="secondary" loading={loading} onClick={loadMore}>
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
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.lg} 0;
`;
