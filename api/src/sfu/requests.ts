import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import {
  SignallingRequests,
  type SignallingAnswer,
  type SignallingMethod,
  type SignallingRequestData,
} from '@atrium/shared/contract';
import { t, type Language, type MessageKey } from '../i18n';

// Spec 2 §7.5: every request's payload is checked against the contract before a handler sees it.

/** A request refused with an HTTP-like status (contract: SignallingAnswer). */
export class SignallingError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

const checks: Record<string, TypeCheck<TSchema>> = Object.fromEntries(
  Object.entries(SignallingRequests).map(([method, schema]) => [method, TypeCompiler.Compile<TSchema>(schema)]),
);

export function isSignallingMethod(method: unknown): method is SignallingMethod {
  return typeof method === 'string' && Object.hasOwn(checks, method);
}

function fieldMessage(error: ValueError): MessageKey {
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'fieldRequired';
    case ValueErrorType.String:
    case ValueErrorType.Number:
    case ValueErrorType.Integer:
    case ValueErrorType.Boolean:
    case ValueErrorType.Object:
    case ValueErrorType.Null:
      return 'fieldWrongType';
    case ValueErrorType.StringMinLength:
      return error.schema.minLength === 1 ? 'fieldRequired' : 'fieldTooShort';
    case ValueErrorType.StringMaxLength:
      return 'fieldTooLong';
    default:
      return 'fieldInvalid';
  }
}

/** The request's data as its method's schema has it, else a 400 naming each wrong field once (`/a/b` -> `a.b`). */
export function checkedData<M extends SignallingMethod>(
  method: M,
  data: unknown,
  language: Language,
): SignallingRequestData<M> {
  const check = checks[method];
  if (check.Check(data)) return data as SignallingRequestData<M>;
  const fields = new Map<string, string>();
  for (const error of check.Errors(data)) {
    const field = error.path.split('/').filter(Boolean).join('.') || 'data';
    if (!fields.has(field)) fields.set(field, t(language, fieldMessage(error)));
  }
  throw new SignallingError(
    400,
    t(language, 'validationFailed'),
    [...fields].map(([field, message]) => ({ field, message })),
  );
}

/** What a request that threw answers: its own status, or mediasoup's message (400 when the input was at fault). */
export function failureAnswer(error: unknown): SignallingAnswer<never> {
  if (error instanceof SignallingError) {
    return {
      ok: false,
      error: { status: error.status, message: error.message, ...(error.errors && { errors: error.errors }) },
    };
  }
  // mediasoup throws TypeError for parameters it cannot take and UnsupportedError for what the
  // router cannot do (a codec it lacks); anything else is ours or the worker's.
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  const status = name === 'TypeError' || name === 'UnsupportedError' ? 400 : 500;
  return { ok: false, error: { status, message } };
}
