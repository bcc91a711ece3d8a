import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bus, type SnackbarKind, type SnackbarMessage } from '../bus';
import { SNACKBAR_MS } from '../constants';
import { media } from '../theme';

interface Shown extends SnackbarMessage {
  id: number;
  kind: SnackbarKind;
}

/** Spec 1 §9 fixes 4000 ms for errors and warnings; the others get the same unless the sender says. */
const defaultDuration: Record<SnackbarKind, number> = {
  error: SNACKBAR_MS.error,
  warning: SNACKBAR_MS.warning,
  success: SNACKBAR_MS.error,
  info: SNACKBAR_MS.error,
};

/** More would cover the page on a phone; the oldest leaves first. */
const MAX_SHOWN = 3;

const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.snackbar};
  left: 50%;
  bottom: ${({ theme }) => theme.spacing.lg};
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  width: min(480px, calc(100vw - 32px));
  pointer-events: none;

  ${media.mobile} {
    bottom: ${({ theme }) => theme.spacing.md};
  }
`;

const Item = styled.div<{ $kind: SnackbarKind }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 6px solid ${({ theme, $kind }) => theme.colors[$kind === 'error' ? 'danger' : $kind]};
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.headerDarkText};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  pointer-events: auto;
`;

const Text = styled.p`
  flex: 1 1 12rem;
  margin: 0;
  overflow-wrap: anywhere;
`;

/** Actions and the close button wrap as one group, so on a phone they move under the text together. */
const Controls = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-left: auto;
`;

const Action = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

const Close = styled(Action)`
  min-width: ${({ theme }) => theme.touchTarget};
  font-size: 1.25rem;
  line-height: 1;
`;

function SnackbarItem({ item, onClose }: { item: Shown; onClose(id: number): void }) {
  const { t } = useTranslation('common');
  const [paused, setPaused] = useState(false);
  const duration = item.durationMs ?? defaultDuration[item.kind];

  useEffect(() => {
    // Hovering or focusing it holds the message, so it can be read or acted on (WCAG 2.2.1).
    if (paused || duration <= 0) return;
    const timer = setTimeout(() => onClose(item.id), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, item.id, onClose]);

  const urgent = item.kind === 'error' || item.kind === 'warning';
  return (
    <Item
      $kind={item.kind}
      role={urgent ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(item.id);
      }}
    >
      <Text>{item.message}</Text>
      <Controls>
        {item.actions?.map((action) => (
          <Action
            key={action.label}
            type="button"
            onClick={() => {
              action.onClick();
              onClose(item.id);
            }}
          >
            {action.label}
          </Action>
        ))}
        <Close type="button" aria-label={t('close')} onClick={() => onClose(item.id)}>
          <span aria-hidden="true">×</span>
        </Close>
      </Controls>
    </Item>
  );
}

/** Shows every 'snackbar.show' from the bus; the shell renders one per page. */
export function SnackbarHost() {
  const [items, setItems] = useState<Shown[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    const subscription = bus.on('snackbar.show').subscribe((message) => {
      nextId.current += 1;
      const item: Shown = { ...message, id: nextId.current, kind: message.kind ?? 'info' };
      setItems((current) => [...current, item].slice(-MAX_SHOWN));
    });
    return () => subscription.unsubscribe();
  }, []);

  const close = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);

  return (
    // A live region that is always there, so messages added to it are announced.
    <Region aria-live="polite">
      {items.map((item) => (
        <SnackbarItem key={item.id} item={item} onClose={close} />
      ))}
    </Region>
  );
}
