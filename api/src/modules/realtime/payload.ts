import type { TObject } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { t, type Language, type MessageKey } from '../../i18n';

/** A socket payload checked against its contract schema: the value, or what a form shows beside each field. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string> };

const TYPE_ERRORS = new Set([
  ValueErrorType.String,
  ValueErrorType.Integer,
  ValueErrorType.Number,
  ValueErrorType.Boolean,
  ValueErrorType.Object,
  ValueErrorType.Array,
]);

/** The same keys the HTTP envelope uses for the same mistakes (http/errors.ts). */
function messageOf(error: ValueError): MessageKey {
  if (error.type === ValueErrorType.ObjectRequiredProperty) return 'fieldRequired';
  if (TYPE_ERRORS.has(error.type)) return 'fieldWrongType';
  if (error.type === ValueErrorType.StringMinLength) {
    return error.schema.minLength === 1 ? 'fieldRequired' : 'fieldTooShort';
  }
  if (error.type === ValueErrorType.StringMaxLength) return 'fieldTooLong';
  return 'fieldInvalid';
}

/**
 * A checker of one socket event's payload (socket.io has no schema of its own): what the client
 * sends is checked as an HTTP body is, and a bad one is answered, never thrown.
 */
export function payloadChecker<S extends TObject>(schema: S) {
  const compiled = TypeCompiler.Compile(schema);
  return (payload: unknown, language: Language): Checked<S['static']> => {
    if (compiled.Check(payload)) return { ok: true, value: payload };
    const errors: Record<string, string> = {};
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      // Not an object at all: it has none of the fields it needs.
      for (const field of schema.required ?? []) errors[field] = t(language, 'fieldRequired');
    } else {
      for (const error of compiled.Errors(payload)) {
        const field = error.path.split('/').filter(Boolean).join('.') || 'payload';
        errors[field] ??= t(language, messageOf(error));
      }
    }
    return { ok: false, message: t(language, 'validationFailed'), errors };
  };
}
