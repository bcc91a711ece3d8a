import { queryClient } from '@atrium/shared';
import type { Envelope } from '@atrium/shared/contract';

/** One scripted answer: an envelope with a status, or a thrown network error. */
export type Reply = { status?: number; body: Envelope<unknown> } | Error;
export type Handler = (body: Record<string, unknown>, headers: Headers) => Reply;

export interface Call {
  path: string;
  body: Record<string, unknown>;
  eventId: string | null;
}

export const ok = (data: unknown, message: string | null = null): Reply => ({
  body: { hasError: false, message, data, validationErrors: null },
});

export const failed = (
  message: string,
  validationErrors: Record<string, string> | null = null,
  status = 400,
): Reply => ({
  status,
  body: { hasError: true, message, data: null, validationErrors },
});

const realFetch = globalThis.fetch;

/**
 * Replaces fetch with a server that answers each call by its path (lowercased, as the api matches
 * them) and records what was sent, X-Event-Id included. Unknown calls answer 404.
 */
export function serve(handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  const byPath = Object.fromEntries(Object.entries(handlers).map(([path, handler]) => [path.toLowerCase(), handler]));
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const path = url.replace('/api/v2/', '').split('?')[0].toLowerCase();
    const body = JSON.parse(String(init?.body ?? '{}'));
    const headers = new Headers(init?.headers);
    calls.push({ path, body, eventId: headers.get('X-Event-Id') });
    const reply = byPath[path]?.(body, headers) ?? failed('This call does not exist.', null, 404);
    if (reply instanceof Error) throw reply;
    return { status: reply.status ?? 200, text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
  return calls;
}

/** Puts the real fetch back and empties the page's query cache, so no answer outlives its test. */
export function restoreFetch(): void {
  globalThis.fetch = realFetch;
  queryClient.clear();
}
