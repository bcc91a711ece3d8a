import type { CallName, RequestOf } from '../contract';
import { detectLanguage } from '../i18n/detectLanguage';

// Issue 9: the boot was a waterfall (scripts, then the brand, then the manifest). The shell's inline
// boot script asks for what every first render needs while the scripts download; the page's first
// request for the same thing takes that answer instead of asking again. The boot script is its own
// bundle, so the answers wait on the window, not in this module.

declare global {
  interface Window {
    __atriumEarly?: Map<string, { at: number; answer: Promise<Response> }>;
  }
}

export const EARLY_BASE_URL = '/api/v2';

/** Where the shell reads a brand's remotes (the registry's manifest, DESIGN.md). */
export const manifestUrl = (slug: string) => `/registry/manifest?brand=${encodeURIComponent(slug)}`;
/** An answer not taken by then is left alone: it belonged to the first render, not to a later visit. */
const FRESH_MS = 10_000;

const keyOf = (url: string, body: string | undefined, language: string) => `${url}\n${body ?? ''}\n${language}`;

function pending() {
  if (typeof window === 'undefined') return null;
  return (window.__atriumEarly ??= new Map());
}

/** GET url (no body) or POST the JSON body, as the api client and the manifest reader would. */
export function askEarly(url: string, body?: string): void {
  const language = detectLanguage();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const answer = fetch(url, { method: body === undefined ? 'GET' : 'POST', headers, body, cache: 'no-store' });
  answer.catch(() => undefined); // the taker sees a failure; nobody may ever take it
  pending()?.set(keyOf(url, body, language), { at: Date.now(), answer });
}

/** A call that needs no sign-in, asked before the api client exists. */
export function askCallEarly<N extends CallName>(name: N, body: RequestOf<N>): void {
  askEarly(`${EARLY_BASE_URL}/${name}`, JSON.stringify(body));
}

/** The answer the boot script asked for this exact request, once; undefined when it asked for none. */
export function takeEarly(url: string, body: string | undefined, language: string): Promise<Response> | undefined {
  const map = pending();
  const key = keyOf(url, body, language);
  const found = map?.get(key);
  map?.delete(key);
  return found && Date.now() - found.at < FRESH_MS ? found.answer : undefined;
}
