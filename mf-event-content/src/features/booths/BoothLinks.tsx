import { Icon, IconButton, listReset, VisuallyHidden } from '@atrium/shared';
import type { StandLink } from '@atrium/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useWindowSize } from '../../hooks/useWindowSize';
import { externalUrl } from '../../utils/externalUrl';

/**
 * The booth's link carousel (spec 2 §2.10): one scrolling row, with previous and next buttons while
 * it is wider than the screen. Each link opens in a new tab.
 */
export function BoothLinks({ links }: { links: StandLink[] }) {
  const { t } = useTranslation('event');
  const row = useRef<HTMLUListElement>(null);
  const { width } = useWindowSize();
  const [ends, setEnds] = useState({ start: true, end: true });
  const items = links
    .map((link) => ({ ...link, href: externalUrl(link.url) }))
    .filter((link): link is StandLink & { href: string } => link.href !== null);

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(measure, [measure, width, items.length]);

  const scroll = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });
  const overflows = !(ends.start && ends.end);

  return (
    <Carousel>
      {overflows && (
        <IconButton icon="back" label={t('booths.previousLinks')} disabled={ends.start} onClick={() => scroll(-1)} />
      )}
      <Row ref={row} onScroll={measure} aria-label={t('booths.links')}>
        {items.map((link) => (
          <li key={link.id}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.title}
              <Icon name="external" size={16} />
              <VisuallyHidden>{t('booths.opensInNewTab')}</VisuallyHidden>
            </a>
          </li>
        ))}
      </Row>
      {overflows && <Next icon="back" label={t('booths.nextLinks')} disabled={ends.end} onClick={() => scroll(1)} />}
    </Carousel>
  );
}

const Carousel = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Row = styled.ul`
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
  padding: 2px;
  ${listReset}

  li {
    flex: none;
    scroll-snap-align: start;
  }

  a {
    /* Holds its hidden 'opens in a new tab', which would otherwise sit past the row's clip and widen the page. */
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

// The back arrow turned round, as the stands' pager does.
const Next = styled(IconButton)`
  svg {
    transform: scaleX(-1);
  }
`;
