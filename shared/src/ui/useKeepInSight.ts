import { useEffect, type RefObject } from 'react';

/**
 * Scrolls a horizontally scrolling row (tabs wider than a phone) so that `element` is wholly in
 * sight. Unlike `scrollIntoView`, it never scrolls the page itself, so a row below the fold stays put.
 */
function scrollIntoSight(row: HTMLElement, element: HTMLElement | null, inset: number): void {
  if (!element) return;
  const box = row.getBoundingClientRect();
  const item = element.getBoundingClientRect();
  if (item.left < box.left + inset) row.scrollLeft -= box.left + inset - item.left;
  // An item wider than the room between the insets keeps its start in sight.
  else if (item.right > box.right - inset) {
    row.scrollLeft += Math.min(item.right - box.right + inset, item.left - box.left - inset);
  }
}

/**
 * Keeps the row's current item (the first match of `current`) in sight when `key` changes and
 * whenever the row's size does: a row laid out while hidden, or before its font arrived, has no
 * width to scroll by yet. `inset` keeps it that far from either end, clear of what covers the ends
 * (the scroll buttons of Tabs); at the row's first or last item the row cannot scroll further anyway.
 */
export function useKeepInSight(row: RefObject<HTMLElement | null>, current: string, key: unknown, inset = 0): void {
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const keep = () => scrollIntoSight(element, element.querySelector<HTMLElement>(current), inset);
    keep();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(keep);
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, current, key, inset]);
}
