import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { errorMessage } from '../api/request';

export interface RemoteData<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
}

/**
 * Loads with `load` whenever `deps` change or reload() is called. An answer that arrives after a
 * newer request started is dropped, so fast typing never shows an old search.
 */
export function useRemoteData<T>(load: () => Promise<T>, deps: DependencyList, enabled = true): RemoteData<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: enabled,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) {
      setState({ data: null, error: null, loading: false });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    load().then(
      (data) => current && setState({ data, error: null, loading: false }),
      (error: unknown) => current && setState({ data: null, error: errorMessage(error), loading: false }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function each render; what it depends on is in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
