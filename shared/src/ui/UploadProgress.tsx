import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Track = styled.div`
  width: 100%;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s linear;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Label = styled.span`
  display: block;
  margin-top: 4px;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface UploadProgressProps {
  /** 0 to 1, as useUpload reports it; nothing is drawn while it is null. */
  progress: number | null;
  className?: string;
}

/** How much of an upload has gone out (issue 12 item 4): a bar with its percentage, read by screen readers. */
export function UploadProgress({ progress, className }: UploadProgressProps) {
  const { t } = useTranslation('common');
  if (progress === null) return null;
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  const label = t('uploading', { percent });
  return (
    <div className={className}>
      <Track role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Label aria-hidden="true">{label}</Label>
    </div>
  );
}
