import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  /** Shown while true; the owner sets it false on onClose. */
  open?: boolean;
  title: ReactNode;
  /** The question, one sentence. */
  children: ReactNode;
  /** The danger button's label ("Delete", "Remove"). */
  confirmLabel: string;
  onConfirm(): void;
  /** Cancel, Escape and a click outside. */
  onClose(): void;
  /** The confirmed action is running: the button shows its spinner. */
  busy?: boolean;
}

/** Asks before something that cannot be undone (deleting a post, a chat, every notification). */
export function ConfirmDialog({
  open = true,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  busy,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      size="sm"
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{children}</p>
    </Dialog>
  );
}
