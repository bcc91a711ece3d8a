import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';

export interface EmptyStateProps {
  /** E.g. t('common:contentNotFound') or a list's own empty text (spec 1 §2 Home and event lists). */
  message: ReactNode;
  /** Shows a refresh button when given. */
  onRefresh?(): void;
  refreshLabel?: string;
  /** Shows the refresh button as loading. */
  refreshing?: boolean;
  /** Another way on, under the button (a link back). */
  children?: ReactNode;
  /** 'alert' for a failure, so a screen reader says it when it appears. */
  role?: 'alert';
  className?: string;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const Message = styled.p`
  margin: 0;
  max-width: 40ch;
`;

export function EmptyState({
  message,
  onRefresh,
  refreshLabel,
  refreshing = false,
  children,
  role,
  className,
}: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <Box className={className} role={role}>
      <Message>{message}</Message>
      {onRefresh && (
        <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
          {refreshLabel ?? t('refresh')}
        </Button>
      )}
      {children}
    </Box>
  );
}
