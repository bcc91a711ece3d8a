import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A card with a 16:9 cover on top (a live session, a networking room): the picture, or the event's
 * colour when there is none, with a status badge in its corner. The body below is the caller's.
 */
export const CoverCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export interface CoverProps {
  /** The picture's address; the event's colour fills the cover without one. */
  src?: string | null;
  /** The badge in the top corner (WAITING, OPEN 2/6…). */
  children?: ReactNode;
}

/** The cover of a CoverCard: decoration only, the card's title says what it is. */
export function Cover({ src, children }: CoverProps) {
  return (
    <Media>
      {src ? <img src={src} alt="" loading="lazy" /> : <Colour />}
      {children}
    </Media>
  );
}

/** The status badge on a Cover; the caller gives its background. */
export const CoverBadge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing.sm};
  left: ${({ theme }) => theme.spacing.sm};
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
`;

/** The part below the cover. */
export const CoverCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${({ theme }) => theme.spacing.md};
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.skeleton};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Colour = styled.div`
  width: 100%;
  height: 100%;
  background: var(--event-color, ${({ theme }) => theme.colors.primary});
`;
