import { Spinner } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:empty {
    display: none;
  }
`;

/**
 * Issue 32 item 1: while the device solves the sign-in check, a polite live status says so. The
 * region is always there (empty otherwise), so screen readers announce the text when it appears;
 * nobody needs to do anything.
 */
export function DeviceCheckStatus({ checking }: { checking: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Status role="status" aria-live="polite">
      {checking && (
        <>
          <Spinner size={16} decorative />
          <span>{t('deviceChecking')}</span>
        </>
      )}
    </Status>
  );
}
