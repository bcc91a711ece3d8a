import type {
  CallName,
  Envelope,
  NOT_LOGGED_IN_MESSAGE as ContractNotLoggedIn,
  QueryOf,
  RequestOf,
  ResponseOf,
} from '../contract';
import type { Language } from '../constants';

/**
 * Spec 1 §8: the text every 401 is rewritten to. Typed by the contract's constant, so the two cannot
 * drift, without importing the contract's schema code into the browser.
 */
export const NOT_LOGGED_IN_MESSAGE: typeof ContractNotLoggedIn = 'You must be logged in to perform this action.';

/** Keys of the client's own texts in the common namespace, with the English used when no translator is given. */
const ownTexts = {
  networkError: 'The server could not be reached. Please check your connection and try again.',
  unexpectedAnswer: 'The server sent an unexpected answer (HTTP {{status}}). Please try again.',
} as const;
type OwnText = keyof typeof ownTexts;

export interface ApiClientOptions {
  /** Default '/api/v2': same origin, so no CORS and one cookie-free token header. */
  baseUrl?: string;
  getToken(): string | null;
  getLanguage(): Language;
  getApplicationId(): string | null;
  getEventId?(): string | null;
  /** Called with the name of any call answered 401; the shell decides what that means (spec 1 §8). */
  onUnauthorized?(path: CallName): void;
  fetch?: typeof fetch;
  /** Uploads use XMLHttpRequest, which reports upload progress (fetch does not); a test passes a fake. */
  XMLHttpRequest?: typeof XMLHttpRequest;
  /** An answer already asked for this exact request (./early.ts); the client asks itself when it fails. */
  takeEarly?(
    url: string,
    body: string | undefined,
    language: string,
    token: string | null,
    eventId: string | null,
  ): Promise<Response> | undefined;
  /** Translates the client's own texts; i18next's t fits. */
  translate?(key: OwnText, values: Record<string, string | number>): string;
}

export interface CallInit {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number>;
  /** Overrides getEventId for this call (spec 1 §6: participants and sub-events are tied to an event). */
  eventId?: string;
  /** Aborting rejects with the fetch's AbortError, not ApiNetworkError: nothing to show the user. */
  signal?: AbortSignal;
}

/**
 * A call's body as the contract's call table declares it; a call without a request schema takes none.
 * A call with a query schema (GET profile/get) takes its query, typed, in init.
 */
export type CallArgs<N extends CallName> =
  QueryOf<N> extends undefined
    ? RequestOf<N> extends undefined
      ? [body?: undefined, init?: CallInit]
      : [body: RequestOf<N>, init?: CallInit]
    : [body: RequestOf<N>, init: CallInit & { query: QueryOf<N> & Record<string, string | number> }];

export interface UploadOptions {
  /** Called as the bytes go out, with the part sent so far (0 to 1). */
  onProgress?(fraction: number): void;
  /** Aborting rejects with an AbortError, like an aborted call. */
  signal?: AbortSignal;
}

export interface ApiClient {
  /**
   * POST <baseUrl>/<name> with a JSON body (FormData is sent as multipart), or GET with init.method.
   * The name, the body and the answer's data are typed by the contract's call table.
   */
  call<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<Envelope<ResponseOf<N>>>;
  /**
   * POST <baseUrl>/<name>?<query> with the file as the multipart field `file` (the upload calls of
   * the call table), reporting progress; headers, 401 and the answer are handled as by call.
   */
  upload<N extends CallName>(
    name: N,
    query: QueryOf<N>,
    file: Blob,
    options?: UploadOptions,
  ): Promise<Envelope<ResponseOf<N>>>;
}

