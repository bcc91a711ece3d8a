import {
  useId,
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from './IconButton';
import { useModal } from './useModal';

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

export interface ModalProps {
  open: boolean;
  /** Called on Esc, on a click on the backdrop and on the close button; the owner sets open to false. */
  onClose(): void;
  /** Names the modal for screen readers (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** What covers the page (Backdrop or a styled extension of it) and the panel on it. */
  frame: ComponentType<ComponentPropsWithoutRef<'div'>>;
  panel: ComponentType<ComponentPropsWithRef<'div'>>;
  panelStyle?: CSSProperties;
  className?: string;
  /** 'alertdialog' for a message that needs an answer before going on (a warning, a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that says what the modal is about (aria-describedby). */
  describedBy?: string;
}

/**
 * The frame of Dialog and Sheet: a labelled modal panel with a title bar and a close button,
 * rendered into document.body (no parent's overflow or z-index clips it), with useModal's behaviour.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  children,
  frame: Frame,
  panel: Panel,
  panelStyle,
  className,
  role = 'dialog',
  describedBy,
}: Omit<ModalProps, 'open'>) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const { panelRef, backdrop } = useModal<HTMLDivElement>(onClose);
  return (
    <Frame {...backdrop}>
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        style={panelStyle}
        className={className}
      >
        <Bar>
          <Title id={titleId}>{title}</Title>
          <Close icon="close" label={t('close')} data-modal-close="true" onClick={onClose} />
        </Bar>
        {children}
      </Panel>
    </Frame>
  );
}
