import { listReset, Skeleton } from '@atrium/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { IMAGE_SIZE } from '../constants';

/** A grid of thumbnails (spec 2 §2.13, §2.14): two columns on a 375 px phone, more as the page widens. */
export const MediaGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${IMAGE_SIZE.thumbnail}px, 42vw), 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  ${listReset}
`;

/** Square placeholders in the grid's shape while the first answer loads. */
export function MediaGridSkeleton() {
  const { t } = useTranslation('common');
  return (
    <MediaGrid aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <Skeleton height={IMAGE_SIZE.thumbnail} />
        </li>
      ))}
    </MediaGrid>
  );
}

interface MediaTileProps {
  /** The tile's accessible name: what opening it shows ('Photo by Ada Lovelace'). */
  label: string;
  /** A picture's URL; without one the tile shows `placeholder` (a video's play mark). */
  image?: string | null;
  placeholder?: ReactNode;
  /** The text under the picture. */
  caption?: ReactNode;
  /** 'contain' shows the whole picture (a floor plan); 'cover' fills the square (a photo). */
  fit?: 'cover' | 'contain';
  onOpen?(): void;
  /** A link out in a new tab instead of opening the tile here. */
  href?: string;
}

/** One thumbnail of a MediaGrid: a square picture and its caption, a button (or a link out) as a whole. */
export function MediaTile({ label, image, placeholder, caption, fit = 'cover', onOpen, href }: MediaTileProps) {
  const content = (
    <>
      <Picture $fit={fit}>{image ? <img src={image} alt="" loading="lazy" /> : placeholder}</Picture>
      {caption && <Caption>{caption}</Caption>}
    </>
  );
  return (
    <li>
      {href ? (
        <TileLink href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
          {content}
        </TileLink>
      ) : (
        <TileButton type="button" aria-label={label} onClick={onOpen}>
          {content}
        </TileButton>
      )}
    </li>
  );
}

const tile = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover img {
    transform: scale(1.03);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const TileButton = styled.button`
  ${tile}
`;

const TileLink = styled.a`
  ${tile}
`;

const Picture = styled.span<{ $fit: 'cover' | 'contain' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  overflow: hidden;
  /* A whole map sits on the page's colour; a photo or a video's play mark on dark. */
  background: ${({ $fit, theme }) => ($fit === 'contain' ? theme.colors.background : '#1f2329')};
  color: #fff;

  img {
    width: 100%;
    height: 100%;
    object-fit: ${({ $fit }) => $fit};
    transition: transform 150ms ease;
  }
`;

const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.spacing.sm};
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
