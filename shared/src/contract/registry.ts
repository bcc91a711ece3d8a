// The registry's answers and the browser's reports, for the registry and the shell alike (types only).

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

/** POST <reportTo>: a browser saw a version fail to load. */
export interface FailureReport {
  brand: string;
  remote: string;
  version: string;
  message: string;
}
