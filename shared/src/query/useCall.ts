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

/** A skip/take list on screen, page after page (see callPages); `items` is every page in order. */
export function useInfiniteCall<T>(pages: PagesOptions<T>, { enabled, keepPrevious }: UseCallOptions = {}) {
  const query = useInfiniteQuery({ ...pages, enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { ...query, items };
}
