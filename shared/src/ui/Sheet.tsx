import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { Backdrop, Modal } from './Modal';

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
export function Sheet({ side, size, children, ...props }: SheetProps) {
  return (
    <Modal
      {...props}
      frame={Backdrop}
      panel={side === 'left' ? LeftPanel : BottomPanel}
      panelStyle={{ ['--sheet-size' as string]: size } as CSSProperties}
    >
      <Body>{children}</Body>
    </Modal>
  );
}

const Panel = styled.div`
  position: absolute;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.overlay};

  &:focus {
    outline: none;
  }
`;

const LeftPanel = styled(Panel)`
  top: 0;
  bottom: 0;
  left: 0;
  width: min(var(--sheet-size), 100vw);
`;

const BottomPanel = styled(Panel)`
  right: 0;
  bottom: 0;
  left: 0;
  height: var(--sheet-size);
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
`;
