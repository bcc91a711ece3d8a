/**
 * Back rules of spec 1 §2 / spec 2 §2.1 for a path under /:slug/event/:id: from a session to
 * livestreams, from a room to networking, from a booth to stands, else to `fallback`.
 */
export function backTarget(pathname: string, fallback: string): string {
  const m = pathname.match(/^\/([^/]+)\/event\/([^/]+)(?:\/(live|room|booth)\/[^/]+)?/);
  if (!m) return fallback;
  const [, slug, id, area] = m;
  const event = `/${slug}/event/${id}`;
  if (area === 'live') return `${event}/sessions`;
  if (area === 'room') return `${event}/networking`;
  if (area === 'booth') return `${event}/exhibition`;
  return fallback;
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
  if (!id || !rest || rest === '/') return `/${slug}`;
  return `/${slug}/event/${id}`;
}

export const BACK_PATH_KEY = 'backPath';
