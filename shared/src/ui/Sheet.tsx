import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Backdrop, ModalHeader } from './Modal';
import { useModal } from './useModal';

export interface SheetProps {
  open: boolean;
  /** Called on Esc, on a click on the backdrop and on the close button. */
  onClose(): void;
  title: string;
  side: 'left' | 'bottom';
  /** Width for left, height for bottom. */
  size: string;
  children: ReactNode;
}

/**
 * A modal panel that slides over the page from one side, such as the event's mobile module drawer
 * and social drawer (spec 2 §2.2, 90 % high). It behaves as Dialog does (useModal).
 */
export function Sheet({ open, ...props }: SheetProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<SheetPanel {...props} />, document.body);
}

function SheetPanel({ onClose, title, side, size, children }: Omit<SheetProps, 'open'>) {
  const titleId = useId();
  const { panelRef, backdrop } = useModal<HTMLDivElement>(onClose);
  return (
    <Backdrop {...backdrop}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $side={side}
        $size={size}
      >
        <ModalHeader titleId={titleId} title={title} onClose={onClose} />
        <Body>{children}</Body>
      </Panel>
    </Backdrop>
  );
}

const Panel = styled.div<{ $side: 'left' | 'bottom'; $size: string }>`
  position: absolute;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  ${({ $side, $size }) =>
    $side === 'left'
      ? `top: 0; bottom: 0; left: 0; width: min(${$size}, 100vw);`
      : `left: 0; right: 0; bottom: 0; height: ${$size}; border-radius: 16px 16px 0 0;`}

  &:focus {
    outline: none;
  }
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
`;
