import { Dialog, type DialogProps, errorMessage, type QueryResult, Spinner } from '@atrium/shared';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { reportError } from '../event';

export interface DetailDialogProps<T> extends Pick<DialogProps, 'open' | 'onClose' | 'title' | 'size'> {
  /** The item, loaded by the id the dialog was opened with. */
  query: QueryResult<T>;
  children(item: T): ReactNode;
}

/**
 * One item over the event's pages (spec 2 §2.5, §2.6): a spinner until it is there, then its body.
 * An item that fails to load is reported on the screen and the dialog closes (spec 2 §8).
 */
export function DetailDialog<T>({ query, open, onClose, title, size, children }: DetailDialogProps<T>) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (query.error) {
      reportError(errorMessage(query.error));
      onClose();
    }
  }, [query.error, onClose]);

  return (
    <Dialog open={open} onClose={onClose} title={title} size={size}>
      {query.data === undefined ? <Spinner label={t('loading')} /> : <Body>{children(query.data)}</Body>}
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;
