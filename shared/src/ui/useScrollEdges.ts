import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Items out of sight before the first one showing. */
  before: boolean;
  /** Items out of sight after the last one showing. */
  after: boolean;
}

const NONE: ScrollEdges = { before: false, after: false };

/**
 * Whether a horizontally scrolling row hides items at either end: measured as it scrolls and whenever
 * it or one of its items changes size (a font arriving, the other language's names), and when `key`
 * (its items) changes.
 */
export function useScrollEdges(row: RefObject<HTMLElement | null>, key: unknown): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      // A pixel of slack: a zoomed page lays rows out at fractional widths.
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((now) => (now.before === before && now.after === after ? now : { before, after }));
    };
    element.addEventListener('scroll', measure, { passive: true });
    // A ResizeObserver reports each element once when first observed, after the browser's own
    // layout, so the first measure costs nothing; measuring here would force that layout early,
    // in the middle of the page's first render.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) {
      observer.observe(element);
      for (const item of Array.from(element.children)) observer.observe(item);
    } else {
      measure();
    }
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [row, key]);
  return edges;
}
