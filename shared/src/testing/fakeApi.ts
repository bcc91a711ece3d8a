import type { Envelope } from '../contract';
import { queryClient } from '../query/queryClient';

/** One scripted answer: an envelope with a status (200 unless said), or a thrown network error. */
export type Reply = { status?: number; body: Envelope<unknown> } | Error;

/** One call the page sent, as the api would see it. */
export interface Call {
  method: string;
  /** Lowercased and without the query string, as the api matches calls. */
  path: string;
  body: Record<string, unknown>;
  query: URLSearchParams;
  headers: Headers;
  /** The X-Event-Id header: which event the call was made inside, if any. */
  eventId: string | null;
}

/** Answers one call from its JSON body; the rest of what was sent is in `call`. */
export type Handler = (body: Record<string, unknown>, call: Call) => Reply;

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
 * A fake api for one piece's unit tests: fetch answers each call by its path (lowercased, as the api
 * matches them) and records what was sent in the returned list. Unknown calls answer 404.
 */
export function serve(handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  const byPath = new Map(Object.entries(handlers).map(([path, handler]) => [path.toLowerCase(), handler]));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const [address, search = ''] = String(input)
      .replace(/^.*?\/api\/v2\//, '')
      .split('?');
    const headers = new Headers(init?.headers);
    const call: Call = {
      method: init?.method ?? 'GET',
      path: address.toLowerCase(),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : {},
      query: new URLSearchParams(search),
      headers,
      eventId: headers.get('X-Event-Id'),
    };
    calls.push(call);
    const reply = byPath.get(call.path)?.(call.body, call) ?? failed('This call does not exist.', null, 404);
    if (reply instanceof Error) throw reply;
    return { status: reply.status ?? 200, text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
  return calls;
}

/** The bodies sent to one path, in order. */
export const sentTo = (calls: Call[], path: string): Record<string, unknown>[] =>
  calls.filter((call) => call.path === path.toLowerCase()).map((call) => call.body);

/** Puts the real fetch back and empties the page's query cache, so no answer outlives its test. */
export function restoreFetch(): void {
  globalThis.fetch = realFetch;
  queryClient.clear();
}
