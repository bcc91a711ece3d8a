import { Button, Dialog } from '@atrium/shared';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormError } from '../../components/layout';

/** The add/edit sub-dialog of an entry (spec 1 §2 Dialogs 1): its form, cancel and save. */
export function EntryDialog({
  title,
  onClose,
  onSubmit,
  busy,
  formError,
  children,
}: {
  title: string;
  onClose(): void;
  onSubmit(event: FormEvent): void;
  busy: boolean;
  formError: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('save')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} noValidate>
        {children}
        {formError && <FormError role="alert">{formError}</FormError>}
      </Form>
    </Dialog>
  );
}
