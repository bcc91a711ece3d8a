import { STORAGE_KEYS } from '../constants';
import type { CallName, RequestOf, ResponseOf } from '../contract';
import { SESSION_PATTERN } from '../contract/names';
import { detectLanguage } from '../i18n/detectLanguage';

// Issue 9: the boot was a waterfall (scripts, then the brand, then the manifest). The shell's inline
// boot script asks for what every first render needs while the scripts download; the page's first
// request for the same thing takes that answer instead of asking again. The boot script is its own
// bundle, so the answers wait on the window, not in this module.

declare global {
  interface Window {
    /** `caller`: a signed-in call's answer, taken only by a request sent as the same visitor and event. */
    __atriumEarly?: Map<string, { at: number; answer: Promise<Response>; caller?: EarlyCaller }>;
    /** The boot script's asks that wait on an earlier answer (the event's calls on the event). */
    __atriumEarlyChain?: Promise<unknown>;
  }
}

export const EARLY_BASE_URL = '/api/v2';

/**
 * Where the shell reads a brand's remotes (the registry's manifest, DESIGN.md). With a session,
 * the answer is that browser's: a canary (issue 34 item 1) may give it another version.
 */
export const manifestUrl = (slug: string, session?: string | null) =>
  `/registry/manifest?brand=${encodeURIComponent(slug)}${session ? `&session=${session}` : ''}`;

const SESSION = new RegExp(SESSION_PATTERN);

/**
 * This browser's id for the registry's canaries: random, made once and kept, so the registry puts
 * the browser in the same bucket on every load and it never flips between versions. Names no one:
 * it is sent only with the manifest request. null where storage keeps nothing: the current versions.
 */
export function canarySession(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    if (!storage) return null;
    const kept = storage.getItem(STORAGE_KEYS.canarySession);
    if (kept && SESSION.test(kept)) return kept;
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
    const id = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    storage.setItem(STORAGE_KEYS.canarySession, id);
    return storage.getItem(STORAGE_KEYS.canarySession) === id ? id : null;
  } catch {
    return null;
  }
}

/** The brand's manifest as this browser asks for it. */
export const sessionManifestUrl = (slug: string) => manifestUrl(slug, canarySession());
/** An answer not taken by then is left alone: it belonged to the first render, not to a later visit. */
const FRESH_MS = 10_000;

const keyOf = (url: string, body: string | undefined, language: string) => `${url}\n${body ?? ''}\n${language}`;

/** Who a signed-in call is asked as: the headers the api client would send (createApiClient). */
export interface EarlyCaller {
  token: string;
  applicationId: string;
  /** X-Event-Id: a call made inside an event (spec 1 §6). */
  eventId?: string;
}

function pending() {
  if (typeof window === 'undefined') return null;
  return (window.__atriumEarly ??= new Map());
}

/** The id of the JSON the gateway puts in the page: answers alike for every visitor of the brand. */
export const INLINE_ANSWERS_ID = 'atrium-early';

/** What the gateway put in the page (shell/server/document.mjs). */
interface FirstScreen {
  language: string;
  /** `url\nbody` -> the answer's JSON text (200 only), in `language`. */
  answers: Record<string, string>;
  /** Scripts the first screen loads: the shell's and the route's remotes'. */
  preload: string[];
}

let inline: { element: HTMLElement | null; value: FirstScreen | null } | null = null;

/** The page's block, read once (again only if the page's block is another one). */
function firstScreen(): FirstScreen | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(INLINE_ANSWERS_ID);
  if (inline?.element !== element) {
    let value: FirstScreen | null = null;
    try {
      value = JSON.parse(element?.textContent ?? 'null') as FirstScreen | null;
    } catch {
      // A block that cannot be read: everything is asked for, as without one.
    }
    inline = { element, value };
  }
  return inline.value;
}

