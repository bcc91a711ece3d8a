import { useEffect, type RefObject } from 'react';

/**
 * Scrolls a horizontally scrolling row (tabs wider than a phone) so that `element` is wholly in
 * sight. Unlike `scrollIntoView`, it never scrolls the page itself, so a row below the fold stays put.
 */
function scrollIntoSight(row: HTMLElement, element: HTMLElement | null): void {
  if (!element) return;
  const box = row.getBoundingClientRect();
  const item = element.getBoundingClientRect();
  if (item.left < box.left) row.scrollLeft -= box.left - item.left;
  else if (item.right > box.right) row.scrollLeft += item.right - box.right;
}

/**
 * Keeps the row's current item (the first match of `current`) in sight when `key` changes and
 * whenever the row's size does: a row laid out while hidden, or before its font arrived, has no
 * width to scroll by yet.
 */
export function useKeepInSight(row: RefObject<HTMLElement | null>, current: string, key: unknown): void {
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const keep = () => scrollIntoSight(element, element.querySelector<HTMLElement>(current));
    keep();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(keep);
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, current, key]);
}
