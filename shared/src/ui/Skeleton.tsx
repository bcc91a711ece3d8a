import styled, { keyframes } from 'styled-components';

export interface SkeletonProps {
  /** A number is px; a string is any CSS length. */
  width?: number | string;
  height?: number | string;
  circle?: boolean;
  className?: string;
}

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const Block = styled.span<{ $width: string; $height: string; $circle: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $circle }) => ($circle ? theme.radius.round : theme.radius.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonShine} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

/**
 * A placeholder shape while content loads. Hidden from screen readers: the region that loads says
 * so with aria-busy or a Spinner label, once, instead of every block.
 */
export function Skeleton({ width = '100%', height = 16, circle = false, className }: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      className={className}
      $width={length(width)}
      $height={length(circle ? width : height)}
      $circle={circle}
    />
  );
}
