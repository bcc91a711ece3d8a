import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme';
import { Backdrop, Modal, type ModalProps } from './Modal';

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
  role?: ModalProps['role'];
  describedBy?: string;
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

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: var(--dialog-width);
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

/** A modal dialog (useModal's behaviour), rendered into document.body. */
export function Dialog({ size = 'md', footer, children, ...props }: DialogProps) {
  return (
    <Modal
      {...props}
      frame={Overlay}
      panel={Panel}
      panelStyle={{ ['--dialog-width' as string]: widths[size] } as CSSProperties}
    >
      <Body>{children}</Body>
      {footer && <Footer>{footer}</Footer>}
    </Modal>
  );
}
