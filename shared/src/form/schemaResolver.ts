import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Errors, ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { i18n } from '@atrium/shared';
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

// The api checks e-mails with ajv-formats; TypeBox knows no format until one is registered, and
// would call every e-mail unknown. Same shape as ajv-formats' fast check: something@host.tld.
if (!FormatRegistry.Has('email')) {
  FormatRegistry.Set('email', (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value));
}

/** `/contactInfo/company` -> `contactInfo.company`: the api's validationErrors key, and the field's name. */
export const fieldPath = (pointer: string) => pointer.split('/').filter(Boolean).join('.');

/** What a field left empty holds: a blank text, a select with no choice (undefined), null, a number input's NaN. */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value));

/** The text of one schema error, in the user's language (common:form.*). */
export function schemaErrorText(error: ValueError): string {
  const { type, schema, value } = error;
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`common:form.${key}`, values);
  // Whatever rule an empty value breaks (a day's 10 characters, a level's range, an id's pattern),
  // the field was left blank: a schema only refuses blank where the value is required.
  if (type === ValueErrorType.ObjectRequiredProperty || isBlank(value)) return t('required');
  switch (type) {
    case ValueErrorType.StringMinLength:
      return t('tooShort', { min: schema.minLength });
    case ValueErrorType.StringMaxLength:
      return t('tooLong', { max: schema.maxLength });
    case ValueErrorType.StringFormat:
      return schema.format === 'email' ? t('email') : t('invalid');
    case ValueErrorType.Union: {
      // A field that may be blank or null (an optional e-mail) says what is wrong with the value itself.
      const reasons = error.errors.map((variant) => variant.First()).filter((first) => first !== undefined);
      const telling = reasons.find(
        (first) => first.type !== ValueErrorType.Null && first.type !== ValueErrorType.Literal,
      );
      return telling ? schemaErrorText(telling) : t('invalid');
    }
    default:
      return t('invalid');
  }
}

/**
 * A react-hook-form resolver from one of the contract's TypeBox schemas: the form checks what the
 * api will check, with the same field names, before anything is sent. `toBody` turns the form's
 * values into the call's body (phones without spaces, blanks as null) before they are checked.
 */
export function schemaResolver<V extends FieldValues>(
  schema: TSchema,
  toBody: (values: V) => unknown = (values) => values,
  check?: (values: V) => Partial<Record<string, string>>,
): Resolver<V> {
  return async (values) => {
    const errors: FieldErrors<V> = {};
    const seen = new Set<string>();
    for (const error of Errors(schema, toBody(values))) {
      const path = fieldPath(error.path) || 'root';
      // The first error of a field is the one it shows (a blank field is 'required', not also 'too short').
      if (seen.has(path)) continue;
      seen.add(path);
      set(errors, path, { type: String(error.type), message: schemaErrorText(error) });
    }
    for (const [path, message] of Object.entries(check?.(values) ?? {})) {
      if (message && !seen.has(path)) set(errors, path, { type: 'check', message });
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