/** The answer the gateway already put in the page for this request, if any. */
function inlineAnswer(url: string, body: string | undefined, language: string): string | undefined {
  const given = firstScreen();
  if (!given || given.language !== language) return undefined;
  return given.answers?.[`${url}\n${body ?? ''}`];
}

/**
 * Starts every download the gateway named for the first screen at once, instead of each script
 * finding the next (issue 30 item 2). `except`: what the caller loads itself right away.
 */
export function preloadFirstScreen(except: string[] = []): void {
  for (const href of firstScreen()?.preload ?? []) {
    if (except.includes(href)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * GET url (no body) or POST the JSON body, as the api client and the manifest reader would; when
 * the page came with the answer (same language), that answer, without asking. `sameAs`: a URL
 * whose answer in the page serves this request too (the brand's manifest without a session,
 * which the gateway puts in the page only when every session gets the same).
 */
export function askEarly(url: string, body?: string, sameAs?: string, caller?: EarlyCaller): Promise<Response> {
  const language = detectLanguage();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (caller) {
    headers.Authorization = `Bearer ${caller.token}`;
    headers['X-Application-Id'] = caller.applicationId;
    if (caller.eventId) headers['X-Event-Id'] = caller.eventId;
  }
  // A signed-in answer is never in the page: the gateway puts there only what every visitor gets.
  const given = caller
    ? undefined
    : (inlineAnswer(url, body, language) ?? (sameAs ? inlineAnswer(sameAs, body, language) : undefined));
  const answer =
    given === undefined
      ? fetch(url, { method: body === undefined ? 'GET' : 'POST', headers, body, cache: 'no-store' })
      : Promise.resolve(new Response(given, { status: 200, headers: { 'Content-Type': 'application/json' } }));
  answer.catch(() => undefined); // the taker sees a failure; nobody may ever take it
  pending()?.set(keyOf(url, body, language), { at: Date.now(), answer, caller });
  return answer;
}

/** A call asked before the api client exists: as a guest, or with `caller` as the signed-in visitor. */
export function askCallEarly<N extends CallName>(name: N, body: RequestOf<N>, caller?: EarlyCaller): Promise<Response> {
  return askEarly(`${EARLY_BASE_URL}/${name}`, JSON.stringify(body ?? {}), undefined, caller);
}

/**
 * The data of an answer asked early, or null when it has none (an error, not JSON, not reached).
 * Call it as soon as the call is asked: it reads a copy, made before any taker reads the body.
 */
export function earlyData<N extends CallName>(answer: Promise<Response>): Promise<ResponseOf<N> | null> {
  return answer
    .then((response) => response.clone().json())
    .then((envelope: { data?: ResponseOf<N> | null } | null) => envelope?.data ?? null)
    .catch(() => null);
}

/** Asks the boot script makes once an earlier answer came: `chain` settles when they are asked. */
export function chainEarly(chain: Promise<unknown>): void {
  if (typeof window !== 'undefined') window.__atriumEarlyChain = chain.catch(() => undefined);
}

/**
 * Settles when the boot script has asked what it asks on earlier answers: a page that asks the
 * same calls waits for this first, or it would ask before the boot script and both would.
 */
export function earlyChain(): Promise<unknown> {
  return (typeof window !== 'undefined' && window.__atriumEarlyChain) || Promise.resolve();
}

/**
 * The answer the boot script asked for this exact request, once; undefined when it asked for none,
 * or asked a signed-in call as another visitor or in another event than `token` and `eventId`, the
 * ones this request is sent with.
 */
export function takeEarly(
  url: string,
  body: string | undefined,
  language: string,
  token: string | null = null,
  eventId: string | null = null,
): Promise<Response> | undefined {
  const map = pending();
  const key = keyOf(url, body, language);
  const found = map?.get(key);
  map?.delete(key);
  if (!found || Date.now() - found.at >= FRESH_MS) return undefined;
  const { caller } = found;
  return !caller || (caller.token === token && (caller.eventId ?? null) === eventId) ? found.answer : undefined;
}

export { storedTokenFor } from '../session/storedToken';