/** The request never got an HTTP answer; the UI shows the message in a snackbar (spec 1 §8). */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  constructor(
    message: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps what the server sent when it is an envelope, filling the optional parts it may leave out. */
function asEnvelope<T>(value: unknown): Envelope<T> | null {
  if (!isRecord(value) || typeof value.hasError !== 'boolean') return null;
  return {
    hasError: value.hasError,
    message: typeof value.message === 'string' ? value.message : null,
    data: (value.data ?? null) as T | null,
    validationErrors: isRecord(value.validationErrors) ? (value.validationErrors as Record<string, string>) : null,
  };
}

function failure<T>(message: string): Envelope<T> {
  return { hasError: true, message, data: null, validationErrors: null };
}

function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api/v2').replace(/\/+$/, '');
  // Bound late so a test or polyfill can replace the global, and never called detached (Illegal invocation).
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const newXhr = () => new (options.XMLHttpRequest ?? globalThis.XMLHttpRequest)();
  const text = (key: OwnText, values: Record<string, string | number> = {}) =>
    options.translate?.(key, values) ?? interpolate(ownTexts[key], values);

  function url(path: string, query?: CallInit['query']): string {
    let result = `${baseUrl}/${path}`;
    if (query && Object.keys(query).length > 0) {
      const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      result += (result.includes('?') ? '&' : '?') + params.toString();
    }
    return result;
  }

  function headers(init: CallInit, json: boolean): Headers {
    const result = new Headers({ Accept: 'application/json', 'Accept-Language': options.getLanguage() });
    if (json) result.set('Content-Type', 'application/json');
    const token = options.getToken();
    if (token) result.set('Authorization', `Bearer ${token}`);
    const applicationId = options.getApplicationId();
    if (applicationId) result.set('X-Application-Id', applicationId);
    const eventId = init.eventId ?? options.getEventId?.() ?? null;
    if (eventId) result.set('X-Event-Id', eventId);
    return result;
  }

  async function call(path: CallName, body?: unknown, init: CallInit = {}): Promise<Envelope<unknown>> {
    const method = init.method ?? 'POST';
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    const payload = method === 'GET' ? undefined : multipart ? (body as FormData) : JSON.stringify(body ?? {});
    const address = url(path, init.query);
    const ask = () =>
      doFetch(address, {
        method,
        headers: headers(init, method === 'POST' && !multipart),
        body: payload,
        signal: init.signal,
      });
    const eventId = init.eventId ?? options.getEventId?.() ?? null;
    const early =
      typeof payload === 'string'
        ? options.takeEarly?.(address, payload, options.getLanguage(), options.getToken(), eventId)
        : undefined;
    let response: Response;
    try {
      response = await (early ? early.catch(ask) : ask());
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiNetworkError(text('networkError'), path, { cause: error });
    }

    return answer(path, response.status, await response.text().catch(() => ''));
  }

  /** What the server answered, whichever way it was asked: 401 (spec 1 §8), the envelope, or anything else. */
  function answer(path: CallName, status: number, body: string): Envelope<unknown> {
    if (status === 401) {
      options.onUnauthorized?.(path);
      return failure(NOT_LOGGED_IN_MESSAGE);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    return asEnvelope(parsed) ?? failure(text('unexpectedAnswer', { status }));
  }

  function upload(path: CallName, query: CallInit['query'], file: Blob, init: UploadOptions = {}) {
    return new Promise<Envelope<unknown>>((resolve, reject) => {
      if (init.signal?.aborted) return reject(abortError());
      const xhr = newXhr();
      xhr.open('POST', url(path, query));
      // The browser sets multipart's Content-Type with its boundary.
      headers({}, false).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) init.onProgress?.(event.loaded / event.total);
      };
      const onAbort = () => xhr.abort();
      init.signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => init.signal?.removeEventListener('abort', onAbort);
      xhr.onload = () => {
        settle();
        resolve(answer(path, xhr.status, xhr.responseText));
      };
      xhr.onerror = xhr.ontimeout = () => {
        settle();
        reject(new ApiNetworkError(text('networkError'), path));
      };
      xhr.onabort = () => {
        settle();
        reject(abortError());
      };
      const form = new FormData();
      form.append('file', file);
      xhr.send(form);
    });
  }

  // The table's types are the contract between both sides; at run time every call is the same request.
  return { call: call as ApiClient['call'], upload: upload as ApiClient['upload'] };
}
