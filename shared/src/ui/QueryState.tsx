import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CallFailed, errorMessage, type QueryResult } from '../query';
import { EmptyState } from './EmptyState';
import { Skeleton } from './Skeleton';

export interface QueryStateProps<T> {
  query: QueryResult<T>;
  /** Skeletons in the shape of what is coming, while the first answer loads. */
  loading?: ReactNode;
  /** Whether the answer has nothing to show; the empty state then shows `empty` with a refresh button. */
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  /**
   * For one thing named in the URL (an event, a program) that may not exist: the way on (a link
   * back), shown under the error. When the server said no ('Data not found.') it replaces Try
   * again, which would only get the same answer; an unreachable server keeps Try again.
   */
  notFound?: ReactNode;
  children(data: T): ReactNode;
}

/**
 * Loading, empty and error-with-retry around what a query shows (spec 1 §2 empty states, spec 1 §8
 * errors), so no page writes those branches itself. An error wins over stale data; a refetch keeps
 * the last answer on screen.
 */
export function QueryState<T>({ query, loading, isEmpty, empty, notFound, children }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  const retry = () => void query.refetch();
  if (query.error) {
    const answered = notFound !== undefined && query.error instanceof CallFailed;
    return (
      <EmptyState
        role="alert"
        message={errorMessage(query.error)}
        onRefresh={answered ? undefined : retry}
        refreshLabel={t('retry')}
        refreshing={query.isFetching}
      >
        {notFound}
      </EmptyState>
    );
  }
  if (query.isPending || query.data === undefined) return <>{loading ?? <Skeleton height={200} />}</>;
  if (isEmpty?.(query.data)) {
    return <EmptyState message={empty ?? t('contentNotFound')} onRefresh={retry} refreshing={query.isFetching} />;
  }
  return <>{children(query.data)}</>;
}
