import type { Location, Navigator } from 'react-router-dom';

/** What every parcel receives from its host (DESIGN.md "The mounting contract"). */
export interface HostProps {
  slug: string;
  /** Where the host mounted the parcel's routes, e.g. '/demo'. No remote hard-codes it. */
  basename: string;
  location: Location;
  navigator: Navigator;
  params: Record<string, string | undefined>;
  eventId?: string;
}

/** One remote in the registry manifest: the current build and the last one known to load. */
export interface RemoteManifestEntry {
  /** Module Federation container name, e.g. 'mf_auth'. */
  name: string;
  version: string;
  entry: string;
  lastGood: { version: string; entry: string } | null;
}

/** GET /registry/manifest?brand=<slug>, keyed by package name ('mf-auth', ...). */
export interface RemoteManifest {
  brand: string;
  /** Where the host reports a version that failed to load (the registry's; absent in standalone dev). */
  reportTo?: string;
  remotes: Record<string, RemoteManifestEntry>;
}
