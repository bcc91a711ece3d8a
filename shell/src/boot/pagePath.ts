// Apart from earlyRequests, so the shell's bootstrap reads a page's path without taking the boot
// script's own copy of @atrium/shared/early along: it has the shared one.

/** The brand of a URL `/:slug/...`; none for `/`, which picks its brand itself (RootRedirect). */
export function slugOf(pathname: string): string | null {
  return decoded(pathname.split('/')[1]);
}

/** The event of a URL `/:slug/event/:id/...` (the route table's event/:id) and its page's path under it. */
export function eventPageOf(pathname: string): { slug: string; page: string } | null {
  const parts = pathname.split('/');
  const slug = parts[2] === 'event' ? decoded(parts[3]) : null;
  return slug ? { slug, page: parts.slice(4).join('/').replace(/\/$/, '') } : null;
}

function decoded(part: string | undefined): string | null {
  if (!part) return null;
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
