import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type QueryResult } from '../query';
import { EmptyState } from './EmptyState';
import { Skeleton } from './Skeleton';

export interface QueryStateProps<T> {
  query: QueryResult<T>;
  /** Skeletons in the shape of what is coming, while the first answer loads. */
  loading?: ReactNode;
  /** Whether the answer has nothing to show; the empty state then shows `empty` with a refresh button. */
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}

/**
 * Loading, empty and error-with-retry around what a query shows (spec 1 §2 empty states, spec 1 §8
 * errors), so no page writes those branches itself. An error wins over stale data; a refetch keeps
 * the last answer on screen.
 */
export function QueryState<T>({ query, loading, isEmpty, empty, children }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  const retry = () => void query.refetch();
  if (query.error) {
    return (
      <EmptyState
        message={errorMessage(query.error)}
        onRefresh={retry}
        refreshLabel={t('retry')}
        refreshing={query.isFetching}
      />
    );
  }
  if (query.isPending || query.data === undefined) return <>{loading ?? <Skeleton height={200} />}</>;
  if (isEmpty?.(query.data)) {
    return <EmptyState message={empty ?? t('contentNotFound')} onRefresh={retry} refreshing={query.isFetching} />;
  }
  return <>{children(query.data)}</>;
}
