import { CallFailed } from './call';

/** What a form shows after the server said no: errors beside its fields, and one above the button. */
export interface FormErrors {
  fields: Record<string, string>;
  form: string | null;
}

/**
 * Turns a failed call into a form's errors (spec 1 §5): validationErrors go beside their fields; the
 * message shows on its own unless each field error already sits beside a field on screen (an error
 * for a field not shown, such as x-application-id, would otherwise vanish). Null for anything but
 * CallFailed: a network failure is the snackbar's (spec 1 §8).
 */
export function formErrorsOf(error: unknown, shownFields: readonly string[]): FormErrors | null {
  if (!(error instanceof CallFailed)) return null;
  const fields = error.validationErrors;
  const names = Object.keys(fields);
  const allBeside = names.length > 0 && names.every((field) => shownFields.includes(field));
  return { fields, form: allBeside ? null : error.message };
}
