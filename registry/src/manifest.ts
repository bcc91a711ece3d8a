import type { Knex } from 'knex';
import { DEFAULT_BRAND, type PointerRow, type VersionRow } from './store';

export interface ManifestEntry {
  name: string;
  version: string;
  entry: string;
  lastGood: { version: string; entry: string } | null;
}

export interface Manifest {
  brand: string;
  remotes: Record<string, ManifestEntry>;
}

const entryUrl = (row: VersionRow) =>
  /^https?:\/\//.test(row.entry) ? row.entry : `/remotes/${row.remote}/${row.version}/${row.entry}`;

/** Each remote resolves brand override, then the default pointer. */
export async function buildManifest(db: Knex, brand: string): Promise<Manifest> {
  const pointers: PointerRow[] = await db('registry_pointers').whereIn('brand', [brand, DEFAULT_BRAND]);
  const chosen = new Map<string, PointerRow>();
  for (const p of pointers) {
    if (p.brand === brand || !chosen.has(p.remote)) chosen.set(p.remote, p);
  }
  const remotes: Record<string, ManifestEntry> = {};
  for (const pointer of [...chosen.values()].sort((a, b) => a.remote.localeCompare(b.remote))) {
    const versions: VersionRow[] = await db('registry_versions')
      .where('remote', pointer.remote)
      .whereIn('version', [pointer.version, pointer.last_good_version ?? pointer.version]);
    const current = versions.find((v) => v.version === pointer.version);
    if (!current) continue;
    const good = versions.find((v) => v.version === pointer.last_good_version);
    remotes[pointer.remote] = {
      name: current.federation_name,
      version: current.version,
      entry: entryUrl(current),
      lastGood: good && good.version !== current.version ? { version: good.version, entry: entryUrl(good) } : null,
    };
  }
  return { brand, remotes };
}
