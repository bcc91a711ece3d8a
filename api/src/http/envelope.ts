import type { Envelope } from '@atrium/shared/contract';
import type { MessageKey, MessageValues } from '../i18n';

/** A field's error: a message key, or one with the values its text names ({types}, {max}). */
export type FieldError = MessageKey | { key: MessageKey; values: MessageValues };

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
    readonly fieldErrors: Record<string, FieldError> | null = null,
    /** What the answer carries besides the message (a proof-of-work challenge, issue 32 item 1); null mostly. */
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}
