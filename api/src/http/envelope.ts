import type { Envelope } from '@atrium/shared/contract';
import type { MessageKey } from '../i18n';

export function ok<T>(data: T): Envelope<T> {
  return { hasError: false, message: null, data, validationErrors: null };
}

/**
 * A failure a handler expects (unknown brand, wrong password, no token). Thrown, then answered
 * by the error handler as an envelope in the caller's language.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    /** field name -> message key (spec 1 §5 field names). */
    readonly fieldErrors: Record<string, MessageKey> | null = null,
  ) {
    super(messageKey);
  }
}
