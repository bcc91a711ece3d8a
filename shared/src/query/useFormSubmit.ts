import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiNetworkError } from '../api';
import { bus } from '../bus';
import { i18n } from '../i18n';
import { formErrorsOf } from './formErrors';

export type FieldErrors = Record<string, string>;

/**
 * A form's submission as a mutation of the query layer, with its errors (spec 1 §5): `busy` while
 * `run(shownFields, work)` runs. When the server says no (CallFailed), its field errors go beside
 * the fields on screen and its message above the button (formErrorsOf); any other failure shows in
 * a snackbar (spec 1 §8 network exception) and the form stays as it was. Local checks set field
 * errors with setErrors; clear(field) drops one as the user types in that field.
 */
export function useFormSubmit() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { mutateAsync, isPending } = useMutation({ mutationFn: (work: () => Promise<void>) => work() });

  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  const run = useCallback(
    async (shownFields: readonly string[], work: () => Promise<void>) => {
      try {
        await mutateAsync(work);
      } catch (error) {
        const failed = formErrorsOf(error, shownFields);
        if (failed) {
          setErrors(failed.fields);
          setFormError(failed.form);
          return;
        }
        const message = error instanceof ApiNetworkError ? error.message : i18n.t('common:unexpected');
        bus.emit('snackbar.show', { message, kind: 'error' });
      }
    },
    [mutateAsync],
  );

  return { busy: isPending, run, errors, setErrors, clear, formError, setFormError };
}
