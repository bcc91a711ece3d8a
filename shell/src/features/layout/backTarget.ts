import { inBrand, itemBackRoute, routes } from '@atrium/shared';

const BRAND_PATH = /^\/([^/]+)(\/.*)?$/;

/**
 * Back rules of spec 1 §2 / spec 2 §2.1 for a path under /:slug/event/:id: from a session to
 * livestreams, from a room to networking, from a booth to stands, else to `fallback`.
 */
export function backTarget(pathname: string, fallback: string): string {
  const m = BRAND_PATH.exec(pathname);
  const back = m && itemBackRoute(m[2] ?? '');
  return m && back ? inBrand(decodeURIComponent(m[1]), back) : fallback;
}

/**
 * Mobile back (spec 1 §2): a stored back path, else home when on the event route itself, else the
 * event.
 */
export function mobileBackTarget(pathname: string, stored: string | null): string {
  if (stored) return stored;
  const m = pathname.match(/^\/([^/]+)(?:\/event\/([^/]+)(\/.*)?)?/);
  if (!m) return '/';
  const [, slug, id, rest] = m;
  const brand = decodeURIComponent(slug);
  if (!id || !rest || rest === '/') return inBrand(brand, routes.home());
  return inBrand(brand, routes.event(decodeURIComponent(id)));
}

const SIGN_IN_PAGE = /^\/[^/?]+\/(login|register|forgot-password|undo-email-change)\b/;

/** `/:slug/event/:id` of a path inside an event, else null. */
function eventOf(path: string): string | null {
  return path.match(/^\/[^/?]+\/event\/[^/?]+/)?.[0] ?? null;
}

/**
 * The stored back path after the page moved from `from` to `to` (spec 1 §2 mobile back): entering
 * an event from another page stores that page; moving inside the event keeps it; leaving the event
 * forgets it. On the first page of a visit (`from` null, e.g. a reload) the stored one stays.
 */
export function nextBackPath(from: string | null, to: string, stored: string | null): string | null {
  const event = eventOf(to);
  if (!event) return null;
  // Sign-in pages are left behind for good: back from the event goes by the other rules.
  if (from === null || SIGN_IN_PAGE.test(from)) return stored;
  return eventOf(from) === event ? stored : from;
}
