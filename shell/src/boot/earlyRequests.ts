import { askCallEarly, askEarly, manifestUrl, sessionManifestUrl } from '@atrium/shared/early';

/** The brand of a URL `/:slug/...`; none for `/`, which picks its brand itself (RootRedirect). */
export function slugOf(pathname: string): string | null {
  const first = pathname.split('/')[1];
  if (!first) return null;
  try {
    return decodeURIComponent(first);
  } catch {
    return null;
  }
}

/**
 * What the first render of `/:slug/...` waits for, asked while the scripts download instead of
 * after them: the brand's three lookups (features/brand/api.ts) and the remote manifest.
 */
export function askBrandEarly(pathname: string): void {
  const slug = slugOf(pathname);
  if (!slug) return;
  // Boot prefetches, named here: the inline boot bundle stays small, without brand/api.ts and the query layer.
  askCallEarly('login/getapplication', { id: slug });
  askCallEarly('definition/getApplicationsettings', { id: slug });
  askCallEarly('Definition/GetApplicationPolicies', { id: slug });
  // The gateway puts the brand's manifest in the page only when it is every session's (no canary).
  askEarly(sessionManifestUrl(slug), undefined, manifestUrl(slug));
}
