import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media } from '../theme';
import { Backdrop, ModalHeader } from './Modal';
import { useModal } from './useModal';

export interface DialogProps {
  open: boolean;
  /** Called on Esc, on a click outside and on the close button; the owner sets open to false. */
  onClose(): void;
  /** Names the dialog for screen readers (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. cancel and save. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const widths = { sm: '420px', md: '600px', lg: '900px' };

const Overlay = styled(Backdrop)`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.md};

  ${media.mobile} {
    align-items: stretch;
    padding: 0;
  }
`;

const Panel = styled.div<{ $size: 'sm' | 'md' | 'lg' }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 32px);
  max-height: calc(100dvh - 32px);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};

  &:focus {
    outline: none;
  }

  /* A phone gets the whole screen, as the messages hub and account settings need the room. */
  ${media.mobile} {
    max-width: none;
    max-height: none;
    border-radius: 0;
  }
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing.lg};

  ${media.mobile} {
    padding: ${({ theme }) => theme.spacing.md};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function DialogPanel({ onClose, title, children, footer, size = 'md', className }: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const { panelRef, backdrop } = useModal<HTMLDivElement>(onClose);
  return (
    <Overlay {...backdrop}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $size={size}
        className={className}
      >
        <ModalHeader titleId={titleId} title={title} onClose={onClose} />
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Overlay>
  );
}

/** A modal dialog rendered into document.body, so no parent's overflow or z-index clips it. */
export function Dialog({ open, ...props }: DialogProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}
