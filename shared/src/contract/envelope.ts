import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable } from './nullable';

/**
 * Every response of the v2 API (spec 1 §7). validationErrors maps a field name
 * (spec 1 §5, e.g. "email", "contactInfo.Company") to its message; null when there are none.
 */
export interface Envelope<T> {
  hasError: boolean;
  message: string | null;
  data: T | null;
  validationErrors: Record<string, string> | null;
}

export const EnvelopeSchema = <T extends TSchema>(data: T) =>
  Type.Object({
    hasError: Type.Boolean(),
    message: Nullable(Type.String()),
    data: Nullable(data),
    validationErrors: Nullable(Type.Record(Type.String(), Type.String())),
  });

/** The 401 rewrite of spec 1 §8. */
export const NOT_LOGGED_IN_MESSAGE = 'You must be logged in to perform this action.';

export type { Static };
