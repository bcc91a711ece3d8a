import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: middle;
  animation: ${spin} 0.75s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    /* Still visibly "busy" without motion. */
    animation-duration: 2.5s;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface SpinnerProps {
  size?: number;
  /** Read to screen readers; defaults to "Loading…". */
  label?: string;
  /** Inside a control that already says it is busy (aria-busy), the spinner is only decoration. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 20, label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  if (decorative) return <Ring $size={size} className={className} aria-hidden="true" />;
  return (
    <span role="status" className={className}>
      <Ring $size={size} aria-hidden="true" />
      <Hidden>{label ?? t('loading')}</Hidden>
    </span>
  );
}
