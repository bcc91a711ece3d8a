import { STORAGE_KEYS } from '../constants';
import { storage } from '../storage';

/**
 * Other brands' tokens, by brand slug (issue 11 item 10): a token serves only its own brand, so the
 * current brand's token is `token` (spec 1 §4) and another brand's waits here until that brand is
 * opened again. Visiting another brand then does not cost the first one's sign-in.
 */
export function otherBrandTokens(): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(storage.get(STORAGE_KEYS.brandTokens) ?? '{}');
    return kept && typeof kept === 'object' ? (kept as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The slug of the brand the stored token was last used with: lastApplication, a slug or the application's JSON. */
export function storedBrand(): string | null {
  const stored = storage.get(STORAGE_KEYS.lastApplication);
  if (!stored?.startsWith('{')) return stored;
  try {
    return (JSON.parse(stored) as { slug?: string }).slug ?? null;
  } catch {
    return null;
  }
}

/**
 * The token a page whose first brand is `slug` signs in with (the session store's setApplication),
 * read before the store exists: the stored token if it is that brand's, else that brand's kept one.
 */
export function storedTokenFor(slug: string): string | null {
  const owner = storedBrand();
  if (owner === null || owner === slug) return storage.get(STORAGE_KEYS.token);
  return otherBrandTokens()[slug] ?? null;
}
