import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import type { FailureReport, RemoteManifest, RemoteManifestEntry } from '../contract/registry';
import { noteRemoteHealth } from './health';

// The shell says where the manifest comes from; remotes embedding other remotes reuse it.
let readManifest: (() => Promise<RemoteManifest>) | null = null;
let manifest: Promise<RemoteManifest> | null = null;
/** Container name -> the entry it is registered with: the manifest's current one, or its last good one. */
const registered = new Map<string, string>();
/** `remote@version` already reported as failing, so a page reports each once. */
const reported = new Set<string>();

export function configureRemotes(loader: () => Promise<RemoteManifest>): void {
  readManifest = loader;
  manifest = null;
}

/** Replacing a registration needs force; force also drops the runtime's cached failure of that entry. */
function registerEntry(name: string, entry: string): void {
  registerRemotes([{ name, entry }], { force: registered.has(name) });
  registered.set(name, entry);
}

/**
 * Registers what the manifest says, leaving alone a remote that already runs its current or its
 * last good entry. `retried` is re-registered even when unchanged, so its failed entry is loaded anew.
 */
function registerAll(m: RemoteManifest, retried: string | null): void {
  for (const [remote, r] of Object.entries(m.remotes)) {
    const now = registered.get(r.name);
    const upToDate = now !== undefined && (now === r.entry || now === r.lastGood?.entry);
    if (remote === retried || !upToDate) registerEntry(r.name, r.entry);
  }
}

async function readRemotes(retried: string | null): Promise<RemoteManifest> {
  if (!readManifest) throw new Error('configureRemotes() was not called by the host');
  if (!manifest || retried) {
    manifest = readManifest().then((m) => {
      registerAll(m, retried);
      return m;
    });
    manifest.catch(() => (manifest = null));
  }
  return manifest;
}

/**
 * Starts reading the manifest now, beside the host's other first requests, so the first slot finds
 * it read instead of asking for it only when it mounts. A failure is left to that slot.
 */
export function prefetchRemotes(): void {
  readRemotes(null).catch(() => undefined);
}

async function importParcel(name: string, module: string): Promise<ParcelConfig> {
  const loaded = await loadRemote<{ default: ParcelConfig }>(`${name}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`${name}/${module} did not load`);
  return loaded.default;
}

/** Tells the registry, once per page and version, without waiting for it or minding if it fails. */
function report(m: RemoteManifest, remote: string, version: string, error: unknown): void {
  const key = `${remote}@${version}`;
  if (!m.reportTo || reported.has(key)) return;
  reported.add(key);
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  void fetch(m.reportTo, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ brand: m.brand, remote, version, message } satisfies FailureReport),
    keepalive: true,
  }).catch(() => undefined);
}

export interface LoadedParcel {
  parcel: ParcelConfig;
  /** The version that mounted: the current one, or the last good one after a fallback. */
  version: string;
}

/** Mounts a loaded parcel where the slot wants it; rejects when its first render fails. */
export type MountParcel = (parcel: ParcelConfig) => Promise<void>;

/** A first render that failed, told apart from a build that did not load for the health reports. */
class RenderFailed extends Error {
  constructor(readonly error: unknown) {
    super(error instanceof Error ? error.message : String(error));
  }
}

async function loadAndMount(name: string, module: string, mount: MountParcel): Promise<ParcelConfig> {
  const parcel = await importParcel(name, module);
  await mount(parcel).catch((error: unknown) => {
    throw new RenderFailed(error);
  });
  return parcel;
}

async function mountVersion(
  remote: string,
  version: string,
  name: string,
  module: string,
  mount: MountParcel,
): Promise<LoadedParcel> {
  try {
    const parcel = await loadAndMount(name, module, mount);
    noteRemoteHealth({ remote, version, kind: 'mounted' });
    return { parcel, version };
  } catch (error) {
    const failed = error instanceof RenderFailed;
    noteRemoteHealth({ remote, version, kind: failed ? 'renderError' : 'loadFailure' });
    throw failed ? error.error : error;
  }
}

/**
 * A build can fail at any point, its entry, its exposed module's code or its first render: each
 * is reported and the last good version is mounted instead.
 */
async function mountCurrentOrLastGood(
  m: RemoteManifest,
  remote: string,
  entry: RemoteManifestEntry,
  module: string,
  mount: MountParcel,
): Promise<LoadedParcel> {
  const { lastGood } = entry;
  // Another slot of this remote may have fallen back already.
  const fellBack = lastGood !== null && registered.get(entry.name) === lastGood.entry;
  if (!fellBack) {
    try {
      return await mountVersion(remote, entry.version, entry.name, module, mount);
    } catch (error) {
      report(m, remote, entry.version, error);
      if (!lastGood) throw error;
      console.warn(`[remote] ${remote}@${entry.version} failed to load; falling back to ${lastGood.version}`, error);
      noteRemoteHealth({ remote, version: entry.version, kind: 'fallback' });
      if (registered.get(entry.name) !== lastGood.entry) registerEntry(entry.name, lastGood.entry);
    }
  }
  return mountVersion(remote, lastGood!.version, entry.name, module, mount);
}

/**
 * Loads `<remote>/<module>` as a single-spa parcel config and mounts it with `mount`: the
 * manifest's current version, else its last good one (the failure is reported to the registry).
 * After a failure the retry re-reads the manifest and re-registers with force, so a fixed or
 * rolled-back entry is picked up.
 */
export async function loadParcel(
  remote: string,
  module: string,
  afterFailure: boolean,
  mount: MountParcel,
): Promise<LoadedParcel> {
  const m = await readRemotes(afterFailure ? remote : null);
  const entry = m.remotes[remote];
  if (!entry) throw new Error(`The registry has no remote "${remote}"`);
  return mountCurrentOrLastGood(m, remote, entry, module, mount);
}
