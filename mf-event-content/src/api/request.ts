import { api, ApiNetworkError, i18n, type CallInit } from '@atrium/shared';

/** A call the server answered with hasError: its message, and field errors to show beside fields. */
export class RequestFailed extends Error {
  override readonly name = 'RequestFailed';
  constructor(
    message: string,
    readonly validationErrors: Record<string, string>,
  ) {
    super(message);
  }
}

function failed(message: string | null, validationErrors: Record<string, string> | null): RequestFailed {
  return new RequestFailed(message ?? i18n.t('event:unexpected'), validationErrors ?? {});
}

/** The data of a call; throws RequestFailed (server said no) or ApiNetworkError (no answer). */
export async function request<T>(path: string, body?: unknown, init?: CallInit): Promise<T> {
  const envelope = await api.call<T>(path, body, init);
  if (envelope.hasError || envelope.data === null) throw failed(envelope.message, envelope.validationErrors);
  return envelope.data;
}

/** A call that changes something: its success message (the server's words), or RequestFailed. */
export async function command<T = unknown>(
  path: string,
  body?: unknown,
  init?: CallInit,
): Promise<{ data: T | null; message: string | null }> {
  const envelope = await api.call<T>(path, body, init);
  if (envelope.hasError) throw failed(envelope.message, envelope.validationErrors);
  return { data: envelope.data, message: envelope.message };
}

/** What to tell the user about a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof RequestFailed || error instanceof ApiNetworkError) return error.message;
  return i18n.t('event:unexpected');
}

/** Field errors of a failed call, if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof RequestFailed ? error.validationErrors : {};
}
