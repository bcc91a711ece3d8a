import {
  canarySession,
  configureRemotes,
  currentLanguage,
  prefetchRemotes,
  sessionManifestUrl,
  takeEarly,
  type RemoteManifest,
} from '@atrium/shared';
import { configureHealthReports } from '../health';

let configuredFor: string | null = null;

/**
 * Remote URLs and versions come from the registry at runtime, per brand (DESIGN.md). Done before
 * the first render (bootstrap.tsx) or during render, before any slot's effect asks for a remote,
 * and once per brand.
 */
export function configureBrandRemotes(slug: string): void {
  if (configuredFor === slug) return;
  configuredFor = slug;
  configureRemotes(async () => {
    // The browser's session picks its side of a canary (issue 34 item 1); Retry asks with the same.
    const url = sessionManifestUrl(slug);
    const ask = () => fetch(url, { cache: 'no-store' });
    const early = takeEarly(url, undefined, currentLanguage());
    const res = await (early ? early.catch(ask) : ask());
    if (!res.ok) throw new Error(`registry answered ${res.status}`);
    const manifest = (await res.json()) as RemoteManifest;
    // The same session the manifest was asked with: the registry counts it on the side it got.
    const session = canarySession();
    configureHealthReports(
      manifest.healthTo && session ? { url: manifest.healthTo, brand: manifest.brand, session } : null,
    );
    return manifest;
  });
  // Read beside the brand's own requests: the first slot then waits for neither in turn.
  prefetchRemotes();
}

/** configureBrandRemotes during the brand's render. */
export const useBrandRemotes = configureBrandRemotes;
