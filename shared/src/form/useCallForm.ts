import type { TSchema } from '@sinclair/typebox';
import type { QueryKey } from '@tanstack/react-query';
import { ApiNetworkError, bus, CallFailed, i18n, useCallMutation } from '@atrium/shared';
import type { CallName, RequestOf, ResponseOf } from '@atrium/shared/contract';
import { useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { schemaResolver } from './schemaResolver';

export interface CallResult<N extends CallName> {
  data: ResponseOf<N> | null;
  message: string | null;
}

export interface UseCallFormOptions<N extends CallName, V extends FieldValues> {
  /** The call's request schema from the contract: the same rules the api applies. */
  schema: TSchema;
  defaultValues: DefaultValues<V>;
  /** The form's values as the call's body (phones without spaces ...); the values themselves by default. */
  toBody?(values: V): RequestOf<N>;
  /** Rules a schema cannot say (two fields that must match): field -> the error's text. */
  check?(values: V): Partial<Record<Path<V>, string>>;
  /** Server field names shown beside another field, e.g. the api's `phoneKey` beside the code input `key`. */
  fieldAliases?: Record<string, Path<V>>;
  onSuccess?(result: CallResult<N>, values: V): void | Promise<void>;
  /** What the change makes stale (callKey prefixes). */
  invalidates?: QueryKey[];
}

/** Every leaf of the form's values by its dotted name, the way react-hook-form and the api name fields. */
function fieldNames(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return prefix ? [prefix] : [];
  return Object.entries(values).flatMap(([key, value]) => fieldNames(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * A form that sends one call of the contract (issue 12 item 5): react-hook-form holds the fields,
 * the call's TypeBox schema checks them before sending, and the server's validationErrors land
 * beside the fields they name (spec 1 §5); the server's message shows above the button unless
 * every error sits beside a field. Typing in a field clears its error. A failure without an answer
 * goes to the snackbar (spec 1 §8).
 *
 *   const { field, submit, busy, formError } = useCallForm('account/changepassword', {
 *     schema: ChangePasswordRequest, defaultValues: { password: '', newPassword: '', newPasswordRetry: '' } });
 *   <form onSubmit={submit}><TextField {...field('password')} label=... /></form>
 */
export function useCallForm<N extends CallName, V extends FieldValues>(name: N, options: UseCallFormOptions<N, V>) {
  const { schema, defaultValues, fieldAliases = {}, check, onSuccess, invalidates } = options;
  const toBody = options.toBody ?? ((values: V) => values as unknown as RequestOf<N>);
  const form: UseFormReturn<V> = useForm<V>({
    defaultValues,
    resolver: schemaResolver<V>(schema, toBody, check),
    // Errors show after a submit and go as the user types in the field (spec 1 §5); the next submit checks again.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const mutation = useCallMutation(name, { invalidates });
  const [formError, setFormError] = useState<string | null>(null);

  function showFailure(error: unknown) {
    if (!(error instanceof CallFailed)) {
      const message = error instanceof ApiNetworkError ? error.message : i18n.t('common:unexpected');
      bus.emit('snackbar.show', { message, kind: 'error' });
      return;
    }
    // The api names fields as the schema does; the spec's list spells some with a capital (contactInfo.Company).
    const names = new Map(fieldNames(form.getValues()).map((field) => [field.toLowerCase(), field as Path<V>]));
    let allBeside = true;
    let first = true;
    for (const [key, message] of Object.entries(error.validationErrors)) {
      const field = fieldAliases[key] ?? names.get(key.toLowerCase());
      if (!field) {
        allBeside = false;
        continue;
      }
      form.setError(field, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
    if (first || !allBeside) setFormError(error.message);
  }

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    let result: CallResult<N>;
    try {
      result = await mutation.mutateAsync(toBody(values));
    } catch (error) {
      showFailure(error);
      return;
    }
    await onSuccess?.(result, values);
  });

  const clear = (field: Path<V>) => {
    form.clearErrors(field);
    setFormError(null);
  };

  /** A field's error as text, from the schema or the server. */
  const errorOf = (field: Path<V>): string | undefined =>
    (get(form.formState.errors, field) as { message?: string } | undefined)?.message;

  /** register() for a TextField: its props, its error, and typing clears that error. */
  const field = (fieldName: Path<V>, rules?: RegisterOptions<V, Path<V>>) => ({
    ...form.register(fieldName, {
      ...rules,
      onChange: (event: unknown) => {
        clear(fieldName);
        rules?.onChange?.(event);
      },
    }),
    error: errorOf(fieldName),
  });

  return { form, field, submit, clear, errorOf, formError, busy: mutation.isPending || form.formState.isSubmitting };
}
