import { bus } from '@atrium/shared';
import type { EventCard } from '@atrium/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/request';
import { searchEvents, type SearchType } from './api';

interface Pages {
  items: EventCard[];
  total: number;
  loading: boolean;
  error: string | null;
}

/**
 * One list of events, page after page (spec 1 §2: load-more or infinite scroll). An activation
 * anywhere reloads it from the first page, since an event may have moved between lists.
 */
export function useEventPages(searchType: SearchType, pageSize: number) {
  const [pages, setPages] = useState<Pages>({ items: [], total: 0, loading: true, error: null });
  // Bumped on every reload, so the pages of an older load are dropped when they arrive.
  const generation = useRef(0);

  const load = useCallback(
    async (skip: number) => {
      const mine = generation.current;
      setPages((current) => ({ ...current, loading: true, error: null }));
      try {
        const page = await searchEvents(searchType, skip, pageSize);
        if (mine !== generation.current) return;
        setPages((current) => ({
          items: skip === 0 ? page.items : [...current.items, ...page.items],
          total: page.totalCount,
          loading: false,
          error: null,
        }));
      } catch (error) {
        if (mine === generation.current)
          setPages((current) => ({ ...current, loading: false, error: errorMessage(error) }));
      }
    },
    [searchType, pageSize],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    void load(0);
  }, [load]);

  useEffect(() => {
    reload();
    const subscription = bus.on('event.activated').subscribe(reload);
    return () => subscription.unsubscribe();
  }, [reload]);

  const hasMore = pages.items.length < pages.total;
  const loadMore = useCallback(() => {
    if (!pages.loading && hasMore) void load(pages.items.length);
  }, [pages.loading, pages.items.length, hasMore, load]);

  return { ...pages, hasMore, loadMore, reload };
}
