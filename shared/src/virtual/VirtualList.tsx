import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

export interface VirtualListProps<T> {
  /** In reading order (a chat: oldest first). */
  items: readonly T[];
  /** A stable key per item: measured sizes follow the item when others come in before it. */
  getKey(item: T): string;
  /** A typical row's height in px, until the row is measured. */
  estimateSize: number;
  renderItem(item: T, index: number): ReactNode;
  /**
   * A chat: starts at the end, follows new items at the end while the reader is there, and keeps the
   * reader's place when older items come in at the start.
   */
  anchorEnd?: boolean;
  /** The reader came near the start (a chat loads older messages). */
  onNearStart?(): void;
  /** The reader came near the end (a feed loads more). */
  onNearEnd?(): void;
  /** The list's accessible name. */
  label: string;
  className?: string;
}

/** How close to an edge, in px, counts as being there. */
const NEAR_PX = 160;

/**
 * A long list with a bounded DOM (issue 13 item 5): only the rows in and near the view are rendered,
 * each measured as it renders, so rows of any height (a message with an image) scroll smoothly. The
 * box scrolls itself; give it a height.
 */
export function VirtualList<T>({
  items,
  getKey,
  estimateSize,
  renderItem,
  anchorEnd = false,
  onNearStart,
  onNearEnd,
  label,
  className,
}: VirtualListProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => box.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index]!),
    overscan: 6,
  });
  // Whether the reader is at the end, so an anchored list follows what arrives there.
  const atEnd = useRef(true);
  const firstKey = useRef<string | null>(null);
  const near = useRef({ onNearStart, onNearEnd });
  near.current = { onNearStart, onNearEnd };

  const totalSize = virtualizer.getTotalSize();
  const first = items.length ? getKey(items[0]!) : null;

  useLayoutEffect(() => {
    const element = box.current;
    const previousFirst = firstKey.current;
    firstKey.current = first;
    if (!element || !anchorEnd || first === null) return;
    const kept = previousFirst === null ? -1 : items.findIndex((item) => getKey(item) === previousFirst);
    // Older items came in above: move down by their height, so what the reader saw stays put.
    if (kept > 0 && !atEnd.current) element.scrollTop += virtualizer.measurementsCache[kept]?.start ?? 0;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the first item changes
  }, [first]);

  useLayoutEffect(() => {
    const element = box.current;
    if (element && anchorEnd && atEnd.current) element.scrollTop = element.scrollHeight;
  }, [anchorEnd, totalSize, items.length]);

  function checkEdges() {
    const element = box.current;
    if (!element) return;
    const fromEnd = element.scrollHeight - element.scrollTop - element.clientHeight;
    atEnd.current = fromEnd < NEAR_PX / 2;
    if (element.scrollTop < NEAR_PX) near.current.onNearStart?.();
    if (fromEnd < NEAR_PX) near.current.onNearEnd?.();
  }

  // A list shorter than its box cannot be scrolled towards more: ask as soon as it shows.
  useEffect(checkEdges, [items.length, totalSize]);

  return (
    <Box ref={box} className={className} onScroll={checkEdges} tabIndex={0} aria-label={label} role="region">
      <Rows role="list" style={{ height: totalSize }}>
        {virtualizer.getVirtualItems().map((row) => (
          <Row
            key={row.key}
            role="listitem"
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index]!, row.index)}
          </Row>
        ))}
      </Rows>
    </Box>
  );
}

const Box = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Rows = styled.div`
  position: relative;
  width: 100%;
`;

const Row = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;
