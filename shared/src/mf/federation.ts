import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import type { RemoteManifest } from './types';

// The shell says where the manifest comes from; remotes embedding other remotes reuse it.
let readManifest: (() => Promise<RemoteManifest>) | null = null;
let manifest: Promise<RemoteManifest> | null = null;

export function configureRemotes(loader: () => Promise<RemoteManifest>): void {
  readManifest = loader;
  manifest = null;
}

async function register(force: boolean): Promise<RemoteManifest> {
  if (!readManifest) throw new Error('configureRemotes() was not called by the host');
  if (!manifest || force) {
    manifest = readManifest().then((m) => {
      registerRemotes(
        Object.values(m.remotes).map((r) => ({ name: r.name, entry: r.entry })),
        { force },
      );
      return m;
    });
    manifest.catch(() => (manifest = null));
  }
  return manifest;
}

/**
 * Loads `<remote>/<module>` as a single-spa parcel config. After a failure the retry re-reads
 * the manifest and re-registers with force, so a fixed or rolled-back entry is picked up.
 */
export async function loadParcel(remote: string, module: string, afterFailure: boolean): Promise<ParcelConfig> {
  const m = await register(afterFailure);
  const entry = m.remotes[remote];
  if (!entry) throw new Error(`The registry has no remote "${remote}"`);
  const loaded = await loadRemote<{ default: ParcelConfig }>(`${entry.name}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} did not load`);
  return loaded.default;
}
