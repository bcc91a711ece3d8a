import { bus, Button, Dialog, OTHER_DELETION_REASON_ID, QueryState, Skeleton, useCall } from '@atrium/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorText, Form, FormError, Muted } from '../../components/layout';
import { TextAreaField } from '../../components/TextAreaField';
import { deletionReasonsQuery, useDeleteAccountForm } from './api';

const Reasons = styled.fieldset`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    min-height: ${({ theme }) => theme.touchTarget};
    cursor: pointer;
  }

  input {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;

interface Deletion {
  /** The reason picked. */
  reasonId: string;
  /** The user's own words, sent instead of the id when the reason is 'other' (spec 1 §5). */
  reason: string;
}

/** Spec 1 §2 Dialogs 1: the deletion sub-dialog, its reasons and the 'other' reason's free text. */
export function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('account');
  const reasons = useCall(deletionReasonsQuery);
  const { form, submit, busy, formError, errorOf, clear } = useDeleteAccountForm<Deletion>({
    defaultValues: { reasonId: '', reason: '' },
    toBody: ({ reasonId, reason }) => ({ reason: reasonId === OTHER_DELETION_REASON_ID ? reason.trim() : reasonId }),
    onSuccess() {
      // The account is gone: the shell signs out and reloads (spec 1 §4 Logout).
      bus.emit('auth.logout', {});
    },
  });
  const picked = form.watch('reasonId');
  const other = picked === OTHER_DELETION_REASON_ID;
  // The body's one field is `reason`: beside the free text when 'other' is picked, else under the list.
  const reasonError = errorOf('reason');
  const pick = form.register('reasonId', { onChange: () => clear('reason') });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('deleteAccount')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="danger" type="submit" form="delete-account" loading={busy}>
            {t('deleteForever')}
          </Button>
        </>
      }
    >
      <Form id="delete-account" onSubmit={submit} noValidate>
        <Muted>{t('deleteAccountIntro')}</Muted>
        <QueryState query={reasons} loading={<Skeleton height={132} />}>
          {({ items }) => (
            <Reasons aria-describedby={!other && reasonError ? 'delete-reason-error' : undefined}>
              <legend>{t('deleteReasons')}</legend>
              {items.map((item) => (
                <label key={item.id}>
                  <input type="radio" value={item.id} {...pick} />
                  {item.title}
                </label>
              ))}
            </Reasons>
          )}
        </QueryState>
        {!other && reasonError && <ErrorText id="delete-reason-error">{reasonError}</ErrorText>}
        {other && (
          <TextAreaField
            label={t('otherReason')}
            error={reasonError}
            {...form.register('reason', { onChange: () => clear('reason') })}
          />
        )}
        {formError && <FormError role="alert">{formError}</FormError>}
      </Form>
    </Dialog>
  );
}
