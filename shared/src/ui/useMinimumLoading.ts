import { useEffect, useState } from 'react';
import { MIN_LOADING_MS } from '../constants';

/**
 * True while loading, and for at least minMs after it started (spec 1 §9), so a fast answer does not
 * flash the spinner. Each start of loading is a new cycle; the cycle ends when its timer fires.
 */
export function useMinimumLoading(loading: boolean, minMs: number = MIN_LOADING_MS): boolean {
  const [wasLoading, setWasLoading] = useState(loading);
  const [cycle, setCycle] = useState(loading ? 1 : 0);
  const [finishedCycle, setFinishedCycle] = useState(0);

  // Adjusting state while rendering (React's pattern for reacting to a prop change) starts the cycle
  // in the same render that first sees loading, so there is no frame without the spinner.
  if (loading !== wasLoading) {
    setWasLoading(loading);
    if (loading) setCycle(cycle + 1);
  }

  useEffect(() => {
    if (cycle === 0) return;
    const timer = setTimeout(() => setFinishedCycle(cycle), minMs);
    return () => clearTimeout(timer);
  }, [cycle, minMs]);

  return loading || finishedCycle !== cycle;
}
