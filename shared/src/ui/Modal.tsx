import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from './IconButton';

/** The one backdrop under every modal: it dims the page, and a click on it closes (see useModal). */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Close = styled(IconButton)`
  color: ${({ theme }) => theme.colors.muted};
`;

/** The title bar of Dialog and Sheet: the title that names the modal and its close button. */
export function ModalHeader({ titleId, title, onClose }: { titleId: string; title: ReactNode; onClose(): void }) {
  const { t } = useTranslation('common');
  return (
    <Bar>
      <Title id={titleId}>{title}</Title>
      <Close icon="close" label={t('close')} data-modal-close="true" onClick={onClose} />
    </Bar>
  );
}
