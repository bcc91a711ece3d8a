import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PagesOptions, QueryOptionsOf } from './call';

export interface UseCallOptions {
  /** False waits (no call, no data) until what the call needs is there. */
  enabled?: boolean;
  /** Keeps the last answer on screen while a new body (a search term) loads, so the list doesn't flash. */
  keepPrevious?: boolean;
}

/** One call's data on screen, cached by its name and body (QueryState renders its three states). */
export function useCall<T>(query: QueryOptionsOf<T>, { enabled, keepPrevious }: UseCallOptions = {}) {
  return useQuery({ ...query, enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}

/**
 * Loads a call into the cache the pages share, and keeps it loaded while mounted, without
 * rendering its caller again when the answer (or only its freshness) changes: TanStack Query
 * renders a reader that reads none of the result on every change, isStale's too (issue 30 item 3).
 */
export function useLoadCall<T>(query: QueryOptionsOf<T>, { enabled }: Pick<UseCallOptions, 'enabled'> = {}): void {
  useQuery({ ...query, enabled, notifyOnChangeProps: [] });
}

/** A skip/take list on screen, page after page (see callPages); `items` is every page in order. */
export function useInfiniteCall<T>(pages: PagesOptions<T>, { enabled, keepPrevious }: UseCallOptions = {}) {
  const query = useInfiniteQuery({ ...pages, enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  // Not a spread: the result tracks which of its fields the page reads and renders it again only
  // when one of those changes; a spread reads them all, isStale too, which flips when the answer
  // is FRESH_ON_MOUNT_MS old and rendered the whole list again.
  return new Proxy(query, {
    get: (target, key) => (key === 'items' ? items : Reflect.get(target, key)),
  }) as typeof query & {
    items: T[];
  };
}
