import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from './Icon';

/**
 * A panel that slides over the page from one side: the mobile module drawer and the mobile social
 * drawer (spec 2 §2.2, 90 % high). Modal: Esc, the backdrop and the close button close it.
 */
export function Sheet({
  open,
  onClose,
  title,
  side,
  size,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  side: 'left' | 'bottom';
  /** Width for left, height for bottom. */
  size: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Backdrop
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $side={side}
        $size={size}
      >
        <Head>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label={t('close')} onClick={onClose}>
            <Icon name="close" />
          </Close>
        </Head>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ $side: 'left' | 'bottom'; $size: string }>`
  position: absolute;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  ${({ $side, $size }) =>
    $side === 'left'
      ? `top: 0; bottom: 0; left: 0; width: min(${$size}, 100vw);`
      : `left: 0; right: 0; bottom: 0; height: ${$size}; border-radius: 16px 16px 0 0;`}

  &:focus {
    outline: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.xs} ${theme.spacing.xs} ${theme.spacing.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
`;
