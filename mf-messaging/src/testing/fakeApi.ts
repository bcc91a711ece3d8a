import { queryClient } from '@atrium/shared';
import type { Envelope } from '@atrium/shared/contract';

/** One scripted answer: an envelope with a status, or a thrown network error. */
export type Reply = { status?: number; body: Envelope<unknown> } | Error;
/** Answers one call from its JSON body and its query string. */
export type Handler = (body: Record<string, unknown>, query: URLSearchParams) => Reply;

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown>;
  query: URLSearchParams;
}

export const ok = (data: unknown, message: string | null = null): Reply => ({
  body: { hasError: false, message, data, validationErrors: null },
});

export const failed = (message: string, status = 400): Reply => ({
  status,
  body: { hasError: true, message, data: null, validationErrors: null },
});

const realFetch = globalThis.fetch;

/**
 * A fake api for one piece's unit tests: fetch answers each call by its path (lowercased, as the
 * api matches them) and records the method, body and query string. Unknown calls answer 404.
 */
export function serve(handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  const byPath = Object.fromEntries(Object.entries(handlers).map(([path, handler]) => [path.toLowerCase(), handler]));
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const [address, search = ''] = url.replace('/api/v2/', '').split('?');
    const path = address.toLowerCase();
    const query = new URLSearchParams(search);
    const body = JSON.parse(String(init?.body ?? '{}'));
    calls.push({ method: init?.method ?? 'GET', path, body, query });
    const reply = byPath[path]?.(body, query) ?? failed('This call does not exist.', 404);
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
